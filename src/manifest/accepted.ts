// What the semantic rules see of a manifest the schema rejected: the manifest without every part the schema rejected,
// so a rule meets only values of the types the schema promises (or nothing where a value was wrong), whatever was
// written. A mistyped `ui.permissions` is the schema's error alone, never an internal error of a rule. Pure.
import type { ErrorObject } from 'ajv';
import { pointerTokens } from './refs.js';
import { isObject, valueAt } from './schema-walk.js';

/** `value` without the parts `errors` (the manifest schema's, for `value`) reject; `value` itself when there are none. */
export function acceptedPart(value: unknown, errors: readonly ErrorObject[]): unknown {
  const rejected = errors.flatMap(rejection);
  if (rejected.length === 0) return value;
  if (rejected.some((r) => r.at.length === 0)) return undefined;
  const copy = structuredClone(value);
  for (const r of rejected) replace(copy, r);
  return copy;
}

interface Rejection {
  readonly at: readonly string[];
  /** What stands in for the value: an empty mapping where one was wanted (a tool written as a number is still a tool by
   * name, so what refers to it is not reported too); nothing otherwise. */
  readonly emptyObject: boolean;
}

function rejection(error: ErrorObject): Rejection[] {
  const at = pointerTokens(error.instancePath);
  // An object of the right kind that lacks a key (the rules take it as a missing optional key), or a key whose name
  // breaks a pattern (a name is a string all the same): nothing to take away.
  if (['required', 'dependentRequired', 'dependencies', 'propertyNames', 'if'].includes(error.keyword)) return [];
  if ((error as ErrorObject & { propertyName?: string }).propertyName !== undefined) return [];
  if (error.keyword === 'additionalProperties') {
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    return [{ at: [...at, key], emptyObject: false }];
  }
  const wanted = error.keyword === 'type' ? [(error.params as { type: string | string[] }).type].flat() : [];
  // Only where nothing but a mapping will do: a JSON Schema (a mapping or a boolean) goes, as if not written.
  return [{ at, emptyObject: wanted.length === 1 && wanted[0] === 'object' }];
}

/** Replaces the value at `at`. A list loses no element (that would move its other elements' positions): the whole list goes. */
function replace(root: unknown, rejected: Rejection): void {
  const parentOf = (path: readonly string[]) => valueAt(root, path.slice(0, -1));
  let at = [...rejected.at];
  let emptyObject = rejected.emptyObject;
  while (at.length > 0 && Array.isArray(parentOf(at))) {
    at = at.slice(0, -1);
    emptyObject = false;
  }
  const parent = parentOf(at);
  if (at.length === 0 || !isObject(parent)) return;
  const key = at[at.length - 1]!;
  if (emptyObject) parent[key] = {};
  else delete parent[key];
}
