import { createRequire } from 'node:module';
import type AjvModule from 'ajv';
import type { Options, ValidateFunction } from 'ajv';
import type Ajv2020Module from 'ajv/dist/2020.js';

/**
 * The build's precompiled validator `file` (in dist/manifest/, see src/build), or from the TypeScript sources (tests),
 * where there is none, `compile()`'s, made on first use. `file` is a variable, so TypeScript does not look for a module
 * that exists only in the built package.
 */
export async function precompiled(file: string, compile: () => ValidateFunction): Promise<() => ValidateFunction> {
  let validate = ((await import(file).catch(() => undefined)) as { default?: ValidateFunction } | undefined)?.default;
  return () => (validate ??= compile());
}

// ajv is required only by these, when called: a built mcpgen never loads ajv's compiler. ajv is CommonJS: its default
// export is the class.
const require = createRequire(import.meta.url);

/** ajv as it compiles the manifest validator, at build time (src/build) or, failing that, at first use; `options` added. */
export const manifestAjv = (options: Options = {}) =>
  new (require('ajv') as { default: typeof AjvModule.default }).default({ allErrors: true, verbose: true, strict: false, ...options });

/** ajv as it compiles the JSON Schema 2020-12 meta-schema validator (tool schemas), the same way. */
export const metaAjv = (options: Options = {}) =>
  new (require('ajv/dist/2020.js') as { default: typeof Ajv2020Module.default }).default({ strict: false, validateFormats: false, ...options });

/** The meta-schema the tool schemas are checked against (their only allowed dialect). */
export const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';
