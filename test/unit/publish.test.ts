// The pure parts of publishing: --package and --remote parsing, the registry name (flag, manifest, remote domain,
// else MCPG810), and the environment a server.json package and an MCP Bundle describe.
import { describe, expect, test } from 'vitest';
import { normalizeManifest } from '../../src/ir/normalize.js';
import { parseManifest } from '../../src/manifest/load.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { serverEnvironment } from '../../src/publish/env.js';
import { parseNpmPackage, parseRemote, PublishUsageError, registryName, serverJson } from '../../src/publish/server-json.js';

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
