// OpenAPI schema objects → the manifest's JSON Schema 2020-12. The library has resolved every $ref into shared
// objects; a component schema (components.schemas.X) is recognised by identity and becomes $ref: "#/definitions/X".
// A schema is converted for a direction: a request leaves out `readOnly` properties and an answer `writeOnly` ones
// (OpenAPI: `required` on them applies to the other direction only); a component that has any gets a definition per
// direction (`Pet-Request`, `Pet-Response`).

import { manifestRef } from '../manifest/refs.js';
import { isObject, LIST, MAP, type Obj, SINGLE } from '../manifest/schema-walk.js';
import { branchProperties, type Direction, HIDDEN, hiddenIn, hoistAllOfProperties } from './all-of.js';

const SUFFIX: Readonly<Record<Direction, string>> = { input: 'Request', output: 'Response' };

/** Keywords kept as they are: JSON Schema 2020-12 validation and annotations the manifest accepts. */
const KEPT = new Set(
  (
    'type enum const multipleOf maximum minimum exclusiveMaximum exclusiveMinimum maxLength minLength pattern maxItems ' +
    'minItems uniqueItems maxContains minContains maxProperties minProperties required dependentRequired format ' +
    'contentEncoding contentMediaType description default deprecated readOnly writeOnly'
  ).split(' '),
);
// The subschema keywords (schema-walk's), less those dropped: additionalItems (not 2020-12), $defs and definitions (the
// library has resolved them). A list under `items` is checked first, as one.
const SCHEMA_ONE = SINGLE.filter((k) => k !== 'additionalItems');
const SCHEMA_MAPS = MAP.filter((k) => k !== '$defs' && k !== 'definitions');

export type SchemaConverter = ReturnType<typeof schemaConverter>;

/**
 * Dropped: title (nested titles would name TypeScript types and collide), example/examples, xml, externalDocs,
 * discriminator (oneOf/anyOf carry the choice), `$id`/`$schema`/`$defs` (the library has resolved them), x-*.
 * Converted: nullable (3.0) → a "null" type, boolean exclusiveMinimum/Maximum (3.0) → numbers.
 */
export function schemaConverter(components: Obj) {
  const named = new Map<object, string>();
  for (const [name, schema] of Object.entries(components)) if (isObject(schema) && !named.has(schema)) named.set(schema, name);
  const taken = new Set(Object.keys(components));
  const claim = (wanted: string): string => {
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
    taken.add(name);
    return name;
  };
  /** Per direction (or none): inline recursive schemas named on the way, and the schemas being converted. */
  const states = Object.fromEntries(['input', 'output', 'undefined'].map((d) => [d, { late: new Map<object, string>(), onStack: new Set<object>() }]));
  /** The definitions made for inline recursive schemas. */
  const extra = new Map<string, unknown>();
  /** Component → its definition for a direction, when the direction leaves a property of it out. */
  const variants = new Map<string, { schema: Obj; direction: Direction; name: string }>();
  const hides = hiddenSearch();
  let recursive = 0;

  const variantOf = (component: string, schema: Obj, direction: Direction): string => {
    const key = `${direction} ${component}`;
    if (!variants.has(key)) variants.set(key, { schema, direction, name: claim(`${component}-${SUFFIX[direction]}`) });
    return variants.get(key)!.name;
  };

  const convert = (schema: unknown, direction: Direction | undefined, root?: string): unknown => {
    if (typeof schema === 'boolean') return schema;
    if (!isObject(schema)) return {};
    const name = named.get(schema);
    if (name !== undefined && name !== root) {
      if (direction !== undefined && hides(schema, HIDDEN[direction])) return { $ref: manifestRef(variantOf(name, schema, direction)) };
      return { $ref: manifestRef(name) };
    }
    const { late, onStack } = states[String(direction)]!;
    if (late.has(schema)) return { $ref: manifestRef(late.get(schema)!) };
    if (onStack.has(schema)) {
      // Recursion outside components.schemas: the schema gets a definition of its own.
      let made = `Recursive${++recursive}`;
      while (taken.has(made)) made = `Recursive${++recursive}`;
      taken.add(made);
      late.set(schema, made);
      return { $ref: manifestRef(made) };
    }
    onStack.add(schema);
    const out = convertNode(schema, (s) => convert(s, direction), direction);
    onStack.delete(schema);
    const lateName = late.get(schema);
    if (lateName !== undefined && name === undefined) {
      extra.set(lateName, out);
      return { $ref: manifestRef(lateName) };
    }
    return out;
  };

  return {
    /** A schema where it is used (input property, output, body): component schemas become $refs. */
    convert: (schema: unknown, direction?: Direction): unknown => convert(schema, direction),
    /** The manifest definitions: every component schema, plus any recursive schema found outside them. */
    definitions: (): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(components)) out[name] = convert(schema, undefined, name);
      // Converting a variant may ask for more (a component it references): the iteration reaches those too.
      for (const { schema, direction, name } of variants.values()) out[name] = convert(schema, direction, named.get(schema));
      for (const [name, schema] of extra) out[name] = schema;
      return out;
    },
  };
}

/** Whether a schema, or one it contains (components included), has a property marked `keyword: true`. */
function hiddenSearch(): (schema: Obj, keyword: 'readOnly' | 'writeOnly') => boolean {
  const memo = { readOnly: new WeakMap<object, boolean>(), writeOnly: new WeakMap<object, boolean>() };
  return (schema, keyword) => {
    const seen = memo[keyword];
    const visit = (node: unknown): boolean => {
      if (!isObject(node) && !Array.isArray(node)) return false;
      const known = seen.get(node);
      if (known !== undefined) return known;
      seen.set(node, false); // a cycle adds nothing
      const values = Array.isArray(node) ? node : Object.values(node);
      const props = !Array.isArray(node) && isObject(node.properties) ? Object.values(node.properties) : [];
      const found = props.some((p) => isObject(p) && p[keyword] === true) || values.some(visit);
      seen.set(node, found);
      return found;
    };
    return visit(schema);
  };
}

function convertNode(schema: Obj, convert: (s: unknown) => unknown, direction: Direction | undefined): Obj {
  const out: Obj = {};
  // A property described in an allOf branch may be listed in this object's `required`: it is left out here too.
  const hidden = direction === undefined ? [] : [...branchProperties(schema, new Map())].filter(([, p]) => hiddenIn(direction, p)).map(([k]) => k);
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.includes(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (key === 'properties' && hidden.includes(k) ? [] : [[k, convert(v)]])));
    else if (SCHEMA_ONE.includes(key)) out[key] = Array.isArray(value) ? { prefixItems: value.map((v) => convert(v)) } : convert(value);
    else if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map((v) => convert(v));
    else if (key === 'required') {
      const kept = Array.isArray(value) ? value.filter((r) => !hidden.includes(r as string)) : [];
      if (kept.length > 0) out[key] = kept;
    } else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') continue;
    else if (KEPT.has(key)) out[key] = value;
  }
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const)
    if (schema[exclusive] === true && typeof schema[bound] === 'number') {
      out[exclusive] = schema[bound];
      delete out[bound];
    }
  hoistAllOfProperties(schema, out, convert, direction);
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
