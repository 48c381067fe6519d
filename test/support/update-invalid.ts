// Rewrites specs/invalid/<name>.expected.txt from the built CLI (run `npm run build` first):
//   npx tsx test/support/update-invalid.ts
// Each expected file is "# exit <code>" followed by the exact stderr of `mcpgen validate specs/invalid/<name>.yaml`
// run from the repo root. test/diagnostics.test.ts compares against these files and never writes them.
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI, REPO_ROOT, runCli } from './cli.js';

export const INVALID_DIR = path.join(REPO_ROOT, 'specs', 'invalid');

export interface InvalidFixture {
  /** File stem, e.g. "MCPG101-unknown-key". */
  readonly name: string;
  /** The code named by the file, e.g. "MCPG101". */
  readonly code: string;
  /** Repo-relative, posix: what is passed to the CLI. */
  readonly manifest: string;
  readonly expectedFile: string;
}

export interface Expected {
  readonly exitCode: number;
  readonly stderr: string;
}

/** Every specs/invalid/*.yaml, sorted by name. */
export function listInvalidFixtures(): InvalidFixture[] {
  return readdirSync(INVALID_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.yaml'.length);
      return {
        name,
        code: name.split('-')[0] ?? '',
        manifest: `specs/invalid/${f}`,
        expectedFile: path.join(INVALID_DIR, `${name}.expected.txt`),
      };
    });
}

export function renderExpected(exitCode: number | null, stderr: string): string {
  return `# exit ${exitCode}\n${stderr}`;
}

export function parseExpected(text: string): Expected {
  const match = /^# exit (\d+)\n/.exec(text);
  if (!match) throw new Error('expected file must start with "# exit <code>"');
  return { exitCode: Number(match[1]), stderr: text.slice(match[0].length) };
}

async function main(): Promise<number> {
  if (!existsSync(CLI)) {
    process.stderr.write(`update-invalid: ${path.relative(REPO_ROOT, CLI)} is missing; run \`npm run build\` first\n`);
    return 1;
  }
  const fixtures = listInvalidFixtures();
  let failed = 0;
  for (const fixture of fixtures) {
    const result = await runCli(['validate', fixture.manifest]);
    // Never record a crash as the expected behaviour: a stack trace or exit code other than 0/1 is a generator bug.
    if ((result.code !== 0 && result.code !== 1) || result.stderr.includes('\n    at ')) {
      process.stderr.write(`update-invalid: ${fixture.manifest} crashed (exit ${result.code}); not written:\n${result.stderr}`);
      failed++;
      continue;
    }
    const text = renderExpected(result.code, result.stderr);
    const previous = existsSync(fixture.expectedFile) ? readFileSync(fixture.expectedFile, 'utf8') : undefined;
    if (previous !== text) {
      writeFileSync(fixture.expectedFile, text);
      process.stdout.write(`${previous === undefined ? 'created' : 'updated'} ${path.relative(REPO_ROOT, fixture.expectedFile)}\n`);
    }
  }
  // An expected file without its manifest would otherwise linger unnoticed.
  const stems = new Set(fixtures.map((f) => f.name));
  for (const f of readdirSync(INVALID_DIR).filter((f) => f.endsWith('.expected.txt'))) {
    if (!stems.has(f.slice(0, -'.expected.txt'.length))) {
      unlinkSync(path.join(INVALID_DIR, f));
      process.stdout.write(`deleted specs/invalid/${f} (no manifest)\n`);
    }
  }
  process.stdout.write(`update-invalid: ${fixtures.length - failed} of ${fixtures.length} fixtures recorded\n`);
  return failed === 0 ? 0 : 1;
}

// Run only as a script, so the test can import the helpers above.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exit(await main());
