// `mcpgen publish mcpb`: a generated project becomes an MCP Bundle that @anthropic-ai/mcpb itself accepts; unpacked
// into a folder outside the repository (so only the bundle's own node_modules can serve it), its server starts over
// stdio with the official v2 client and answers tools/list with the tools the bundle lists. The manifest's
// user_config covers the server's environment: credentials `sensitive`, MCPGEN_TOOLSETS with toolsets.
// The two projects pin mcpgen the ways a user installs it (a folder, the README's clone path; a tarball), with a
// lockfile, and hold stale files in dist/: the bundle is compiled apart and carries none of it, nor the author's paths.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unpackExtension, validateManifest } from '@anthropic-ai/mcpb';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCli, runInProject } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const folderInstall = scratchDir('mcpb');
const tarballInstall = scratchDir('mcpb-tarball');
// Outside the repository: the unpacked bundles, and the mcpgen tarball the second project was installed from.
const outside = mkdtempSync(path.join(tmpdir(), 'mcpgen-mcpb-unpacked-'));
const unpacked = path.join(outside, 'http-api');
const unpackedToolsets = path.join(outside, 'tracker');
afterAll(() => {
  folderInstall.cleanup();
  tarballInstall.cleanup();
  rmSync(outside, { recursive: true, force: true });
});

type BundleManifest = {
  name: string;
  version: string;
  server: { entry_point: string; mcp_config: { command: string; args: string[]; env: Record<string, string> } };
  user_config: Record<string, { sensitive?: boolean; default?: string; description: string }>;
  tools: { name: string }[];
  tools_generated?: boolean;
};

const npm = (args: string[], cwd: string) => {
  const r = spawnSync('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')}: ${r.stdout}${r.stderr}`);
};

/** A project generated from specs/<spec>.yaml with mcpgen pinned as `mcpgen` (a file: spec), its lockfile, stale dist/. */
async function project(dir: string, spec: string, mcpgen?: string): Promise<void> {
  cpSync(path.join(REPO_ROOT, `specs/${spec}.yaml`), path.join(dir, 'mcp.yaml'));
  const generated = await runInProject(dir, 'generate');
  if (generated.code !== 0) throw new Error(generated.stderr);
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { devDependencies: Record<string, string> };
  // generate pins the mcpgen it ran from: this checkout, as a folder (what a clone's `npm install <folder>` records).
  expect(pkg.devDependencies.mcpgen).toBe(`file:${REPO_ROOT.replace(/\/$/, '')}`);
  if (mcpgen !== undefined) writeFileSync(pkgFile, JSON.stringify({ ...pkg, devDependencies: { ...pkg.devDependencies, mcpgen } }, null, 2));
  npm(['install', '--package-lock-only'], dir);
  // What an earlier build left: a handler since deleted, tsc's state.
  mkdirSync(path.join(dir, 'dist/tools'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/tools/deleted_tool.js'), 'export const stale = true;\n');
  writeFileSync(path.join(dir, 'dist/.tsbuildinfo'), '{}');
}

/** Every file below `dir` that names one of `needles` (the bundle's text, node_modules included). */
function filesNaming(dir: string, needles: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => {
      const text = readFileSync(file, 'latin1');
      return needles.some((n) => text.includes(n));
    })
    .map((file) => path.relative(dir, file));
}

/** Starts an unpacked bundle's server as a host does (${__dirname}, user_config values into env) and lists its tools. */
async function servedTools(dir: string, values: Record<string, string>): Promise<string[]> {
  const m = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BundleManifest;
  const env = Object.fromEntries(
    Object.entries(m.server.mcp_config.env).map(([k, v]) => [k, v.replace(/^\$\{user_config\.(.+)\}$/, (_, key: string) => values[key] ?? '')]),
  );
  const args = m.server.mcp_config.args.map((a) => a.replace('${__dirname}', dir));
  const client = new Client({ name: 'mcpb-test', version: '0.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args, cwd: dir, env: { ...getDefaultEnvironment(), ...env } }));
  try {
    expect(client.getServerVersion()).toMatchObject({ name: m.name, version: m.version });
    return (await client.listTools()).tools.map((t) => t.name);
  } finally {
    await client.close();
  }
}

let packed: { code: number | null; stderr: string };
let packedToolsets: { code: number | null; stderr: string };
let mcpgenTarball: string;
beforeAll(async () => {
  const tarball = spawnSync('npm', ['pack', '--ignore-scripts', '--pack-destination', outside], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (tarball.status !== 0) throw new Error(tarball.stderr);
  mcpgenTarball = path.join(outside, tarball.stdout.trim().split('\n').at(-1)!);
  await project(folderInstall.dir, 'http-api');
  await project(tarballInstall.dir, 'toolsets', `file:${mcpgenTarball}`);
  packed = await runCli(['publish', 'mcpb', '--out', 'trips.mcpb'], { cwd: folderInstall.dir });
  packedToolsets = await runCli(['publish', 'mcpb', '--out', 'tracker.mcpb'], { cwd: tarballInstall.dir });
  if (packed.code === 0) await unpackExtension({ mcpbPath: path.join(folderInstall.dir, 'trips.mcpb'), outputDir: unpacked, silent: true });
  if (packedToolsets.code === 0) await unpackExtension({ mcpbPath: path.join(tarballInstall.dir, 'tracker.mcpb'), outputDir: unpackedToolsets, silent: true });
}, 300_000);

describe('publish mcpb', () => {
  test('mcpgen installed from a folder: writes the bundle and reports its sha256; mcpb validates it', () => {
    expect(packed.code, packed.stderr).toBe(0);
    expect(packed.stderr).toMatch(/mcpgen: wrote trips\.mcpb \(http-api 1\.0\.0, \d+ kB, sha256 [0-9a-f]{64}\)/);
    expect(validateManifest(path.join(unpacked, 'manifest.json'))).toBe(true);
    for (const f of ['dist/main.js', 'node_modules/@modelcontextprotocol/server/package.json', 'node_modules/ajv/package.json'])
      expect(existsSync(path.join(unpacked, f)), f).toBe(true);
  });

  test('mcpgen installed from a tarball: the same', () => {
    expect(packedToolsets.code, packedToolsets.stderr).toBe(0);
    expect(validateManifest(path.join(unpackedToolsets, 'manifest.json'))).toBe(true);
  });

  test('the bundles hold the server compiled apart: no stale dist/ file, no build state, no development package, no author path', () => {
    for (const dir of [unpacked, unpackedToolsets]) {
      // Production dependencies only: no compiler, no mcpgen, no client; not the sources; only what the sources compile to.
      for (const f of [
        'node_modules/typescript',
        'node_modules/mcpgen',
        'node_modules/@modelcontextprotocol/client',
        'src',
        'dist/.tsbuildinfo',
        'dist/tools/deleted_tool.js',
      ])
        expect(existsSync(path.join(dir, f)), `${dir}: ${f}`).toBe(false);
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(pkg).not.toHaveProperty('devDependencies');
      expect(pkg).not.toHaveProperty('scripts');
      // The checkout the projects (and the mcpgen folder) live in, the tarball's folder, mcpgen's staging folder.
      expect(filesNaming(dir, [REPO_ROOT.replace(/\/$/, ''), outside, 'mcpgen-mcpb-'])).toEqual([]);
    }
    expect(existsSync(path.join(folderInstall.dir, 'dist/tools/deleted_tool.js'))).toBe(true);
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
    // user_config values fill the env (an optional one left empty).
    const values = { mcpgen_api_base_url: 'http://127.0.0.1:9/v1', mcpgen_api_token: 'secret-token', mcpgen_api_key_query: '', mcpgen_log_level: 'warn' };
    expect(await servedTools(unpacked, values)).toEqual(m.tools.map((t) => t.name));
  });

  test('toolsets: the bundle lists what the server serves by default, and offers MCPGEN_TOOLSETS', async () => {
    const m = JSON.parse(readFileSync(path.join(unpackedToolsets, 'manifest.json'), 'utf8')) as BundleManifest;
    expect(m.tools.map((t) => t.name)).toEqual(['list_issues', 'create_comment']);
    expect(m.tools_generated).toBe(true);
    expect(m.server.mcp_config.env.MCPGEN_TOOLSETS).toBe('${user_config.mcpgen_toolsets}');
    expect(m.user_config.mcpgen_toolsets).toMatchObject({ default: 'issues' });
    expect(m.user_config.mcpgen_toolsets!.description).toContain('issues, pulls, admin');
    // What a host starts: the default filled in, or the value left empty; another selection serves other tools.
    expect(await servedTools(unpackedToolsets, { mcpgen_toolsets: 'issues' })).toEqual(m.tools.map((t) => t.name));
    expect(await servedTools(unpackedToolsets, {})).toEqual(m.tools.map((t) => t.name));
    expect(await servedTools(unpackedToolsets, { mcpgen_toolsets: 'all' })).toHaveLength(4);
  });

  test('a folder that is not a generated project is refused (exit 1), naming what to pass', async () => {
    const bare = mkdtempSync(path.join(outside, 'bare-'));
    cpSync(path.join(REPO_ROOT, 'specs/docs-search.yaml'), path.join(bare, 'mcp.yaml'));
    const r = await runCli(['publish', 'mcpb'], { cwd: bare });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('mcpgen: . is not a generated project (no package.json and tsconfig.json): pass --project');
  });

  test('a project without its TypeScript installed is refused (exit 1), naming what to run', async () => {
    // Outside the repository, whose node_modules would otherwise provide one.
    const copy = path.join(outside, 'not-installed');
    cpSync(folderInstall.dir, copy, { recursive: true, filter: (src) => !src.endsWith('.mcpb') });
    const r = await runCli(['publish', 'mcpb'], { cwd: copy });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('mcpgen: . has no TypeScript installed (its devDependency): run `npm install` there first');
  });
});
