// The pure parts of publishing: --package and --remote parsing, the registry name (flag, manifest, remote domain,
// else MCPG810), the environment a server.json package and an MCP Bundle describe, the bundle's tools and lockfile.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { normalizeManifest } from '../../src/ir/normalize.js';
import { parseManifest } from '../../src/manifest/load.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { serverEnvironment } from '../../src/publish/env.js';
import { loadPublishable } from '../../src/publish/load.js';
import { bundleManifest, bundleTools } from '../../src/publish/mcpb-manifest.js';
import { parseNpmPackage, parseRemote, PublishUsageError, registryName, serverJson } from '../../src/publish/server-json.js';
import { productionLock } from '../../src/publish/stage-bundle.js';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';

function load(server: string, rest = '') {
  const loaded = parseManifest(
    `mcpgen: 1\nserver:\n  name: trips\n  version: 1.2.0\n  description: Trips.\n${server}tools:\n  ping:\n    title: Ping\n    description: Pong.\n    annotations: { readOnlyHint: true }\n${rest}`,
    'mcp.yaml',
  );
  const { manifest, diagnostics } = validateManifest(loaded);
  if (!manifest) throw new Error(JSON.stringify(diagnostics));
  return { loaded, ir: normalizeManifest(manifest, loaded, { source: 'mcp.yaml' }) };
}

describe('--package', () => {
  test('scoped and plain names, with a version or server.version', () => {
    expect(parseNpmPackage('@acme/trips@2.0.1', '1.2.0')).toEqual({ name: '@acme/trips', version: '2.0.1' });
    expect(parseNpmPackage('@acme/trips', '1.2.0')).toEqual({ name: '@acme/trips', version: '1.2.0' });
    expect(parseNpmPackage('trips@1.0.0-beta.1', '1.2.0')).toEqual({ name: 'trips', version: '1.0.0-beta.1' });
  });
  test.each(['trips@^1.0.0', 'trips@~1.2.0', 'trips@1.x', 'trips@latest', 'trips@>=1', 'Trips@1.0.0', 'trips@'])('%s is refused', (spec) => {
    expect(() => parseNpmPackage(spec, '1.2.0')).toThrow(PublishUsageError);
  });
});

describe('--remote', () => {
  test('https anywhere, http only on loopback', () => {
    expect(parseRemote('https://mcp.acme.com/mcp').href).toBe('https://mcp.acme.com/mcp');
    expect(parseRemote('http://127.0.0.1:3000/mcp').href).toBe('http://127.0.0.1:3000/mcp');
    expect(() => parseRemote('http://mcp.acme.com/mcp')).toThrow(PublishUsageError);
    expect(() => parseRemote('mcp.acme.com/mcp')).toThrow(PublishUsageError);
  });
});

describe('the registry name', () => {
  test('--name, then server.registryName, then the remote domain reversed', () => {
    const named = load('  registryName: io.github.acme/trips\n');
    expect(registryName(named.ir, named.loaded, { name: 'com.acme/trips' })).toBe('com.acme/trips');
    expect(registryName(named.ir, named.loaded, { remote: new URL('https://mcp.acme.com/mcp') })).toBe('io.github.acme/trips');
    const plain = load('');
    expect(registryName(plain.ir, plain.loaded, { remote: new URL('https://mcp.acme.com/mcp') })).toBe('com.acme.mcp/trips');
  });
  test('no name, no domain (an IP or loopback remote): MCPG810 located at server', () => {
    const plain = load('');
    for (const remote of [undefined, new URL('http://127.0.0.1:3000/mcp'), new URL('http://localhost:3000/mcp')]) {
      const d = registryName(plain.ir, plain.loaded, remote ? { remote } : {});
      expect(d).toMatchObject({ code: 'MCPG810', severity: 'error', loc: { file: 'mcp.yaml', line: 2, col: 1 } });
    }
    expect(() => registryName(plain.ir, plain.loaded, { name: 'trips' })).toThrow(PublishUsageError);
  });
});

describe('the environment', () => {
  test('an API: its base URL (with its default) and one secret per auth scheme, in manifest order; then the log level', () => {
    const { ir } = load(
      '',
      'api:\n  baseUrl: https://api.acme.com\n  auth:\n    token: { type: bearer }\n    key: { type: apiKey, in: header, name: X-Key, env: ACME_KEY }\n',
    );
    const vars = serverEnvironment(ir);
    expect(vars.map((v) => [v.name, v.secret, v.default])).toEqual([
      ['MCPGEN_API_BASE_URL', false, 'https://api.acme.com'],
      ['MCPGEN_API_TOKEN', true, undefined],
      ['ACME_KEY', true, undefined],
      ['MCPGEN_LOG_LEVEL', false, 'info'],
    ]);
    expect(vars[2]!.description).toContain('header parameter X-Key');
  });
  test('server.json lists them under the npm package only; a remote-only document has no packages', () => {
    const { ir } = load('');
    const doc = serverJson(ir, 'com.acme/trips', { remote: new URL('https://mcp.acme.com/mcp') });
    expect(doc).not.toHaveProperty('packages');
    expect(doc).toMatchObject({
      name: 'com.acme/trips',
      version: '1.2.0',
      description: 'Trips.',
      remotes: [{ type: 'streamable-http', url: 'https://mcp.acme.com/mcp' }],
    });
  });
});

// An API whose operations have their own servers (OpenAPI servers on a path item and on an operation) and two
// credentials: the generated README tells a user to set each server's variable and each credential.
const OPENAPI = `openapi: 3.0.3
info: { title: Uploads, version: 1.0.0, description: Files and reports. }
servers: [{ url: https://api.uploads.example.com/v1 }]
security: [{ token: [] }, { key: [] }]
paths:
  /files:
    get: { operationId: listFiles, responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } } } }
  /reports:
    servers: [{ url: https://reports.uploads.example.com/r1 }]
    get: { operationId: listReports, responses: { '200': { description: ok } } }
  /archive:
    post:
      operationId: archive
      servers: [{ url: https://archive.uploads.example.com }]
      responses: { '204': { description: done } }
components:
  securitySchemes:
    token: { type: http, scheme: bearer }
    key: { type: apiKey, in: header, name: X-Key }
`;

describe('an imported OpenAPI project: what publish writes names what the generated README names', () => {
  const scratch = scratchDir('publish-openapi-env');
  afterAll(() => scratch.cleanup());

  test("server.json's environmentVariables and the bundle's user_config and env: every base-URL and credential variable", async () => {
    const doc = path.join(scratch.dir, 'uploads.yaml');
    writeFileSync(doc, OPENAPI);
    const out = path.join(scratch.dir, 'uploads');
    const imported = await runCliInProcess(['import', 'openapi', doc, '--out', out]);
    expect(imported.code, imported.stderr).toBe(0);
    const readme = readFileSync(path.join(out, 'README.md'), 'utf8');
    const named = [...new Set(readme.match(/\bMCPGEN_API_[A-Z0-9_]+/g))].sort();
    // The README's own list: the global base URL, one per operation server, one per credential.
    expect(named).toEqual([
      'MCPGEN_API_BASE_URL',
      'MCPGEN_API_BASE_URL_ARCHIVE_UPLOADS_EXAMPLE_COM',
      'MCPGEN_API_BASE_URL_REPORTS_UPLOADS_EXAMPLE_COM_R1',
      'MCPGEN_API_KEY',
      'MCPGEN_API_TOKEN',
    ]);

    const loaded = await loadPublishable(path.join(out, 'mcp.yaml'), scratch.dir);
    if (!('ir' in loaded)) throw new Error(JSON.stringify(loaded.diagnostics));
    const api = (names: readonly string[]) => names.filter((n) => n.startsWith('MCPGEN_API_')).sort();
    const json = serverJson(loaded.ir, 'com.example.uploads/uploads', { npm: { name: 'uploads-mcp', version: '1.0.0' } }) as {
      packages: { environmentVariables: { name: string; default?: string; isSecret?: boolean }[] }[];
    };
    const vars = json.packages[0]!.environmentVariables;
    expect(api(vars.map((v) => v.name))).toEqual(named);
    expect(vars.find((v) => v.name === 'MCPGEN_API_BASE_URL_REPORTS_UPLOADS_EXAMPLE_COM_R1')).toMatchObject({
      default: 'https://reports.uploads.example.com/r1',
    });
    expect(vars.find((v) => v.name === 'MCPGEN_API_BASE_URL_REPORTS_UPLOADS_EXAMPLE_COM_R1')).not.toHaveProperty('isSecret');
    const bundle = bundleManifest(loaded.ir, { author: 'Uploads' }) as unknown as {
      user_config: Record<string, { sensitive?: boolean; default?: string }>;
      server: { mcp_config: { env: Record<string, string> } };
    };
    expect(api(Object.keys(bundle.server.mcp_config.env))).toEqual(named);
    expect(api(Object.keys(bundle.user_config).map((k) => k.toUpperCase()))).toEqual(named);
    expect(bundle.user_config.mcpgen_api_base_url_archive_uploads_example_com).toMatchObject({ default: 'https://archive.uploads.example.com' });
    expect(bundle.user_config.mcpgen_api_key).toMatchObject({ sensitive: true });
  });
});

describe('the MCP Bundle', () => {
  test('lists the tools served by default: the default toolsets, not the MCP Apps tools only a view may call', async () => {
    const listed = async (spec: string) => {
      const p = await loadPublishable(`specs/${spec}.yaml`, REPO_ROOT);
      if (!('ir' in p)) throw new Error(JSON.stringify(p.diagnostics));
      return bundleTools(p.ir).map((t) => t.name);
    };
    expect(await listed('toolsets')).toEqual(['list_issues', 'create_comment']);
    expect(await listed('apps')).toEqual(['list_notes']);
    // Toolsets none of which is marked default: all of them are served.
    const { ir } = load('toolsets:\n  a: { description: A. }\n', '    toolset: a\n');
    expect(bundleTools(ir).map((t) => t.name)).toEqual(['ping']);
  });

  test('the staged lockfile keeps the production tree only: no dev package, no link to one, no root devDependencies', () => {
    const lock = {
      name: 'trips',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: 'trips', dependencies: { ajv: '8.18.0', local: 'file:../local' }, devDependencies: { mcpgen: 'file:../../mcpgen', typescript: '~6.0.3' } },
        '../../mcpgen': { name: 'mcpgen', version: '0.1.0', dev: true },
        '../local': { name: 'local', version: '1.0.0' },
        'node_modules/ajv': { version: '8.18.0', resolved: 'https://registry.npmjs.org/ajv/-/ajv-8.18.0.tgz' },
        'node_modules/local': { resolved: '../local', link: true },
        'node_modules/mcpgen': { resolved: '../../mcpgen', link: true },
        'node_modules/typescript': { version: '6.0.3', dev: true },
        'node_modules/ajv/node_modules/fast-uri': { version: '3.0.0' },
      },
    };
    const production = productionLock(lock);
    expect(Object.keys(production.packages!)).toEqual(['', '../local', 'node_modules/ajv', 'node_modules/local', 'node_modules/ajv/node_modules/fast-uri']);
    expect(production.packages!['']).toEqual({ name: 'trips', dependencies: { ajv: '8.18.0', local: 'file:../local' } });
    expect(production).toMatchObject({ name: 'trips', lockfileVersion: 3, requires: true });
    expect(JSON.stringify(production)).not.toContain('mcpgen');
  });
});
