// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The endpoints of per-user API credentials (upstream.gen.ts): GET /upstream/authorize?request=<id>, the link of a URL
// elicitation, which starts the authorization at the API's authorization server (state and PKCE bound to the user who
// was asked and to this browser); GET /upstream/callback, the fixed redirect URI, which exchanges the code and stores
// the token; POST /upstream/revoke with the user's bearer token, which deletes the user's tokens.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/server';
import * as oauth from 'oauth4webapi';
import { callerOf } from './auth.gen.js';
import type { UpstreamRoutes } from './settings.gen.js';
import { logger } from './log.gen.js';
import {
  clientOf,
  keepFor,
  PENDING_TTL_MS,
  principalOf,
  recordOf,
  startUpstream,
  tokenStoreKey,
  type PendingAuthorization,
  type Upstream,
} from './upstream.gen.js';
import { storeKey } from './upstream-store.gen.js';

/** An authorization in progress, keyed by its state: single use, PENDING_TTL_MS at most. */
interface AuthorizationState extends PendingAuthorization {
  readonly verifier: string;
  /** SHA-256 of the cookie set on the browser that started it. */
  readonly browser: string;
}

const COOKIE = 'mcpgen_upstream';
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A small HTML page (no script, nothing from the request echoed): what the user's browser shows. */
function page(res: ServerResponse, status: number, title: string, text: string, headers: Record<string, string> = {}): void {
  const html = `<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${text}</p>`;
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'",
      'referrer-policy': 'no-referrer',
      ...headers,
    })
    .end(html);
}

const refuse = (res: ServerResponse, text: string) => page(res, 400, 'Authorization refused', `${text} Nothing was stored.`);

function cookieOf(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

async function authorize(up: Upstream, url: URL, res: ServerResponse): Promise<void> {
  const id = url.searchParams.get('request');
  const pending = id ? await up.store.take<PendingAuthorization>(storeKey('request', id)) : undefined;
  if (pending === undefined) return refuse(res, 'This authorization link is unknown, already used or expired: call the tool again for a new one.');
  const { as, client } = clientOf(pending.settings);
  const state = oauth.generateRandomState();
  const verifier = oauth.generateRandomCodeVerifier();
  const nonce = randomBytes(32).toString('base64url');
  const record: AuthorizationState = { ...pending, verifier, browser: digest(nonce) };
  await up.store.put(storeKey('state', state), record, PENDING_TTL_MS);
  const target = new URL(as.authorization_endpoint!);
  target.searchParams.set('response_type', 'code');
  target.searchParams.set('client_id', client.client_id);
  target.searchParams.set('redirect_uri', up.redirectUri);
  if (pending.scopes.length > 0) target.searchParams.set('scope', pending.scopes.join(' '));
  target.searchParams.set('state', state);
  target.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  target.searchParams.set('code_challenge_method', 'S256');
  const secure = new URL(up.redirectUri).protocol === 'https:' ? '; Secure' : '';
  const path = new URL(up.redirectUri).pathname;
  res
    .writeHead(302, {
      location: target.href,
      'cache-control': 'no-store',
      'set-cookie': `${COOKIE}=${nonce}; Path=${path}; Max-Age=${PENDING_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
    })
    .end();
}

async function callback(up: Upstream, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const state = url.searchParams.get('state');
  // Taken (deleted) before anything else: a state is good for one callback, whatever its outcome.
  const started = state ? await up.store.take<AuthorizationState>(storeKey('state', state)) : undefined;
  if (started === undefined || state === null) return refuse(res, 'The state of this authorization is unknown, already used or expired.');
  const cookie = cookieOf(req);
  const expected = Buffer.from(started.browser);
  const presented = Buffer.from(cookie === undefined ? '' : digest(cookie));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected))
    return refuse(res, 'This authorization was started in another browser.');
  const { as, client, auth, options } = clientOf(started.settings);
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, url, state);
  } catch (error) {
    const reason = error instanceof oauth.AuthorizationResponseError ? error.error : 'invalid response';
    return refuse(res, `The authorization server answered ${reason.replace(/[^A-Za-z0-9_ .-]/g, '')}.`);
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, up.redirectUri, started.verifier, options);
    const record = recordOf(await oauth.processAuthorizationCodeResponse(as, client, response), started.scopes);
    await up.store.put(tokenStoreKey(started, started.scheme), record, keepFor(record));
  } catch (error) {
    logger.warn('upstream code exchange failed', {
      scheme: started.scheme,
      reason: error instanceof oauth.ResponseBodyError ? error.error : error instanceof Error ? error.name : 'unknown',
    });
    return refuse(res, 'The authorization server did not exchange the code.');
  }
  logger.info('upstream authorized', { scheme: started.scheme, scopes: started.scopes });
  page(res, 200, 'Authorized', 'You can close this window and return to your client.', {
    'set-cookie': `${COOKIE}=; Path=${new URL(up.redirectUri).pathname}; Max-Age=0; HttpOnly; SameSite=Lax`,
  });
}

async function revoke(up: Upstream, schemes: readonly string[], url: URL, res: ServerResponse, info: AuthInfo | undefined) {
  const caller = callerOf(info);
  if (caller === undefined) return void res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
  const only = url.searchParams.get('scheme');
  const names = only === null ? schemes : schemes.filter((s) => s === only);
  const principal = principalOf(caller);
  await Promise.all(names.map((s) => up.store.delete(tokenStoreKey(principal, s))));
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ revoked: names }));
}

/** The endpoints, once the store is open (throws without MCPGEN_TOKEN_KEY: the server does not start). */
export async function upstreamRoutes(schemes: readonly string[]): Promise<UpstreamRoutes> {
  const up = await startUpstream();
  const callbackPath = new URL(up.redirectUri).pathname;
  return {
    redirectUri: up.redirectUri,
    handles: (path) =>
      path === '/upstream/authorize' || path === callbackPath ? 'browser' : path === '/upstream/revoke' ? 'caller' : undefined,
    serve: async (req, res, info) => {
      const url = new URL(req.url ?? '/', up.redirectUri);
      const method = req.method ?? 'GET';
      if (url.pathname === '/upstream/revoke') {
        if (method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
        return revoke(up, schemes, url, res, info);
      }
      if (method !== 'GET') return void res.writeHead(405, { allow: 'GET' }).end();
      return url.pathname === '/upstream/authorize' ? authorize(up, url, res) : callback(up, url, req, res);
    },
  };
}
