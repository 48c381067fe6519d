// Generated projects' own test files (node:test through tsx, what their `npm test` runs), run for many projects in
// one Node process: the process start, tsx and node --test's file runner cost once instead of per project.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './cli.js';

/** The test script every generated project carries; a shared run stands for it only when a project's script is this. */
export const TEST_SCRIPT = 'tsx --test test/generated/*.test.ts';

export const scriptOf = (dir: string): string | undefined =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.test;

/** The files TEST_SCRIPT's glob names in a project, sorted as the shell expands them. */
export const testFilesOf = (dir: string): string[] =>
  readdirSync(path.join(dir, 'test', 'generated'))
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(dir, 'test', 'generated', f));

export type FileCounts = Record<string, { pass: number; fail: number }>;

/** The test files of several projects imported one after another by one Node process (`--import tsx`, as
 * `tsx --test` loads them). Results come back per file (node-test-counts.ts); the TAP output explains a failure.
 * The servers those tests start run as JavaScript transpiled once per project (compiled-spawn.ts), not through tsx. */
export function sharedProcessTests(files: readonly string[]): Promise<{ code: number | null; counts: FileCounts; tap: string }> {
  const reporter = path.join(REPO_ROOT, 'test', 'support', 'node-test-counts.ts');
  const args = [
    '--import',
    'tsx',
    '--import',
    path.join(REPO_ROOT, 'test', 'support', 'compiled-spawn.ts'),
    '--test-reporter=tap',
    '--test-reporter-destination=stderr',
    `--test-reporter=${reporter}`,
    '--test-reporter-destination=stdout',
  ];
  const driver = 'for (const file of JSON.parse(process.argv[1])) await import(file);';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, '--input-type=module', '-e', driver, JSON.stringify(files)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let tap = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (tap += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // The counts are the last line; servers' warnings may precede it.
      const last = stdout.trim().split('\n').at(-1) ?? '';
      let counts: FileCounts = {};
      try {
        counts = JSON.parse(last) as FileCounts;
      } catch {
        tap += `\nno counts on stdout:\n${stdout}`;
      }
      resolve({ code, counts, tap });
    });
  });
}

/** A project's totals in a shared run: its files' counts summed (a file that never reported counts nothing). */
export function projectCounts(counts: FileCounts, files: readonly string[]): { pass: number; fail: number } {
  return files.map((f) => counts[f] ?? { pass: 0, fail: 0 }).reduce((a, c) => ({ pass: a.pass + c.pass, fail: a.fail + c.fail }), { pass: 0, fail: 0 });
}

/** A shared run's exit code when no counted test explains it (a crash, a file that failed to load): a project's
 * failure is reported under that project only, not again under every project of the run. */
export const unexplainedExit = (run: { code: number | null; counts: FileCounts }): number | null =>
  Object.values(run.counts).some((c) => c.fail > 0) ? 0 : run.code;
