// Schemas that are valid 2020-12 but that widely used clients refuse. A warning, not an error: the server itself is
// correct, and the manifest's author decides whether those clients matter (docs/clients.md lists which refuse what).
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';

type Warning = Omit<Diagnostic, 'loc'>;

/**
 * A tuple (`prefixItems`) in a schema node. Clients on the v1 TypeScript SDK validate with a draft-07 ajv, which has no
 * prefixItems and reads `items: false` as "no item at all" ("boolean schema is false" for any non-empty array);
 * Genkit's validator stops at the keyword itself ("unknown keyword").
 */
export function tupleWarning(node: Record<string, unknown>, here: () => PathSegment[]): Warning | undefined {
  if (!Array.isArray(node.prefixItems)) return undefined;
  const closed = node.items === false;
  const n = node.prefixItems.length;
  return {
    code: 'MCPG270',
    severity: 'warning',
    path: [...here(), 'prefixItems'],
    message: closed
      ? 'a tuple schema (prefixItems with items: false) is refused by clients on the v1 MCP SDK (draft-07: "boolean schema is false") and by Genkit ("unknown keyword")'
      : 'a tuple schema (prefixItems) is refused by Genkit ("unknown keyword") and not checked by clients on the v1 MCP SDK (draft-07)',
    hint: `for those clients, describe it as an array of ${n} items: type: array, items: { <schema every item fits> }, minItems: ${n}, maxItems: ${n} (docs/clients.md)`,
  };
}
