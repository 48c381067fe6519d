// OpenAPI descriptions written in HTML: only block HTML becomes Markdown, and a tag inside a code span is text.
import { describe, expect, test } from 'vitest';
import { htmlToMarkdown } from '../../src/openapi/html.js';

describe('htmlToMarkdown', () => {
  test('block HTML in a later paragraph is converted (blockfrost writes its notes so)', async () => {
    // A global regex's test() once left its lastIndex behind, and each paragraph's scan then started past it: a short
    // paragraph of HTML after a longer one of Markdown stayed raw HTML.
    const text = 'Return transactions that are currently stored in the mempool.\n\n<p>\n  <span class="hosted">Hosted</span> only.\n</p>';
    expect(await htmlToMarkdown(text)).toBe('Return transactions that are currently stored in the mempool.\n\nHosted only.');
    expect(await htmlToMarkdown('<p>One.</p>\n\n<p>Two <b>bold</b>.</p>')).toBe('One.\n\nTwo **bold**.');
  });

  test('a block tag inside a code span is text: Markdown without HTML is kept as written', async () => {
    const text = "Put the snippet in your page's `<head>`, or in a `<div>` of its own.";
    expect(await htmlToMarkdown(text)).toBe(text);
  });

  test('in a paragraph converted for its HTML, a code span keeps its tags', async () => {
    expect(await htmlToMarkdown('<p>Put it in `<head>`.</p>')).toBe('Put it in `<head>`.');
  });

  test("a block element's name mid-line is prose, as CommonMark reads it (an HTML block starts a line)", async () => {
    const text = "Overwrite pages' <title> tag with their metadata title.";
    expect(await htmlToMarkdown(text)).toBe(text);
    expect(await htmlToMarkdown('Lists:\n<ul><li>a</li></ul>')).toBe('Lists:\n\n-   a');
  });

  test('calls do not disturb each other (no state left between them)', async () => {
    const html = '<ul><li>a</li></ul>';
    const first = await htmlToMarkdown(html);
    await htmlToMarkdown('text with <p> later');
    expect(await htmlToMarkdown(html)).toBe(first);
    expect(first).toBe('-   a');
  });
});
