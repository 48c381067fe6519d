// generate --watch regenerates on change and keeps running through errors.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { CLI } from './support/cli.js';
import { copySpec, scratchDir } from './support/tmp.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('--watch regenerates on manifest change and survives a broken manifest', async () => {
  const { dir, cleanup } = scratchDir('watch');
  cleanups.push(cleanup);
  const manifest = copySpec('docs-search', dir);
  const child = spawn(process.execPath, [CLI, 'generate', '--watch'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(() => child.kill('SIGKILL'));
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const server = path.join(dir, 'src/generated/server.gen.ts');
  await until(() => stderr.includes('watching'), 'the first generation');
  const original = readFileSync(manifest, 'utf8');

  writeFileSync(manifest, original.replace('Full-text search', 'Watched search'));
  await until(() => readFileSync(server, 'utf8').includes('Watched search'), 'regeneration');

  writeFileSync(manifest, `${original}\n  broken: [\n`);
  await until(() => /error MCPG001/.test(stderr), 'the syntax error to be reported');
  expect(child.exitCode).toBe(null);

  writeFileSync(manifest, original.replace('Full-text search', 'Fixed search'));
  await until(() => readFileSync(server, 'utf8').includes('Fixed search'), 'regeneration after the fix');
  expect(child.exitCode).toBe(null);
});
