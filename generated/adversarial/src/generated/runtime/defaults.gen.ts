// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Input validation that fills in the schema's `default`s before the handler runs: the SDK's own ajv provider, given
// a 2020-12 engine with ajv's useDefaults. The SDK bundles ajv without exporting its 2020-12 class, so the project
// depends on ajv (the SDK's version) for it, and loads it only when a schema has a default.
import { createRequire } from 'node:module';
import { addFormats, AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';

let validator: AjvJsonSchemaValidator | undefined;

/**
 * As the SDK's default validator (strict off, formats checked, every error reported), plus useDefaults: a property
 * left out gets its `default`, except inside anyOf, oneOf, not and if/then/else, where JSON Schema cannot say which
 * branch's default would apply.
 */
export function defaultsValidator(): AjvJsonSchemaValidator {
  if (validator) return validator;
  const require = createRequire(import.meta.url);
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajv = new Ajv2020({ strict: false, validateFormats: true, validateSchema: false, allErrors: true, useDefaults: true });
  addFormats(ajv as unknown as Parameters<typeof addFormats>[0]);
  return (validator = new AjvJsonSchemaValidator(ajv));
}

/**
 * After validation of a copy made by shadowPrototypeKeys: a shadowed key (constructor, valueOf, ...) that received
 * its default becomes an ordinary enumerable property, as it would be had the call sent it.
 */
export function revealFilledDefaults(value: unknown, keys: ReadonlySet<string>): void {
  if (Array.isArray(value)) for (const item of value) revealFilledDefaults(item, keys);
  else if (typeof value === 'object' && value !== null) {
    for (const key of keys) {
      const slot = Object.getOwnPropertyDescriptor(value, key);
      if (slot && !slot.enumerable && slot.value !== undefined)
        Object.defineProperty(value, key, { value: slot.value, enumerable: true, writable: true, configurable: true });
    }
    for (const item of Object.values(value)) revealFilledDefaults(item, keys);
  }
}

// ---- property names that Object.prototype also has (constructor, toString, __proto__, ...) ----

const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The Object.prototype member names a schema uses as property names (under properties, required, dependentRequired). */
export function prototypeKeysOf(schema: unknown, found: Set<string> = new Set()): ReadonlySet<string> {
  if (Array.isArray(schema)) for (const item of schema) prototypeKeysOf(item, found);
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      const names = key === 'properties' || key === 'dependentRequired' ? Object.keys(value ?? {}) : key === 'required' && Array.isArray(value) ? value : [];
      for (const name of names) if (typeof name === 'string' && PROTOTYPE_KEYS.has(name)) found.add(name);
      prototypeKeysOf(value, found);
    }
  }
  return found;
}

/**
 * A copy of a JSON value in which each of `keys` that an object lacks reads as undefined instead of the
 * Object.prototype member: the SDK's validator (ajv) tests `data.constructor !== undefined`, so an absent optional
 * `constructor` property would be validated as the Object function. Own keys are copied as data ("__proto__" too).
 */
export function shadowPrototypeKeys(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => shadowPrototypeKeys(item, keys));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    Object.defineProperty(copy, key, {
      value: shadowPrototypeKeys(item, keys),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  // Writable, so that input validation can fill in a default (runtime/defaults.gen.ts then makes it a plain property).
  for (const key of keys)
    if (!Object.hasOwn(copy, key)) Object.defineProperty(copy, key, { value: undefined, enumerable: false, writable: true, configurable: true });
  return copy;
}
