// Issue 44, the link bound to its user: generated/per-user with MCPGEN_AUTH_CLIENT_ID (an OpenID Connect client at the
// users' own issuer). /upstream/authorize first signs the browser in at that issuer (code, PKCE, nonce) on
// /upstream/login; only the user the link was made for goes on to the API's consent. per-user-credentials.test.ts
// has the flow without the client (and its start-up warning).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { browse } from '../support/upstream-oauth.js';
import { callRepos, originFor, decline, startWorld, type Elicited, type World } from './per-user-world.js';

let w: World;
let server: HttpServerProcess;
let origin: string;

beforeAll(async () => {
  w = await startWorld();
  const { port, origin: served } = await originFor(w);
  origin = served;
  server = await startHttpServer('per-user', { args: ['--port', String(port)], env: w.serverEnv(port, 'memory', { login: true }) });
});
afterAll(async () => {
  await w?.close();
  await server?.stop();
});

/** A fresh authorization link for `user` (the -32042 error of a legacy client without URL elicitation carries it). */
async function link(user: string): Promise<string> {
  const client = await w.client(user, server.url, decline, { era: 'legacy', url: false });
  const error = (await callRepos(client).catch((e: unknown) => e)) as { data?: { elicitations?: { url: string }[] } };
  return error.data!.elicitations![0]!.url;
}

/** Whether `user` has no token: their call is answered with a new link (-32042), not with the API's answer. */
async function hasNoToken(user: string): Promise<boolean> {
  const client = await w.client(user, server.url, decline, { era: 'legacy', url: false });
  return (await callRepos(client).catch((e: { code?: number }) => e.code)) === -32042;
}

test("alice's link, opened by alice's browser: sign-in as alice, the API's consent, the token stored, the call succeeds", async () => {
  const seen: Elicited[] = [];
  const alice = await w.client('alice', server.url, w.consentAs('alice-gh', seen, 'alice'));
  const result = await callRepos(alice);
  expect(result.structuredContent, JSON.stringify(result)).toEqual({ owner: 'alice-gh', repos: ['alice-gh/dotfiles', 'alice-gh/notes'] });
  expect(seen).toHaveLength(1);
  expect(w.issuer.signedIn).toEqual(['alice']);
  // Asked once: the next call uses the stored token.
  expect((await callRepos(alice)).structuredContent).toMatchObject({ owner: 'alice-gh' });
  expect(seen).toHaveLength(1);
  expect(server.stderr()).not.toContain('are not bound to the user who opens them');
});

test('the browser goes to the issuer first (openid, PKCE S256, nonce), then to the API', async () => {
  const run = await browse(await link('nina'), w.upstream, 'nina-gh', { login: { issuer: w.issuer.url, user: 'nina' } });
  expect(run.status, run.text).toBe(200);
  const hops = run.visited.map((u) => new URL(u));
  expect(hops.map((u) => `${u.origin === w.issuer.url ? 'issuer' : u.origin === w.upstream.url ? 'api' : 'server'}${u.pathname}`)).toEqual([
    'server/upstream/authorize',
    'issuer/authorize',
    'server/upstream/login',
    'api/authorize',
    'server/upstream/callback',
  ]);
  const toIssuer = hops[1]!.searchParams;
  expect(toIssuer.get('scope')).toBe('openid');
  expect(toIssuer.get('code_challenge_method')).toBe('S256');
  expect(toIssuer.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(toIssuer.get('redirect_uri')).toBe(`${origin}/upstream/login`);
  expect(await hasNoToken('nina')).toBe(false);
});

test("alice's link opened by a browser signed in as bob: 403, nothing stored for either, the link used up", async () => {
  const url = await link('olga');
  const consents = w.upstream.authorizeRequests.length;
  const run = await browse(url, w.upstream, 'mallory-gh', { login: { issuer: w.issuer.url, user: 'mallory' } });
  expect(run.status).toBe(403);
  expect(run.text).toContain('This link was made for another user');
  expect(run.text).toContain('Nothing was stored, and the link is used up.');
  // The API's authorization server was never reached.
  expect(w.upstream.authorizeRequests.length).toBe(consents);
  expect(await hasNoToken('olga')).toBe(true);
  expect(await hasNoToken('mallory')).toBe(true);
  const again = await browse(url, w.upstream, 'olga-gh', { login: { issuer: w.issuer.url, user: 'olga' } });
  expect(again.status).toBe(400);
  expect(again.text).toContain('authorization link is unknown, already used or expired');
});

test('an id_token whose nonce is not the one this sign-in asked for is refused; nothing is stored', async () => {
  const url = await link('rita');
  w.issuer.nonce = 'the-nonce-of-another-sign-in';
  try {
    const run = await browse(url, w.upstream, 'rita-gh', { login: { issuer: w.issuer.url, user: 'rita' } });
    expect(run.status).toBe(400);
    expect(run.text).toContain('The sign-in did not complete.');
  } finally {
    w.issuer.nonce = undefined;
  }
  expect(await hasNoToken('rita')).toBe(true);
});

describe('the sign-in state: single use, bound to the browser that started it', () => {
  test('a forged state is refused with a 400 page', async () => {
    const response = await fetch(`${origin}/upstream/login?code=anything&state=forged-state`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The state of this sign-in is unknown, already used or expired.');
  });

  test('a replayed sign-in answer is refused, and the user gets no second consent out of it', async () => {
    const run = await browse(await link('pia'), w.upstream, 'pia-gh', { login: { issuer: w.issuer.url, user: 'pia' } });
    expect(run.status, run.text).toBe(200);
    const answer = run.visited.find((u) => new URL(u).pathname === '/upstream/login')!;
    const replay = await fetch(answer, { redirect: 'manual', headers: { cookie: run.cookie ?? '' } });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('The state of this sign-in is unknown, already used or expired.');
  });

  test("the issuer's answer delivered to another browser (no or another cookie) is refused; the link is spent", async () => {
    const url = await link('quinn');
    const started = await fetch(url, { redirect: 'manual' });
    expect(started.status).toBe(302);
    const atIssuer = await fetch(started.headers.get('location')!, { redirect: 'manual', headers: { 'x-login-user': 'quinn' } });
    const answer = atIssuer.headers.get('location')!;
    const elsewhere = await fetch(answer, { redirect: 'manual', headers: { cookie: 'mcpgen_login=not-this-browser' } });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('This sign-in was started in another browser.');
    expect(await hasNoToken('quinn')).toBe(true);
  });
});
