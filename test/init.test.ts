// mcpgen init: a project that compiles and answers the official client; then a real npm install + build.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, describe, expect, test } from 'vitest';
import { INSTALLED_SCHEMA } from '../src/manifest/editor-schema.js';
import { REPO_ROOT, runCli } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('init');
afterAll(() => scratch.cleanup());
const dir = path.join(scratch.dir, 'my-server');

async function callGreet(command: string, args: string[], cwd: string) {
  const client = new Client({ name: 'init-test', version: '0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StdioClientTransport({ command, args, cwd, stderr: 'ignore' }));
  try {
    const { tools } = await client.listTools();
    const result = await client.callTool({ name: 'greet', arguments: { name: 'Ada', language: 'fr' } });
    return { tools, result };
  } finally {
    await client.close();
  }
}

describe('mcpgen init', () => {
  test('scaffolds mcp.yaml with the $schema line, an implemented handler and the generated server', async () => {
    const r = await runCli(['init', dir]);
    expect(r.code, r.stderr).toBe(0);
    const manifest = readFileSync(path.join(dir, 'mcp.yaml'), 'utf8');
    // Editors read the installed mcpgen's schema (it upgrades with mcpgen); the project carries no copy.
    expect(manifest.split('\n')[0]).toBe(`# yaml-language-server: $schema=./${INSTALLED_SCHEMA}`);
    expect(existsSync(path.join(dir, 'src/generated/manifest.schema.json'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name).toBe('my-server');
    expect(readFileSync(path.join(dir, 'src/tools/greet.ts'), 'utf8')).not.toContain('notImplemented');
    expect((await runCli(['generate', '--check'], { cwd: dir })).code).toBe(0);
  });

  test('pins this mcpgen and has generate/check/dev scripts; without a folder, the next steps need no cd', async () => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(pkg.devDependencies.mcpgen).toBe(`file:${path.resolve(REPO_ROOT)}`);
    expect(pkg.scripts).toMatchObject({ generate: 'mcpgen generate', check: 'mcpgen generate --check', dev: 'mcpgen dev' });
    expect(pkg.scripts.build).toMatch(/^tsc -p tsconfig\.json && /);
    const here = path.join(scratch.dir, 'here');
    mkdirSync(here);
    const r = await runCli(['init'], { cwd: here });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('mcpgen: created this folder with mcp.yaml');
    expect(r.stderr).not.toContain('  cd ');
    expect(r.stderr).toContain('  npm install\n  npm run build');
    expect(r.stderr).toContain(`the command is node ${path.join(here, 'dist/main.js')}`);
    expect(r.stderr).not.toMatch(/npx mcpgen|npm start/);
  });

  test('refuses to overwrite an existing project', async () => {
    const r = await runCli(['init', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('already exists');
  });

  test('the scaffolded server answers the official client', async () => {
    const { tools, result } = await callGreet(process.execPath, ['--import', 'tsx', 'src/main.ts'], dir);
    expect(tools.map((t) => t.name)).toEqual(['greet']);
    expect(result.structuredContent).toEqual({ message: 'Bonjour, Ada!' });
  });

  test('fresh copy: npm install && npm run build && node dist/main.js', { timeout: 300_000 }, async () => {
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'mcpgen-fresh-'));
    try {
      cpSync(dir, fresh, { recursive: true });
      const npm = (args: string[]) => spawnSync('npm', args, { cwd: fresh, encoding: 'utf8', timeout: 240_000 });
      const install = npm(['install', '--no-audit', '--no-fund', '--prefer-offline']);
      expect(install.status, install.stderr).toBe(0);
      // What an editor does with mcp.yaml's first line: the path it names, from the manifest's folder, is a file, and
      // that file is mcpgen's manifest schema (the installed package's, reached through node_modules/mcpgen).
      const named = /^# yaml-language-server: \$schema=(\S+)$/.exec(readFileSync(path.join(fresh, 'mcp.yaml'), 'utf8').split('\n')[0]!)?.[1];
      expect(named).toBeDefined();
      const schemaFile = path.resolve(fresh, named!);
      expect(existsSync(schemaFile), schemaFile).toBe(true);
      expect(JSON.parse(readFileSync(schemaFile, 'utf8'))).toEqual(JSON.parse(readFileSync(path.join(REPO_ROOT, 'src/manifest/manifest.schema.json'), 'utf8')));
      const build = npm(['run', 'build']);
      expect(build.status, build.stdout + build.stderr).toBe(0);
      const { result } = await callGreet(process.execPath, ['dist/main.js'], fresh);
      expect(result.structuredContent).toEqual({ message: 'Bonjour, Ada!' });
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
