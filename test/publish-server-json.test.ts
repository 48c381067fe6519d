// `mcpgen publish server-json`: what it writes validates against the MCP Registry's schema (2025-12-11, pinned in
// src/publish/server.schema.json), carries what the server reads from its environment (credentials secret), names
// the server in reverse-DNS form (server.registryName, --name, or the remote's domain) and is deterministic; a
// manifest that cannot be published gets located diagnostics and nothing is written.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, onTestFinished, test } from 'vitest';
import { REPO_ROOT, runCli, runCliInProcess, runInProject } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, 'src/publish/server.schema.json'), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(schema);

const scratch = scratchDir('server-json');
afterAll(() => scratch.cleanup());
let n = 0;
const outFile = () => path.join(scratch.dir, `server-${++n}.json`);
const rel = (abs: string) => path.relative(REPO_ROOT, abs);

type Doc = { name: string; packages?: { environmentVariables: { name: string; isSecret?: boolean; default?: string }[] }[]; remotes?: unknown[] } & Record<
  string,
  unknown
>;
async function publish(args: string[]): Promise<{ code: number; stderr: string; doc?: Doc; text?: string }> {
  const out = outFile();
  const r = await runCliInProcess(['publish', 'server-json', ...args, '--out', rel(out)]);
  const text = existsSync(out) ? readFileSync(out, 'utf8') : undefined;
  return { code: r.code ?? 0, stderr: r.stderr, ...(text !== undefined && { text, doc: JSON.parse(text) as Doc }) };
}

describe('publish server-json', () => {
  test('an imported-style API server: npm package and remote; valid; API variables with credentials secret', async () => {
    const r = await publish(['specs/http-api.yaml', '--package', '@trips/mcp@1.0.0', '--remote', 'https://mcp.trips.example.com/mcp']);
    expect(r.code, r.stderr).toBe(0);
    expect(validate(r.doc), JSON.stringify(validate.errors)).toBe(true);
    expect(r.doc).toEqual({
      $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
      name: 'com.example.trips.mcp/http-api',
      title: 'Trips',
      description: 'Plan trips through the Trips HTTP API.',
      version: '1.0.0',
      packages: [
        {
          registryType: 'npm',
          identifier: '@trips/mcp',
          version: '1.0.0',
          runtimeHint: 'npx',
          transport: { type: 'stdio' },
          environmentVariables: [
            expect.objectContaining({ name: 'MCPGEN_API_BASE_URL', default: 'https://api.trips.example.com/v1' }),
            expect.objectContaining({ name: 'MCPGEN_API_TOKEN', isSecret: true }),
            expect.objectContaining({ name: 'MCPGEN_API_KEY_QUERY', isSecret: true }),
            expect.objectContaining({ name: 'MCPGEN_LOG_LEVEL', default: 'info' }),
          ],
        },
      ],
      remotes: [{ type: 'streamable-http', url: 'https://mcp.trips.example.com/mcp' }],
    });
    for (const v of r.doc!.packages![0]!.environmentVariables) expect(v).toHaveProperty('description');
    expect(r.doc!.packages![0]!.environmentVariables.find((v) => v.name === 'MCPGEN_API_BASE_URL')).not.toHaveProperty('isSecret');
  });

  test('server.registryName names it; a package version defaults to server.version; no API, no API variables', async () => {
    const r = await publish(['specs/docs-search.yaml', '--package', 'docs-search-mcp']);
    expect(r.code, r.stderr).toBe(0);
    expect(validate(r.doc), JSON.stringify(validate.errors)).toBe(true);
    expect(r.doc!.name).toBe('io.github.mcpgen-examples/docs-search');
    expect(r.doc!.packages).toEqual([expect.objectContaining({ identifier: 'docs-search-mcp', version: '1.0.0' })]);
    expect(r.doc!.packages![0]!.environmentVariables.map((v) => v.name)).toEqual(['MCPGEN_LOG_LEVEL']);
    expect(r.doc).not.toHaveProperty('remotes');
    expect(r.stderr).toContain('"mcpName": "io.github.mcpgen-examples/docs-search"');
  });

  test('task-capable servers list the task store and the Redis URL (secret); --name wins', async () => {
    const r = await publish(['specs/scale-out.yaml', '--package', 'scale-out@2.0.0', '--name', 'io.github.acme/scale-out']);
    expect(r.code, r.stderr).toBe(0);
    expect(validate(r.doc), JSON.stringify(validate.errors)).toBe(true);
    expect(r.doc!.name).toBe('io.github.acme/scale-out');
    const vars = r.doc!.packages![0]!.environmentVariables;
    expect(vars.find((v) => v.name === 'MCPGEN_TASK_STORE')).toMatchObject({ default: 'memory' });
    expect(vars.find((v) => v.name === 'MCPGEN_REDIS_URL')).toMatchObject({ isSecret: true });
  });

  test('toolsets: MCPGEN_TOOLSETS is listed, its default the default toolsets', async () => {
    const r = await publish(['specs/toolsets.yaml', '--package', 'tracker@1.0.0', '--name', 'io.github.acme/tracker']);
    expect(r.code, r.stderr).toBe(0);
    expect(validate(r.doc), JSON.stringify(validate.errors)).toBe(true);
    const vars = r.doc!.packages![0]!.environmentVariables as { name: string; default?: string; description: string }[];
    expect(vars.map((v) => v.name)).toEqual(['MCPGEN_TOOLSETS', 'MCPGEN_LOG_LEVEL']);
    expect(vars[0]).toMatchObject({ default: 'issues' });
    expect(vars[0]!.description).toContain('(issues, pulls, admin), or all, or discover');
  });

  test("no flags: the npm package is the project's package.json (name and version), and it says so", async () => {
    const { dir, cleanup } = scratchDir('server-json-project');
    onTestFinished(cleanup);
    cpSync(path.join(REPO_ROOT, 'specs/docs-search.yaml'), path.join(dir, 'mcp.yaml'));
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    const pkgFile = path.join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(pkgFile, JSON.stringify({ ...pkg, name: '@docs/search-mcp', version: '1.0.3' }));
    const r = await runCliInProcess(['publish', 'server-json', `${rel(dir)}/mcp.yaml`]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`mcpgen: the npm package is @docs/search-mcp@1.0.3, from ${rel(dir)}/package.json (--package names another)`);
    const doc = JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')) as Doc;
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(doc.packages).toEqual([expect.objectContaining({ identifier: '@docs/search-mcp', version: '1.0.3', runtimeHint: 'npx' })]);
    // The scaffolded package.json is publishable and already says mcpName (server.registryName): nothing to warn about.
    expect(r.stderr).not.toContain('mcpName');
    expect(r.stderr).not.toContain('private');
    expect(r.stderr).toContain("mcpgen: package.json's version is 1.0.3, server.version is 1.0.0: npm publish publishes 1.0.3");

    // A project scaffolded by an older mcpgen: private, and a main.ts without the #! line npx needs.
    writeFileSync(pkgFile, JSON.stringify({ ...pkg, private: true, mcpName: undefined }));
    const main = path.join(dir, 'src/main.ts');
    writeFileSync(main, readFileSync(main, 'utf8').replace(/^#!.*\n/, ''));
    const old = await runCliInProcess(['publish', 'server-json', `${rel(dir)}/mcp.yaml`]);
    expect(old.code, old.stderr).toBe(0);
    expect(old.stderr).toContain('mcpgen: package.json says "private": true, so npm publish refuses it');
    expect(old.stderr).toContain('mcpgen: src/main.ts does not start with #!/usr/bin/env node, so npx cannot run the bin');
    expect(old.stderr).toContain('package.json must say "mcpName": "io.github.mcpgen-examples/docs-search"');
  });

  test('deterministic: the same manifest writes the same bytes, and a second run writes nothing', async () => {
    const out = outFile();
    const args = ['publish', 'server-json', 'specs/http-api.yaml', '--remote', 'https://mcp.trips.example.com/mcp', '--out', rel(out)];
    expect((await runCliInProcess(args)).code).toBe(0);
    const first = readFileSync(out, 'utf8');
    const again = await runCliInProcess(args);
    expect(again.stderr).toContain(`up to date: ${rel(out)}`);
    expect(readFileSync(out, 'utf8')).toBe(first);
    expect(first.endsWith('}\n')).toBe(true);
  });

  test('no name to be had, and no description: every problem at once, located, nothing written (exit 1)', async () => {
    const r = await publish(['specs/prompts-only.yaml', '--package', 'p@1.0.0']);
    expect(r.code).toBe(1);
    expect(r.doc).toBeUndefined();
    expect(r.stderr).toContain("specs/prompts-only.yaml:4:1: error MCPG810 server.json needs the server's reverse-DNS name");
    expect(r.stderr).toContain('specs/prompts-only.yaml:4:1: error MCPG811 server.description is required to publish');
    expect(r.stderr).toContain('mcpgen: 2 errors, 0 warnings; nothing written');
  });

  test('bad arguments are usage errors (exit 2, no stack): a version range, an http remote, a bad name, nothing to publish', async () => {
    for (const args of [['--package', 'x@^1.0.0'], ['--remote', 'http://mcp.example.com/mcp'], ['--package', 'x@1.0.0', '--name', 'not-reverse-dns'], []]) {
      const r = await publish(['specs/docs-search.yaml', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^mcpgen: /);
      expect(r.stderr).not.toContain('    at ');
    }
  });

  test('the built CLI writes server.json beside the manifest by default', async () => {
    const { dir, cleanup } = scratchDir('server-json-default');
    onTestFinished(cleanup);
    const manifest = path.join(dir, 'mcp.yaml');
    cpSync(path.join(REPO_ROOT, 'specs/docs-search.yaml'), manifest);
    const r = await runCli(['publish', 'server-json', '--remote', 'https://docs.example.com/mcp'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(validate(JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')))).toBe(true);
  });
});
