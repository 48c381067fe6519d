import { fileURLToPath } from 'node:url';

/** templates/ sits next to src/ and dist/ in the package. */
export const TEMPLATE_ROOT = fileURLToPath(new URL('../../templates/', import.meta.url));

/**
 * Strict, isolated, no helpers: templates see typed view models whose strings are already literals, so nothing from
 * the manifest reaches code except through JSON.stringify in views.ts. A fresh object each time: Handlebars writes
 * into it.
 */
export const templateOptions = () => ({ strict: true, noEscape: true, knownHelpersOnly: true, knownHelpers: {} });
