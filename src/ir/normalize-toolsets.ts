import type { Manifest } from '../manifest/types.gen.js';
import type { BudgetIR, ServerIR, ToolIR, ToolsetsIR } from './types.js';

/** Cursor drops tools past about 40; VS Code stops at 128. */
export const DEFAULT_BUDGET: BudgetIR = Object.freeze({ tools: 40, tokens: 20_000 });

/** Manifest `toolsets` → IR, in manifest order; nothing when the manifest declares none. */
export function normalizeToolsets(manifest: Manifest): { toolsets?: ToolsetsIR } {
  if (manifest.toolsets === undefined) return {};
  const sets = Object.entries(manifest.toolsets).map(([name, set]) => ({ name, description: set.description, default: set.default === true }));
  return { toolsets: { sets } };
}

/** Manifest `budget` with the defaults for what it leaves out. */
export function budgetOf(manifest: Pick<Manifest, 'budget'>): BudgetIR {
  return { tools: manifest.budget?.tools ?? DEFAULT_BUDGET.tools, tokens: manifest.budget?.tokens ?? DEFAULT_BUDGET.tokens };
}

/** The toolsets served when MCPGEN_TOOLSETS is unset: those marked default, or all when none is (toolsets.gen.ts). */
export function defaultToolsets(ir: Pick<ServerIR, 'toolsets'>): ReadonlySet<string> | undefined {
  if (!ir.toolsets) return undefined;
  const marked = ir.toolsets.sets.filter((s) => s.default);
  return new Set((marked.length > 0 ? marked : ir.toolsets.sets).map((s) => s.name));
}

/** The tools a server started without MCPGEN_TOOLSETS lists, in manifest order. */
export function toolsServedByDefault(ir: Pick<ServerIR, 'toolsets' | 'tools'>): readonly ToolIR[] {
  const defaults = defaultToolsets(ir);
  return defaults ? ir.tools.filter((t) => t.toolset !== undefined && defaults.has(t.toolset)) : ir.tools;
}
