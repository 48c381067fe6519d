import { isObject } from '../manifest/schema-walk.js';

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
