// A generated project published to npm runs where it is installed: `npm pack` (its prepack builds it) ships dist/
// and nothing of its development, the tarball installed into an empty prefix puts the bin on the PATH, and the bin
// started by its name, and through `npx --package <tarball> <bin>` (what server.json tells clients to run), answers
// tools/list to the official v2 client over stdio. The prefix and npx's folder are outside the repository, so only
// the package's own dependencies (installed by npm, from its cache) can serve it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runInProject } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

// In the repository (.tmp/), so `npm run build` finds the repository's tsc as a project's own devDependency would be.
const project = scratchDir('npm-publish');
const outside = mkdtempSync(path.join(tmpdir(), 'mcpgen-npm-installed-'));
afterAll(() => {
  project.cleanup();
  rmSync(outside, { recursive: true, force: true });
});

const TOOLS = ['search_documents'];
const npmEnv = { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' };
const npm = (args: string[], cwd: string) => {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', timeout: 240_000, env: npmEnv });
  return { code: r.status, stdout: r.stdout, all: `$ npm ${args.join(' ')}\n${r.stdout}\n${r.stderr}` };
};

async function toolsOf(command: string, args: string[], env: Record<string, string>): Promise<string[]> {
  const client = new Client({ name: 'npm-publish-test', version: '0.0.0' });
  await client.connect(new StdioClientTransport({ command, args, cwd: outside, env: { ...getDefaultEnvironment(), ...env }, stderr: 'pipe' }));
  try {
    return (await client.listTools()).tools.map((t) => t.name);
  } finally {
    await client.close();
  }
}

let tarball: string;
let files: string[];
beforeAll(async () => {
  cpSync(path.join(REPO_ROOT, 'specs/docs-search.yaml'), path.join(project.dir, 'mcp.yaml'));
  const generated = await runInProject(project.dir, 'generate');
  if (generated.code !== 0) throw new Error(generated.stderr);
  // What a user runs: prepack runs `npm run build`.
  const pack = npm(['pack', '--json', '--pack-destination', outside], project.dir);
  if (pack.code !== 0) throw new Error(pack.all);
  const [packed] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  tarball = path.join(outside, packed!.filename);
  files = packed!.files.map((f) => f.path).sort();
}, 240_000);

describe('a generated project published to npm', () => {
  test('npm run build leaves dist/main.js executable, with a #! line', () => {
    const main = path.join(project.dir, 'dist/main.js');
    expect(readFileSync(main, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    expect(statSync(main).mode & 0o111).toBe(0o111);
  });

  test('the tarball holds package.json, the README and the built JavaScript: no sources, tests or build state', () => {
    expect(files).toContain('dist/main.js');
    expect(files).toContain('dist/generated/server.gen.js');
    expect(files.filter((f) => !(f === 'package.json' || f === 'README.md' || /^dist\/.+\.js$/.test(f)))).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(project.dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg).not.toHaveProperty('private');
  });

  test('installed into an empty prefix, the bin started by its name answers tools/list', { timeout: 240_000 }, async () => {
    const prefix = path.join(outside, 'prefix');
    const install = npm(['install', '--global', '--prefix', prefix, '--prefer-offline', tarball], outside);
    expect(install.code, install.all).toBe(0);
    expect(await toolsOf('docs-search', [], { PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}` })).toEqual(TOOLS);
  });

  test('npx --package <tarball> docs-search answers tools/list', { timeout: 240_000 }, async () => {
    const env = Object.fromEntries(Object.entries(npmEnv).filter((e): e is [string, string] => e[1] !== undefined));
    expect(await toolsOf('npx', ['--yes', '--prefer-offline', '--package', tarball, 'docs-search'], env)).toEqual(TOOLS);
  });
});
