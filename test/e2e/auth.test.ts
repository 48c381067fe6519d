// Issue #22: generated/auth (specs/auth.yaml) as a real process over HTTP is an OAuth 2.1 resource server for a local
// issuer on loopback (test/support/oauth-issuer.ts): every token case gets the answer RFC 6750/9728/8707 and the MCP
// authorization spec prescribe; raw fetch for the 401/403/PRM answers, the official client for a full flow.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, ClientCredentialsProvider, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { SignJWT, UnsecuredJWT } from 'jose';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { freePort, mcpPost, signingKey, startIssuer, type Issuer, type SigningKey } from '../support/oauth-issuer.js';

const STATIC_TOKEN = 'ops-static-token-7f3a9c';
const ALL = 'notes:read notes:write notes:export';

let issuer: Issuer;
let foreignIssuer: Issuer;
let k1: SigningKey;
let k2: SigningKey;
let server: HttpServerProcess;
let audience: string;
let prmUrl: string;
const minted: string[] = [];

async function startAuthServer(port: number, env: Record<string, string> = {}) {
  return startHttpServer('auth', {
    args: ['--port', String(port)],
    env: {
      MCPGEN_AUTH_ISSUER: issuer.url,
      MCPGEN_AUTH_AUDIENCE: `http://127.0.0.1:${port}/mcp`,
      MCPGEN_AUTH_JWKS_COOLDOWN_MS: '0',
      MCPGEN_AUTH_TOKENS: `ops:${STATIC_TOKEN}`,
      MCPGEN_LOG_LEVEL: 'debug',
      ...env,
    },
  });
}

beforeAll(async () => {
  [k1, k2] = await Promise.all([signingKey('k1', 'RS256'), signingKey('k2', 'ES256')]);
  issuer = await startIssuer([k1]);
  foreignIssuer = await startIssuer([await signingKey('k1', 'RS256')]); // same kid, other key
  issuer.clients.set('cli-app', { secret: 'cli-secret', allowed: ['notes:read'] });
  const port = await freePort();
  audience = `http://127.0.0.1:${port}/mcp`;
  prmUrl = `http://127.0.0.1:${port}/.well-known/oauth-protected-resource/mcp`;
  issuer.audience = foreignIssuer.audience = audience;
  server = await startAuthServer(port);
});
afterAll(async () => {
  await server?.stop();
  await issuer?.close();
  await foreignIssuer?.close();
});

const mint = async (mint: Promise<string>) => {
  const token = await mint;
  minted.push(token);
  return token;
};

/** One modern-era JSON-RPC request to the server under test (or to `url`). */
const rpc = (method: string, params: Record<string, unknown>, token?: string, url = server.url) => mcpPost(url, method, params, token);

const listNotes = (token?: string) => rpc('tools/call', { name: 'list_notes', arguments: {} }, token);
const invalidToken = (description: RegExp) =>
  new RegExp(`^Bearer error="invalid_token", error_description="${description.source}", resource_metadata="${prmUrl.replace(/[.?]/g, '\\$&')}"$`);

describe('Protected Resource Metadata (RFC 9728)', () => {
  test.each(['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp'])('GET %s', async (path) => {
    const response = await fetch(new URL(path, server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const document = (await response.json()) as Record<string, unknown>;
    // §2: resource is REQUIRED and is this resource's identifier (§3.3: the one the metadata URL was derived from).
    expect(document).toEqual({
      resource: audience,
      authorization_servers: [issuer.url],
      scopes_supported: ['notes:read', 'notes:write', 'notes:export'],
      bearer_methods_supported: ['header'],
      resource_name: 'Team Notes',
    });
    expect(new URL(prmUrl).pathname).toBe('/.well-known/oauth-protected-resource/mcp');
  });

  test('only GET, HEAD and OPTIONS', async () => {
    const response = await fetch(prmUrl, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('each token case gets the answer the spec prescribes', () => {
  test('no token: 401 with resource_metadata and no error code (RFC 6750 §3.1)', async () => {
    const { status, challenge, body } = await listNotes();
    expect(status).toBe(401);
    expect(challenge).toBe(`Bearer resource_metadata="${prmUrl}"`);
    expect(body?.error?.message).toMatch(/Unauthorized/);
  });

  test('a valid token: served, and the handler sees ctx.auth (subject, client, scopes)', async () => {
    const token = await mint(issuer.mint({ sub: 'alice', clientId: 'app-1', scope: 'notes:read' }));
    const { status, body } = await listNotes(token);
    expect(status).toBe(200);
    expect(body?.result?.structuredContent).toMatchObject({ notes: [{ id: 1, author: 'system' }] });
    const who = await rpc('tools/call', { name: 'whoami', arguments: {} }, token);
    expect(who.body?.result?.structuredContent).toEqual({ authenticated: true, subject: 'alice', clientId: 'app-1', scopes: ['notes:read'] });
  });

  test('expired 10 s ago: still inside the 30 s clock skew, served', async () => {
    expect((await listNotes(await mint(issuer.mint({ scope: 'notes:read', expiresIn: -10 })))).status).toBe(200);
  });

  const rejected: [string, () => Promise<string>, RegExp][] = [
    ['expired (past the clock skew)', () => issuer.mint({ scope: 'notes:read', expiresIn: -120 }), /The access token has expired/],
    ['not yet valid (nbf in 5 minutes)', () => issuer.mint({ scope: 'notes:read', notBefore: 300 }), /The access token is not valid yet/],
    ['from another issuer (its own key, same kid)', () => foreignIssuer.mint({ scope: 'notes:read' }), /The access token is invalid/],
    [
      'naming another issuer, signed with the right key',
      () => issuer.mint({ scope: 'notes:read', iss: foreignIssuer.url }),
      /The access token was not issued by the expected authorization server/,
    ],
    [
      'for another audience (RFC 8707)',
      () => issuer.mint({ scope: 'notes:read', aud: 'https://other.example.com/mcp' }),
      /The access token was not issued for this resource/,
    ],
    [
      'alg none',
      async () => new UnsecuredJWT({ scope: 'notes:read' }).setIssuer(issuer.url).setAudience(audience).setSubject('alice').setExpirationTime('5m').encode(),
      /The access token is signed with an algorithm this server does not accept/,
    ],
    [
      'HS256 keyed with the public key',
      () =>
        new SignJWT({ scope: 'notes:read' })
          .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
          .setIssuer(issuer.url)
          .setAudience(audience)
          .setSubject('alice')
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode(k1.publicPem)),
      /The access token is signed with an algorithm this server does not accept/,
    ],
    ['without exp', () => issuer.mint({ scope: 'notes:read', omit: ['exp'] }), /The access token's exp claim is missing or invalid/],
    ['without sub', () => issuer.mint({ scope: 'notes:read', omit: ['sub'] }), /The access token's sub claim is missing or invalid/],
    ['not a JWT', async () => 'not-a-jwt', /The access token is invalid/],
  ];
  test.each(rejected)('%s: 401 error="invalid_token" with resource_metadata', async (_name, make, description) => {
    const token = await mint(make());
    const { status, challenge, body } = await listNotes(token);
    expect(status).toBe(401);
    expect(challenge).toMatch(invalidToken(description));
    expect(body?.result).toBeUndefined();
  });

  test('missing a scope: 403 insufficient_scope naming it (with the scopes already held), nothing runs', async () => {
    const token = await mint(issuer.mint({ scope: 'notes:read' }));
    const { status, challenge, body } = await rpc('tools/call', { name: 'add_note', arguments: { text: 'should not be written' } }, token);
    expect(status).toBe(403);
    expect(challenge).toBe(
      `Bearer error="insufficient_scope", scope="notes:read notes:write", error_description="This request needs the scope notes:write", resource_metadata="${prmUrl}"`,
    );
    expect(body?.result).toBeUndefined();
    const notes = (await listNotes(token)).body?.result?.structuredContent as { notes: { text: string }[] };
    expect(notes.notes.map((n) => n.text)).not.toContain('should not be written');
  });

  test('resources and prompts need their scopes too (fixed resource, template, prompt)', async () => {
    const none = await mint(issuer.mint({ scope: '' }));
    const read = await mint(issuer.mint({ scope: 'notes:read' }));
    for (const [method, params] of [
      ['resources/read', { uri: 'notes://index' }],
      ['resources/read', { uri: 'notes://notes/1' }],
      ['prompts/get', { name: 'summarize_notes' }],
    ] as const) {
      const denied = await rpc(method, params, none);
      expect(denied.status, `${method} ${JSON.stringify(params)}`).toBe(403);
      expect(denied.challenge).toContain('scope="notes:read"');
      const allowed = await rpc(method, params, read);
      expect(allowed.status).toBe(200);
      expect(allowed.body?.result).toBeDefined();
    }
  });

  test('hideUnauthorized: tools/list shows only the tools the token can call', async () => {
    const names = async (scope: string) =>
      (((await rpc('tools/list', {}, await mint(issuer.mint({ scope })))).body?.result?.tools ?? []) as { name: string }[]).map((t) => t.name);
    expect(await names('notes:read')).toEqual(['whoami', 'list_notes']);
    expect(await names('notes:read notes:export')).toEqual(['whoami', 'list_notes', 'export_notes']);
    expect(await names(ALL)).toEqual(['whoami', 'list_notes', 'add_note', 'export_notes']);
  });

  test('static tokens (MCPGEN_AUTH_TOKENS) keep working and grant every declared scope', async () => {
    const { status, body } = await rpc('tools/call', { name: 'add_note', arguments: { text: 'from ops' } }, STATIC_TOKEN);
    expect(status).toBe(200);
    expect(body?.result?.structuredContent).toMatchObject({ text: 'from ops', author: 'ops' });
  });
});

describe('key rotation and an unreachable issuer', () => {
  test('a token signed with a new key is accepted once the issuer publishes it; the retired key is refused', async () => {
    const old = await mint(issuer.mint({ key: k1, scope: 'notes:read' }));
    expect((await listNotes(old)).status).toBe(200);
    const fetchesBefore = issuer.jwksFetches();
    expect((await listNotes(old)).status).toBe(200);
    expect(issuer.jwksFetches(), 'a known key is served from the cache').toBe(fetchesBefore);
    issuer.published = [k2];
    const rotated = await mint(issuer.mint({ key: k2, scope: 'notes:read' }));
    expect((await listNotes(rotated)).status).toBe(200);
    expect(issuer.jwksFetches()).toBeGreaterThan(fetchesBefore);
    const { status, challenge } = await listNotes(old);
    expect(status).toBe(401);
    expect(challenge).toMatch(invalidToken(/The access token is invalid/));
  });

  test('the JWKS cannot be fetched: 503 with Retry-After, no details', async () => {
    const k3 = await signingKey('k3', 'ES256');
    issuer.failing = true;
    try {
      const { status, retryAfter, body } = await listNotes(await mint(issuer.mint({ key: k3, scope: 'notes:read' })));
      expect(status).toBe(503);
      expect(retryAfter).toBe('5');
      expect(body?.error?.message).toBe('Service unavailable: the access token cannot be verified now; retry later');
    } finally {
      issuer.failing = false;
      issuer.published = [k1, k2];
    }
  });
});

describe('tasks are bound to subject and client', () => {
  test('another subject of the same client, or the same subject through another client, gets -32602', async () => {
    const scope = 'notes:read notes:export';
    const alice = await mint(issuer.mint({ sub: 'alice', clientId: 'app-1', scope }));
    const bob = await mint(issuer.mint({ sub: 'bob', clientId: 'app-1', scope }));
    const aliceElsewhere = await mint(issuer.mint({ sub: 'alice', clientId: 'app-2', scope }));
    const created = await rpc('tools/call', { name: 'export_notes', arguments: {} }, alice);
    expect(created.body?.result?.resultType).toBe('task');
    const taskId = created.body?.result?.taskId as string;
    for (const other of [bob, aliceElsewhere]) {
      const foreign = await rpc('tasks/get', { taskId }, other);
      expect(foreign.body?.error).toMatchObject({ code: -32602, message: `Unknown task ${taskId}` });
    }
    const own = await rpc('tasks/get', { taskId }, alice);
    expect(own.body?.result?.taskId).toBe(taskId);
  });
});

describe('the official client', () => {
  test('client_credentials through PRM discovery, then step-up to notes:write on 403', async () => {
    const provider = new ClientCredentialsProvider({ clientId: 'cli-app', clientSecret: 'cli-secret', scope: 'notes:read', expectedIssuer: issuer.url });
    const client = new Client({ name: 'auth-e2e', version: '0.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    try {
      await client.connect(new StreamableHTTPClientTransport(server.url, { authProvider: provider }));
      const who = await client.callTool({ name: 'whoami', arguments: {} });
      expect(who.structuredContent).toMatchObject({ authenticated: true, subject: 'cli-app', clientId: 'cli-app', scopes: ['notes:read'] });
      // The user consents to writing: the issuer now grants notes:write when asked for it.
      issuer.clients.set('cli-app', { secret: 'cli-secret', allowed: ['notes:read', 'notes:write'] });
      const added = await client.callTool({ name: 'add_note', arguments: { text: 'stepped up' } });
      expect(added.isError ?? false).toBe(false);
      expect(added.structuredContent).toMatchObject({ text: 'stepped up', author: 'cli-app' });
      expect(provider.tokens()?.scope?.split(' ').sort()).toEqual(['notes:read', 'notes:write']);
    } finally {
      await client.close().catch(() => {});
    }
  });
});

describe('auth.stepUp off (MCPGEN_AUTH_STEP_UP=false): a tool error for clients that do not step up', () => {
  let plain: HttpServerProcess | undefined;
  afterAll(async () => {
    await plain?.stop();
  });

  test('the call is answered isError naming the scope; resources still get the 403', async () => {
    const port = await freePort();
    plain = await startAuthServer(port, { MCPGEN_AUTH_STEP_UP: 'false' });
    const aud = `http://127.0.0.1:${port}/mcp`;
    const token = await mint(issuer.mint({ aud, scope: 'notes:read' }));
    const { status, body } = await rpc('tools/call', { name: 'add_note', arguments: { text: 'no' } }, token, plain.url);
    expect(status).toBe(200);
    expect(body?.result).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringMatching(/^Forbidden: tool add_note requires the scope notes:write/) }],
      _meta: { 'dev.mcpgen/error': { name: 'InsufficientScope', scopes: ['notes:write'] } },
    });
    const none = await mint(issuer.mint({ aud, scope: '' }));
    expect((await rpc('resources/read', { uri: 'notes://index' }, none, plain.url)).status).toBe(403);
  });
});

describe('logs', () => {
  test('carry the subject, never a token', async () => {
    expect(await server.waitForStderr('"subject":"cli-app"')).toBe(true);
    expect(server.stderr()).toMatch(/"authentication":"oauth"/);
    for (const token of [...minted, STATIC_TOKEN]) expect(server.stderr()).not.toContain(token);
    expect(server.stderr()).not.toContain('eyJ');
  });
});
