// OpenAPI schema objects → the manifest's JSON Schema 2020-12. The library has resolved every $ref into shared
// objects; a component schema (components.schemas.X) is recognised by identity and becomes $ref: "#/definitions/X".

import { manifestRef } from '../manifest/refs.js';
import { isObject } from '../manifest/schema-walk.js';

type Obj = Record<string, unknown>;

/** Keywords kept as they are: JSON Schema 2020-12 validation and annotations the manifest accepts. */
const KEPT = new Set(
  (
    'type enum const multipleOf maximum minimum exclusiveMaximum exclusiveMinimum maxLength minLength pattern maxItems ' +
    'minItems uniqueItems maxContains minContains maxProperties minProperties required dependentRequired format ' +
    'contentEncoding contentMediaType description default deprecated readOnly writeOnly'
  ).split(' '),
);
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_ONE = [
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];

export interface SchemaConverter {
  /** A schema where it is used (input property, output, body): component schemas become $refs. */
  convert(schema: unknown): unknown;
  /** The manifest definitions: every component schema, plus any recursive schema found outside them. */
  definitions(): Record<string, unknown>;
}

/**
 * Dropped: title (nested titles would name TypeScript types and collide), example/examples, xml, externalDocs,
 * discriminator (oneOf/anyOf carry the choice), `$id`/`$schema`/`$defs` (the library has resolved them), x-*.
 * Converted: nullable (3.0) → a "null" type, boolean exclusiveMinimum/Maximum (3.0) → numbers.
 */
export function schemaConverter(components: Obj): SchemaConverter {
  const named = new Map<object, string>();
  for (const [name, schema] of Object.entries(components)) if (isObject(schema) && !named.has(schema)) named.set(schema, name);
  const extra = new Map<string, unknown>();
  const onStack = new Set<object>();
  let recursive = 0;

  const convert = (schema: unknown, root?: string): unknown => {
    if (typeof schema === 'boolean') return schema;
    if (!isObject(schema)) return {};
    const name = named.get(schema);
    if (name !== undefined && name !== root) return { $ref: manifestRef(name) };
    if (onStack.has(schema)) {
      // Recursion outside components.schemas: the schema gets a definition of its own.
      let made = `Recursive${++recursive}`;
      while (Object.hasOwn(components, made)) made = `Recursive${++recursive}`;
      named.set(schema, made);
      return { $ref: manifestRef(made) };
    }
    onStack.add(schema);
    const out = convertNode(schema, convert);
    onStack.delete(schema);
    const late = named.get(schema);
    if (late !== undefined && late !== root && name === undefined) {
      extra.set(late, out);
      return { $ref: manifestRef(late) };
    }
    return out;
  };

  return {
    convert: (schema) => convert(schema),
    definitions: () => {
      const out: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(components)) out[name] = convert(schema, name);
      for (const [name, schema] of extra) out[name] = schema;
      return out;
    },
  };
}

function convertNode(schema: Obj, convert: (s: unknown) => unknown): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.includes(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]));
    else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) out[key] = value.map((v) => convert(v));
    else if (SCHEMA_ONE.includes(key)) out[key] = Array.isArray(value) ? { prefixItems: value.map((v) => convert(v)) } : convert(value);
    else if (key === 'required' && (!Array.isArray(value) || value.length === 0)) continue;
    else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') continue;
    else if (KEPT.has(key)) out[key] = value;
  }
  if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') {
    out.exclusiveMinimum = schema.minimum;
    delete out.minimum;
  }
  if (schema.exclusiveMaximum === true && typeof schema.maximum === 'number') {
    out.exclusiveMaximum = schema.maximum;
    delete out.maximum;
  }
  if (schema.nullable === true) return nullable(out);
  return out;
}

/** OpenAPI 3.0 `nullable: true`: null is allowed too. */
function nullable(out: Obj): Obj {
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  if (out.type === undefined && Array.isArray(out.enum)) return out;
  if (Array.isArray(out.type)) return out.type.includes('null') ? out : { ...out, type: [...out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}
