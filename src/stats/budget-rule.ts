// MCPG255: validate and generate warn when the default selection of tools costs more than the manifest's budget
// (or the default budget). Tokens are counted only when the tool count is within budget (past it, the count says
// enough) and the entries' bytes are not (a token is at least a byte).
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { budgetOf, defaultToolsets, toolsServedByDefault } from '../ir/normalize-toolsets.js';
import type { ServerIR } from '../ir/types.js';
import { locate, type LoadedManifest } from '../manifest/load.js';
import type { Manifest } from '../manifest/types.gen.js';
import { wireTool } from '../ir/wire-tool.js';
import { overBudget } from './over-budget.js';

export async function budgetDiagnostics(ir: ServerIR, manifest: Manifest, loaded: LoadedManifest): Promise<Diagnostic[]> {
  const budget = budgetOf(manifest);
  const defaults = defaultToolsets(ir);
  const served = toolsServedByDefault(ir);
  // The tokenizer (its encoding is megabytes of JavaScript) loads only when tokens are counted.
  const count = async () => {
    const { entryCost } = await import('./measure.js');
    return served.reduce((n, t) => n + entryCost(wireTool(t)).tokens, 0);
  };
  // Every token covers at least one byte of the JSON, so entries whose bytes fit the budget fit it in tokens too.
  // Past the tool count nothing is measured (each entry's JSON is megabytes at a thousand tools).
  const measured = async () => {
    const bytes = served.reduce((n, t) => n + Buffer.byteLength(JSON.stringify(wireTool(t)), 'utf8'), 0);
    return bytes <= budget.tokens ? bytes : count();
  };
  const tokens = served.length > budget.tools ? 0 : await measured();
  const over = overBudget({ totals: { default: { tools: served.length, tokens } }, budget });
  if (over.length === 0) return [];
  const at: PathSegment[] = manifest.budget !== undefined ? ['budget'] : manifest.toolsets !== undefined ? ['toolsets'] : ['tools'];
  const what = defaults ? `the default toolsets (${[...defaults].join(', ')})` : 'the tools';
  return [
    {
      code: 'MCPG255',
      severity: 'warning',
      message: `${what} cost ${over.join(' and ')}`,
      hint: ir.toolsets
        ? 'mark fewer toolsets default, or serve MCPGEN_TOOLSETS=discover; `mcpgen stats` shows what each tool costs'
        : 'group the tools in toolsets (top-level "toolsets", "toolset:" on each tool), or raise budget; `mcpgen stats` shows what each tool costs',
      path: at,
      loc: locate(loaded, at, { key: true }),
    },
  ];
}
