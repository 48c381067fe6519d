// A tool's result budget (manifest resultTokens, budget.resultTokens) and the input properties that page through its
// answers, found by name: the generated runtime says how to get what a cut result left out (result-budget.gen.ts).
import type { JsonSchema, Manifest, ManifestTool } from '../manifest/types.gen.js';
import type { ResultBudgetIR } from './types.js';
import { defined, isObject } from '../manifest/schema-walk.js';

/** Under the common client caps: Claude Code cuts a tool result at about 25,000 tokens. */
export const DEFAULT_RESULT_TOKENS = 20_000;

/** Input properties that skip items (the rest of a cut answer is the call with it moved on), by lower-case name. */
const OFFSET_NAMES = ['offset', 'skip', 'start', 'startindex', 'start_index'];
/** Input properties that set how many items an answer holds, by lower-case name. */
const LIMIT_NAMES = ['limit', 'per_page', 'perpage', 'page_size', 'pagesize', 'max_results', 'maxresults', 'top', 'first', 'count', 'size'];

/** The first top-level integer/number input property whose name is one of `names` (in their order). */
function pagingProperty(input: JsonSchema | undefined, names: readonly string[]): string | undefined {
  const properties = isObject(input) && isObject(input.properties) ? Object.entries(input.properties) : [];
  const numeric = properties.filter(([, schema]) => {
    const types = isObject(schema) ? [schema.type].flat() : [];
    return types.includes('integer') || types.includes('number');
  });
  for (const wanted of names) {
    const found = numeric.find(([name]) => name.toLowerCase() === wanted);
    if (found) return found[0];
  }
  return undefined;
}

export function resultBudgetOf(tool: ManifestTool, manifest: Manifest): ResultBudgetIR {
  const offset = pagingProperty(tool.input, OFFSET_NAMES);
  const limit = pagingProperty(tool.input, LIMIT_NAMES);
  return defined({ tokens: tool.resultTokens ?? manifest.budget?.resultTokens ?? DEFAULT_RESULT_TOKENS, offset, limit });
}
