// Descriptions in real documents often hold HTML (<p>, <br>, <code>, <a href>, tables). Tool descriptions are read by
// models and shown in clients as Markdown: the HTML is converted by turndown, loaded only when a description has tags.

import type TurndownService from 'turndown';
import { isObject } from '../manifest/schema-walk.js';

const TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;
let service: TurndownService | undefined;

/** HTML → Markdown; text without tags is returned as it is (Markdown stays Markdown). */
export async function htmlToMarkdown(text: string): Promise<string> {
  if (!TAG.test(text)) return text;
  if (!service) {
    const { default: Turndown } = await import('turndown');
    service = new Turndown({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*' });
  }
  return service.turndown(text).trim();
}

/** Every `description` and `title` string in the tree (tools, definitions, server), converted in place. */
export async function convertDescriptions(node: unknown): Promise<void> {
  if (Array.isArray(node)) {
    for (const item of node) await convertDescriptions(item);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'description' || key === 'title') && typeof value === 'string') node[key] = await htmlToMarkdown(value);
    else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') await convertDescriptions(value);
  }
}
