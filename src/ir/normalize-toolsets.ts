import type { Manifest } from '../manifest/types.js';
import type { BudgetIR, ToolsetsIR } from './toolset-types.js';

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
