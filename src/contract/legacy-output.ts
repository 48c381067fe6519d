// What a 2025-11-25 client is shown for an output schema whose root is not an object. The SDK (2.4.0) wraps it on
// the wire as {result} and does not export how, so the contract spells it out; contract-wire.test.ts holds this
// to what a real server sends.
const DATA_KEYS = new Set(['const', 'enum', 'default', 'examples']);
const NAME_MAP_KEYS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);

/** An `$id` that is not a fragment gives its subtree another base: pointers inside it are not the root's. */
const newBase = (id: unknown) => id !== undefined && !(typeof id === 'string' && id.startsWith('#'));

function moveRefs(node: unknown, nameMap: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => moveRefs(item, false));
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  if (!nameMap && newBase(record.$id)) return node;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      if (nameMap) return [key, moveRefs(value, false)];
      if ((key === '$ref' || key === '$dynamicRef') && typeof value === 'string')
        return [key, value === '#' ? '#/properties/result' : value.startsWith('#/') ? `#/properties/result${value.slice(1)}` : value];
      if (DATA_KEYS.has(key)) return [key, value];
      return [key, moveRefs(value, NAME_MAP_KEYS.has(key))];
    }),
  );
}

export function legacyOutputSchema(natural: unknown): unknown {
  const root = typeof natural === 'object' && natural !== null ? (natural as Record<string, unknown>) : {};
  const $schema = typeof root.$schema === 'string' ? root.$schema : undefined;
  return {
    ...($schema !== undefined && { $schema }),
    type: 'object',
    properties: { result: newBase(root.$id) ? natural : moveRefs(natural, false) },
    required: ['result'],
  };
}
