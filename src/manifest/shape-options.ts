/** The ajv options of the manifest validator, compiled at build time (src/build) or, failing that, at first use. */
export const MANIFEST_AJV_OPTIONS = Object.freeze({ allErrors: true, verbose: true, strict: false });

/** The ajv options of the JSON Schema 2020-12 meta-schema validator (tool schemas), compiled the same way. */
export const META_AJV_OPTIONS = Object.freeze({ strict: false, validateFormats: false });

/** The meta-schema the tool schemas are checked against (their only allowed dialect). */
export const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';
