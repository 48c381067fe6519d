/** The ajv options of the manifest validator, compiled at build time (src/build) or, failing that, at first use. */
export const MANIFEST_AJV_OPTIONS = Object.freeze({ allErrors: true, verbose: true, strict: false });
