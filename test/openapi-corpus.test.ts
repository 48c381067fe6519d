// The real-API corpus (issue #27): each document of test/support/openapi-corpus.ts imported as its package ships it,
// through the CLI in process (what it prints is the built CLI's; test/cli.test.ts runs the binary): exit 0, every
// operation a tool or named in a warning, strict tsc over every project (one compiler run for all), and each project's
// own `npm test` (its contract test, both eras; all projects' test files in one Node process). docs/openapi-corpus.md
// holds the table (`npx tsx test/support/openapi-corpus.ts`).
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCliInProcess } from './support/cli.js';
import { projectCounts, scriptOf, sharedProcessTests, TEST_SCRIPT, testFilesOf, unexplainedExit } from './support/node-tests.js';
import { compileAll, CORPUS as WHOLE_CORPUS, importCorpusDocument } from './support/openapi-corpus.js';
import { scratchDir } from './support/tmp.js';

/** The documents `npm test` imports; the large vendors' documents are the script's (test/support/openapi-answers-corpus.ts). */
const CORPUS = WHOLE_CORPUS.filter((doc) => doc.inSuite);
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

  let shared: ReturnType<typeof sharedProcessTests> | undefined;
  const sharedRun = () => (shared ??= sharedProcessTests(imported.flatMap((name) => testFilesOf(path.join(scratch.dir, name)))));

  // The first of these waits for every project's contract tests (one after another in the shared process).
  test.each(CORPUS.map((doc) => doc.name))('%s: its own npm test passes', { timeout: 15 * 60_000 }, async (name) => {
    const dir = path.join(scratch.dir, name);
    // What runs in the shared process is what this project's npm test would run.
    expect(scriptOf(dir)).toBe(TEST_SCRIPT);
    const files = testFilesOf(dir);
    expect(files.length).toBeGreaterThan(0);
    const run = await sharedRun();
    const { counts, tap } = run;
    const { pass, fail } = projectCounts(counts, files);
    expect(fail, failuresOf(tap)).toBe(0);
    // Both eras' era, tools/list and unknown-tool tests at least.
    expect(pass, failuresOf(tap)).toBeGreaterThanOrEqual(6);
    expect(unexplainedExit(run), failuresOf(tap)).toBe(0);
  });
});

/** The failed tests of a TAP report with their details (the whole report of some 800 tests says little). */
function failuresOf(tap: string): string {
  const out: string[] = [];
  let keep = false;
  for (const line of tap.split('\n')) {
    if (/^\s*(ok|not ok) \d+/.test(line) || /^\s*# Subtest/.test(line)) keep = /^\s*not ok/.test(line);
    if (keep || /^# (pass|fail) /.test(line) || /no counts on stdout/.test(line)) out.push(line);
  }
  return out.join('\n').slice(0, 20_000);
}
