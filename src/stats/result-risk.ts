// The tools whose documented answers can exceed their result budget: an output schema with an array that has no
// maxItems (followed through its own $defs). The generated server cuts such a result to fit at run time
// (result-budget.gen.ts); `mcpgen stats` names them so the author can add paging or maxItems instead.
import type { ToolIR } from '../ir/types.js';

export interface ResultRisk {
  readonly name: string;
  readonly budgetTokens: number;
  /** Where the first unbounded array is, as a path into the answer ("" for the answer itself). */
  readonly unboundedArray: string;
  /** The tool has an input that pages (offset or a page size), which the cut's note names. */
  readonly paged: boolean;
}

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The path of the first array without maxItems that the answer can hold, or undefined when every array is bounded. */
export function unboundedArray(root: Schema): string | undefined {
  const defs = (isSchema(root.$defs) ? root.$defs : {}) as Record<string, unknown>;
  const seen = new Set<string>();
  const visit = (node: unknown, at: string): string | undefined => {
    if (!isSchema(node)) return undefined;
    if (typeof node.$ref === 'string') {
      const name = /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1];
      if (name !== undefined && !seen.has(name)) {
        seen.add(name);
        const found = visit(defs[name], at);
        if (found !== undefined) return found;
      }
    }
    const isArray = node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array')) || node.items !== undefined;
    if (isArray && typeof node.maxItems !== 'number') return at;
    const children: [unknown, string][] = [
      [node.items, `${at}[]`],
      ...Object.entries(isSchema(node.properties) ? node.properties : {}).map(([k, v]): [unknown, string] => [v, at === '' ? k : `${at}.${k}`]),
      ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((k) => (Array.isArray(node[k]) ? (node[k] as unknown[]).map((v): [unknown, string] => [v, at]) : [])),
      [node.additionalProperties, `${at}.*`],
    ];
    for (const [child, path] of children) {
      const found = visit(child, path);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(root, '');
}

export function resultRisks(tools: readonly ToolIR[]): ResultRisk[] {
  return tools.flatMap((t) => {
    const at = t.output ? unboundedArray(t.output.jsonSchema as Schema) : undefined;
    if (at === undefined) return [];
    const paged = t.resultBudget.offset !== undefined || t.resultBudget.limit !== undefined;
    return [{ name: t.name, budgetTokens: t.resultBudget.tokens, unboundedArray: at, paged }];
  });
}
