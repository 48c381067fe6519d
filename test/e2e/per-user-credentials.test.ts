// Issue 44: generated/per-user (specs/per-user.yaml) as a real process over HTTP. Each user of the MCP server (an
// access token of the loopback issuer) authorizes the API behind the tools with their own upstream account
// (test/support/upstream-oauth.ts), through a URL elicitation: the official v2 client (2026-07-28 MRTR, and 2025-11-25
// with and without URL elicitation) and the v1 client. The state is single use and bound to the browser; tokens are
// refreshed, revoked, sealed at rest and never logged. per-user-deploy.test.ts: Redis, stdio, start-up.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema as V1ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { browse } from '../support/upstream-oauth.js';
import { callRepos, originFor, decline, startWorld, type Elicited, type World } from './per-user-world.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mcpgen-per-user-'));
let w: World;
let server: HttpServerProcess;
let origin: string;

beforeAll(async () => {
  w = await startWorld();
  const { port, origin: served } = await originFor(w);
  origin = served;
  server = await startHttpServer('per-user', { args: ['--port', String(port)], env: w.serverEnv(port, `sqlite:${path.join(dir, 'tokens.sqlite')}`) });
});
afterAll(async () => {
  await w?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('one user, then another: each with their own token on the wire', () => {
  test('2026-07-28 (MRTR): missing token → URL elicitation → consent → callback → the retried call succeeds', async () => {
    const seen: Elicited[] = [];
    const alice = await w.client('alice', server.url, w.consentAs('alice-gh', seen));
    const result = await callRepos(alice);
    expect(result.isError, JSON.stringify(result)).toBeFalsy();
    expect(result.structuredContent).toEqual({ owner: 'alice-gh', repos: ['alice-gh/dotfiles', 'alice-gh/notes'] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.mode).toBe('url');
    // The link is this server's endpoint and carries an opaque id only (no token, code or state).
    expect(seen[0]!.url).toMatch(new RegExp(`^${origin}/upstream/authorize\\?request=[A-Za-z0-9_-]{43}$`));
    // Scopes per operation: list_repos asks for repo only.
    expect(w.upstream.authorizeRequests.at(-1)!.get('scope')).toBe('repo');
    // Asked once: the next call uses the stored token.
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
    expect(seen).toHaveLength(1);
  });

  test("bob gets his own token, and alice's calls still carry hers", async () => {
    const bob = await w.client('bob', server.url, w.consentAs('bob-gh'));
    expect((await callRepos(bob)).structuredContent).toMatchObject({ owner: 'bob-gh' });
    const alice = await w.client('alice', server.url, decline);
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
    const users = w.upstream.apiCalls.filter((c) => c.user !== undefined).map((c) => c.user);
    expect(new Set(users)).toEqual(new Set(['alice-gh', 'bob-gh']));
    const tokensOf = (u: string) => new Set(w.upstream.apiCalls.filter((c) => c.user === u).map((c) => c.token));
    for (const t of tokensOf('alice-gh')) expect(tokensOf('bob-gh').has(t)).toBe(false);
  });

  test('an operation needing another scope asks again, for it and the scopes already granted', async () => {
    const seen: Elicited[] = [];
    const alice = await w.client('alice', server.url, w.consentAs('alice-gh', seen));
    const result = await alice.callTool({ name: 'whoami_upstream', arguments: {} });
    expect(result.structuredContent).toEqual({ login: 'alice-gh' });
    expect(seen).toHaveLength(1);
    expect(w.upstream.authorizeRequests.at(-1)!.get('scope')).toBe('repo read:user');
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
  });

  test('2026-07-28 without URL elicitation: a tool error naming the link to open, then the retry succeeds', async () => {
    const mia = await w.client('mia', server.url, decline, { url: false });
    const first = await callRepos(mia);
    expect(first.isError).toBe(true);
    const link = /Open (\S+\/upstream\/authorize\?request=[A-Za-z0-9_-]+), then call the tool again/.exec(JSON.stringify(first.content))?.[1];
    expect(link, JSON.stringify(first.content)).toBeDefined();
    expect((await browse(link!, w.upstream, 'mia-gh')).status).toBe(200);
    expect((await callRepos(mia)).structuredContent).toMatchObject({ owner: 'mia-gh' });
  });

  test('a declined elicitation is a tool error naming the scheme, and nothing is stored', async () => {
    const carol = await w.client('carol', server.url, decline);
    const result = await callRepos(carol);
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('did not authorize repos');
  });
});

describe('2025-11-25 clients', () => {
  test('v2 client, legacy era with URL elicitation: elicitation/create mode url, then the call completes', async () => {
    const seen: Elicited[] = [];
    const dave = await w.client('dave', server.url, w.consentAs('dave-gh', seen), { era: 'legacy' });
    const result = await callRepos(dave);
    expect(result.structuredContent, JSON.stringify(result)).toMatchObject({ owner: 'dave-gh' });
    expect(seen.map((e) => e.mode)).toEqual(['url']);
  });

  test('v2 client, legacy era without URL elicitation: the -32042 error with the link; the retry after consent succeeds', async () => {
    const erin = await w.client('erin', server.url, decline, { era: 'legacy', url: false });
    const error = await callRepos(erin).then(
      () => undefined,
      (e: unknown) => e as { code?: number; data?: { elicitations?: { url: string; mode: string }[] } },
    );
    expect(error?.code).toBe(-32042);
    const link = error!.data!.elicitations![0]!;
    expect(link.mode).toBe('url');
    expect((await browse(link.url, w.upstream, 'erin-gh')).status).toBe(200);
    expect((await callRepos(erin)).structuredContent).toMatchObject({ owner: 'erin-gh' });
  });

  test('v1 client (1.32.2) declaring URL elicitation', async () => {
    const token = await w.issuer.mint({ sub: 'frank', scope: '' });
    const client = new V1Client({ name: 'per-user-v1', version: '0' }, { capabilities: { elicitation: { url: {} } } });
    const seen: string[] = [];
    client.setRequestHandler(V1ElicitRequestSchema, async (request) => {
      const params = request.params as { mode?: string; url?: string };
      seen.push(String(params.mode));
      expect((await browse(String(params.url), w.upstream, 'frank-gh')).status).toBe(200);
      return { action: 'accept' };
    });
    await client.connect(new V1Transport(server.url, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    w.track(client);
    const result = await client.callTool({ name: 'list_repos', arguments: {} });
    expect(result.structuredContent, JSON.stringify(result)).toMatchObject({ owner: 'frank-gh' });
    expect(seen).toEqual(['url']);
  });
});

describe('the state: single use, short-lived, bound to the browser that started it', () => {
  /** A fresh authorization link for `user` (the -32042 error of a legacy client without URL elicitation carries it). */
  async function link(user: string): Promise<string> {
    const client = await w.client(user, server.url, decline, { era: 'legacy', url: false });
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
    const run = await browse(url, w.upstream, 'grace-gh');
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
    const heidi = await w.client('heidi', server.url, decline, { era: 'legacy', url: false });
    expect(await callRepos(heidi).catch((e: { code?: number }) => e.code)).toBe(-32042);
  });

  test('the upstream refusing consent is a 400 page', async () => {
    const run = await browse(await link('ivan'), w.upstream, 'ivan-gh', { deny: true });
    expect(run.status).toBe(400);
    expect(run.text).toContain('access_denied');
  });
});

describe('refresh and revoke', () => {
  test('a token about to expire is refreshed with the refresh token before use', async () => {
    w.upstream.expiresIn.set('judy-gh', 30); // under the one-minute margin: every use refreshes
    const judy = await w.client('judy', server.url, w.consentAs('judy-gh'));
    expect((await callRepos(judy)).structuredContent).toMatchObject({ owner: 'judy-gh' });
    const before = w.upstream.grants.filter((g) => g === 'refresh_token').length;
    expect((await callRepos(judy)).structuredContent).toMatchObject({ owner: 'judy-gh' });
    expect(w.upstream.grants.filter((g) => g === 'refresh_token').length).toBe(before + 1);
    // The API saw the refreshed token, not the first one.
    const judyTokens = w.upstream.apiCalls.filter((c) => c.user === 'judy-gh').map((c) => c.token);
    expect(new Set(judyTokens).size).toBe(judyTokens.length);
  });

  test('a refresh the upstream refuses forgets the token: the user is asked again', async () => {
    w.upstream.revokeRefresh('judy-gh');
    const seen: Elicited[] = [];
    const judy = await w.client('judy', server.url, w.consentAs('judy-gh', seen));
    expect((await callRepos(judy)).structuredContent).toMatchObject({ owner: 'judy-gh' });
    expect(seen).toHaveLength(1);
  });

  test('POST /upstream/revoke with the user bearer deletes their token; without one it is 401', async () => {
    const token = await w.issuer.mint({ sub: 'bob', scope: '' });
    expect((await fetch(`${origin}/upstream/revoke`, { method: 'POST' })).status).toBe(401);
    const revoked = await fetch(`${origin}/upstream/revoke`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ revoked: ['repos'] });
    const bob = await w.client('bob', server.url, decline);
    expect(JSON.stringify((await callRepos(bob)).content)).toContain('did not authorize repos');
    // alice's token is untouched.
    const alice = await w.client('alice', server.url, decline);
    expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
  });
});

test('a token the API refuses (401) is forgotten: the error says so, holds no token, and the next call asks again', async () => {
  w.upstream.revokeAccess('dave-gh');
  const seen: Elicited[] = [];
  const dave = await w.client('dave', server.url, w.consentAs('dave-gh', seen));
  const refused = await callRepos(dave);
  expect(refused.isError).toBe(true);
  const text = JSON.stringify(refused);
  expect(text).toContain('the API refused your repos authorization; the next call asks you to authorize again');
  for (const secret of w.upstream.issued) expect(text).not.toContain(secret);
  expect(seen).toHaveLength(0);
  expect((await callRepos(dave)).structuredContent).toMatchObject({ owner: 'dave-gh' });
  expect(seen).toHaveLength(1);
});

test('at rest the tokens are sealed: the SQLite file holds no token, subject or scheme in the clear', () => {
  const files = readdirSync(dir).filter((f) => f.startsWith('tokens.sqlite'));
  expect(files.length).toBeGreaterThan(0);
  const bytes = Buffer.concat(files.map((f) => readFileSync(path.join(dir, f))));
  for (const secret of w.upstream.issued) expect(bytes.includes(secret)).toBe(false);
  for (const clear of ['alice', 'at_', 'rt_', 'repos', 'refreshToken']) expect(bytes.includes(clear), clear).toBe(false);
});

test('without MCPGEN_AUTH_CLIENT_ID the server warns once at start-up that links are not bound to who opens them', () => {
  const warnings = server
    .stderr()
    .split('\n')
    .filter((line) => line.includes('are not bound to the user who opens them'));
  expect(warnings).toHaveLength(1);
  expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 'warn' });
  expect(warnings[0]).toContain('set MCPGEN_AUTH_CLIENT_ID');
});

test('no upstream token, refresh token or code ever appears in the server log', () => {
  const log = server.stderr();
  expect(w.upstream.issued.length).toBeGreaterThan(10);
  for (const secret of w.upstream.issued) expect(log).not.toContain(secret);
  expect(log).not.toContain(w.upstream.clientSecret);
  expect(log).toContain('upstream authorized');
});
