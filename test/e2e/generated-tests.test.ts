// Every generated project ships its own contract test (test/generated/contract.test.ts, run by its `npm test`):
// it must pass on every example, and it must fail when the server no longer advertises what the manifest says.
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { listSpecs } from '../support/specs.js';
import { copySpec, scratchDir } from '../support/tmp.js';

const CONTRACT = 'test/generated/contract.test.ts';
const EXPECTED = 'test/generated/expected-tools.json';

/** Runs a project's `npm test` script as npm would (through the shell, so its glob expands). */
function projectTests(dir: string): Promise<{ code: number | null; output: string }> {
  const script = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.test;
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `PATH="${path.join(REPO_ROOT, 'node_modules', '.bin')}:$PATH" ${script}`], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const counted = (output: string, what: 'pass' | 'fail') => Number(new RegExp(`^# ${what} (\\d+)$`, 'm').exec(output)?.[1] ?? NaN);

describe('the contract test that comes with every generated server', () => {
  it.each(listSpecs().map((s) => [s.name, s.out] as const))('passes on generated/%s', async (_name, out) => {
    const { code, output } = await projectTests(path.join(REPO_ROOT, out));
    expect(code, output).toBe(0);
    expect(counted(output, 'fail'), output).toBe(0);
    expect(counted(output, 'pass'), output).toBeGreaterThanOrEqual(6);
  });

  const scratch = scratchDir('contract-drift');
  afterAll(() => scratch.cleanup());

  it('fails when the server advertises something other than the manifest', async () => {
    // The project as generated, and the contract test (and its expected-tools.json) of a manifest whose description has since changed.
    const project = path.join(scratch.dir, 'project');
    const changed = path.join(scratch.dir, 'changed');
    for (const dir of [project, changed]) {
      cpSync(path.join(REPO_ROOT, 'generated', 'docs-search'), dir, { recursive: true });
      copySpec('docs-search', dir);
    }
    const manifest = path.join(changed, 'mcp.yaml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('description: Full-text search', 'description: Semantic search'));
    // Generated in process (the manifest named from the repository root): the project's own test script is the subject.
    for (const dir of [project, changed]) {
      const generated = await runCliInProcess(['generate', path.relative(REPO_ROOT, path.join(dir, 'mcp.yaml'))]);
      expect(generated.code, generated.stderr).toBe(0);
    }
    for (const file of [CONTRACT, EXPECTED]) cpSync(path.join(changed, file), path.join(project, file));

    const { code, output } = await projectTests(project);
    expect(code).not.toBe(0);
    expect(counted(output, 'fail'), output).toBeGreaterThan(0);
    expect(output).toContain('search_documents: description');
  });
});
