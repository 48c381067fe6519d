// `mcpgen publish mcpb`: a generated project, built, becomes an MCP Bundle that @anthropic-ai/mcpb itself accepts;
// unpacked into a folder outside the repository (so only the bundle's own node_modules can serve it), its server
// starts over stdio with the official v2 client and answers tools/list. The manifest's user_config covers the
// server's environment, credentials `sensitive`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unpackExtension, validateManifest } from '@anthropic-ai/mcpb';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCli, runInProject } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const project = scratchDir('mcpb');
const unpacked = mkdtempSync(path.join(tmpdir(), 'mcpgen-mcpb-unpacked-'));
afterAll(() => {
  project.cleanup();
  rmSync(unpacked, { recursive: true, force: true });
});

type BundleManifest = {
  name: string;
  version: string;
  server: { entry_point: string; mcp_config: { command: string; args: string[]; env: Record<string, string> } };
  user_config: Record<string, { sensitive?: boolean; default?: string }>;
  tools: { name: string }[];
};

let packed: { code: number | null; stderr: string };
beforeAll(async () => {
  cpSync(path.join(REPO_ROOT, 'specs/http-api.yaml'), path.join(project.dir, 'mcp.yaml'));
  const generated = await runInProject(project.dir, 'generate');
  if (generated.code !== 0) throw new Error(generated.stderr);
  const tsc = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: project.dir,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(tsc.stdout);
  packed = await runCli(['publish', 'mcpb', '--out', 'trips.mcpb'], { cwd: project.dir });
}, 300_000);

describe('publish mcpb', () => {
  test('writes the bundle and reports its sha256; mcpb validates and unpacks it', async () => {
    expect(packed.code, packed.stderr).toBe(0);
    expect(packed.stderr).toMatch(/mcpgen: wrote trips\.mcpb \(http-api 1\.0\.0, \d+ kB, sha256 [0-9a-f]{64}\)/);
    expect(await unpackExtension({ mcpbPath: path.join(project.dir, 'trips.mcpb'), outputDir: unpacked, silent: true })).toBe(true);
    expect(validateManifest(path.join(unpacked, 'manifest.json'))).toBe(true);
    for (const f of ['dist/main.js', 'node_modules/@modelcontextprotocol/server/package.json', 'node_modules/ajv/package.json'])
      expect(existsSync(path.join(unpacked, f)), f).toBe(true);
    // Production dependencies only: no compiler, no mcpgen, no client; and not tsc's build state.
    expect(existsSync(path.join(project.dir, 'dist/.tsbuildinfo'))).toBe(true);
    for (const f of ['node_modules/typescript', 'node_modules/mcpgen', 'node_modules/@modelcontextprotocol/client', 'src', 'dist/.tsbuildinfo'])
      expect(existsSync(path.join(unpacked, f)), f).toBe(false);
  });

  test('manifest.json: node dist/main.js, the tools, user_config for every variable with credentials sensitive', () => {
    const m = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as BundleManifest;
    expect(m).toMatchObject({
      name: 'http-api',
      version: '1.0.0',
      server: { entry_point: 'dist/main.js', mcp_config: { command: 'node', args: ['${__dirname}/dist/main.js'] } },
    });
    expect(m.tools.map((t) => t.name)).toEqual([
      'list_trips',
      'get_trip',
      'create_trip',
      'delete_trip',
      'wait_for_seat',
      'quick_quote',
      'update_trips',
      'get_trip_notes',
      'get_trip_ticket',
      'get_trip_map',
    ]);
    expect(m.server.mcp_config.env).toEqual({
      MCPGEN_API_BASE_URL: '${user_config.mcpgen_api_base_url}',
      MCPGEN_API_TOKEN: '${user_config.mcpgen_api_token}',
      MCPGEN_API_KEY_QUERY: '${user_config.mcpgen_api_key_query}',
      MCPGEN_LOG_LEVEL: '${user_config.mcpgen_log_level}',
    });
    expect(m.user_config.mcpgen_api_token).toMatchObject({ sensitive: true });
    expect(m.user_config.mcpgen_api_key_query).toMatchObject({ sensitive: true });
    expect(m.user_config.mcpgen_api_base_url).toMatchObject({ default: 'https://api.trips.example.com/v1' });
    expect(m.user_config.mcpgen_api_base_url).not.toHaveProperty('sensitive');
  });

  test('the unpacked server starts as the host would start it and answers tools/list (official v2 client, stdio)', async () => {
    const m = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as BundleManifest;
    // What a host does: ${__dirname} is the bundle folder; user_config values fill the env (an optional one left empty).
    const values: Record<string, string> = {
      mcpgen_api_base_url: 'http://127.0.0.1:9/v1',
      mcpgen_api_token: 'secret-token',
      mcpgen_api_key_query: '',
      mcpgen_log_level: 'warn',
    };
    const env = Object.fromEntries(
      Object.entries(m.server.mcp_config.env).map(([k, v]) => [k, v.replace(/^\$\{user_config\.(.+)\}$/, (_, key: string) => values[key] ?? '')]),
    );
    const args = m.server.mcp_config.args.map((a) => a.replace('${__dirname}', unpacked));
    const client = new Client({ name: 'mcpb-test', version: '0.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args, cwd: unpacked, env: { ...getDefaultEnvironment(), ...env } }));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(m.tools.map((t) => t.name));
      expect(client.getServerVersion()).toMatchObject({ name: 'http-api', version: '1.0.0' });
    } finally {
      await client.close();
    }
  });

  test('a project that is not built is refused (exit 1), naming what to run', async () => {
    const bare = scratchDir('mcpb-unbuilt');
    try {
      cpSync(path.join(REPO_ROOT, 'specs/docs-search.yaml'), path.join(bare.dir, 'mcp.yaml'));
      const r = await runCli(['publish', 'mcpb'], { cwd: bare.dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('has no built server (package.json and dist/main.js): run `npm run build` there first');
    } finally {
      bare.cleanup();
    }
  });
});
