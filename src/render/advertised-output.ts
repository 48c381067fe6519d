// The output schema as tools/list shows it. SDK 2.4.0 gives a typeless root that is provably an object an explicit
// `type: "object"`. This is the one implementation of that rule: schemas.gen.ts holds each output schema in this
// form, which the generated runtime lists (and checks results against) as is, and the contract test's
// expected-tools.json says the same.

const LOCAL_DEFINITION_REF = /^#\/(\$defs|definitions)\/([^/~%]+)$/;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `schema` as SDK 2.4.0's McpServer would advertise it as a tool's outputSchema (isProvablyObjectShapedRoot). */
export function advertisedOutputSchema<T>(schema: T): T {
  if (!isObj(schema) || schema.type !== undefined) return schema;
  return (provablyObject(schema, schema) ? { type: 'object', ...schema } : schema) as T;
}

function provablyObject(schema: Obj, root: Obj): boolean {
  if ('properties' in schema || 'patternProperties' in schema || 'additionalProperties' in schema || 'required' in schema) return true;
  const ref = typeof schema.$ref === 'string' ? LOCAL_DEFINITION_REF.exec(schema.$ref) : null;
  const defs = ref ? root[ref[1]!] : undefined;
  if (ref && isObj(defs) && Object.hasOwn(defs, ref[2]!) && isObj(defs[ref[2]!]) && (defs[ref[2]!] as Obj).type === 'object') return true;
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const members = schema[key];
    if (Array.isArray(members) && members.length > 0)
      return members.every((m: unknown) => isObj(m) && (m.type === 'object' || provablyObject(m, '$id' in m ? {} : root)));
  }
  return false;
}
