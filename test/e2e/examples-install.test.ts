// A checked-in example installs and builds from a clone: generated/<name>/package.json pins mcpgen as file:../.., so
// `npm install` resolves it from the clone itself, never by asking the registry for an unpublished mcpgen. The clone
// is laid out as git gives it (the example below generated/, its manifest below specs/, mcpgen at the root), with
// mcpgen built and its dependencies present, as after `npm ci` at the root.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, expect, test } from 'vitest';
import { editorSchemaLine } from '../../src/manifest/editor-schema.js';
import { REPO_ROOT } from '../support/cli.js';

const EXAMPLE = 'repo-indexer';
const clone = mkdtempSync(path.join(os.tmpdir(), 'mcpgen-clone-'));
afterAll(() => rmSync(clone, { recursive: true, force: true }));

test(`generated/${EXAMPLE}: npm install --prefer-offline, npm run build and npm run check from a clone`, { timeout: 180_000 }, () => {
  for (const file of ['package.json', 'dist', 'templates', `specs/${EXAMPLE}.yaml`])
    cpSync(path.join(REPO_ROOT, file), path.join(clone, file), { recursive: true });
  // Hard links: seconds instead of a copy of ~400 MB.
  const linked = spawnSync('cp', ['-al', path.join(REPO_ROOT, 'node_modules'), path.join(clone, 'node_modules')]);
  expect(linked.status, String(linked.stderr)).toBe(0);
  const example = path.join(clone, 'generated', EXAMPLE);
  mkdirSync(example, { recursive: true });
  cpSync(path.join(REPO_ROOT, 'generated', EXAMPLE), example, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
  });

  const npm = (args: string[]) =>
    spawnSync('npm', args, { cwd: example, encoding: 'utf8', timeout: 150_000, env: { ...process.env, npm_config_update_notifier: 'false' } });
  const install = npm(['install', '--prefer-offline', '--no-audit', '--no-fund']);
  expect(install.status, install.stdout + install.stderr).toBe(0);
  // mcpgen is the clone's own folder, linked: nothing was asked of the registry for it.
  const pinned = path.join(example, 'node_modules/mcpgen');
  expect(lstatSync(pinned).isSymbolicLink()).toBe(true);
  expect(realpathSync(pinned)).toBe(realpathSync(clone));
  // What an editor does with the $schema line mcpgen writes for a manifest (specs/<name>.yaml) whose project is
  // elsewhere (generated/<name>): the path, from the manifest's folder, is the installed mcpgen's manifest schema.
  const named = editorSchemaLine(path.join(clone, 'specs'), example).split('$schema=')[1]!;
  expect(named).toBe(`../generated/${EXAMPLE}/node_modules/mcpgen/dist/manifest/manifest.schema.json`);
  const schemaFile = path.resolve(clone, 'specs', named);
  expect(existsSync(schemaFile), schemaFile).toBe(true);
  expect(JSON.parse(readFileSync(schemaFile, 'utf8'))).toEqual(JSON.parse(readFileSync(path.join(REPO_ROOT, 'src/manifest/manifest.schema.json'), 'utf8')));

  const build = npm(['run', 'build']);
  expect(build.status, build.stdout + build.stderr).toBe(0);
  expect(existsSync(path.join(example, 'dist/main.js'))).toBe(true);

  // The example's own scripts name its real manifest (../../specs/<name>.yaml): the drift gate passes from the clone.
  const check = npm(['run', 'check']);
  expect(check.status, check.stdout + check.stderr).toBe(0);
  expect(check.stderr).toContain('is up to date');
});

// Every example, not only the one installed above: each pins mcpgen as the clone it sits in, so its `npm install`
// takes the same path (a version pin would ask the registry; an absolute path is one machine's).
test('every generated/* example pins mcpgen as file:../.. (the clone), and every other dependency by version', () => {
  const examples = readdirSync(path.join(REPO_ROOT, 'generated')).filter((name) => existsSync(path.join(REPO_ROOT, 'generated', name, 'package.json')));
  expect(examples.length).toBeGreaterThan(10);
  for (const name of examples) {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'generated', name, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    expect(pkg.devDependencies?.mcpgen, name).toBe('file:../..');
    const others = { ...pkg.dependencies, ...pkg.devDependencies };
    delete others.mcpgen;
    for (const [dep, spec] of Object.entries(others)) expect(spec, `${name}: ${dep}`).toMatch(/^[~^]?\d/);
  }
});

/** The fenced blocks of one language in a docs page. */
const fencesOf = (page: string, lang: string) =>
  [...readFileSync(path.join(REPO_ROOT, 'docs', page), 'utf8').matchAll(new RegExp(`\`\`\`${lang}\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);

// docs/ci.md and docs/deploying.md, run on the example installed above (so it must come after that test): the CI
// workflow's steps in order, then the Dockerfile's build steps and its CMD (on a free port; no Docker engine needed:
// the image's steps are plain npm and node). After `npm prune --omit=dev` the server runs with its runtime alone.
test('the recipes of docs/ci.md and docs/deploying.md work on the example', { timeout: 240_000 }, async () => {
  const example = path.join(clone, 'generated', EXAMPLE);
  expect(existsSync(path.join(example, 'package-lock.json')), 'the install test ran first').toBe(true);
  const sh = (command: string) =>
    spawnSync('sh', ['-c', command], { cwd: example, encoding: 'utf8', timeout: 200_000, env: { ...process.env, npm_config_update_notifier: 'false' } });

  const workflow = fencesOf('ci.md', 'yaml')[0]!;
  const steps = [...workflow.matchAll(/^\s+- run: (.+)$/gm)].map((m) => m[1]!).filter((run) => !run.startsWith('npx mcpgen contract'));
  expect(steps).toEqual(['npm ci', 'npm run check', 'npm run build', 'npm test']);
  for (const step of steps) {
    const r = sh(step.replace(/^npm ci$/, 'npm ci --prefer-offline --no-audit --no-fund'));
    expect(r.status, `${step}\n${r.stdout}${r.stderr}`).toBe(0);
  }

  const dockerfile = fencesOf('deploying.md', 'dockerfile')[0]!;
  const runs = [...dockerfile.matchAll(/^RUN (.+)$/gm)].map((m) => m[1]!);
  expect(runs).toEqual(['npm ci', 'npm run build && npm prune --omit=dev']);
  const pruned = sh(runs[1]!);
  expect(pruned.status, pruned.stdout + pruned.stderr).toBe(0);
  expect(existsSync(path.join(example, 'node_modules/mcpgen')), 'mcpgen is a devDependency: pruned').toBe(false);
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  expect(cmd.slice(0, 2)).toEqual(['node', 'dist/main.js']);
  const args = cmd.slice(2).map((a) => (a === '3000' ? '0' : a));
  const server = spawn(process.execPath, [cmd[1]!, ...args], {
    cwd: example,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(() => reject(new Error(`no listening line:\n${stderr}`)), 30_000);
      server.stderr.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
        const m = /"url":"http:\/\/0\.0\.0\.0:(\d+)\/mcp"/.exec(stderr);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
      server.once('exit', (code) => reject(new Error(`exited ${code}:\n${stderr}`)));
    });
    const client = new Client({ name: 'docs-recipes', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await client.close();
  } finally {
    server.kill('SIGKILL');
  }
});
