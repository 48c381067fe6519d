/** Walks JSON Schema 2020-12 documents by keyword, never descending into data (enum, const, default, examples). */

export type SchemaPath = (string | number)[];
export type SchemaVisitor = (schema: Record<string, unknown>, at: SchemaPath) => void;

/** The keywords whose value is a subschema, a list of them, or a map of them (by name). */
export const SINGLE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
export const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
export const MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

const SINGLE_KEYS = new Set(SINGLE);
const LIST_KEYS = new Set(LIST);
const MAP_KEYS = new Set(MAP);

/** A JSON object (a schema, a document's node). */
export type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `fields` without the keys whose value is undefined: an optional field is left out, never set to undefined. */
export const defined = <T extends object>(fields: T): T => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T;

/** The value at `path` below `root` (through mappings and lists), or undefined. */
export const valueAt = (root: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((v, k) => (isObject(v) || Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined), root);

/**
 * Calls `visit` on every subschema, parents first. `at` is the path from `schema` (after the `at` given), valid
 * during the call only: one array is pushed to and popped from as the walk goes (a copy per node cost ~0.1 s on a
 * large manifest); a visitor that keeps it copies it.
 */
export function walkSchema(schema: unknown, visit: SchemaVisitor, at: SchemaPath = []): void {
  if (!isObject(schema)) return;
  visit(schema, at);
  for (const key of SINGLE) {
    const sub = schema[key];
    if (!isObject(sub)) continue;
    at.push(key);
    walkSchema(sub, visit, at);
    at.pop();
  }
  for (const key of LIST) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    at.push(key, 0);
    for (let i = 0; i < list.length; i++) {
      at[at.length - 1] = i;
      walkSchema(list[i], visit, at);
    }
    at.length -= 2;
  }
  for (const key of MAP) {
    const map = schema[key];
    if (!isObject(map)) continue;
    at.push(key, '');
    for (const name in map) {
      if (!Object.hasOwn(map, name)) continue;
      at[at.length - 1] = name;
      walkSchema(map[name], visit, at);
    }
    at.length -= 2;
  }
}

/** Deep-map a schema, rebuilding every subschema through `fn` (children first). Data keywords are copied as-is. */
export function mapSchema(schema: unknown, fn: (s: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (!isObject(schema)) return schema;
  // Object.fromEntries defines own properties, so keys such as "__proto__" stay data.
  const entries = Object.entries(schema).map(([key, value]): [string, unknown] => {
    if (SINGLE_KEYS.has(key) && isObject(value)) return [key, mapSchema(value, fn)];
    if (LIST_KEYS.has(key) && Array.isArray(value)) return [key, value.map((v) => mapSchema(v, fn))];
    if (MAP_KEYS.has(key) && isObject(value)) return [key, Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapSchema(v, fn)]))];
    return [key, value];
  });
  return fn(Object.fromEntries(entries));
}
