// src/generated/catalog.md: the tools, resources and prompts table the scaffolded README links to, regenerated
// with the rest, so it never goes stale when the manifest grows (the README itself is the user's, written once).
import type { ServerIR } from '../ir/types.js';
import { GENERATED_PREFIX } from './header.js';
import { renderTemplate } from './templates.js';

export const CATALOG_PATH = 'src/generated/catalog.md';

/** The Markdown form of the generated-file header: an HTML comment on the first line. */
export const markdownHeader = (source: string): string =>
  `<!-- ${GENERATED_PREFIX.slice(3)}. Source: ${source.replace(/[\r\n\u2028\u2029]/g, ' ').replace(/--/g, '- -')}. Regenerate with \`npm run generate\`. -->`;

/** `tools` and `content` are the views the other templates get (toolView, contentViews). */
export function catalogFile(ir: ServerIR, tools: readonly object[], content: object): [string, string] {
  return [
    CATALOG_PATH,
    renderTemplate('docs/catalog.md.hbs', {
      header: markdownHeader(ir.source),
      displayName: ir.title ?? ir.name,
      source: ir.source,
      tools,
      ...content,
    }),
  ];
}
