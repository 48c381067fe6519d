/**
 * The first half of json-schema-to-typescript (jstt) 16, for the schemas types-direct.ts prints without it: its
 * normalizer rules and its schema typing, on a private copy, in jstt's order. Ported from jstt's normalizer.ts,
 * typesOfSchema.ts and applySchemaTyping.ts (MIT); test/unit/types-direct.test.ts compares the result with jstt.
 * Anything outside the subset throws Unsupported, and jstt compiles that declaration.
 */

import { maskKey, refName, STRIP } from './schema-types-jstt.js';

export type Schema = Record<string, unknown>;
export type Node = Schema | boolean;

export class Unsupported extends Error {}

const unsupported = (why: string): never => {
  throw new Unsupported(why);
};

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Keywords jstt ignores when they hold a plain value (an object value would be walked as if it held schemas). */
const IGNORED = new Set(
  ('format pattern minLength maxLength minimum maximum exclusiveMinimum exclusiveMaximum multipleOf uniqueItems ' +
    'readOnly writeOnly minProperties maxProperties contentEncoding contentMediaType minContains maxContains').split(' '),
);
const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);
const LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * A copy of an IR schema as jstt would see it after schema-types-jstt.ts's forTypes (stripped keywords dropped,
 * `$ref` as `tsType`, prefixItems as a tuple, Object.prototype property names masked), in the subset jstt is
 * emulated for; else Unsupported.
 */
function copy(node: unknown): Node {
  if (typeof node === 'boolean') return node;
  if (!isSchema(node)) return unsupported('not a schema');
  const out: Schema = {};
  let tsType: string | undefined;
  for (const [key, value] of Object.entries(node)) {
    if (STRIP.has(key)) continue;
    switch (key) {
      case '$ref':
        tsType = refName(value) ?? unsupported('$ref');
        break;
      case 'prefixItems':
        if (!Array.isArray(value)) unsupported(key);
        break;
      case 'type':
        if (typeof value === 'string' ? !TYPES.has(value) : !Array.isArray(value) || !value.every((t) => typeof t === 'string' && TYPES.has(t)))
          unsupported('type');
        out[key] = Array.isArray(value) ? [...value] : value;
        break;
      case 'properties':
        if (!isSchema(value)) unsupported('properties');
        out[key] = Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [maskKey(k), copy(v)]));
        break;
      case 'required':
        if (value !== false && !(Array.isArray(value) && value.every((k) => typeof k === 'string'))) unsupported('required');
        out[key] = Array.isArray(value) ? value.map(maskKey) : value;
        break;
      case 'additionalProperties':
      case 'additionalItems':
        out[key] = copy(value);
        break;
      case 'items':
        out[key] = Array.isArray(value) ? value.map(copy) : copy(value);
        break;
      case 'anyOf':
      case 'oneOf':
      case 'allOf':
        if (!Array.isArray(value)) unsupported(key);
        out[key] = (value as unknown[]).map(copy);
        break;
      case 'minItems':
      case 'maxItems':
        if (!isCount(value)) unsupported(key);
        out[key] = value;
        break;
      case 'enum':
        if (!Array.isArray(value)) unsupported('enum');
        out[key] = value;
        break;
      case 'const':
        if (typeof value === 'object' && value !== null) unsupported('const');
        out[key] = value;
        break;
      case 'description':
        if (typeof value !== 'string') unsupported(key);
        out[key] = value;
        break;
      case 'deprecated':
        if (typeof value !== 'boolean') unsupported(key);
        out[key] = value;
        break;
      default:
        if (!IGNORED.has(key) || (typeof value === 'object' && value !== null)) unsupported(key);
        out[key] = value;
    }
  }
  if (isCount(out.minItems) && isCount(out.maxItems) && (out.maxItems as number) < (out.minItems as number)) unsupported('maxItems < minItems');
  if (tsType !== undefined) out.tsType = tsType;
  if (Array.isArray(node.prefixItems)) {
    const { items, ...rest } = out;
    return { ...rest, items: node.prefixItems.map(copy), additionalItems: items === undefined ? true : items };
  }
  return out;
}

const hasType = (s: Schema, type: string) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));
const isObjectType = (s: Schema) => s.properties !== undefined || hasType(s, 'object') || hasType(s, 'any');
const isArrayType = (s: Schema) => s.items !== undefined || hasType(s, 'array') || hasType(s, 'any');

/** The linker's parent of each node: the schema, or the properties map or list that holds it. */
type Parents = Map<object, Schema | unknown[]>;

/** Children the normalizer walks, with the container the linker records as their parent. */
function eachChild(s: Schema, visit: (child: Node, container: Schema | unknown[]) => void): void {
  for (const key of LISTS) {
    const list = s[key];
    if (Array.isArray(list)) for (const m of list) visit(m as Node, list);
  }
  const properties = s.properties;
  if (isSchema(properties)) for (const key in properties) visit(properties[key] as Node, properties);
  if (isSchema(s.additionalProperties)) visit(s.additionalProperties, s);
  const items = s.items;
  if (Array.isArray(items)) for (const m of items) visit(m as Node, items);
  else if (items !== undefined) visit(items as Node, s);
  if (isSchema(s.additionalItems)) visit(s.additionalItems, s);
}

/** Rules up to "Remove maxItems if it is big enough", parent before child, as jstt's passes reach them. */
function firstRules(s: Schema, parents: Parents, maxItemsOption: number): void {
  if (Array.isArray(s.enum) && s.enum.some((e) => e === null) && Array.isArray(s.type) && s.type.includes('null'))
    s.type = s.type.filter((t) => t !== 'null');
  if (Array.isArray(s.type) && s.type.length === 1) s.type = s.type[0];
  if (isObjectType(s) && !('required' in s)) s.required = [];
  if (s.required === false) s.required = [];
  if (isObjectType(s) && !('additionalProperties' in s) && s.patternProperties === undefined) s.additionalProperties = false;
  if (typeof s.description === 'string') s.description = s.description.replace(/\*\//g, '* /');
  if (isArrayType(s)) {
    const notes = ['minItems' in s ? `@minItems ${s.minItems}` : '', 'maxItems' in s ? `@maxItems ${s.maxItems}` : ''].filter(Boolean);
    if (notes.length) s.description = s.description ? `${s.description}\n\n${notes.join('\n')}` : notes.join('\n');
    s.minItems = typeof s.minItems === 'number' ? s.minItems : 0;
    if (s.maxItems !== undefined) {
      // A bounded array inside bounded arrays is expanded once per combination of its ancestors' items.
      let multiplier = 1;
      let child: unknown = s;
      let parent = parents.get(s) as Schema | undefined;
      while (parent && isArrayType(parent) && parent.items === child) {
        const { maxItems, minItems } = parent as { maxItems: unknown; minItems: unknown };
        multiplier *= (typeof maxItems === 'number' ? maxItems : (minItems as number) || 1) as number;
        child = parent;
        parent = parents.get(parent) as Schema | undefined;
      }
      if (((s.maxItems as number) - (s.minItems as number)) * multiplier > maxItemsOption) delete s.maxItems;
    }
  }
  eachChild(s, (child, container) => {
    if (!isSchema(child)) return;
    parents.set(child, container);
    firstRules(child, parents, maxItemsOption);
  });
}

/** "Normalize schema.items" and "Transform const to singleton enum". */
function laterRules(s: Schema, done: Set<Schema>): void {
  if (done.has(s)) return;
  done.add(s);
  const { maxItems, minItems } = s;
  const hasMaxItems = typeof maxItems === 'number' && maxItems >= 0;
  const hasMinItems = typeof minItems === 'number' && minItems > 0;
  if (s.items && !Array.isArray(s.items) && (hasMaxItems || hasMinItems)) {
    const items = s.items;
    const tuple = Array((maxItems as number) || (minItems as number) || 0).fill(items);
    if (!hasMaxItems) s.additionalItems = items;
    s.items = tuple;
  }
  if (Array.isArray(s.items) && hasMaxItems && (maxItems as number) < s.items.length) s.items = s.items.slice(0, maxItems as number);
  if (s.const !== undefined) {
    s.enum = [s.const];
    delete s.const;
  }
  eachChild(s, (child) => {
    if (isSchema(child)) laterRules(child, done);
  });
}

/**
 * The entry schema as jstt's normalizer leaves it: placed under the synthetic root's $defs with `title`, walked by
 * the rules in order. Throws Unsupported for anything outside the emulated subset.
 */
export function normalizedEntry(schema: Schema, title: string, maxItemsOption: number): Schema {
  const root = copy(schema);
  if (!isSchema(root)) return unsupported('root');
  root.title = title;
  firstRules(root, new Map(), maxItemsOption);
  laterRules(root, new Set());
  return root;
}

// ---- schema typing (typesOfSchema + applySchemaTyping) ----

export type SchemaType =
  | 'ALL_OF'
  | 'ANY'
  | 'ANY_OF'
  | 'BOOLEAN'
  | 'NULL'
  | 'NUMBER'
  | 'OBJECT'
  | 'ONE_OF'
  | 'STRING'
  | 'TYPED_ARRAY'
  | 'UNION'
  | 'UNNAMED_ENUM'
  | 'UNNAMED_SCHEMA'
  | 'UNTYPED_ARRAY'
  | 'CUSTOM_TYPE';

const isCompound = (s: Schema) => Array.isArray(s.type) || 'anyOf' in s || 'oneOf' in s;
const ENUM_TYPES = new Set(['boolean', 'integer', 'number', 'string']);

function isEmpty(s: Schema): boolean {
  for (const _ in s) return false;
  return true;
}

/** jstt's matchers (typesOfSchema), in its order: the order of an intersection's members. */
function matchedTypes(s: Schema): SchemaType[] {
  if (s.tsType) return ['CUSTOM_TYPE'];
  const types: SchemaType[] = [];
  const type = s.type;
  const hasEnum = 'enum' in s;
  if ('allOf' in s) types.push('ALL_OF');
  if (type === 'any' || isEmpty(s)) types.push('ANY');
  if ('anyOf' in s) types.push('ANY_OF');
  if (!hasEnum && (type === 'boolean' || (typeof s.default === 'boolean' && !isCompound(s)))) types.push('BOOLEAN');
  if (type === 'null' || type === null) types.push('NULL');
  if (!hasEnum && (type === 'integer' || type === 'number' || (typeof s.default === 'number' && !isCompound(s)))) types.push('NUMBER');
  if (type === 'object' && !isSchema(s.additionalProperties) && !s.allOf && !s.anyOf && !s.oneOf && !s.patternProperties && !s.properties && !s.required)
    types.push('OBJECT');
  if ('oneOf' in s) types.push('ONE_OF');
  if (!hasEnum && (type === 'string' || (typeof s.default === 'string' && !isCompound(s)))) types.push('STRING');
  if (!(type && type !== 'array') && 'items' in s) types.push('TYPED_ARRAY');
  if (Array.isArray(type)) types.push('UNION');
  if (hasEnum && !(type && !ENUM_TYPES.has(type as string))) types.push('UNNAMED_ENUM');
  if ((type === undefined || type === 'object') && ('patternProperties' in s || 'properties' in s)) types.push('UNNAMED_SCHEMA');
  if (type === 'array' && !('items' in s)) types.push('UNTYPED_ARRAY');
  if (types.length === 0) types.push('UNNAMED_SCHEMA');
  return types;
}

export interface Typing {
  readonly types: readonly SchemaType[];
  /** jstt's ALL_OF schema standing for a schema that matched several types (their intersection). */
  readonly intersection?: Schema;
}

const typings = new WeakMap<Schema, Typing>();

/** The types of a schema, computed once, on first use, as applySchemaTyping would have (it mutates the schema). */
export function typingOf(s: Schema): Typing {
  let typing = typings.get(s);
  if (typing) return typing;
  const types = matchedTypes(s);
  if (types.length === 1) typing = { types };
  else {
    const intersection: Schema = { $id: s.$id, description: s.description, name: s.name, title: s.title, allOf: s.allOf ?? [], required: [], additionalProperties: false };
    typings.set(intersection, { types: ['ALL_OF'] });
    for (const key of ['allOf', '$id', 'description', 'name', 'title']) delete s[key];
    typing = { types: types.filter((t) => t !== 'ALL_OF'), intersection };
  }
  typings.set(s, typing);
  return typing;
}
