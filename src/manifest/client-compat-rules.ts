// Schemas that are valid 2020-12 but that widely used clients refuse. A warning, not an error: the server itself is
// correct, and the manifest's author decides whether those clients matter (docs/clients.md lists which refuse what).
import type { PathSegment } from '../diagnostics/diagnostic.js';
import { CLIENT_SAFE_NAME, clientSafeName } from '../names.js';
import type { Report } from './located.js';

/**
 * A tuple (`prefixItems`) in a schema node. Clients on the v1 TypeScript SDK validate with a draft-07 ajv, which has no
 * prefixItems and reads `items: false` as "no item at all" ("boolean schema is false" for any non-empty array);
 * Genkit's validator stops at the keyword itself ("unknown keyword").
 */
export function tupleWarning(node: Record<string, unknown>, here: () => PathSegment[], warn: Report): void {
  if (!Array.isArray(node.prefixItems)) return;
  const n = node.prefixItems.length;
  warn(
    'MCPG270',
    [...here(), 'prefixItems'],
    node.items === false
      ? 'a tuple schema (prefixItems with items: false) is refused by clients on the v1 MCP SDK (draft-07: "boolean schema is false") and by Genkit ("unknown keyword")'
      : 'a tuple schema (prefixItems) is refused by Genkit ("unknown keyword") and not checked by clients on the v1 MCP SDK (draft-07)',
    `for those clients, describe it as an array of ${n} items: type: array, items: { <schema every item fits> }, minItems: ${n}, maxItems: ${n} (docs/clients.md)`,
    true,
  );
}

/** Keywords that JSON Schema added after draft-07, with what draft-07 validators can check instead. */
const AFTER_DRAFT_07: Readonly<Record<string, string>> = {
  unevaluatedProperties: 'when no allOf/anyOf/oneOf adds properties, additionalProperties says the same',
  unevaluatedItems: 'when no composition adds items, items says the same',
  dependentRequired: 'if: { required: [<name>] }, then: { required: [<names it needs>] } says the same',
  dependentSchemas: 'if: { required: [<name>] }, then: { <the schema> } says the same',
  minContains: 'draft-07 has no equivalent: check the count in the handler',
  maxContains: 'draft-07 has no equivalent: check the count in the handler',
};

/**
 * A keyword newer than draft-07 in a schema node. Genkit compiles tool schemas with ajv's default (draft-07) class in
 * strict mode, which stops at any keyword it does not know: the tool cannot be called at all.
 */
export function draft07Warnings(node: Record<string, unknown>, here: () => PathSegment[], warn: Report): void {
  for (const key of Object.keys(node))
    if (Object.hasOwn(AFTER_DRAFT_07, key))
      warn(
        'MCPG271',
        [...here(), key],
        `"${key}" (JSON Schema 2019-09) is refused by Genkit, whose draft-07 validator stops at it ("strict mode: unknown keyword"), so the tool cannot be called there`,
        `${key === 'dependentRequired' ? (dependentRequiredHint(node[key]) ?? AFTER_DRAFT_07[key]) : AFTER_DRAFT_07[key]} (docs/clients.md)`,
        true,
      );
}

/** dependentRequired { a: [b, c] } as the draft-07 form that says the same, for its first entry. */
function dependentRequiredHint(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).filter((e): e is [string, string[]] => Array.isArray(e[1]));
  const [name, needs] = entries[0] ?? [];
  if (name === undefined || needs === undefined) return undefined;
  const more = entries.length > 1 ? ' (one allOf item per property)' : '';
  return `if: { required: [${name}] }, then: { required: [${needs.join(', ')}] } says the same${more}`;
}

/**
 * A tool name MCP allows but common clients refuse: Claude Desktop drops the whole tool list when one name does not
 * match ^[a-zA-Z0-9_-]{1,64}$; OpenAI function names (and so Codex) and Copilot CLI use the same set. `others` are the
 * manifest's other tool names, so the suggested name is free.
 */
export function clientNameWarning(name: string, others: ReadonlySet<string>, warn: Report): void {
  if (CLIENT_SAFE_NAME.test(name)) return;
  const chars = [...new Set(name.replace(/[A-Za-z0-9_-]/g, ''))].map((c) => JSON.stringify(c)).join(', ');
  warn(
    'MCPG274',
    ['tools', name],
    `tool name "${name}" holds ${chars}, outside ^[a-zA-Z0-9_-]{1,64}$: Claude Desktop refuses the whole tool list, and OpenAI function calling, Codex and Copilot CLI refuse the tool`,
    `rename it, e.g. to "${clientSafeName(name, others)}" (docs/clients.md)`,
    true,
  );
}
