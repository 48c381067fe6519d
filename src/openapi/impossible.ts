// A schema no value satisfies is legal OpenAPI: documents use one to say "this property never appears"
// (`minLength: 2, maxLength: 1`, `not: {}`). The manifest refuses such schemas (MCPG305), so the lenient import repairs
// them in the parsed document, each with one warning at its place (MCPG720): a property that never appears is dropped,
// so is a oneOf/anyOf branch; an optional parameter or body that can never be sent is dropped; what cannot be dropped
// (a required one, an answer's schema, a component with a required impossible property) leaves its operations out.

import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';
// Lower and upper bounds no value meets when the upper one is smaller: the manifest's MCPG305 rule, the same list.
import { BOUNDS } from '../manifest/schema-rules.js';
import { operationKey, PATH_ITEM_METHODS } from './operations.js';
import { type Locate, pointer, type Tokens } from './places.js';
import { repairWarning } from './repair.js';

/** Keys that say something about a schema without constraining it: `not` of only these forbids every value. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'default', 'externalDocs']);
const COMPONENT = '#/components/schemas/';
const HINT = 'a schema no value satisfies says "this never appears"; remove it from the document to silence this';

/** A pointer token → the component's name (a malformed %-escape is taken as written). */
function componentName(token: string): string {
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {}
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Why the schema itself (not counting its subschemas) admits no value; undefined when it may admit one. */
function ownContradiction(node: Obj): string | undefined {
  for (const [low, high] of BOUNDS) {
    const [min, max] = [node[low], node[high]];
    if (typeof min === 'number' && typeof max === 'number' && max < min) return `${high} (${max}) is less than ${low} (${min})`;
  }
  const [min, max] = [node.minimum, node.maximum];
  if (typeof min === 'number' && typeof max === 'number' && min === max && (node.exclusiveMinimum === true || node.exclusiveMaximum === true))
    return `an exclusive bound equal to the other (${min})`;
  if (node.not === true || (isObject(node.not) && Object.keys(node.not).every((k) => ANNOTATIONS.has(k)))) return 'not: {} admits no value';
  if (Array.isArray(node.enum) && node.enum.length === 0) return 'enum: [] admits no value';
  return undefined;
}

/** Repairs, in place, every schema of `root` that no value satisfies (see the file comment); one warning per place. The
 * operations left out are counted (a path item counts for each of its operations). */
export function repairImpossible(root: Obj, locate: Locate): { warnings: Diagnostic[]; operations: number } {
  const warnings = new Map<string, Diagnostic>();
  const warn = (at: Tokens, message: string) => {
    if (!warnings.has(pointer(at))) warnings.set(pointer(at), repairWarning(locate, at, message, HINT));
  };
  const impossible = new Map<string, string>();

  /** Prunes the subschemas of `node` that admit no value; returns why `node` admits none, if it does not. */
  const prune = (node: unknown, at: Tokens): string | undefined => {
    if (node === false) return 'false admits no value';
    if (!isObject(node)) return undefined;
    if (typeof node.$ref === 'string' && node.$ref.startsWith(COMPONENT)) {
      const name = componentName(node.$ref.slice(COMPONENT.length));
      return impossible.has(name) ? `${name} admits no value (${impossible.get(name)})` : undefined;
    }
    const own = ownContradiction(node);
    if (own !== undefined) return own;
    if (isObject(node.properties)) {
      const properties = node.properties;
      for (const [name, schema] of Object.entries(properties)) {
        const why = prune(schema, [...at, 'properties', name]);
        if (why === undefined) continue;
        if (Array.isArray(node.required) && node.required.includes(name)) return `its required property "${name}" admits no value (${why})`;
        delete properties[name];
        warn([...at, 'properties', name], `the property "${name}" admits no value (${why}): it never appears, and is left out`);
      }
    }
    for (const key of ['anyOf', 'oneOf'] as const) {
      const branches = node[key];
      if (!Array.isArray(branches)) continue;
      const reasons = branches.map((b, i) => prune(b, [...at, key, i]));
      if (reasons.every((r) => r !== undefined)) return `no branch of ${key} admits a value`;
      for (let i = branches.length - 1; i >= 0; i--) {
        if (reasons[i] === undefined) continue;
        warn([...at, key, i], `this ${key} branch admits no value (${reasons[i]}): it is left out`);
        branches.splice(i, 1);
      }
    }
    if (Array.isArray(node.allOf))
      for (const [i, branch] of node.allOf.entries()) {
        const why = prune(branch, [...at, 'allOf', i]);
        if (why !== undefined) return `allOf branch ${i} admits no value (${why})`;
      }
    if (node.items !== undefined) {
      const why = prune(node.items, [...at, 'items']);
      if (why !== undefined) {
        if (typeof node.minItems === 'number' && node.minItems > 0) return `its items admit no value (${why})`;
        node.items = {};
        node.maxItems = 0;
        warn([...at, 'items'], `the items admit no value (${why}): read as an always empty array (maxItems: 0)`);
      }
    }
    if (node.additionalProperties !== undefined && node.additionalProperties !== false) {
      const why = prune(node.additionalProperties, [...at, 'additionalProperties']);
      if (why !== undefined) {
        node.additionalProperties = false;
        warn([...at, 'additionalProperties'], `additionalProperties admits no value (${why}): read as false`);
      }
    }
    return undefined;
  };

  // Components first, until no more become impossible (one may $ref another).
  const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, schema] of Object.entries(schemas)) {
      if (impossible.has(name)) continue;
      const why = prune(schema, ['components', 'schemas', name]);
      if (why === undefined) continue;
      impossible.set(name, why);
      changed = true;
    }
  }
  for (const [name, why] of impossible) {
    delete schemas[name];
    warn(['components', 'schemas', name], `${name} admits no value (${why}): it is left out, with the operations that need it`);
  }
  const operations = repairOperations(root, prune, warn);
  return { warnings: [...warnings.values()], operations };
}

type Prune = (node: unknown, at: Tokens) => string | undefined;
type Warn = (at: Tokens, message: string) => void;

/** The schemas of each operation: an optional parameter or body that admits no value is dropped, else the operation goes. */
function repairOperations(root: Obj, prune: Prune, warn: Warn): number {
  let leftOut = 0;
  for (const [route, item] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    if (!isObject(item)) continue;
    const methods = Object.keys(item).filter((k) => PATH_ITEM_METHODS.has(k) && isObject(item[k]));
    const name = (m: string) => operationKey(item[m] as Obj, m, route);
    const shared = parametersLeftOut(item.parameters, ['paths', route, 'parameters'], prune, warn);
    if (shared !== undefined) {
      warn(shared.at, `${shared.why}; left out: ${methods.map(name).join(', ')}`);
      delete (root.paths as Obj)[route];
      leftOut += methods.length;
      continue;
    }
    for (const method of methods) {
      const op = item[method] as Obj;
      const at = ['paths', route, method];
      const blocked = parametersLeftOut(op.parameters, [...at, 'parameters'], prune, warn) ?? contentLeftOut(op, at, prune, warn);
      if (blocked === undefined) continue;
      warn(blocked.at, `${blocked.why}; left out: ${name(method)}`);
      delete item[method];
      leftOut++;
    }
  }
  return leftOut;
}

/** Drops the optional parameters that admit no value; the first required one that admits none blocks the operation. */
function parametersLeftOut(list: unknown, at: Tokens, prune: Prune, warn: Warn): { at: Tokens; why: string } | undefined {
  if (!Array.isArray(list)) return undefined;
  for (let i = list.length - 1; i >= 0; i--) {
    const p = list[i] as unknown;
    if (!isObject(p)) continue;
    const why = prune(p.schema, [...at, i, 'schema']);
    if (why === undefined) continue;
    if (p.required === true) return { at: [...at, i, 'schema'], why: `the required parameter "${String(p.name)}" admits no value (${why})` };
    warn([...at, i], `the parameter "${String(p.name)}" admits no value (${why}): it can never be sent, and is left out`);
    list.splice(i, 1);
  }
  return undefined;
}

/** The request body (dropped when optional) and the answers' schemas (an answer that admits no body blocks the operation). */
function contentLeftOut(op: Obj, at: Tokens, prune: Prune, warn: Warn): { at: Tokens; why: string } | undefined {
  const body = op.requestBody;
  if (isObject(body) && isObject(body.content))
    for (const [type, media] of Object.entries(body.content)) {
      const why = isObject(media) ? prune(media.schema, [...at, 'requestBody', 'content', type, 'schema']) : undefined;
      if (why === undefined) continue;
      if (body.required === true) return { at: [...at, 'requestBody', 'content', type, 'schema'], why: `the required body admits no value (${why})` };
      warn([...at, 'requestBody'], `the body admits no value (${why}): it can never be sent, and is left out`);
      delete op.requestBody;
      break;
    }
  for (const [status, answer] of Object.entries(isObject(op.responses) ? op.responses : {})) {
    if (!isObject(answer) || !isObject(answer.content)) continue;
    for (const [type, media] of Object.entries(answer.content)) {
      const why = isObject(media) ? prune(media.schema, [...at, 'responses', status, 'content', type, 'schema']) : undefined;
      if (why !== undefined) return { at: [...at, 'responses', status, 'content', type, 'schema'], why: `the ${status} answer admits no value (${why})` };
    }
  }
  return undefined;
}
