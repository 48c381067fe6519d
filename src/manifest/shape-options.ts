import type { ValidateFunction } from 'ajv';

/**
 * The build's precompiled validator `file` (in dist/manifest/, see src/build), or from the TypeScript sources (tests),
 * where there is none, `compile()`'s, made on first use. `file` is a variable, so TypeScript does not look for a module
 * that exists only in the built package.
 */
export async function precompiled(file: string, compile: () => ValidateFunction): Promise<() => ValidateFunction> {
  let validate = ((await import(file).catch(() => undefined)) as { default?: ValidateFunction } | undefined)?.default;
  return () => (validate ??= compile());
}

/** The ajv options of the manifest validator, compiled at build time (src/build) or, failing that, at first use. */
export const MANIFEST_AJV_OPTIONS = Object.freeze({ allErrors: true, verbose: true, strict: false });

/** The ajv options of the JSON Schema 2020-12 meta-schema validator (tool schemas), compiled the same way. */
export const META_AJV_OPTIONS = Object.freeze({ strict: false, validateFormats: false });

/** The meta-schema the tool schemas are checked against (their only allowed dialect). */
export const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';
