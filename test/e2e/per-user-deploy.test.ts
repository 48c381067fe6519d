// Issue 44, deployed: three instances of generated/per-user behind one redis-server share the users' tokens (and one
// user never gets another's); over stdio the scheme's variable is a static token; without MCPGEN_TOKEN_KEY an HTTP
// server does not start. per-user-credentials.test.ts has the flow itself.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../support/oauth-issuer.js';
import { startRedis, type RedisProcess } from '../support/redis.js';
import { connectStdio, MODERN, startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { callRepos, decline, startWorld, type Elicited, type World } from './per-user-world.js';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('three instances behind one Redis', () => {
  let redis: RedisProcess;
  const instances: HttpServerProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    // One public origin (the audience) as behind a load balancer: the links and the callback name instance A.
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    w.redirectUris.push(`http://127.0.0.1:${ports[0]}/upstream/callback`);
    for (const port of ports) {
      const env = w.serverEnv(ports[0]!, redis.url);
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
    const kimOnB = await w.client('kim', b.url, w.consentAs('kim-gh', seen), { aud });
    expect((await callRepos(kimOnB)).structuredContent).toMatchObject({ owner: 'kim-gh' });
    expect(seen[0]!.url.startsWith(a.url.origin)).toBe(true);
    const kimOnC = await w.client('kim', c.url, decline, { aud });
    expect((await callRepos(kimOnC)).structuredContent).toMatchObject({ owner: 'kim-gh' });
    const leoOnC = await w.client('leo', c.url, decline, { aud });
    const leo = await callRepos(leoOnC);
    expect(leo.isError).toBe(true);
    expect(JSON.stringify(leo.content)).toContain('did not authorize repos');
    // Refresh on two instances at once: the upstream rotates refresh tokens, so one refresh is refused; that instance
    // takes the token the other stored instead of forgetting it.
    w.upstream.expiresIn.set('kim-gh', 30); // under the one-minute margin: every use refreshes
    w.upstream.revokeAccess('kim-gh');
    expect((await callRepos(kimOnB)).isError).toBe(true); // the 401 forgets the token
    const again = await w.client('kim', a.url, w.consentAs('kim-gh'), { aud });
    expect((await callRepos(again)).structuredContent).toMatchObject({ owner: 'kim-gh' });
    const refreshes = w.upstream.grants.length;
    const both = await Promise.all([callRepos(kimOnB), callRepos(kimOnC), callRepos(kimOnB), callRepos(kimOnC)]);
    for (const result of both) expect(result.structuredContent, JSON.stringify(result)).toMatchObject({ owner: 'kim-gh' });
    expect(w.upstream.grants.slice(refreshes).filter((g) => g === 'refresh_token').length).toBeGreaterThan(1);
    w.upstream.expiresIn.delete('kim-gh'); // the next refresh issues a token for an hour (the stdio test uses it)
    expect((await callRepos(kimOnC)).structuredContent).toMatchObject({ owner: 'kim-gh' });
    for (const s of instances) for (const secret of w.upstream.issued) expect(s.stderr()).not.toContain(secret);
    // What Redis holds: hashed keys, sealed values.
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.some((k) => k.includes(':upstream:token:'))).toBe(true);
      const values = await Promise.all(keys.map((k) => client.get(k)));
      const dump = keys.join('\n') + values.join('\n');
      for (const secret of w.upstream.issued) expect(dump).not.toContain(secret);
      expect(dump).not.toContain('kim');
    } finally {
      client.disconnect();
    }
  });
});

test('over stdio there is no user: the tools send the static token of MCPGEN_API_REPOS', async () => {
  // An access token the upstream issued to kim (through the instances above), set as the scheme's variable.
  const staticToken = w.upstream.issued.findLast((t) => t.startsWith('at_kim-gh_'))!;
  const session = await connectStdio('per-user', MODERN, {
    env: { MCPGEN_API_BASE_URL: w.upstream.url, MCPGEN_API_REPOS: staticToken, MCPGEN_TOKEN_STORE: 'memory' },
  });
  w.track(session);
  const before = w.upstream.apiCalls.length;
  const result = await session.client.callTool({ name: 'list_repos', arguments: {} });
  expect(result.structuredContent, JSON.stringify(result)).toMatchObject({ owner: 'kim-gh' });
  expect(w.upstream.apiCalls.slice(before).map((c) => c.token)).toEqual([staticToken]);
  expect(session.stderr()).not.toContain(staticToken);
});

test('without MCPGEN_TOKEN_KEY the server refuses to start, saying what to set', async () => {
  const port = await freePort();
  const { MCPGEN_TOKEN_KEY: _, ...env } = w.serverEnv(port, 'memory');
  const failed = await startHttpServer('per-user', { args: ['--port', String(port)], env: { ...env, MCPGEN_TOKEN_KEY: '' }, timeoutMs: 10_000 }).then(
    (s) => {
      w.track({ close: () => s.stop().then(() => undefined) });
      return '';
    },
    (e: Error) => e.message,
  );
  expect(failed).toContain('MCPGEN_TOKEN_KEY');
});
