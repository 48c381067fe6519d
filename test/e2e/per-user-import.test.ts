// Issue 44, done when "a generated server imported from a document with an oauth2 scheme runs the whole flow": an
// OpenAPI document whose scheme has an authorizationCode flow, imported (the import maps it to a per-user oauth2
// credential and each operation's scopes), given an `auth` section by hand (kept on re-import), generated, and run
// over HTTP against the loopback issuer and upstream of per-user-world.ts: each user gets a URL elicitation, consents
// with their own upstream account, and their retried call carries their own token, asking only for its scopes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { runCliInProcess, runInProject } from '../support/cli.js';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { callRepos, originFor, startWorld, type Elicited, type World } from './per-user-world.js';

const scratch = scratchDir('per-user-import');
const out = path.join(scratch.dir, 'repos');
const listing = {
  type: 'object',
  properties: { owner: { type: 'string' }, repos: { type: 'array', items: { type: 'string' } } },
  required: ['owner', 'repos'],
};
const ok = (schema: object) => ({ '200': { description: 'OK', content: { 'application/json': { schema } } } });
const DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'Repos', version: '1.0.0' },
  servers: [{ url: 'https://api.repos.example.com' }],
  paths: {
    '/user/repos': { get: { operationId: 'list_repos', security: [{ repos: ['repo'] }], responses: ok(listing) } },
    '/user': {
      get: {
        operationId: 'whoami_upstream',
        security: [{ repos: ['read:user'] }],
        responses: ok({ type: 'object', properties: { login: { type: 'string' } } }),
      },
    },
  },
  components: {
    securitySchemes: {
      repos: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://login.repos.example.com/authorize',
            tokenUrl: '/token',
            scopes: { repo: 'Your repositories', 'read:user': 'Your profile' },
          },
        },
      },
    },
  },
};

let w: World;
let server: HttpServerProcess;
let origin: string;

beforeAll(async () => {
  const spec = path.join(scratch.dir, 'spec', 'repos.json');
  mkdirSync(path.dirname(spec), { recursive: true });
  writeFileSync(spec, JSON.stringify(DOCUMENT, null, 2));
  const imported = await runCliInProcess(['import', 'openapi', spec, '--out', out]);
  expect(imported.code, imported.stderr).toBe(0);
  // The user's part: who the users are (the top-level `auth`), kept by the import from then on.
  const manifestPath = path.join(out, 'mcp.yaml');
  const manifest = parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(manifestPath, stringify({ ...manifest, auth: { issuer: 'https://auth.example.com', audience: 'https://repos.example.com/mcp' } }));
  const again = await runCliInProcess(['import', 'openapi', '--out', out]);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).not.toContain('MCPG238');
  const generated = await runInProject(out, 'generate');
  expect(generated.code, generated.stderr).toBe(0);

  w = await startWorld();
  const { port, origin: served } = await originFor(w);
  origin = served;
  // The scheme is the document's most used, so its variable is MCPGEN_API_TOKEN: the world's MCPGEN_API_REPOS_* renamed.
  const env = Object.fromEntries(Object.entries(w.serverEnv(port, 'memory')).map(([k, v]) => [k.replace(/^MCPGEN_API_REPOS_/, 'MCPGEN_API_TOKEN_'), v]));
  server = await startHttpServer('repos', { entry: path.join(out, 'src/main.ts'), args: ['--port', String(port)], env });
}, 240_000);
afterAll(async () => {
  await w?.close();
  await server?.stop();
  scratch.cleanup();
});

describe('an imported oauth2 scheme runs the per-user flow', () => {
  test('the manifest: api.auth.repos per user (tokenUrl resolved), http.scopes per operation, auth kept on re-import', () => {
    const m = parse(readFileSync(path.join(out, 'mcp.yaml'), 'utf8')) as Record<string, any>;
    expect(m.api.auth.repos).toEqual({
      type: 'oauth2',
      authorizationUrl: 'https://login.repos.example.com/authorize',
      tokenUrl: 'https://api.repos.example.com/token',
      scopes: ['repo', 'read:user'],
      env: 'MCPGEN_API_TOKEN',
    });
    expect(m.tools.list_repos.http.scopes).toEqual(['repo']);
    expect(m.tools.whoami_upstream.http.scopes).toEqual(['read:user']);
    expect(m.auth).toEqual({ issuer: 'https://auth.example.com', audience: 'https://repos.example.com/mcp' });
  });

  test('alice: no token → URL elicitation → consent upstream → callback → her call succeeds with her token, for repo only', async () => {
    const seen: Elicited[] = [];
    const alice = await w.client('alice', server.url, w.consentAs('alice-gh', seen));
    const result = await callRepos(alice);
    expect(result.isError, JSON.stringify(result)).toBeFalsy();
    expect(result.structuredContent).toEqual({ owner: 'alice-gh', repos: ['alice-gh/dotfiles', 'alice-gh/notes'] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toMatch(new RegExp(`^${origin}/upstream/authorize\\?request=[A-Za-z0-9_-]{43}$`));
    expect(w.upstream.authorizeRequests.at(-1)!.get('scope')).toBe('repo');
    // Stored: the next call asks nothing.
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
    expect(seen).toHaveLength(1);
  });

  test('bob gets his own token; an operation needing another scope asks again for it and those granted', async () => {
    const seen: Elicited[] = [];
    const bob = await w.client('bob', server.url, w.consentAs('bob-gh', seen));
    expect((await callRepos(bob)).structuredContent).toMatchObject({ owner: 'bob-gh' });
    expect((await bob.callTool({ name: 'whoami_upstream', arguments: {} })).structuredContent).toEqual({ login: 'bob-gh' });
    expect(seen).toHaveLength(2);
    expect(w.upstream.authorizeRequests.at(-1)!.get('scope')).toBe('repo read:user');
    const tokensOf = (user: string) => new Set(w.upstream.apiCalls.filter((c) => c.user === user).map((c) => c.token));
    for (const token of tokensOf('alice-gh')) expect(tokensOf('bob-gh').has(token)).toBe(false);
  });
});
