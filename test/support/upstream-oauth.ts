// A loopback upstream for per-user API credentials (issue 44): an OAuth 2 authorization server (authorization code
// with PKCE S256 required, single-use codes, refresh tokens that rotate, short expiry on demand) and the API behind it
// (GET /user, GET /user/repos), which checks the bearer token of every request and records who it belonged to. The
// "browser" names its upstream account in the x-upstream-user header (the upstream's own login, out of scope here).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Grant {
  readonly user: string;
  readonly scopes: readonly string[];
}

interface Code extends Grant {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
}

export interface UpstreamMock {
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** expires_in of the tokens issued next, per upstream user (default 3600). */
  readonly expiresIn: Map<string, number>;
  /** Every access and refresh token issued, and every code: none may appear in the server's logs. */
  readonly issued: string[];
  /** Each API request: the path, the upstream user its bearer token belongs to (undefined: refused) and the token. */
  readonly apiCalls: { path: string; user: string | undefined; token: string | undefined }[];
  /** Each /authorize request's query. */
  readonly authorizeRequests: URLSearchParams[];
  /** Grants by type, in order. */
  readonly grants: string[];
  /** Invalidates every refresh token of `user` (the user revoked the app at the upstream). */
  revokeRefresh(user: string): void;
  /** Invalidates every access token of `user`: the API answers 401 to them. */
  revokeAccess(user: string): void;
  close(): Promise<void>;
}

const digest = (v: string) => createHash('sha256').update(v).digest('base64url');

async function body(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(value));
}

export async function startUpstream(redirectUris: readonly string[]): Promise<UpstreamMock> {
  const codes = new Map<string, Code>();
  const access = new Map<string, Grant & { expiresAt: number }>();
  const refresh = new Map<string, Grant>();
  const mock: UpstreamMock = {
    url: '',
    clientId: 'mcp-server-client',
    clientSecret: `secret-${randomBytes(8).toString('hex')}`,
    expiresIn: new Map(),
    issued: [],
    apiCalls: [],
    authorizeRequests: [],
    grants: [],
    revokeRefresh(user) {
      for (const [token, grant] of refresh) if (grant.user === user) refresh.delete(token);
    },
    revokeAccess(user) {
      for (const [token, grant] of access) if (grant.user === user) access.delete(token);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const issue = (grant: Grant) => {
    const accessToken = `at_${grant.user}_${randomBytes(12).toString('hex')}`;
    const refreshToken = `rt_${grant.user}_${randomBytes(12).toString('hex')}`;
    const expiresIn = mock.expiresIn.get(grant.user) ?? 3600;
    access.set(accessToken, { ...grant, expiresAt: Date.now() + expiresIn * 1000 });
    refresh.set(refreshToken, grant);
    mock.issued.push(accessToken, refreshToken);
    return { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, refresh_token: refreshToken, scope: grant.scopes.join(' ') };
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', mock.url);
    if (url.pathname === '/authorize' && req.method === 'GET') {
      mock.authorizeRequests.push(url.searchParams);
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== mock.clientId || !redirectUris.includes(redirectUri)) return json(res, 400, { error: 'invalid_request' });
      const back = new URL(redirectUri);
      back.searchParams.set('state', q.get('state') ?? '');
      const user = req.headers['x-upstream-user'];
      if (req.headers['x-upstream-deny'] !== undefined || typeof user !== 'string') back.searchParams.set('error', 'access_denied');
      else if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
        back.searchParams.set('error', 'invalid_request');
      else {
        const code = `code_${randomBytes(12).toString('hex')}`;
        mock.issued.push(code);
        const scopes = (q.get('scope') ?? '').split(' ').filter((s) => s !== '');
        codes.set(code, { user, scopes, clientId: mock.clientId, redirectUri, challenge: q.get('code_challenge')! });
        back.searchParams.set('code', code);
      }
      return void res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = await body(req);
      if (form.get('client_id') !== mock.clientId || form.get('client_secret') !== mock.clientSecret) return json(res, 401, { error: 'invalid_client' });
      const type = form.get('grant_type') ?? '';
      mock.grants.push(type);
      if (type === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? ''); // single use
        if (!code || code.redirectUri !== form.get('redirect_uri') || digest(form.get('code_verifier') ?? '') !== code.challenge)
          return json(res, 400, { error: 'invalid_grant' });
        return json(res, 200, issue(code));
      }
      if (type === 'refresh_token') {
        const grant = refresh.get(form.get('refresh_token') ?? '');
        refresh.delete(form.get('refresh_token') ?? ''); // rotation
        if (!grant) return json(res, 400, { error: 'invalid_grant' });
        return json(res, 200, issue(grant));
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const grant = token === undefined ? undefined : access.get(token);
    const valid = grant !== undefined && grant.expiresAt > Date.now();
    mock.apiCalls.push({ path: url.pathname, user: valid ? grant.user : undefined, token });
    if (!valid) return json(res, 401, { message: 'Bad credentials' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    if (url.pathname === '/user') {
      if (!grant.scopes.includes('read:user')) return json(res, 403, { message: 'needs read:user' });
      return json(res, 200, { login: grant.user });
    }
    if (url.pathname === '/user/repos') {
      if (!grant.scopes.includes('repo')) return json(res, 403, { message: 'needs repo' });
      return json(res, 200, { owner: grant.user, repos: [`${grant.user}/dotfiles`, `${grant.user}/notes`] });
    }
    json(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  (mock as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return mock;
}

/** What the scripted browser saw: each URL it requested, and the last answer. */
export interface BrowserRun {
  readonly visited: string[];
  readonly status: number;
  readonly text: string;
  /** The callback URL the upstream redirected to (what a replay would send again). */
  readonly callback: string | undefined;
}

/**
 * A browser following an authorization link: GETs with redirects followed by hand, a cookie jar for the MCP server's
 * origin, the upstream account in x-upstream-user on requests to the upstream, and (options.login) the user it signs
 * in as at the MCP server's own issuer in x-login-user on requests there.
 */
export async function browse(
  link: string,
  upstream: UpstreamMock,
  user: string,
  options: { deny?: boolean; cookie?: string; login?: { readonly issuer: string; readonly user: string } } = {},
): Promise<BrowserRun & { cookie: string | undefined }> {
  const jar = new Map<string, string>();
  for (const part of options.cookie?.split(';') ?? []) if (part.includes('=')) jar.set(part.trim().split('=')[0]!, part.trim());
  const cookie = () => (jar.size === 0 ? undefined : [...jar.values()].join('; '));
  const visited: string[] = [];
  let callback: string | undefined;
  let next = link;
  for (let hop = 0; hop < 8; hop++) {
    visited.push(next);
    const toUpstream = next.startsWith(upstream.url);
    const toIssuer = options.login !== undefined && next.startsWith(options.login.issuer);
    if (!toUpstream && !toIssuer && new URL(next).pathname.endsWith('/callback')) callback = next;
    const sent = cookie();
    const headers: Record<string, string> = toUpstream
      ? { 'x-upstream-user': user, ...(options.deny && { 'x-upstream-deny': '1' }) }
      : toIssuer
        ? { 'x-login-user': options.login!.user }
        : sent !== undefined
          ? { cookie: sent }
          : {};
    const response = await fetch(next, { redirect: 'manual', headers });
    if (!toUpstream && !toIssuer)
      for (const set of response.headers.getSetCookie()) {
        const pair = set.split(';')[0]!;
        const [name, value] = pair.split('=');
        if (value === '' || /max-age=0/i.test(set)) jar.delete(name!);
        else jar.set(name!, pair);
      }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      next = new URL(location, next).href;
      continue;
    }
    return { visited, status: response.status, text: await response.text(), callback, cookie: cookie() };
  }
  throw new Error('too many redirects');
}
