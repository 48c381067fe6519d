import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Handlebars from 'handlebars';
import { sha256Hex } from '../sha256.js';
import { templateOptions, TEMPLATE_ROOT } from './template-source.js';

type TemplateSpec = Parameters<typeof Handlebars.template>[0];

// The build's precompiled templates (dist/render/templates.precompiled.js, see src/build); from the TypeScript
// sources (tests) there are none. A variable, so TypeScript does not look for a module only the build makes.
const PRECOMPILED = './templates.precompiled.js';
const precompiled = ((await import(PRECOMPILED).catch(() => undefined)) as { default?: Map<string, { sha256: string; spec: TemplateSpec }> } | undefined)
  ?.default;

// The precompiled templates need only Handlebars' runtime; its compiler (~30 ms to load) is required only for a
// template the build did not precompile from this very source.
// handlebars/runtime has no types of its own; it is the part of the full API used here (create, template, helpers).
const require = createRequire(import.meta.url);
const runtime = (require('handlebars/runtime') as typeof Handlebars).create();
let compiler: typeof Handlebars | undefined;
const cache = new Map<string, HandlebarsTemplateDelegate>();

/** A template by name, precompiled when the build's copy is of this very source, else compiled from it. */
export function renderTemplate(name: string, view: object): string {
  let template = cache.get(name);
  if (!template) {
    const source = readTemplate(name);
    const built = precompiled?.get(name);
    if (built && built.sha256 === sha256Hex(source)) template = runtime.template(built.spec);
    else template = (compiler ??= (require('handlebars') as typeof Handlebars).create()).compile(source, templateOptions());
    cache.set(name, template);
  }
  return template(view);
}

/** A file of templates/ as it is (mcpgen's fixed runtime). */
export function readTemplate(name: string): string {
  return readFileSync(`${TEMPLATE_ROOT}${name}`, 'utf8');
}
