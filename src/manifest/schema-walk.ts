/** Walks JSON Schema 2020-12 documents by keyword, never descending into data (enum, const, default, examples). */

export type SchemaPath = (string | number)[];
export type SchemaVisitor = (schema: Record<string, unknown>, at: SchemaPath) => void;

const SINGLE = [
  'items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames',
  'unevaluatedItems', 'unevaluatedProperties', 'contentSchema',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function walkSchema(schema: unknown, visit: SchemaVisitor, at: SchemaPath = []): void {
  if (!isObject(schema)) return;
  visit(schema, at);
  for (const key of SINGLE) if (isObject(schema[key])) walkSchema(schema[key], visit, [...at, key]);
  for (const key of LIST) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, i) => walkSchema(sub, visit, [...at, key, i]));
  }
  for (const key of MAP) {
    const map = schema[key];
    if (isObject(map)) for (const [name, sub] of Object.entries(map)) walkSchema(sub, visit, [...at, key, name]);
  }
}

/** Deep-map a schema, rebuilding every subschema through `fn` (children first). Data keywords are copied as-is. */
export function mapSchema(schema: unknown, fn: (s: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (!isObject(schema)) return schema;
  // Object.fromEntries defines own properties, so keys such as "__proto__" stay data.
  const entries = Object.entries(schema).map(([key, value]): [string, unknown] => {
    if (SINGLE.includes(key) && isObject(value)) return [key, mapSchema(value, fn)];
    if (LIST.includes(key) && Array.isArray(value)) return [key, value.map((v) => mapSchema(v, fn))];
    if (MAP.includes(key) && isObject(value))
      return [key, Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapSchema(v, fn)]))];
    return [key, value];
  });
  return fn(Object.fromEntries(entries));
}
