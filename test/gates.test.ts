// The satellites' judgements reach validate and generate through the commands (src/commands/gates.ts), not through
// the core: the OpenAPI drift (MCPG700) stops a generate, the budget (MCPG255) warns, and generate --check holds the
// surface to a committed mcp.contract.json (MCPG801). In process, in a scratch project.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generate } from '../src/index.js';
import { readManifest } from '../src/manifest/load.js';
import { checkSpecDrift } from '../src/openapi/drift.js';
import { runInProject } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('gates');
afterAll(() => scratch.cleanup());

const manifest = (version: string, tools: string) => `mcpgen: 1
server: { name: gates, version: ${version} }
budget: { tools: 1 }
tools:
${tools}`;
const PING = `  ping:
    title: Ping
    description: Answers pong.
    annotations: { readOnlyHint: true }
`;
const PONG = PING.replaceAll('ping', 'pong').replace('Ping', 'Pong');

describe('the gates the commands pass to the pipeline', () => {
  test('generate warns over budget; --check fails on a change the contract does not accept', { timeout: 60_000 }, async () => {
    const dir = scratch.dir;
    writeFileSync(path.join(dir, 'mcp.yaml'), manifest('1.0.0', PING + PONG));
    const first = await runInProject(dir, 'generate');
    expect(first.stderr).toMatch(/mcp\.yaml:\d+:\d+: warning MCPG255 /);
    expect(first.code).toBe(0);
    expect((await runInProject(dir, 'contract')).code).toBe(0);
    expect((await runInProject(dir, 'generate', ['--check'])).code).toBe(0);
    // pong removed at a minor bump: breaking, not accepted.
    writeFileSync(path.join(dir, 'mcp.yaml'), manifest('1.1.0', PING));
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    const check = await runInProject(dir, 'generate', ['--check']);
    expect(check.stderr).toMatch(/error MCPG801 tools\.pong: tool removed \(breaking\)/);
    expect(check.stderr).toContain('breaks mcp.contract.json');
    expect(check.code).toBe(1);
    const validate = await runInProject(dir, 'validate');
    expect(validate.stderr).toContain('MCPG801');
    expect(validate.code).toBe(1);
  });

  test('contract --check: no snapshot, or one that is not a contract, is MCPG800 at server', async () => {
    const dir = path.join(scratch.dir, 'snapshot');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mcp.yaml'), manifest('1.0.0', PING));
    const missing = await runInProject(dir, 'contract', ['--check']);
    expect(missing.stderr).toMatch(/mcp\.yaml:2:\d+: error MCPG800 \S*mcp\.contract\.json does not exist: there is no contract to check against/);
    expect(missing.code).toBe(1);
    writeFileSync(path.join(dir, 'mcp.contract.json'), '{ "contract": 0 }');
    const broken = await runInProject(dir, 'contract', ['--check']);
    expect(broken.stderr).toMatch(/error MCPG800 \S*mcp\.contract\.json cannot be used as the contract snapshot: not a contract of format/);
    expect(broken.stderr).toContain('hint: restore it from version control');
    expect(broken.code).toBe(1);
  });

  test("the drift check's hint names the manifest's folder from the cwd it is given, not the process's", async () => {
    const dir = path.join(scratch.dir, 'imported');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mcp.yaml'), `${manifest('1.0.0', PING)}openapi: { spec: api.yaml, sha256: { api.yaml: '00' } }\n`);
    const loaded = await readManifest(path.join(dir, 'mcp.yaml'), scratch.dir);
    if (!('doc' in loaded)) throw new Error(loaded.message);
    const [drift] = await checkSpecDrift(loaded, scratch.dir);
    expect(drift?.code).toBe('MCPG700');
    expect(drift?.hint).toContain('--out imported`');
  });

  test("the package's generate() judges like the CLI's: an imported manifest whose document changed is MCPG700, nothing written", async () => {
    const dir = path.join(scratch.dir, 'library');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'api.yaml'), 'openapi: 3.1.0\n');
    writeFileSync(path.join(dir, 'mcp.yaml'), `${manifest('1.0.0', PING)}openapi: { spec: api.yaml, sha256: { api.yaml: '${'0'.repeat(64)}' } }\n`);
    const judged = await generate({ manifestPath: path.join(dir, 'mcp.yaml'), outDir: path.join(dir, 'out'), cwd: dir });
    expect(judged.ok).toBe(false);
    expect(judged.diagnostics.map((d) => d.code)).toContain('MCPG700');
    expect(judged.applied).toBeUndefined();
    // A caller that passes its own gates (none) takes the judgement on itself.
    const unjudged = await generate({ manifestPath: path.join(dir, 'mcp.yaml'), outDir: path.join(dir, 'out'), cwd: dir, gates: [] });
    expect(unjudged.diagnostics.map((d) => d.code)).not.toContain('MCPG700');
    expect(unjudged.ok).toBe(true);
  });
});
