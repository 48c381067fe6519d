// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The endpoints of per-user API credentials (upstream.gen.ts): GET /upstream/authorize?request=<id>, the link of a URL
// elicitation, which starts the authorization at the API's authorization server (state and PKCE bound to the user who
// was asked and to this browser), after the sign-in of upstream-login.gen.ts when MCPGEN_AUTH_CLIENT_ID is set (the
// browser must be that user's); GET /upstream/callback, the fixed redirect URI, which exchanges the code and stores
// the token; POST /upstream/revoke with the user's bearer token, which deletes the user's tokens.
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
import { browserCookie, clearCookie, digest, LOGIN_COOKIE, loginOf, page, refuse, sameBrowser, type Login } from './upstream-login.gen.js';
import { storeKey } from './upstream-store.gen.js';

/** An authorization in progress, keyed by its state: single use, PENDING_TTL_MS at most. */
interface AuthorizationState extends PendingAuthorization {
  readonly verifier: string;
  /** SHA-256 of the cookie set on the browser that started it. */
  readonly browser: string;
}

const COOKIE = 'mcpgen_upstream';

/** The link: spent at once, then the sign-in at the users' issuer (with MCPGEN_AUTH_CLIENT_ID), else the API's consent. */
async function authorize(up: Upstream, login: Login | undefined, url: URL, res: ServerResponse): Promise<void> {
  const id = url.searchParams.get('request');
  const pending = id ? await up.store.take<PendingAuthorization>(storeKey('request', id)) : undefined;
  if (pending === undefined) return refuse(res, 'This authorization link is unknown, already used or expired: call the tool again for a new one.');
  return login === undefined ? toUpstream(up, pending, res) : login.begin(pending, res);
}

/** Sends the browser to the API's authorization server for `pending` (state and PKCE bound to this browser). */
async function toUpstream(up: Upstream, pending: PendingAuthorization, res: ServerResponse, cookies: string[] = []): Promise<void> {
  const { as, client } = clientOf(pending.settings);
  const state = oauth.generateRandomState();
  const verifier = oauth.generateRandomCodeVerifier();
  const cookie = browserCookie(COOKIE, up.redirectUri, new URL(up.redirectUri).pathname);
  const record: AuthorizationState = { ...pending, verifier, browser: digest(cookie.value) };
  await up.store.put(storeKey('state', state), record, PENDING_TTL_MS);
  const target = new URL(as.authorization_endpoint!);
  target.searchParams.set('response_type', 'code');
  target.searchParams.set('client_id', client.client_id);
  target.searchParams.set('redirect_uri', up.redirectUri);
  if (pending.scopes.length > 0) target.searchParams.set('scope', pending.scopes.join(' '));
  target.searchParams.set('state', state);
  target.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  target.searchParams.set('code_challenge_method', 'S256');
  res.writeHead(302, { location: target.href, 'cache-control': 'no-store', 'set-cookie': [...cookies, cookie.header] }).end();
}

async function callback(up: Upstream, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const state = url.searchParams.get('state');
  // Taken (deleted) before anything else: a state is good for one callback, whatever its outcome.
  const started = state ? await up.store.take<AuthorizationState>(storeKey('state', state)) : undefined;
  if (started === undefined || state === null) return refuse(res, 'The state of this authorization is unknown, already used or expired.');
  if (!sameBrowser(req, COOKIE, started.browser)) return refuse(res, 'This authorization was started in another browser.');
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
    'set-cookie': clearCookie(COOKIE, new URL(up.redirectUri).pathname),
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
  const login = loginOf(up);
  const callbackPath = new URL(up.redirectUri).pathname;
  return {
    redirectUri: up.redirectUri,
    handles: (path) =>
      path === '/upstream/authorize' || path === callbackPath || path === login?.path ? 'browser' : path === '/upstream/revoke' ? 'caller' : undefined,
    serve: async (req, res, info) => {
      const url = new URL(req.url ?? '/', up.redirectUri);
      const method = req.method ?? 'GET';
      if (url.pathname === '/upstream/revoke') {
        if (method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
        return revoke(up, schemes, url, res, info);
      }
      if (method !== 'GET') return void res.writeHead(405, { allow: 'GET' }).end();
      if (url.pathname === '/upstream/authorize') return authorize(up, login, url, res);
      if (login !== undefined && url.pathname === login.path) {
        const pending = await login.finish(url, req, res);
        return pending && toUpstream(up, pending, res, [clearCookie(LOGIN_COOKIE, login.path)]);
      }
      return callback(up, url, req, res);
    },
  };
}
