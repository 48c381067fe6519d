// The drift gate is always right: `generate --check` gives exactly the answer of a full render, whatever mcpgen's
// version or build. Here mcpgen's own code changes at the same version (as when someone updates mcpgen from a clone):
// a copy of the built package whose compiled code emits one different line. The copy's --check must find the project
// out of date, and its generate must bring it up to date. (The lock short-cut, identified by version and templates
// only, answered "up to date" here.)
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCli } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('drift-gate');
afterAll(() => scratch.cleanup());

/** A copy of the built mcpgen package (dist/, templates/, package.json) that resolves its dependencies from the repo. */
function copyOfMcpgen(dir: string): string {
  for (const part of ['dist', 'templates', 'package.json']) cpSync(path.join(REPO_ROOT, part), path.join(dir, part), { recursive: true });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return path.join(dir, 'dist/cli.js');
}

const MANIFEST = `mcpgen: 1
server: { name: drift-gate, version: 1.0.0 }
tools:
  ping:
    title: Ping
    description: Answers pong.
    annotations: { readOnlyHint: true }
    output: { type: object, properties: { pong: { type: boolean } }, required: [pong] }
`;

describe('generate --check after mcpgen itself changed, at the same version', () => {
  test('the changed code is drift; generate takes it in; the check passes again', async () => {
    const mcpgen = path.join(scratch.dir, 'mcpgen');
    mkdirSync(mcpgen);
    const cli = copyOfMcpgen(mcpgen);
    const project = path.join(scratch.dir, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'mcp.yaml'), MANIFEST);
    const run = (...args: string[]) => runCli([...args], { cwd: project, cliPath: cli });
    expect((await run('generate')).code).toBe(0);
    expect((await run('generate', '--check')).code).toBe(0);

    // The same version, other code: the types file's second line, which comes from compiled code, not a template.
    const typesFile = path.join(mcpgen, 'dist/render/types-file.js');
    const before = readFileSync(typesFile, 'utf8');
    const line = 'TypeScript types of every schema in the manifest';
    expect(before).toContain(line);
    writeFileSync(typesFile, before.replace(line, 'The TypeScript types of every schema in the manifest'));

    const check = await run('generate', '--check');
    expect(check.code, check.stderr).toBe(1);
    expect(check.stderr).toContain('src/generated/types.gen.ts:1:1: error MCPG903 changed');
    expect(check.stderr).toContain('+// The TypeScript types of every schema in the manifest');
    const update = await run('generate');
    expect(update.code, update.stderr).toBe(0);
    expect(update.stderr).toMatch(/1 update/);
    expect((await run('generate', '--check')).code).toBe(0);
  });
});
