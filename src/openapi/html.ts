// OpenAPI descriptions are CommonMark. Some documents write them in HTML (<p>, <ul>, <table>) instead: those blocks are
// converted to Markdown by turndown (loaded only when a description has one). Everything else is kept exactly as
// written: code spans, `**bold**`, `a_b`, paragraphs, lists and block quotes on their own lines, and a `<branch name>`
// placeholder, which is text (no HTML element has that name) and never a tag to drop.

import type TurndownService from 'turndown';
import { isObject, type Obj } from '../manifest/schema-walk.js';

/** The block-level HTML elements (CommonMark's HTML blocks, kinds 1 and 6): a paragraph with a line that starts with one is HTML. */
const BLOCK =
  'address article aside blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset figcaption figure footer form ' +
  'frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup option p param pre ' +
  'search section summary table tbody td tfoot th thead title tr track ul';
/** Inline HTML elements turndown converts or keeps; a tag of any other name is text. */
const INLINE = 'a abbr b bdi bdo br cite code data del dfn em i img ins kbd mark q s samp small span strong sub sup time u var wbr';
const KNOWN = new Set(`${BLOCK} ${INLINE}`.split(' '));
const BLOCK_NAMES = BLOCK.split(' ').join('|');
const BLOCK_TAG = new RegExp(`<(/?)(${BLOCK_NAMES})(?=[\\s/>])[^<>]*>`, 'gi');
/** Where CommonMark starts an HTML block: a line that begins (up to 3 spaces in) with a block element's tag. The same
 * name mid-line (`pages' <title> tag`) is prose. */
const BLOCK_START = new RegExp(`^ {0,3}</?(${BLOCK_NAMES})(?=[\\s/>]|$)`, 'im');
const ANY_TAG = /<\/?([A-Za-z][A-Za-z0-9-]*)((?:\s[^<>]*)?)\/?>/g;
/** A code span (CommonMark: a run of backticks up to the next run of the same length); what is inside is text. */
const CODE_SPAN = /(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;
/** The text with each code span's characters (line breaks kept) masked: a tag inside one is not HTML. */
const outsideCode = (text: string) => text.replace(CODE_SPAN, (span) => span.replace(/[^\n]/g, '_'));
let service: TurndownService | undefined;

/** The block HTML of a Markdown text → Markdown; a text without block HTML is returned as it is. */
export async function htmlToMarkdown(text: string): Promise<string> {
  if (!BLOCK_START.test(outsideCode(text))) return text;
  if (!service) {
    const { default: Turndown } = await import('turndown');
    service = new Turndown({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*' });
    // The text between the tags is the document's Markdown already: nothing to escape.
    service.escape = (s: string) => s;
  }
  const converter = service;
  const asText = (tag: string) => tag.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // A tag of no element turndown knows is text, and so is any tag in a code span: escaped, so it is kept.
  const escaped = (html: string) =>
    html.replace(ANY_TAG, (tag, name: string) => (KNOWN.has(name.toLowerCase()) ? tag : asText(tag))).replace(CODE_SPAN, asText);
  return htmlChunks(text)
    .map((chunk) => (chunk.html ? converter.turndown(escaped(chunk.text)).trim() : chunk.text))
    .join('\n\n');
}

/** Containers whose end tag HTML requires: a blank line inside one does not end its block. */
const CONTAINER = /^(table|ul|ol|dl|div|pre|blockquote|details|section|article|aside|figure|form|nav|header|footer|main)$/i;

/** Paragraphs (split at blank lines), those inside one HTML container kept together; which hold block HTML. */
function htmlChunks(text: string): { text: string; html: boolean }[] {
  const out: { text: string; html: boolean }[] = [];
  let open = 0;
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const masked = outsideCode(paragraph);
    const tags = [...masked.matchAll(BLOCK_TAG)];
    const last = out[out.length - 1];
    if (open > 0 && last) {
      last.text = `${last.text}\n\n${paragraph}`;
      last.html = true;
    } else out.push({ text: paragraph, html: BLOCK_START.test(masked) });
    const depth = tags.filter((m) => CONTAINER.test(m[2]!)).reduce((n, m) => n + (m[1] === '/' ? -1 : 1), 0);
    open = Math.max(0, open + depth);
  }
  return out;
}

/** Every `description` and `title` string in the tree (tools, definitions, server), converted in place. */
export async function convertDescriptions(node: unknown): Promise<void> {
  if (!isObject(node) && !Array.isArray(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'description' || key === 'title') && typeof value === 'string') (node as Obj)[key] = await htmlToMarkdown(value);
    else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') await convertDescriptions(value);
  }
}
