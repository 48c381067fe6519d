// Issue 44: generated/per-user (specs/per-user.yaml) as real processes over HTTP. Each user of the MCP server (an
// access token of the loopback issuer, test/support/oauth-issuer.ts) authorizes the API behind the tools with their own
// upstream account (test/support/upstream-oauth.ts), through a URL elicitation: the official v2 client (2026-07-28
// MRTR, and 2025-11-25 with and without URL elicitation) and the v1 client. The state is single use and bound to the
// browser; tokens are refreshed, revoked, shared by three instances behind Redis, and never logged.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema as V1ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { freePort, signingKey, startIssuer, type Issuer } from '../support/oauth-issuer.js';
import { startRedis, type RedisProcess } from '../support/redis.js';
import { connectStdio, MODERN, startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { browse, startUpstream, type UpstreamMock } from '../support/upstream-oauth.js';

const TOKEN_KEY = randomBytes(32).toString('base64');
const dir = mkdtempSync(path.join(tmpdir(), 'mcpgen-per-user-'));
let issuer: Issuer;
let upstream: UpstreamMock;
let server: HttpServerProcess;
let origin: string;
const clients: { close(): Promise<void> }[] = [];
/** The redirect URIs registered at the upstream for its client (each test server's callback). */
const redirectUris: string[] = [];

/** The server's environment: inbound OAuth from `issuer`, the upstream's endpoints and client, the token key. */
function serverEnv(port: number, store: string): Record<string, string> {
  return {
    MCPGEN_AUTH_ISSUER: issuer.url,
    MCPGEN_AUTH_AUDIENCE: `http://127.0.0.1:${port}/mcp`,
    MCPGEN_API_BASE_URL: upstream.url,
    MCPGEN_API_REPOS_AUTHORIZATION_URL: `${upstream.url}/authorize`,
    MCPGEN_API_REPOS_TOKEN_URL: `${upstream.url}/token`,
    MCPGEN_API_REPOS_CLIENT_ID: upstream.clientId,
    MCPGEN_API_REPOS_CLIENT_SECRET: upstream.clientSecret,
    MCPGEN_TOKEN_KEY: TOKEN_KEY,
    MCPGEN_TOKEN_STORE: store,
    MCPGEN_LOG_LEVEL: 'debug',
  };
}

beforeAll(async () => {
  issuer = await startIssuer([await signingKey('k1')]);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  issuer.audience = `${origin}/mcp`;
  upstream = await startUpstream(redirectUris);
  redirectUris.push(`${origin}/upstream/callback`);
  server = await startHttpServer('per-user', { args: ['--port', String(port)], env: serverEnv(port, `sqlite:${path.join(dir, 'tokens.sqlite')}`) });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
  await server?.stop();
  await upstream?.close();
  await issuer?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Elicited {
  readonly mode: unknown;
  readonly url: string;
  readonly message: string;
}

/** A v2 client for `user`, declaring URL elicitation; each elicitation is answered by `consent` (default: accept). */
async function v2Client(
  user: string,
  era: 'modern' | 'legacy',
  consent: (e: Elicited) => Promise<'accept' | 'decline'>,
  url = server.url,
  capabilities: { url?: boolean } = { url: true },
  aud = issuer.audience,
) {
  const token = await issuer.mint({ sub: user, scope: '', aud });
  const client = new Client(
    { name: 'per-user-e2e', version: '0' },
    {
      capabilities: { elicitation: capabilities.url ? { url: {}, form: {} } : { form: {} } },
      versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' },
    },
  );
  client.setRequestHandler('elicitation/create', async (request) => {
    const params = request.params as { mode?: unknown; url?: unknown; message?: unknown };
    return { action: await consent({ mode: params.mode, url: String(params.url), message: String(params.message) }) };
  });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  clients.push(client);
  return client;
}

/** The scripted user: opens the elicitation's URL in a browser logged in upstream as `account`. */
const consentAs =
  (account: string, seen: Elicited[] = []) =>
  async (e: Elicited) => {
    seen.push(e);
    const run = await browse(e.url, upstream, account);
    expect(run.status, run.text).toBe(200);
    return 'accept' as const;
  };

const callRepos = (client: Client, name = 'list_repos') => client.callTool({ name, arguments: {} });

describe('one user, then another: each with their own token on the wire', () => {
  test('2026-07-28 (MRTR): missing token → URL elicitation → consent → callback → the retried call succeeds', async () => {
    const seen: Elicited[] = [];
    const alice = await v2Client('alice', 'modern', consentAs('alice-gh', seen));
    const result = await callRepos(alice);
    expect(result.isError, JSON.stringify(result)).toBeFalsy();
    expect(result.structuredContent).toEqual({ owner: 'alice-gh', repos: ['alice-gh/dotfiles', 'alice-gh/notes'] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.mode).toBe('url');
    // The link is this server's endpoint and carries an opaque id only (no token, code or state).
    expect(seen[0]!.url).toMatch(new RegExp(`^${origin}/upstream/authorize\\?request=[A-Za-z0-9_-]{43}$`));
    // Scopes per operation: list_repos asks for repo only.
    expect(upstream.authorizeRequests.at(-1)!.get('scope')).toBe('repo');
    // Asked once: the next call uses the stored token.
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
    expect(seen).toHaveLength(1);
  });

  test("bob gets his own token, and alice's calls still carry hers", async () => {
    const bob = await v2Client('bob', 'modern', consentAs('bob-gh'));
    expect((await callRepos(bob)).structuredContent).toMatchObject({ owner: 'bob-gh' });
    const alice = await v2Client('alice', 'modern', async () => 'decline');
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
    const users = upstream.apiCalls.filter((c) => c.user !== undefined).map((c) => c.user);
    expect(new Set(users)).toEqual(new Set(['alice-gh', 'bob-gh']));
    const tokensOf = (u: string) => new Set(upstream.apiCalls.filter((c) => c.user === u).map((c) => c.token));
    for (const t of tokensOf('alice-gh')) expect(tokensOf('bob-gh').has(t)).toBe(false);
  });

  test('an operation needing another scope asks again, for it and the scopes already granted', async () => {
    const seen: Elicited[] = [];
    const alice = await v2Client('alice', 'modern', consentAs('alice-gh', seen));
    const result = await alice.callTool({ name: 'whoami_upstream', arguments: {} });
    expect(result.structuredContent).toEqual({ login: 'alice-gh' });
    expect(seen).toHaveLength(1);
    expect(upstream.authorizeRequests.at(-1)!.get('scope')).toBe('repo read:user');
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
  });

  test('2026-07-28 without URL elicitation: a tool error naming the link to open, then the retry succeeds', async () => {
    const mia = await v2Client('mia', 'modern', async () => 'decline', server.url, { url: false });
    const first = await callRepos(mia);
    expect(first.isError).toBe(true);
    const link = /Open (\S+\/upstream\/authorize\?request=[A-Za-z0-9_-]+), then call the tool again/.exec(JSON.stringify(first.content))?.[1];
    expect(link, JSON.stringify(first.content)).toBeDefined();
    expect((await browse(link!, upstream, 'mia-gh')).status).toBe(200);
    expect((await callRepos(mia)).structuredContent).toMatchObject({ owner: 'mia-gh' });
  });

  test('a declined elicitation is a tool error naming the scheme, and nothing is stored', async () => {
    const carol = await v2Client('carol', 'modern', async () => 'decline');
    const result = await callRepos(carol);
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('did not authorize repos');
  });
});

describe('2025-11-25 clients', () => {
  test('v2 client, legacy era with URL elicitation: elicitation/create mode url, then the call completes', async () => {
    const seen: Elicited[] = [];
    const dave = await v2Client('dave', 'legacy', consentAs('dave-gh', seen));
    const result = await callRepos(dave);
    expect(result.structuredContent, JSON.stringify(result)).toMatchObject({ owner: 'dave-gh' });
    expect(seen.map((e) => e.mode)).toEqual(['url']);
  });

  test('v2 client, legacy era without URL elicitation: the -32042 error with the link; the retry after consent succeeds', async () => {
    const erin = await v2Client('erin', 'legacy', async () => 'decline', server.url, { url: false });
    const error = await callRepos(erin).then(
      () => undefined,
      (e: unknown) => e as { code?: number; data?: { elicitations?: { url: string; mode: string }[] } },
    );
    expect(error?.code).toBe(-32042);
    const link = error!.data!.elicitations![0]!;
    expect(link.mode).toBe('url');
    expect((await browse(link.url, upstream, 'erin-gh')).status).toBe(200);
    expect((await callRepos(erin)).structuredContent).toMatchObject({ owner: 'erin-gh' });
  });

  test('v1 client (1.32.2) declaring URL elicitation', async () => {
    const token = await issuer.mint({ sub: 'frank', scope: '' });
    const client = new V1Client({ name: 'per-user-v1', version: '0' }, { capabilities: { elicitation: { url: {} } } });
    const seen: string[] = [];
    client.setRequestHandler(V1ElicitRequestSchema, async (request) => {
      const params = request.params as { mode?: string; url?: string };
      seen.push(String(params.mode));
      expect((await browse(String(params.url), upstream, 'frank-gh')).status).toBe(200);
      return { action: 'accept' };
    });
    await client.connect(new V1Transport(server.url, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    clients.push(client);
    const result = await client.callTool({ name: 'list_repos', arguments: {} });
    expect(result.structuredContent, JSON.stringify(result)).toMatchObject({ owner: 'frank-gh' });
    expect(seen).toEqual(['url']);
  });
});

describe('the state: single use, short-lived, bound to the browser that started it', () => {
  /** A fresh authorization link for `user` (the -32042 error of a legacy client without URL elicitation carries it). */
  async function link(user: string): Promise<string> {
    const client = await v2Client(user, 'legacy', async () => 'decline', server.url, { url: false });
    const error = (await callRepos(client).catch((e: unknown) => e)) as { data?: { elicitations?: { url: string }[] } };
    return error.data!.elicitations![0]!.url;
  }

  test('a forged state is refused with a 400 page; nothing is stored', async () => {
    const response = await fetch(`${origin}/upstream/callback?code=anything&state=forged-state`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('unknown, already used or expired');
  });

  test('a replayed callback and a reused link are refused', async () => {
    const url = await link('grace');
    const run = await browse(url, upstream, 'grace-gh');
    expect(run.status).toBe(200);
    const replay = await fetch(run.callback!, { headers: { cookie: run.cookie ?? '' } });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('unknown, already used or expired');
    const reused = await fetch(url, { redirect: 'manual' });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('authorization link is unknown, already used or expired');
  });

  test("a callback from another browser (someone else's link, another cookie) is refused and nothing is stored", async () => {
    const url = await link('heidi');
    // Mallory's browser starts heidi's link (or heidi's redirect is replayed by another browser): no matching cookie.
    const started = await fetch(url, { redirect: 'manual' });
    const toUpstream = started.headers.get('location')!;
    const atUpstream = await fetch(toUpstream, { redirect: 'manual', headers: { 'x-upstream-user': 'mallory-gh' } });
    const callback = await fetch(atUpstream.headers.get('location')!, { redirect: 'manual', headers: { cookie: 'mcpgen_upstream=not-this-browser' } });
    expect(callback.status).toBe(400);
    expect(await callback.text()).toContain('started in another browser');
    const heidi = await v2Client('heidi', 'legacy', async () => 'decline', server.url, { url: false });
    expect(await callRepos(heidi).catch((e: { code?: number }) => e.code)).toBe(-32042);
  });

  test('the upstream refusing consent is a 400 page', async () => {
    const run = await browse(await link('ivan'), upstream, 'ivan-gh', { deny: true });
    expect(run.status).toBe(400);
    expect(run.text).toContain('access_denied');
  });
});

describe('refresh and revoke', () => {
  test('a token about to expire is refreshed with the refresh token before use', async () => {
    upstream.expiresIn.set('judy-gh', 30); // under the one-minute margin: every use refreshes
    const judy = await v2Client('judy', 'modern', consentAs('judy-gh'));
    expect((await callRepos(judy)).structuredContent).toMatchObject({ owner: 'judy-gh' });
    const before = upstream.grants.filter((g) => g === 'refresh_token').length;
    expect((await callRepos(judy)).structuredContent).toMatchObject({ owner: 'judy-gh' });
    expect(upstream.grants.filter((g) => g === 'refresh_token').length).toBe(before + 1);
    // The API saw the refreshed token, not the first one.
    const judyTokens = upstream.apiCalls.filter((c) => c.user === 'judy-gh').map((c) => c.token);
    expect(new Set(judyTokens).size).toBe(judyTokens.length);
  });

  test('a refresh the upstream refuses forgets the token: the user is asked again', async () => {
    upstream.revokeRefresh('judy-gh');
    const seen: Elicited[] = [];
    const judy = await v2Client('judy', 'modern', consentAs('judy-gh', seen));
    expect((await callRepos(judy)).structuredContent).toMatchObject({ owner: 'judy-gh' });
    expect(seen).toHaveLength(1);
  });

  test('POST /upstream/revoke with the user bearer deletes their token; without one it is 401', async () => {
    const token = await issuer.mint({ sub: 'bob', scope: '' });
    expect((await fetch(`${origin}/upstream/revoke`, { method: 'POST' })).status).toBe(401);
    const revoked = await fetch(`${origin}/upstream/revoke`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ revoked: ['repos'] });
    const bob = await v2Client('bob', 'modern', async () => 'decline');
    expect(JSON.stringify((await callRepos(bob)).content)).toContain('did not authorize repos');
    // alice's token is untouched.
    const alice = await v2Client('alice', 'modern', async () => 'decline');
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
  });
});

test('a token the API refuses (401) is forgotten: the error says so, holds no token, and the next call asks again', async () => {
  upstream.revokeAccess('dave-gh');
  const seen: Elicited[] = [];
  const dave = await v2Client('dave', 'modern', consentAs('dave-gh', seen));
  const refused = await callRepos(dave);
  expect(refused.isError).toBe(true);
  const text = JSON.stringify(refused);
  expect(text).toContain('the API refused your repos authorization; the next call asks you to authorize again');
  for (const secret of upstream.issued) expect(text).not.toContain(secret);
  expect(seen).toHaveLength(0);
  expect((await callRepos(dave)).structuredContent).toMatchObject({ owner: 'dave-gh' });
  expect(seen).toHaveLength(1);
});

test('at rest the tokens are sealed: the SQLite file holds no token, subject or scheme in the clear', () => {
  const files = readdirSync(dir).filter((f) => f.startsWith('tokens.sqlite'));
  expect(files.length).toBeGreaterThan(0);
  const bytes = Buffer.concat(files.map((f) => readFileSync(path.join(dir, f))));
  for (const secret of upstream.issued) expect(bytes.includes(secret)).toBe(false);
  for (const clear of ['alice', 'at_', 'rt_', 'repos', 'refreshToken']) expect(bytes.includes(clear), clear).toBe(false);
});

test('no upstream token, refresh token or code ever appears in the server log', () => {
  const log = server.stderr();
  expect(upstream.issued.length).toBeGreaterThan(10);
  for (const secret of upstream.issued) expect(log).not.toContain(secret);
  expect(log).not.toContain(upstream.clientSecret);
  expect(log).toContain('upstream authorized');
});

test('over stdio there is no user: the tools send the static token of MCPGEN_API_REPOS', async () => {
  const staticToken = upstream.issued.find((t) => t.startsWith('at_alice-gh_'))!;
  upstream.expiresIn.delete('alice-gh');
  const session = await connectStdio('per-user', MODERN, {
    env: { MCPGEN_API_BASE_URL: upstream.url, MCPGEN_API_REPOS: staticToken, MCPGEN_TOKEN_STORE: 'memory' },
  });
  clients.push(session);
  const before = upstream.apiCalls.length;
  const result = await session.client.callTool({ name: 'list_repos', arguments: {} });
  expect(result.structuredContent, JSON.stringify(result)).toMatchObject({ owner: 'alice-gh' });
  expect(upstream.apiCalls.slice(before).map((c) => c.token)).toEqual([staticToken]);
  expect(session.stderr()).not.toContain(staticToken);
});

test('without MCPGEN_TOKEN_KEY the server refuses to start, saying what to set', async () => {
  const port = await freePort();
  const { MCPGEN_TOKEN_KEY: _, ...env } = serverEnv(port, 'memory');
  const failed = await startHttpServer('per-user', { args: ['--port', String(port)], env: { ...env, MCPGEN_TOKEN_KEY: '' }, timeoutMs: 10_000 }).then(
    (s) => {
      clients.push({ close: () => s.stop().then(() => undefined) });
      return '';
    },
    (e: Error) => e.message,
  );
  expect(failed).toContain('MCPGEN_TOKEN_KEY');
});

describe('three instances behind one Redis', () => {
  let redis: RedisProcess;
  const instances: HttpServerProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    // One public origin (the audience) as behind a load balancer: the links and the callback name instance A.
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    redirectUris.push(`http://127.0.0.1:${ports[0]}/upstream/callback`);
    for (const port of ports) {
      const env = serverEnv(ports[0]!, redis.url);
      instances.push(await startHttpServer('per-user', { args: ['--port', String(port)], env }));
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((s) => s.stop()));
    await redis?.stop();
  });

  test('a token authorized through A is used by B and C; another user on C is asked for their own', async () => {
    const [a, b, c] = instances as [HttpServerProcess, HttpServerProcess, HttpServerProcess];
    const seen: Elicited[] = [];
    // The call is made on B: B stores the link's record in Redis, A (the public origin) serves it and the callback.
    const aud = `${a.url.origin}/mcp`;
    const kimOnB = await v2Client('kim', 'modern', consentAs('kim-gh', seen), b.url, { url: true }, aud);
    expect((await callRepos(kimOnB)).structuredContent).toMatchObject({ owner: 'kim-gh' });
    expect(seen[0]!.url.startsWith(a.url.origin)).toBe(true);
    const kimOnC = await v2Client('kim', 'modern', async () => 'decline', c.url, { url: true }, aud);
    expect((await callRepos(kimOnC)).structuredContent).toMatchObject({ owner: 'kim-gh' });
    const leoOnC = await v2Client('leo', 'modern', async () => 'decline', c.url, { url: true }, aud);
    const leo = await callRepos(leoOnC);
    expect(leo.isError).toBe(true);
    expect(JSON.stringify(leo.content)).toContain('did not authorize repos');
    for (const s of instances) for (const secret of upstream.issued) expect(s.stderr()).not.toContain(secret);
    // What Redis holds: hashed keys, sealed values.
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.some((k) => k.includes(':upstream:token:'))).toBe(true);
      const values = await Promise.all(keys.map((k) => client.get(k)));
      const dump = keys.join('\n') + values.join('\n');
      for (const secret of upstream.issued) expect(dump).not.toContain(secret);
      expect(dump).not.toContain('kim');
    } finally {
      client.disconnect();
    }
  });
});
