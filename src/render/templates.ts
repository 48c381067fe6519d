import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { sha256, templateOptions, TEMPLATE_ROOT } from './template-source.js';
import { collectFragments, fragmentHelper, type Fragmented } from './fragments.js';

type TemplateSpec = Parameters<typeof Handlebars.template>[0];

// The build's precompiled templates (dist/render/templates.precompiled.js, see src/build); from the TypeScript
// sources (tests) there are none. A variable, so TypeScript does not look for a module only the build makes.
const PRECOMPILED = './templates.precompiled.js';
const precompiled = ((await import(PRECOMPILED).catch(() => undefined)) as { default?: Map<string, { sha256: string; spec: TemplateSpec }> } | undefined)
  ?.default;

const hb = Handlebars.create();
hb.registerHelper('fragment', fragmentHelper);
const cache = new Map<string, HandlebarsTemplateDelegate>();

/** A template by name, precompiled when the build's copy is of this very source, else compiled from it. */
export function renderTemplate(name: string, view: object): string {
  return compiled(name)(view);
}

/** The text of a template and, when it marks blocks (`{{#fragment}}`), the text as skeleton and blocks. */
export function renderTemplateParts(name: string, view: object): { text: string; fragmented?: Fragmented } {
  const template = compiled(name);
  return collectFragments(() => template(view));
}

function compiled(name: string): HandlebarsTemplateDelegate {
  let template = cache.get(name);
  if (!template) {
    const source = readFileSync(`${TEMPLATE_ROOT}${name}`, 'utf8');
    const built = precompiled?.get(name);
    template = built && built.sha256 === sha256(source) ? hb.template(built.spec) : hb.compile(source, templateOptions());
    cache.set(name, template);
  }
  return template;
}

/** A file of templates/ as it is (mcpgen's fixed runtime). */
export function readTemplate(name: string): string {
  return readFileSync(`${TEMPLATE_ROOT}${name}`, 'utf8');
}
