// References to the manifest's shared definitions: `#/definitions/<name>` in the manifest, `#/$defs/<name>` on the
// wire, <name> one JSON Pointer token (any non-empty name; "~1" stands for "/" and "~0" for "~").
import { isObject, walkSchema } from './schema-walk.js';

/** One JSON Pointer token (RFC 6901) read and written: "~1" stands for "/", "~0" for "~". */
export const decodePointerToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');
export const encodePointerToken = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');
/** The tokens of a JSON Pointer ("/a/b~1c" → a, b/c); [] for the empty pointer. */
export const pointerTokens = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(decodePointerToken));
/** A same-document reference to `tokens` ("#/$defs/a~1b"). */
export const pointerOf = (tokens: readonly string[]): string => `#${tokens.map((t) => `/${encodePointerToken(t)}`).join('')}`;

const refName =
  (pattern: RegExp) =>
  (ref: unknown): string | undefined => {
    const match = typeof ref === 'string' ? pattern.exec(ref) : null;
    return match ? decodePointerToken(match[1]!) : undefined;
  };
/** The definition a manifest `$ref` names, or undefined when it is not `#/definitions/<name>`. */
export const manifestRefName = refName(/^#\/definitions\/([^/]+)$/);
/** The definition an advertised `$ref` names (`#/$defs/<name>`). */
export const wireRefName = refName(/^#\/\$defs\/([^/]+)$/);

/** The top-level definitions `node` reaches through manifest `$ref`s, directly or through other definitions. */
export function definitionsReached(node: unknown, definitions: Readonly<Record<string, unknown>>, reached = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) definitionsReached(item, definitions, reached);
  else if (typeof node === 'object' && node !== null) {
    const name = manifestRefName((node as Record<string, unknown>).$ref);
    if (name !== undefined && !reached.has(name)) {
      reached.add(name);
      definitionsReached(definitions[name], definitions, reached);
    }
    for (const value of Object.values(node)) definitionsReached(value, definitions, reached);
  }
  return reached;
}

/**
 * The top-level definitions `schema` reaches through `#/definitions/<name>` (a name its own `definitions` declare
 * aside), directly or through other definitions. `refs` keeps each definition's direct references (one per manifest).
 */
export function reachedDefinitions(schema: unknown, definitions: Readonly<Record<string, unknown>>, refs = new Map<string, readonly string[]>()) {
  const reached = new Set<string>();
  const visit = (names: readonly string[]) => {
    for (const name of names) {
      if (reached.has(name) || !Object.hasOwn(definitions, name)) continue;
      reached.add(name);
      let direct = refs.get(name);
      if (!direct) refs.set(name, (direct = directRefs(definitions[name])));
      visit(direct);
    }
  };
  visit(directRefs(schema, localDefsOf(schema).definitions));
  return reached;
}

/** The top-level definitions a schema refers to directly, in order of appearance (not its own `definitions`). */
function directRefs(schema: unknown, own: Readonly<Record<string, unknown>> = {}): string[] {
  const names: string[] = [];
  walkSchema(schema, (node) => {
    const name = manifestRefName(node.$ref);
    if (name !== undefined && !Object.hasOwn(own, name)) names.push(name);
  });
  return names;
}

/** `schema`, or the top-level definition its `$ref` names, followed through such references (a cycle stops). */
export function followDefinitions(schema: unknown, definitions: Readonly<Record<string, unknown>>): unknown {
  const seen = new Set<string>();
  for (let name = refOf(schema); name !== undefined && !seen.has(name) && Object.hasOwn(definitions, name); name = refOf(schema)) {
    seen.add(name);
    schema = definitions[name];
  }
  return schema;
}
const refOf = (schema: unknown) => (isObject(schema) ? manifestRefName(schema.$ref) : undefined);

export const wireRef = (name: string): string => `#/$defs/${encodePointerToken(name)}`;
/** The manifest's spelling of a reference to a top-level definition. */
export const manifestRef = (name: string): string => `#/definitions/${encodePointerToken(name)}`;

/** A tool's or error's own definitions, under its schema's root `$defs` (2020-12) or `definitions` (draft-07). */
export interface LocalDefs {
  readonly $defs: Readonly<Record<string, unknown>>;
  readonly definitions: Readonly<Record<string, unknown>>;
}

const NO_LOCALS: LocalDefs = { $defs: {}, definitions: {} };
const mapAt = (schema: Record<string, unknown>, key: string): Readonly<Record<string, unknown>> => (isObject(schema[key]) ? schema[key] : {});

export const localDefsOf = (schema: unknown): LocalDefs =>
  isObject(schema) ? { $defs: mapAt(schema, '$defs'), definitions: mapAt(schema, 'definitions') } : NO_LOCALS;

export const hasLocalDefs = (locals: LocalDefs): boolean => Object.keys(locals.$defs).length + Object.keys(locals.definitions).length > 0;

export type ResolvedRef =
  | { readonly kind: 'local'; readonly map: '$defs' | 'definitions'; readonly name: string }
  | { readonly kind: 'manifest'; readonly name: string };

/**
 * What a `$ref` in a tool's or error's schema names, as JSON Schema reads it: `#/$defs/<name>` is the schema's own
 * `$defs`; `#/definitions/<name>` its own `definitions` when it declares <name> there, else the manifest's
 * top-level definitions. Undefined when it names nothing declared.
 */
export function resolveRef(ref: unknown, locals: LocalDefs, manifest: Readonly<Record<string, unknown>>): ResolvedRef | undefined {
  const wire = wireRefName(ref);
  if (wire !== undefined) return Object.hasOwn(locals.$defs, wire) ? { kind: 'local', map: '$defs', name: wire } : undefined;
  const name = manifestRefName(ref);
  if (name === undefined) return undefined;
  if (Object.hasOwn(locals.definitions, name)) return { kind: 'local', map: 'definitions', name };
  return Object.hasOwn(manifest, name) ? { kind: 'manifest', name } : undefined;
}
