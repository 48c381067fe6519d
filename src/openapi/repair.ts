// Lenient import: real documents carry small mistakes that the OpenAPI schema rejects although their meaning is
// plain (a 3.1 `type: 'null'` in a 3.0 document, `schema: null`). Those are repaired in the parsed document, each with
// one warning at its place (MCPG720). What still does not validate costs only the operations that use it (MCPG721),
// reported once per place in the document, not once per `$ref` to it.

import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { pointerTokens } from '../manifest/refs.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';
import { operationKey, PATH_ITEM_METHODS } from './operations.js';
import { canonical, detailMessage, type InvalidDetail, type Locate, pointer, type Tokens, usefulDetails, warningAt } from './places.js';

/** Values that are data, not schemas or document structure: never repaired. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);
/** Keys whose value is one schema; a `null` there means "anything". */
const SCHEMA_ONE = new Set(['schema', 'items', 'additionalProperties', 'not', 'additionalItems']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);

/** MCPG720: a repair at the document's place `at`. */
export const repairWarning = (locate: Locate, at: Tokens, message: string, hint: string): Diagnostic =>
  warningAt(locate, at, 'MCPG720', `${pointer(at)}: ${message}`, hint);

/**
 * Repairs, in place, what has one obvious meaning: `null` where a schema belongs (any value), and in a 3.0 document the
 * 3.1 spellings `type: 'null'`, `type: [..]`, `const`, `examples` and numeric `exclusiveMinimum`/`exclusiveMaximum`.
 */
export function repairDocument(root: Obj, locate: Locate): Diagnostic[] {
  const v30 = typeof root.openapi === 'string' && root.openapi.startsWith('3.0');
  const out: Diagnostic[] = [];
  const warn = (at: Tokens, message: string) =>
    out.push(repairWarning(locate, at, message, 'fix the document to silence this; --strict refuses such documents'));
  const visit = (node: unknown, at: Tokens): void => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) visit(item, [...at, i]);
      return;
    }
    if (!isObject(node)) return;
    // In a map of schemas (properties, components.schemas) every key is a name, "example" and "x-id" included.
    const parentIsMap = at[at.length - 1] === 'properties' || at[at.length - 1] === 'schemas';
    for (const [key, value] of Object.entries(node)) {
      if (!parentIsMap && (key.startsWith('x-') || DATA_KEYS.has(key))) continue;
      const here = [...at, key];
      if (value === null && (SCHEMA_ONE.has(key) || parentIsMap)) {
        node[key] = {};
        warn(here, 'a null schema is read as {} (any value)');
        continue;
      }
      if (SCHEMA_LISTS.has(key) && Array.isArray(value))
        for (const [i, item] of value.entries())
          if (item === null) {
            value[i] = {};
            warn([...here, i], 'a null schema is read as {} (any value)');
          }
      visit(value, here);
    }
    if (v30) repair30(node, at, warn);
    repairDefault(node, at, v30, warn);
  };
  visit(root, []);
  return out;
}

/** A 3.0 schema written with 3.1 (JSON Schema 2020-12) keywords → the 3.0 spelling of the same meaning. */
function repair30(node: Obj, at: Tokens, warn: (at: Tokens, message: string) => void): void {
  if (node.type === 'null') {
    delete node.type;
    node.enum = [null];
    warn([...at, 'type'], "type: 'null' is not OpenAPI 3.0; read as enum: [null]");
  } else if (Array.isArray(node.type) && node.type.every((t) => typeof t === 'string')) {
    const types = node.type as string[];
    const others = types.filter((t) => t !== 'null');
    delete node.type;
    if (others.length === 1) node.type = others[0];
    else if (others.length > 1) node.anyOf = [...(Array.isArray(node.anyOf) ? node.anyOf : []), ...others.map((t) => ({ type: t }))];
    if (others.length === 0 && types.length > 0) node.enum = [null];
    else if (others.length < types.length) node.nullable = true;
    warn(
      [...at, 'type'],
      `a list of types is not OpenAPI 3.0; read as ${others.length === 1 ? `type: ${others[0]}` : 'anyOf'}${others.length < types.length && others.length > 0 ? ', nullable: true' : ''}`,
    );
  }
  if ('const' in node && !('enum' in node) && looksLikeSchema(node)) {
    node.enum = [node.const];
    delete node.const;
    warn([...at, 'const'], 'const is not OpenAPI 3.0; read as a one-value enum');
  }
  if (Array.isArray(node.examples) && looksLikeSchema(node)) {
    if (!('example' in node) && node.examples.length > 0) node.example = node.examples[0];
    delete node.examples;
    warn([...at, 'examples'], 'a list of examples in a schema is not OpenAPI 3.0; the first is kept as example');
  }
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof node[exclusive] !== 'number' || !looksLikeSchema(node)) continue;
    node[bound] = node[exclusive];
    node[exclusive] = true;
    warn([...at, exclusive], `a numeric ${exclusive} is not OpenAPI 3.0; read as ${bound} with ${exclusive}: true`);
  }
}

/**
 * A `default` of another type than its schema's (OpenAI's `max_tokens: {type: integer, default: "inf"}`) says only
 * that the API has a default: it is left out, since a model reads a tool's defaults as values to send and the input
 * schema would refuse it.
 */
function repairDefault(node: Obj, at: Tokens, v30: boolean, warn: (at: Tokens, message: string) => void): void {
  if (!('default' in node) || !looksLikeSchema(node)) return;
  const declared = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type.filter((t) => typeof t === 'string') : [];
  if (declared.length === 0) return;
  const allowed = v30 && node.nullable === true ? [...declared, 'null'] : declared;
  // The JSON type of the default as JSON Schema names it (an integer is also a number).
  const actual = node.default === null ? 'null' : Array.isArray(node.default) ? 'array' : typeof node.default;
  if (allowed.includes(actual) || (Number.isInteger(node.default) && allowed.includes('integer'))) return;
  warn([...at, 'default'], `default ${JSON.stringify(node.default)} is not of type ${allowed.join(' or ')}; left out (the API applies its own default)`);
  delete node.default;
}

/** A schema object, not a parameter or media type that happens to have an `examples` map. */
const looksLikeSchema = (node: Obj): boolean =>
  ['type', 'properties', 'items', 'format', 'enum', 'const', 'minimum', 'maximum', 'allOf', 'anyOf', 'oneOf'].some((k) => k in node) &&
  !('in' in node && 'name' in node);

/** What a failed validation of `root` leaves out: what its schema errors fall in, or what holds a dangling $ref. */
export function leaveOut(root: Obj, error: Error & { details?: unknown }, locate: Locate) {
  const dangling = /Missing \$ref pointer "(#[^"]*)"/.exec(error.message)?.[1];
  if (Array.isArray(error.details)) return leaveOutInvalid(root, error.details, locate);
  return dangling !== undefined ? leaveOutDangling(root, dangling, locate) : undefined;
}

/**
 * Removes from `root` what the schema errors of its dereferenced form fall in: the operation (or the component) whose
 * subtree holds each error. One warning per place in the document the errors lead to, naming what was left out.
 */
function leaveOutInvalid(root: Obj, details: readonly InvalidDetail[], locate: Locate) {
  const causes = new Map<string, { at: Tokens; message: string; owners: Set<string> }>();
  const owners = new Map<string, Owner>();
  for (const d of usefulDetails(details, ['oneOf', 'anyOf', 'if'])) {
    const tokens = pointerTokens(d.instancePath ?? '');
    const owner = ownerOf(root, tokens);
    if (!owner) continue;
    const at = canonical(root, tokens);
    const key = pointer(at);
    const cause = causes.get(key) ?? { at, message: detailMessage(d), owners: new Set<string>() };
    cause.owners.add(owner.name);
    causes.set(key, cause);
    owners.set(owner.name, owner);
  }
  const diagnostics = [...causes].map(([key, cause]) => leftOutWarning(locate, cause.at, `${key}: ${cause.message}`, [...cause.owners]));
  return removeOwners(owners, diagnostics);
}

type Owner = { name: string; remove: () => void; operations: number };

/** Removes the owners from the document: how many (operations and components), and of those, operations (a path item
 * counts for each of its operations). */
function removeOwners(owners: ReadonlyMap<string, Owner>, diagnostics: Diagnostic[]) {
  for (const owner of owners.values()) owner.remove();
  return { removed: owners.size, operations: [...owners.values()].reduce((n, o) => n + o.operations, 0), diagnostics };
}

const FIX_HINT = 'fix this place in the document and re-import to get them; --strict refuses the whole document instead';

/** MCPG721: what is left out of the import because of the document's place `at`. */
export const leftOutWarning = (locate: Locate, at: Tokens, why: string, names: readonly string[], hint = FIX_HINT): Diagnostic =>
  warningAt(locate, at, 'MCPG721', `${why}; left out: ${listNames(names)}`, hint);

/** The first 8 names, and how many more. */
export const listNames = (names: readonly string[]): string => `${names.slice(0, 8).join(', ')}${names.length > 8 ? ` and ${names.length - 8} more` : ''}`;

/** The operation or component an instance path lies in, with how to remove it from the document. */
function ownerOf(root: Obj, tokens: Tokens): Owner | undefined {
  const [top, a, b] = tokens.map(String);
  if (top === 'paths' && a !== undefined && isObject(root.paths) && isObject(root.paths[a])) {
    const item = root.paths[a] as Obj;
    const paths = root.paths;
    if (b !== undefined && PATH_ITEM_METHODS.has(b) && isObject(item[b]))
      return { name: operationKey(item[b], b, a), remove: () => delete item[b], operations: 1 };
    return { name: `every operation of ${a}`, remove: () => delete paths[a], operations: Object.keys(item).filter((k) => PATH_ITEM_METHODS.has(k)).length };
  }
  if ((top === 'components' || top === 'webhooks') && a !== undefined) {
    const group = top === 'components' ? (isObject(root.components) ? root.components[a] : undefined) : root.webhooks;
    const name = top === 'components' ? b : a;
    if (isObject(group) && name !== undefined && name in group)
      return { name: `${top}.${top === 'components' ? `${a}.` : ''}${name}`, remove: () => delete group[name], operations: 0 };
  }
  return undefined;
}

/** A `$ref` to a place the document does not have: every operation or component holding it is left out, in one warning. */
function leaveOutDangling(root: Obj, ref: string, locate: Locate) {
  const places: Tokens[] = [];
  const visit = (node: unknown, at: (string | number)[]): void => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) visit(item, [...at, i]);
    } else if (isObject(node)) {
      if (node.$ref === ref) places.push(at);
      for (const [key, value] of Object.entries(node)) if (!DATA_KEYS.has(key)) visit(value, [...at, key]);
    }
  };
  visit(root, []);
  const owners = new Map<string, Owner>();
  for (const at of places) {
    const owner = ownerOf(root, at);
    if (owner) owners.set(owner.name, owner);
  }
  if (owners.size === 0) return { removed: 0, operations: 0, diagnostics: [] };
  const at = [...places[0]!, '$ref'];
  const hint = 'add the missing definition or fix the $ref, and re-import; --strict refuses the whole document instead';
  return removeOwners(owners, [leftOutWarning(locate, at, `$ref ${ref} points at nothing in the document`, [...owners.keys()], hint)]);
}
