// The size cap of a relaxed output schema (http.drift: relax). A tool's schema embeds every definition it reaches: on
// Stripe's API an answer reaches 560 of its 740 definitions (630 KB), so tools/list was 166 MB, 16 times the official
// client's 10 MiB stdio message, and no tool could be called. The relaxed schema is a view the answer is checked
// against loosely (the documented schema, which the drift note reports, is not cut): it keeps the definitions the
// root refers to, whatever their size (the answer's own shape, which its TypeScript type is named after), then the
// nearest ones, breadth first, while it fits the budget; a reference to one left out becomes an open schema that
// names it in its description (not a title: json-schema-to-typescript would declare a type of that name).
import { wireRefName } from '../manifest/refs.js';
import { isObject, mapSchema } from '../manifest/schema-walk.js';
import type { JsonSchemaObject } from './types.js';

/** The size a relaxed output schema grows to past the definitions its root refers to, in bytes of JSON. */
export const RELAXED_OUTPUT_BUDGET = 8 * 1024;

/** The definitions a schema refers to, in order of first reference (not into its own $defs). */
function refsOf(schema: unknown, into: string[] = [], seen = new Set<string>()): string[] {
  if (Array.isArray(schema)) for (const item of schema) refsOf(item, into, seen);
  else if (isObject(schema))
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$defs') continue;
      const name = key === '$ref' ? wireRefName(value) : undefined;
      if (name !== undefined && !seen.has(name)) {
        seen.add(name);
        into.push(name);
      } else if (typeof value === 'object') refsOf(value, into, seen);
    }
  return into;
}

const sizeOf = (value: unknown) => JSON.stringify(value).length;

/**
 * `schema` within `budget` bytes: its root and the definitions it refers to, then as many more as fit, the nearest
 * first; with the names of the definitions left out (sorted), for the warning that says so (MCPG256).
 */
export function cutWithReport(schema: JsonSchemaObject, budget = RELAXED_OUTPUT_BUDGET): { schema: JsonSchemaObject; leftOut: string[] } {
  const defs = schema.$defs;
  if (!isObject(defs) || sizeOf(schema) <= budget) return { schema, leftOut: [] };
  const { $defs: _, ...root } = schema;
  let size = sizeOf(root) + '"$defs":{},'.length;
  const kept = new Set<string>();
  const seen = new Set<string>();
  let level = refsOf(root, [], seen);
  for (let depth = 0; level.length > 0; depth++) {
    const next: string[] = [];
    for (const name of level) {
      if (!Object.hasOwn(defs, name)) continue;
      const cost = sizeOf(defs[name]) + sizeOf(name) + 2;
      if (depth > 0 && size + cost > budget) continue;
      size += cost;
      kept.add(name);
      refsOf(defs[name], next, seen);
    }
    level = next;
  }
  const leftOut = new Set<string>();
  const open = (node: Record<string, unknown>) => {
    const name = wireRefName(node.$ref);
    if (name === undefined || kept.has(name) || !Object.hasOwn(defs, name)) return node;
    leftOut.add(name);
    const { $ref: _ref, ...rest } = node;
    return { description: `${name} (not expanded here)`, ...rest };
  };
  const cut = mapSchema(root, open) as JsonSchemaObject;
  const keptDefs = Object.fromEntries(
    Object.entries(defs)
      .filter(([name]) => kept.has(name))
      .map(([name, def]) => [name, mapSchema(def, open)]),
  );
  return { schema: kept.size > 0 ? { ...cut, $defs: keptDefs } : cut, leftOut: [...leftOut].sort() };
}
