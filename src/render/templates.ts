import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

/** templates/ sits next to src/ and dist/ in the package. */
const TEMPLATE_ROOT = fileURLToPath(new URL('../../templates/', import.meta.url));

const hb = Handlebars.create();
const cache = new Map<string, HandlebarsTemplateDelegate>();

/**
 * Strict, isolated, no helpers: templates see typed view models whose strings are already literals, so nothing
 * from the manifest reaches code except through JSON.stringify in views.ts.
 */
export function renderTemplate(name: string, view: object): string {
  let template = cache.get(name);
  if (!template) {
    const source = readFileSync(`${TEMPLATE_ROOT}${name}`, 'utf8');
    template = hb.compile(source, { strict: true, noEscape: true, knownHelpersOnly: true, knownHelpers: {} });
    cache.set(name, template);
  }
  return template(view);
}
