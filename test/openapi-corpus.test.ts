// The real-API corpus (issue #27): each document of test/support/openapi-corpus.ts imported as its package ships it,
// through the CLI in process (what it prints is the built CLI's; test/cli.test.ts runs the binary): exit 0, every
// operation a tool or named in a warning, and strict tsc over every project (one compiler run for all). docs/openapi-corpus.md holds the table (`npx tsx test/support/openapi-corpus.ts`).
import { afterAll, describe, expect, test } from 'vitest';
import { runCliInProcess } from './support/cli.js';
import { compileAll, CORPUS, importCorpusDocument } from './support/openapi-corpus.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('openapi-corpus');
afterAll(() => scratch.cleanup());
const imported: string[] = [];

describe('mcpgen import openapi: the real-API corpus', () => {
  test.each(CORPUS.map((doc) => ({ ...doc })))('$name ($shows): imports as shipped, every operation accounted for', { timeout: 600_000 }, async (doc) => {
    const r = await importCorpusDocument(doc, scratch.dir, runCliInProcess);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/ error MCPG/);
    expect(r.tools).toBeGreaterThan(0);
    expect(r.unaccounted, r.stderr).toEqual([]);
    imported.push(doc.name);
  });

  test('every imported project compiles under strict tsc', { timeout: 900_000 }, () => {
    expect(imported).toHaveLength(CORPUS.length);
    expect(compileAll(scratch.dir, imported)).toBe('');
  });
});
