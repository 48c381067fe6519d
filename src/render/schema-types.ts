import { isObject, mapSchema } from '../manifest/schema-walk.js';
import type { DefinitionIR, JsonSchemaObject, SchemaIR } from '../ir/types.js';
import { GeneratorBugError } from './header.js';
import { manifestRefName, wireRef, wireRefName } from '../manifest/refs.js';
import { compileWithJstt, forTypes, STRIP, tidy, unmaskKeys, type TypeOf } from './schema-types-jstt.js';

/** Types by schema (the schema's JSON → its declarations), kept in memory by `mcpgen dev` between saves. */
export type TypesMemo = Map<string, string>;

type NamedSchema = Pick<SchemaIR, 'typeName' | 'jsonSchema' | 'locals'>;
type TypedDefinition = Omit<DefinitionIR, 'kind'>;

/** What the types need from the IR (ServerIR is one). */
export interface TypesSource {
  /** `name` is the wire name (a key of $defs), `typeName` its TypeScript name. */
  readonly definitions: readonly TypedDefinition[];
  readonly errors: readonly { readonly data?: NamedSchema }[];
  readonly tools: readonly { readonly input: NamedSchema; readonly output?: NamedSchema }[];
}

/**
 * Only what the types read: a tool's schema without its root $defs (the top-level definitions it embeds resolve to
 * their declarations). A schema's own definitions become declarations too, under keys of their own, and its
 * references to them are pointed at those keys.
 */
export function typesSource(ir: TypesSource): TypesSource {
  const keys = new Set(ir.definitions.map((d) => d.name));
  const own: TypedDefinition[] = [];
  const slim = (s: NamedSchema): NamedSchema => {
    if (!s.locals?.length || !isObject(s.jsonSchema)) return { typeName: s.typeName, jsonSchema: withoutDefs(s.jsonSchema) };
    const root = s.jsonSchema;
    const keyOf = new Map<string, string>();
    for (const l of s.locals) {
      let key = l.typeName;
      while (keys.has(key)) key += '~';
      keys.add(key);
      keyOf.set(`${l.map}/${l.name}`, key);
    }
    const toKeys = (schema: unknown) =>
      mapSchema(schema, (node) => {
        const wire = wireRefName(node.$ref);
        const name = wire ?? manifestRefName(node.$ref);
        const key = name === undefined ? undefined : keyOf.get(`${wire !== undefined ? '$defs' : 'definitions'}/${name}`);
        return key === undefined ? node : { ...node, $ref: wireRef(key) };
      }) as JsonSchemaObject | boolean;
    for (const l of s.locals)
      own.push({ name: keyOf.get(`${l.map}/${l.name}`)!, typeName: l.typeName, jsonSchema: toKeys((root[l.map] as Record<string, unknown>)[l.name]) });
    const { $defs: _defs, ...rest } = root;
    const stripped = s.locals.some((l) => l.map === 'definitions') ? (({ definitions: _d, ...r }) => r)(rest) : rest;
    return { typeName: s.typeName, jsonSchema: toKeys(stripped) };
  };
  const errors = ir.errors.map((e) => (e.data ? { data: slim(e.data) } : {}));
  const input = (s: NamedSchema): NamedSchema => ({ typeName: s.typeName, jsonSchema: presentWhenDefaulted(slim(s).jsonSchema) as JsonSchemaObject | boolean });
  const tools = ir.tools.map((t) => (t.output ? { input: input(t.input), output: slim(t.output) } : { input: input(t.input) }));
  return { definitions: [...ir.definitions.map((d) => ({ name: d.name, typeName: d.typeName, jsonSchema: d.jsonSchema })), ...own], errors, tools };
}

/** One declaration of types.gen.ts: written here (`text`) or compiled from `schema` (without embedded $defs). */
interface TypeEntry {
  readonly name: string;
  readonly text?: string;
  readonly schema?: JsonSchemaObject | false;
}

/**
 * Every declaration in file order: definitions, error data, then each tool's input and output. A reference to a
 * definition reaches jstt as `tsType` (its name), so a declaration's text does not depend on the others.
 */
function typeEntries(ir: TypesSource, typeOf: TypeOf): TypeEntry[] {
  const entries: TypeEntry[] = [];
  const add = (name: string, schema: JsonSchemaObject | boolean) => {
    const keys = schema === true ? [] : schema === false ? ['not'] : Object.keys(schema).filter((k) => !STRIP.has(k));
    const wire = typeof schema === 'object' ? wireRefName(schema.$ref) : undefined;
    const ref = wire === undefined ? undefined : typeOf(wire);
    // A schema that constrains nothing accepts any JSON value: jstt would call it an object.
    if (keys.every((k) => k === 'description'))
      entries.push({ name, text: `/** Any JSON value (the schema constrains nothing). */\nexport type ${name} = unknown;\n` });
    // A bare $ref root is the definition itself.
    else if (ref !== undefined && keys.every((k) => ['$ref', 'type', 'description'].includes(k)))
      entries.push({ name, text: `export type ${name} = ${ref};\n` });
    else entries.push({ name, schema: schema as JsonSchemaObject | false });
  };
  for (const d of ir.definitions) add(d.typeName, d.jsonSchema);
  for (const e of ir.errors) if (e.data) add(e.data.typeName, withoutDefs(e.data.jsonSchema));
  for (const t of ir.tools) {
    add(t.input.typeName, withoutDefs(t.input.jsonSchema));
    if (t.output) add(t.output.typeName, withoutDefs(t.output.jsonSchema));
  }
  return entries;
}

/**
 * jstt is given placeholder titles, <prefix><index>Z, so that no name it makes up can collide with ours: it
 * upper-cases letters after digits (Sha256hash) and numbers helper types after the title (an object with allOf
 * becomes `Name = {...} & Name1`), renaming whichever entry already had that name. The prefix occurs nowhere in
 * the schemas, so a description or an enum value can never pass for a placeholder. Placeholders never reach
 * the output. `placeholder` matches any of them: the entry's index, and the number jstt appended for a helper type.
 */
function placeholders(list: readonly TypeEntry[]) {
  const text = JSON.stringify(list);
  let prefix = 'McpgenT';
  while (text.includes(prefix)) prefix += 'x';
  return {
    title: (index: number) => `${prefix}${index}Z`,
    placeholder: new RegExp(`${prefix}(\\d+)Z(\\d*)`, 'g'),
    declared: new RegExp(`^${prefix}(\\d+)Z(\\d*)$`),
  };
}

type Placeholders = ReturnType<typeof placeholders>;

/**
 * The declarations, in file order, each ending in a newline: one jstt compile over a synthetic root whose $defs
 * hold every schema, tidied and renamed; nested titles are dropped (inline types, no jstt "1" suffixes). An entry's
 * declarations depend on its schema alone (references reach jstt as names), so with a memo (`mcpgen dev` keeps one
 * between saves) only the schemas not seen before are compiled, and TypeScript text is reused for the others.
 */
export async function compileSchemaTypes(ir: TypesSource, memo?: TypesMemo): Promise<string> {
  const types = new Map(ir.definitions.map((d) => [d.name, d.typeName]));
  const typeOf: TypeOf = (wire) => types.get(wire) ?? wire;
  const all = typeEntries(ir, typeOf);
  // Every entry's name: helper types are numbered around them.
  const taken = new Set(all.map((e) => e.name));
  const names = placeholders(all);
  const given = all.map((entry) => (entry.schema === undefined ? undefined : forTypes(entry.schema, typeOf)));
  const keys = given.map((g) => (g && memo ? JSON.stringify(g) : undefined));
  const raws: (RawDeclarations | undefined)[] = keys.map((key, i) => (memo && key ? cachedRaw(memo.get(key), i) : undefined));
  const defs: Record<string, unknown> = {};
  given.forEach((g, i) => {
    if (g !== undefined && raws[i] === undefined) defs[names.title(i)] = { ...g, title: names.title(i) };
  });
  if (Object.keys(defs).length > 0) {
    const compiled = compiledDeclarations(unmaskKeys(tidy(await compileWithJstt(defs))), names);
    for (const title of Object.keys(defs)) {
      const i = Number(names.declared.exec(title)![1]);
      const raw = rawDeclarations(compiled, all, names, i);
      raws[i] = raw;
      const key = keys[i];
      // Only a declaration that names nothing but itself and its helpers is the same whatever else is compiled.
      if (memo && key && raw.refs.every(([owner]) => owner === i))
        memo.set(key, JSON.stringify({ parts: raw.parts, refs: raw.refs.map(([, helper]) => helper), helpers: raw.helpers }));
    }
  }
  return all.map((entry, i) => entry.text ?? declarationsOf(raws[i]!, all, i, taken)).join('');
}

/** An entry's declaration and its helper types as jstt printed them, split at the placeholders. */
interface RawDeclarations {
  /** The text around the placeholders (one more than refs). */
  readonly parts: readonly string[];
  /** Per placeholder: the entry it names and the number jstt appended for a helper type ('' for the entry itself). */
  readonly refs: readonly (readonly [number, string])[];
  /** The numbers jstt gave the entry's helper types, in order. */
  readonly helpers: readonly string[];
}

function rawDeclarations(compiled: ReturnType<typeof compiledDeclarations>, all: readonly TypeEntry[], entries: Placeholders, index: number): RawDeclarations {
  const title = entries.title(index);
  const text = compiled.declarations.get(title);
  // jstt was given one titled schema per entry and no references, so each must come back declared.
  if (text === undefined) throw new GeneratorBugError(`json-schema-to-typescript did not declare ${all[index]!.name}`);
  const helpers = compiled.helpers.get(index) ?? [];
  const joined = [text, ...helpers.map((h) => compiled.declarations.get(`${title}${h}`)!)].join('');
  // split() with the placeholder's two groups: text, entry index, helper number, text, ...
  const pieces = joined.split(entries.placeholder);
  const parts = pieces.filter((_, k) => k % 3 === 0);
  const refs = parts.slice(1).map((_, k) => [Number(pieces[3 * k + 1]), pieces[3 * k + 2]!] as const);
  return { parts, refs, helpers };
}

/** A remembered entry (its references are all to itself: memo.set below wrote it). */
function cachedRaw(text: string | undefined, index: number): RawDeclarations | undefined {
  if (text === undefined) return undefined;
  const v = JSON.parse(text) as { parts: string[]; refs: string[]; helpers: string[] };
  return { parts: v.parts, refs: v.refs.map((h) => [index, h] as const), helpers: v.helpers };
}

/**
 * Entry `index`'s declaration, then its helper types, renamed: the placeholder becomes the entry's name, helpers
 * Name1, Name2, ... skipping every entry's name (so they never depend on which entries were compiled together).
 */
function declarationsOf(raw: RawDeclarations, all: readonly TypeEntry[], index: number, taken: ReadonlySet<string>): string {
  const name = all[index]!.name;
  const helperNames = new Map<string, string>();
  for (let n = 1; helperNames.size < raw.helpers.length; n++) {
    if (!taken.has(`${name}${n}`)) helperNames.set(raw.helpers[helperNames.size]!, `${name}${n}`);
  }
  return raw.parts
    .map((part, k) => {
      const ref = raw.refs[k];
      if (ref === undefined) return part;
      const [i, helper] = ref;
      const owner = all[i];
      if (!owner || (helper && i !== index) || (helper && !helperNames.has(helper)))
        throw new GeneratorBugError(`json-schema-to-typescript referred to ${helper ? `helper ${helper} of ` : ''}${owner?.name ?? `entry ${i}`}`);
      return `${part}${helper ? helperNames.get(helper)! : owner.name}`;
    })
    .join('');
}

/** jstt's declarations by name, and for each entry index the numbers jstt gave its helper types, in order. */
function compiledDeclarations(source: string, entries: Placeholders) {
  const declarations = declarationsByName(source);
  const helpers = new Map<number, string[]>();
  for (const name of declarations.keys()) {
    const m = entries.declared.exec(name);
    if (!m) throw new GeneratorBugError(`json-schema-to-typescript declared ${name}, which belongs to no schema`);
    if (m[2]) helpers.set(Number(m[1]), [...(helpers.get(Number(m[1])) ?? []), m[2]]);
  }
  for (const list of helpers.values()) list.sort((a, b) => Number(a) - Number(b));
  return { declarations, helpers };
}

/**
 * jstt's output (named types first, then interfaces) as declarations by name, blank lines between them dropped. It
 * prints nothing indented: a declaration starts at its `export` line, or at the doc comment that ends right above it.
 */
function declarationsByName(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const unit of source.split(/(?<!\n[ \t]*\*\/[ \t]*)\n(?=(?:\/\*\*(?:(?!\*\/)[\s\S])*\*\/[ \t]*\n)?export (?:interface|type) )/)) {
    const name = /^export (?:interface|type) ([\w$]+)/m.exec(unit)?.[1];
    if (name === undefined) continue;
    if (out.has(name)) throw new GeneratorBugError(`json-schema-to-typescript declared ${name} twice`);
    out.set(name, `${unit.replace(/(\n[ \t]*)+$/, '')}\n`);
  }
  return out;
}

/** Per-tool $defs repeat the shared definitions; in the synthetic root they resolve to the top-level entries. */
function withoutDefs(schema: JsonSchemaObject | boolean): JsonSchemaObject | boolean {
  if (!isObject(schema) || !('$defs' in schema)) return schema;
  const { $defs: _defs, ...rest } = schema;
  return rest;
}

/**
 * A tool input's schema as its TypeScript type should read it: input validation fills in defaults (ajv's
 * useDefaults, runtime/defaults.gen.ts), so a property with a `default` is present when the handler runs and is
 * typed as required. Only where ajv applies defaults: down properties, items, additionalProperties,
 * patternProperties, prefixItems and allOf, not inside anyOf, oneOf, not or if/then/else (ajv's composite rules,
 * where no one branch's default applies). Nor behind a $ref: a definition's type is shared with every other use.
 */
export function presentWhenDefaulted(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = { ...schema };
  const mapValues = (map: unknown) => (isObject(map) ? Object.fromEntries(Object.entries(map).map(([k, v]) => [k, presentWhenDefaulted(v)])) : map);
  if (isObject(schema.properties)) {
    out.properties = mapValues(schema.properties);
    const required = Array.isArray(schema.required) ? schema.required : [];
    const defaulted = Object.entries(schema.properties)
      .filter(([name, sub]) => isObject(sub) && sub.default !== undefined && !required.includes(name))
      .map(([name]) => name);
    if (defaulted.length > 0) out.required = [...required, ...defaulted];
  }
  if (isObject(schema.patternProperties)) out.patternProperties = mapValues(schema.patternProperties);
  for (const key of ['items', 'additionalProperties'] as const) if (isObject(schema[key])) out[key] = presentWhenDefaulted(schema[key]);
  for (const key of ['allOf', 'prefixItems'] as const) if (Array.isArray(schema[key])) out[key] = (schema[key] as unknown[]).map(presentWhenDefaulted);
  return out;
}
