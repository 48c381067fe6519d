// A JSON document is located by jsonc-parser's tree instead of yaml's positions (GitHub's 10 MB document: seconds and
// hundreds of MB less). Its answers must be yaml's: the same line and column for every place in the document, for
// paths that stop short (the deepest node that is there) and for the document's own root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { locateIn } from '../../src/manifest/located.js';
import { locator, type Tokens } from '../../src/openapi/places.js';
import { REPO_ROOT } from '../support/cli.js';

const EXAMPLES = path.join(REPO_ROOT, 'node_modules/@readme/oas-examples/3.0/json');

/** Every path of keys in a JSON value, and past each one a key that is not there. */
function* paths(value: unknown, at: Tokens = []): Generator<Tokens> {
  yield at;
  yield [...at, 'not-there'];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* paths(item, [...at, i]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* paths(item, [...at, key]);
}

describe("a JSON document's places are yaml's", () => {
  test.each(['callbacks.json', 'discriminators.json', 'complex-nesting.json', 'link-example.json'])('%s', (name) => {
    const text = readFileSync(path.join(EXAMPLES, name), 'utf8');
    const counter = new LineCounter();
    const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
    const locate = locator(text, name);
    let compared = 0;
    for (const at of paths(JSON.parse(text))) {
      if (at.length === 0) continue;
      expect(locate(at), at.join('.')).toEqual(locateIn(doc, counter, name, at, { key: true }));
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  test('text that is not strict JSON is located by yaml', () => {
    const text = '{ "openapi": "3.1.0", # a comment\n  "info": { "title": "t" } }\n';
    expect(locator(text, 'api.json')(['info', 'title'])).toEqual({ file: 'api.json', line: 2, col: 13 });
  });
});
