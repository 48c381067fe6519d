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
