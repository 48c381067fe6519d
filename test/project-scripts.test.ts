// A project's own `npm run generate` / `check` / `dev` name the manifest it was generated from, wherever that is:
// `--out` into another folder, or a manifest not called mcp.yaml. Runs the scripts through npm, as a user would.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CLI, REPO_ROOT, runCli } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('scripts');
afterAll(() => scratch.cleanup());

/** `mcpgen` on the project's PATH as npm puts it there: node_modules/.bin (here: this checkout's built CLI). */
function linkMcpgen(project: string): void {
  const bin = path.join(project, 'node_modules/.bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, 'mcpgen'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
  chmodSync(path.join(bin, 'mcpgen'), 0o755);
}

const npmRun = (project: string, script: string) =>
  spawnSync('npm', ['run', '--silent', script], { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });

const scriptsOf = (project: string) => (JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const headerOf = (project: string) => readFileSync(path.join(project, 'src/generated/server.gen.ts'), 'utf8').split('\n')[0];

describe('the generated scripts find the manifest', () => {
  test('generated with --out from spec/api.yaml: npm run generate and check work in the project', { timeout: 240_000 }, async () => {
    const root = path.join(scratch.dir, 'out');
    mkdirSync(path.join(root, 'spec'), { recursive: true });
    cpSync(path.join(REPO_ROOT, 'specs/docs-search.yaml'), path.join(root, 'spec/api.yaml'));
    const first = await runCli(['generate', 'spec/api.yaml', '--out', 'server'], { cwd: root });
    expect(first.code, first.stderr).toBe(0);
    const project = path.join(root, 'server');
    expect(scriptsOf(project)).toMatchObject({
      generate: 'mcpgen generate ../spec/api.yaml --out .',
      check: 'mcpgen generate ../spec/api.yaml --out . --check',
      dev: 'mcpgen dev --manifest ../spec/api.yaml --out .',
    });
    expect(headerOf(project)).toBe('// generated — do not edit. Source: ../spec/api.yaml. Regenerate with `npm run generate`.');
    linkMcpgen(project);

    const check = npmRun(project, 'check');
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toMatch(/is up to date/);
    // An edit to the manifest is drift for the project's check, and its generate brings the project up to date.
    const manifest = path.join(root, 'spec/api.yaml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('Full-text search', 'Fuzzy search'));
    const drift = npmRun(project, 'check');
    expect(drift.status).toBe(1);
    expect(drift.stderr).toMatch(/MCPG903/);
    const generate = npmRun(project, 'generate');
    expect(generate.status, generate.stderr).toBe(0);
    expect(readFileSync(path.join(project, 'src/generated/tools.gen.ts'), 'utf8')).toContain('Fuzzy search');
    expect(npmRun(project, 'check').status).toBe(0);
  });

  test('a manifest called api.yaml in the project folder: the scripts name it', { timeout: 240_000 }, async () => {
    const project = path.join(scratch.dir, 'named');
    mkdirSync(project, { recursive: true });
    cpSync(path.join(REPO_ROOT, 'specs/docs-search.yaml'), path.join(project, 'api.yaml'));
    const first = await runCli(['generate', 'api.yaml'], { cwd: project });
    expect(first.code, first.stderr).toBe(0);
    expect(scriptsOf(project)).toMatchObject({
      generate: 'mcpgen generate api.yaml',
      check: 'mcpgen generate api.yaml --check',
      dev: 'mcpgen dev --manifest api.yaml',
    });
    expect(headerOf(project)).toContain('Source: api.yaml.');
    linkMcpgen(project);
    const check = npmRun(project, 'check');
    expect(check.status, check.stderr).toBe(0);
  });
});

describe('the generated build', () => {
  test('npm run build is incremental, its state in dist/: an edit is rebuilt, and a deleted dist/ is built whole again', { timeout: 240_000 }, async () => {
    const project = path.join(scratch.dir, 'build');
    mkdirSync(project, { recursive: true });
    cpSync(path.join(REPO_ROOT, 'specs/docs-search.yaml'), path.join(project, 'mcp.yaml'));
    expect((await runCli(['generate'], { cwd: project })).code).toBe(0);
    const build = () => {
      const r = npmRun(project, 'build');
      expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    };
    const compiled = () => readFileSync(path.join(project, 'dist/generated/server.gen.js'), 'utf8');
    build();
    expect(existsSync(path.join(project, 'dist/.tsbuildinfo'))).toBe(true);
    expect(compiled()).toContain('Full-text search');
    const manifest = path.join(project, 'mcp.yaml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('Full-text search', 'Fuzzy search'));
    expect((await runCli(['generate'], { cwd: project })).code).toBe(0);
    build();
    expect(compiled()).toContain('Fuzzy search');
    // tsc trusts its build state about what it emitted: it lives in dist/, so deleting dist/ deletes it too.
    rmSync(path.join(project, 'dist'), { recursive: true });
    build();
    expect(existsSync(path.join(project, 'dist/main.js'))).toBe(true);
    expect(compiled()).toContain('Fuzzy search');
  });
});
