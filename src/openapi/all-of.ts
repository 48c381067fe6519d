// `{type: object, additionalProperties: false, allOf: [{properties: {...}}]}`: in strict JSON Schema the closed object
// has no properties of its own, so it refuses every property its branches describe. Generated documents write it
// meaning "these properties, and no others", and OpenAPI tools (Prism among them) read the branches' properties as
// the object's own. The converted schema says so in JSON Schema: an inline branch of plain properties is merged into
// the object, and the properties of any other branch are named beside them, so the object stays closed to the rest.
// Both take the direction a schema is converted for (a request or an answer), which leaves some properties out.
import { isObject, type Obj } from '../manifest/schema-walk.js';

/** Which way a schema describes data: input, a request (parameters, body); output, a 2xx answer. */
export type Direction = 'input' | 'output';

/** The property keyword a direction leaves out: OpenAPI's `required` on such a property applies to the other one. */
export const HIDDEN: Readonly<Record<Direction, 'readOnly' | 'writeOnly'>> = { input: 'readOnly', output: 'writeOnly' };

/** A property schema the direction leaves out. */
export const hiddenIn = (direction: Direction | undefined, schema: unknown): boolean =>
  direction !== undefined && isObject(schema) && schema[HIDDEN[direction]] === true;

/** Keys of a converted branch that can become the object's own. */
const MERGEABLE = new Set(['type', 'properties', 'required', 'description']);

/** Every property a raw schema describes through `properties` and nested `allOf`s, first description first. */
export function branchProperties(branch: unknown, into: Map<string, unknown>, seen = new Set<object>()): Map<string, unknown> {
  if (!isObject(branch) || seen.has(branch)) return into;
  seen.add(branch);
  if (isObject(branch.properties)) for (const [name, schema] of Object.entries(branch.properties)) if (!into.has(name)) into.set(name, schema);
  if (Array.isArray(branch.allOf)) for (const inner of branch.allOf) branchProperties(inner, into, seen);
  return into;
}

/** Rewrites `out` (the converted form of `schema`) when `schema` is a closed object with `allOf` branches. */
export function hoistAllOfProperties(schema: Obj, out: Obj, convert: (s: unknown) => unknown, direction: Direction | undefined): void {
  if (schema.additionalProperties !== false || !Array.isArray(schema.allOf) || !Array.isArray(out.allOf)) return;
  const own: Obj = isObject(out.properties) ? { ...out.properties } : {};
  const required: unknown[] = Array.isArray(out.required) ? [...out.required] : [];
  const kept: unknown[] = [];
  schema.allOf.forEach((branch, i) => {
    const converted = (out.allOf as unknown[])[i];
    const plain =
      isObject(converted) &&
      Object.keys(converted).every((k) => MERGEABLE.has(k)) &&
      (converted.type === undefined || converted.type === 'object') &&
      (converted.description === undefined || converted.properties !== undefined);
    if (plain) {
      for (const [name, property] of Object.entries(isObject(converted.properties) ? converted.properties : {}))
        if (!Object.hasOwn(own, name)) own[name] = property;
      for (const name of Array.isArray(converted.required) ? converted.required : []) if (!required.includes(name)) required.push(name);
      return;
    }
    kept.push(converted);
    for (const [name, property] of branchProperties(branch, new Map()))
      if (!Object.hasOwn(own, name) && !hiddenIn(direction, property)) own[name] = convert(property);
  });
  out.properties = own;
  if (required.length > 0) out.required = required;
  if (kept.length > 0) out.allOf = kept;
  else delete out.allOf;
}
