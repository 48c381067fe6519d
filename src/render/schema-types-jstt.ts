/**
 * What json-schema-to-typescript (jstt) is given and what is made of its output: its options, the schema rewrites
 * it needs (forTypes), and the tidying of its text. jstt writes every declaration; schema-types.ts calls it once per
 * distinct schema and caches the result.
 */
import type { JSONSchema } from 'json-schema-to-typescript';
import { wireRefName } from '../manifest/refs.js';
import { isObject, mapSchema } from '../manifest/schema-walk.js';
import type { JsonSchemaObject } from '../ir/types.js';

const JSTT_OPTIONS = Object.freeze({
  bannerComment: '',
  format: false,
  additionalProperties: false,
  unknownAny: true,
  unreachableDefinitions: true,
  declareExternallyReferenced: true,
  strictIndexSignatures: false,
  ignoreMinAndMaxItems: false,
  // Longer bounded arrays are not expanded into unions of tuples.
  maxItems: 8,
  $refOptions: { resolve: { file: false, http: false, external: false } },
});

export const ROOT_NAME = 'McpgenTypesRoot';

/** Keywords json-schema-to-typescript would splice into code verbatim, or use to invent names. */
export const STRIP: ReadonlySet<string> = new Set(['title', '$id', '$anchor', 'tsType', 'tsEnumNames', 'tsExtends', '$comment', 'examples', 'default']);

/** The TypeScript name of a definition, from its wire name (the key of $defs that a $ref names). */
export type TypeOf = (wire: string) => string;

/** jstt's output for `defs` (placeholder title → schema made by forTypes) under a synthetic root, unformatted. */
export async function compileWithJstt(defs: Record<string, unknown>): Promise<string> {
  const root = { type: 'object', additionalProperties: false, $defs: defs } as unknown as JSONSchema;
  // Loaded on first use: a run whose declarations all come from `mcpgen dev`'s memo never loads jstt (nor lodash, its
  // ref parser and prettier, which it requires).
  const { compile } = await import('json-schema-to-typescript');
  return compile(root, ROOT_NAME, JSTT_OPTIONS as Parameters<typeof compile>[2]);
}

/** A boolean schema becomes {} / {not:{}}; prefixItems become the tuple form jstt understands; $ref becomes tsType. */
export function forTypes(schema: JsonSchemaObject | boolean, typeOf: TypeOf): Record<string, unknown> {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  return mapSchema(schema, (node) => {
    const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).filter(([k]) => !STRIP.has(k)));
    maskKeys(out);
    const wire = wireRefName(node.$ref);
    if (wire !== undefined) {
      delete out.$ref;
      out.tsType = typeOf(wire);
    }
    if (Array.isArray(node.prefixItems)) {
      const { prefixItems, items, ...rest } = out;
      return { ...rest, items: prefixItems, additionalItems: items === undefined ? true : items };
    }
    return out;
  }) as Record<string, unknown>;
}

/**
 * Property names that are Object.prototype members (hasOwnProperty, constructor, __proto__, ...) crash or confuse
 * json-schema-to-typescript, which reads them off its own plain objects. They go in as placeholders and come back
 * out as quoted keys.
 */
const PROTO_KEYS: readonly string[] = Object.getOwnPropertyNames(Object.prototype).sort();
export const maskKey = (key: string) => (PROTO_KEYS.includes(key) ? `__mcpgen_key_${PROTO_KEYS.indexOf(key)}__` : key);

function maskKeys(node: Record<string, unknown>): void {
  if (isObject(node.properties)) node.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [maskKey(k), v]));
  if (Array.isArray(node.required)) node.required = node.required.map((k) => (typeof k === 'string' ? maskKey(k) : k));
}

export function unmaskKeys(source: string): string {
  return source.replace(/\b__mcpgen_key_(\d+)__\b/g, (_m, i: string) => JSON.stringify(PROTO_KEYS[Number(i)]));
}

/**
 * Drops the synthetic root interface and jstt's "referenced by" boilerplate from doc comments (with the blank " *"
 * line before it); a doc comment left empty ("/**" directly followed by " *\/") disappears entirely.
 */
export function tidy(source: string): string {
  return source
    .replace(new RegExp(`export interface ${ROOT_NAME} \\{\\s*\\}\\n?`), '')
    .replace(/^(?:[ \t]*\*[ \t]*\n)?[ \t]*\* This (?:interface|schema) was referenced by .*\n[ \t]*\* via the .*\n/gm, '')
    .replace(/^[ \t]*\/\*\*\n[ \t]*\*\/\n/gm, '');
}
