// generate --watch regenerates on change and keeps running through errors.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { CLI } from './support/cli.js';
import { copySpec, scratchDir } from './support/tmp.js';
import { readText, saveByRename, until, watchedManifest, watchedSchema, watchedView, writeWatchedProject } from './support/watched-project.js';

// Run last first: the watcher is killed and has exited before its folder is removed (it may be writing into it).
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const stop = (child: ChildProcess) => () => {
  const exited = new Promise((r) => child.once('exit', r));
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  else return;
  return exited;
};

test('--watch regenerates on manifest change and survives a broken manifest', async () => {
  const { dir, cleanup } = scratchDir('watch');
  cleanups.push(cleanup);
  const manifest = copySpec('docs-search', dir);
  const child = spawn(process.execPath, [CLI, 'generate', '--watch'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(stop(child));
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

test('--watch sees every save made by rename (editors, sed -i): five of the manifest, then the schema file and the view', async () => {
  const { dir, cleanup } = scratchDir('watch-rename');
  cleanups.push(cleanup);
  const files = writeWatchedProject(dir);
  const child = spawn(process.execPath, [CLI, 'generate', '--watch'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(stop(child));
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const generated = (file: string) => readText(path.join(dir, 'src/generated', file));
  const seen = (what: string, check: () => boolean) => until(check, what, () => stderr, 15_000);
  await seen('the first generation', () => stderr.includes('watching'));
  for (let save = 1; save <= 5; save++) {
    saveByRename(files.manifest, watchedManifest(save));
    await seen(`manifest save ${save}`, () => generated('server.gen.ts').includes(`(save ${save})`));
  }
  for (let save = 1; save <= 2; save++) {
    saveByRename(files.schema, watchedSchema(100 + save));
    await seen(`schema file save ${save}`, () => generated('schemas.gen.ts').includes(`maxLength: ${100 + save}`));
    saveByRename(files.view, watchedView(save));
    await seen(`view save ${save}`, () => generated('views.gen.ts').includes(`view save ${save}`));
  }
  expect(child.exitCode).toBe(null);
}, 120_000);
