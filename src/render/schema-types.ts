import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { isObject, mapSchema } from '../manifest/schema-walk.js';
import type { JsonSchemaObject, ServerIR } from '../ir/types.js';
import { jsttTypeName } from '../ir/names.js';

const JSTT_OPTIONS = Object.freeze({
  bannerComment: '',
  format: false,
  additionalProperties: false,
  unknownAny: true,
  unreachableDefinitions: true,
  declareExternallyReferenced: true,
  strictIndexSignatures: false,
  ignoreMinAndMaxItems: false,
  maxItems: 8,
  $refOptions: { resolve: { file: false, http: false, external: false } },
});

const ROOT_NAME = 'McpgenTypesRoot';

/** Keywords json-schema-to-typescript would splice into code verbatim, or use to invent names. */
const STRIP = ['title', '$id', 'tsType', 'tsEnumNames', 'tsExtends', '$comment', 'examples', 'default'];

/**
 * One compile per server over a synthetic root whose $defs hold every definition and every tool's input/output,
 * so a shared definition becomes exactly one type. Nested titles are dropped (inline types, no jstt "1" suffixes).
 */
export async function compileSchemaTypes(ir: Pick<ServerIR, 'definitions' | 'errors' | 'tools'>): Promise<string> {
  const defs: Record<string, unknown> = {};
  const unconstrained: string[] = [];
  const aliases: string[] = [];
  const add = (typeName: string, schema: JsonSchemaObject | boolean) => {
    const forJstt = forTypes(schema) as Record<string, unknown>;
    const keys = Object.keys(forJstt);
    const ref = typeof forJstt.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(forJstt.$ref)?.[1] : undefined;
    // A schema that constrains nothing accepts any JSON value: jstt would call it an object.
    if (keys.every((k) => k === 'description')) unconstrained.push(typeName);
    // A bare $ref root is the definition itself; jstt would fold it into that type and drop this name.
    else if (ref !== undefined && keys.every((k) => ['$ref', 'type', 'description'].includes(k))) aliases.push(`export type ${typeName} = ${ref};\n`);
    else defs[typeName] = { ...forJstt, title: typeName };
  };
  for (const d of ir.definitions) add(d.name, d.jsonSchema);
  for (const e of ir.errors) if (e.data) add(e.data.typeName, withoutDefs(e.data.jsonSchema));
  for (const t of ir.tools) {
    add(t.input.typeName, withoutDefs(t.input.jsonSchema));
    if (t.output) add(t.output.typeName, withoutDefs(t.output.jsonSchema));
  }
  const anyValue = [
    ...unconstrained.map((name) => `/** Any JSON value (the schema constrains nothing). */\nexport type ${name} = unknown;\n`),
    ...aliases,
  ].join('');
  if (Object.keys(defs).length === 0) return anyValue;
  const root = { type: 'object', additionalProperties: false, $defs: defs } as unknown as JSONSchema;
  const raw = await compile(root, ROOT_NAME, JSTT_OPTIONS as Parameters<typeof compile>[2]);
  return `${anyValue}${restoreNames(unmaskKeys(tidy(raw)), Object.keys(defs))}`;
}

/** Per-tool $defs repeat the shared definitions; in the synthetic root they resolve to the top-level entries. */
function withoutDefs(schema: JsonSchemaObject | boolean): JsonSchemaObject | boolean {
  if (!isObject(schema) || !('$defs' in schema)) return schema;
  const { $defs: _defs, ...rest } = schema;
  return rest;
}

/** A boolean schema becomes {} / {not:{}}; prefixItems become the tuple form jstt understands. */
function forTypes(schema: JsonSchemaObject | boolean): unknown {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  return mapSchema(schema, (node) => {
    const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).filter(([k]) => !STRIP.includes(k)));
    maskKeys(out);
    if (Array.isArray(node.prefixItems)) {
      const { prefixItems, items, ...rest } = out;
      return { ...rest, items: prefixItems, additionalItems: items === undefined ? true : items };
    }
    return out;
  });
}

/**
 * Property names that are Object.prototype members (hasOwnProperty, constructor, __proto__, ...) crash or confuse
 * json-schema-to-typescript, which reads them off its own plain objects. They go in as placeholders and come back
 * out as quoted keys.
 */
const PROTO_KEYS: readonly string[] = Object.getOwnPropertyNames(Object.prototype).sort();
const mask = (key: string) => (PROTO_KEYS.includes(key) ? `__mcpgen_key_${PROTO_KEYS.indexOf(key)}__` : key);

function maskKeys(node: Record<string, unknown>): void {
  if (isObject(node.properties))
    node.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [mask(k), v]));
  if (Array.isArray(node.required)) node.required = node.required.map((k) => (typeof k === 'string' ? mask(k) : k));
}

function unmaskKeys(source: string): string {
  return source.replace(/\b__mcpgen_key_(\d+)__\b/g, (_m, i: string) => JSON.stringify(PROTO_KEYS[Number(i)]));
}

/** jstt upper-cases letters after digits in type names (Tool9livesInput → Tool9LivesInput); ours are kept. */
function restoreNames(source: string, names: readonly string[]): string {
  let out = source;
  for (const name of names) {
    const renamed = jsttTypeName(name);
    if (renamed !== name) out = out.replace(new RegExp(`\\b${renamed}\\b`, 'g'), name);
  }
  return out;
}

/** Drops the synthetic root interface and jstt's "referenced by" boilerplate from doc comments. */
function tidy(source: string): string {
  const lines = source.replace(new RegExp(`export interface ${ROOT_NAME} \\{\\s*\\}\\n?`), '').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*\* This (?:interface|schema) was referenced by /.test(lines[i]!) && /^\s*\* via the /.test(lines[i + 1] ?? '')) {
      i++;
      // also drop the blank " *" separator jstt puts before the boilerplate
      if (/^\s*\*\s*$/.test(kept[kept.length - 1] ?? '')) kept.pop();
      continue;
    }
    kept.push(lines[i]!);
  }
  // A doc comment left empty ("/**" directly followed by " */") disappears entirely.
  return kept.join('\n').replace(/^[ \t]*\/\*\*\n[ \t]*\*\/\n/gm, '');
}
