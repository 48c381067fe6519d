// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The browser's side of per-user API credentials (upstream-routes.gen.ts): its pages and cookies, and, with
// MCPGEN_AUTH_CLIENT_ID (an OAuth client of this server at the users' issuer, `auth.issuer`), the OpenID Connect
// sign-in that binds an authorization link to the user it was made for: GET /upstream/authorize sends the browser to
// the issuer (authorization code, PKCE, nonce), GET /upstream/login takes its answer, and only when the id_token's
// issuer and subject are those of the user who was asked does the authorization at the API go on. OAuth and OpenID
// Connect themselves (discovery, the code exchange, the id_token's checks) are oauth4webapi's.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as oauth from 'oauth4webapi';
import { AUTH } from '../config.gen.js';
import { logger } from './log.gen.js';
import { PENDING_TTL_MS, type PendingAuthorization, type Upstream } from './upstream.gen.js';
import { storeKey } from './upstream-store.gen.js';

export const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A small HTML page (no script, nothing from the request echoed): what the user's browser shows. */
export function page(res: ServerResponse, status: number, title: string, text: string, headers: Record<string, string | string[]> = {}): void {
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

export const refuse = (res: ServerResponse, text: string) => page(res, 400, 'Authorization refused', `${text} Nothing was stored.`);

/** A fresh random cookie value for the browser, and the Set-Cookie header that gives it (HttpOnly, SameSite=Lax). */
export function browserCookie(name: string, at: string, path: string): { value: string; header: string } {
  const value = randomBytes(32).toString('base64url');
  const secure = new URL(at).protocol === 'https:' ? '; Secure' : '';
  return { value, header: `${name}=${value}; Path=${path}; Max-Age=${PENDING_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}` };
}

export const clearCookie = (name: string, path: string) => `${name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Whether the request carries cookie `name` whose SHA-256 is `expected` (compared in constant time). */
export function sameBrowser(req: IncomingMessage, name: string, expected: string): boolean {
  let cookie = '';
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) cookie = value.join('=');
  }
  const want = Buffer.from(expected);
  const got = Buffer.from(cookie === '' ? '' : digest(cookie));
  return got.length === want.length && timingSafeEqual(got, want);
}

/** A sign-in in progress, keyed by its state: single use, PENDING_TTL_MS at most. */
interface LoginState {
  readonly pending: PendingAuthorization;
  readonly verifier: string;
  readonly nonce: string;
  /** SHA-256 of the cookie set on the browser that started it. */
  readonly browser: string;
}

export const LOGIN_COOKIE = 'mcpgen_login';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The sign-in that binds authorization links to their user; undefined (and a warning) without MCPGEN_AUTH_CLIENT_ID. */
export interface Login {
  readonly path: string;
  /** Sends the browser to the issuer to sign in; the authorization link is already spent. */
  begin(pending: PendingAuthorization, res: ServerResponse): Promise<void>;
  /** The issuer's answer: the user it signed in, when they are the one who was asked; else a page has been sent. */
  finish(url: URL, req: IncomingMessage, res: ServerResponse): Promise<PendingAuthorization | undefined>;
}

export function loginOf(up: Upstream, env: NodeJS.ProcessEnv = process.env): Login | undefined {
  const clientId = env.MCPGEN_AUTH_CLIENT_ID;
  if (!clientId) {
    logger.warn(
      'authorization links of per-user API credentials are not bound to the user who opens them: whoever opens a link first authorizes the API for the user it was made for; set MCPGEN_AUTH_CLIENT_ID (and MCPGEN_AUTH_CLIENT_SECRET) to an OAuth client at the auth issuer so the browser signs in first',
    );
    return undefined;
  }
  const issuer = new URL(env.MCPGEN_AUTH_ISSUER || AUTH?.issuer || '');
  const secret = env.MCPGEN_AUTH_CLIENT_SECRET;
  const client: oauth.Client = { client_id: clientId };
  const auth = secret ? oauth.ClientSecretBasic(secret) : oauth.None();
  // http is accepted for a loopback issuer only (oauth.gen.ts refuses any other at start-up).
  const options = { [oauth.allowInsecureRequests]: issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname) };
  const redirectUri = `${new URL(up.redirectUri).origin}/upstream/login`;
  const path = new URL(redirectUri).pathname;
  let metadata: Promise<oauth.AuthorizationServer> | undefined;
  /** The issuer's metadata (RFC 8414, then OpenID Connect discovery), fetched once; a failure is tried again next time. */
  const discover = () =>
    (metadata ??= (async () => {
      let failure: unknown;
      for (const algorithm of ['oauth2', 'oidc'] as const) {
        try {
          return await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm, ...options }));
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    })().catch((error: unknown) => {
      metadata = undefined;
      throw error;
    }));

  return {
    path,
    async begin(pending, res) {
      let as: oauth.AuthorizationServer;
      try {
        as = await discover();
      } catch (error) {
        logger.warn("the auth issuer's metadata could not be fetched", { reason: error instanceof Error ? error.message : 'unknown' });
        return page(res, 503, 'Sign-in unavailable', 'The sign-in service could not be reached: call the tool again later for a new link. Nothing was stored.');
      }
      const state = oauth.generateRandomState();
      const verifier = oauth.generateRandomCodeVerifier();
      const nonce = oauth.generateRandomNonce();
      const cookie = browserCookie(LOGIN_COOKIE, redirectUri, path);
      const record: LoginState = { pending, verifier, nonce, browser: digest(cookie.value) };
      await up.store.put(storeKey('login', state), record, PENDING_TTL_MS);
      const target = new URL(as.authorization_endpoint!);
      target.searchParams.set('response_type', 'code');
      target.searchParams.set('client_id', clientId);
      target.searchParams.set('redirect_uri', redirectUri);
      target.searchParams.set('scope', 'openid');
      target.searchParams.set('state', state);
      target.searchParams.set('nonce', nonce);
      target.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
      target.searchParams.set('code_challenge_method', 'S256');
      res.writeHead(302, { location: target.href, 'cache-control': 'no-store', 'set-cookie': cookie.header }).end();
    },
    async finish(url, req, res) {
      const state = url.searchParams.get('state');
      // Taken (deleted) before anything else: a state is good for one answer, whatever its outcome.
      const started = state ? await up.store.take<LoginState>(storeKey('login', state)) : undefined;
      if (started === undefined || state === null) return void refuse(res, 'The state of this sign-in is unknown, already used or expired.');
      if (!sameBrowser(req, LOGIN_COOKIE, started.browser)) return void refuse(res, 'This sign-in was started in another browser.');
      let claims: oauth.IDToken | undefined;
      try {
        const as = await discover();
        const params = oauth.validateAuthResponse(as, client, url, state);
        const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, started.verifier, options);
        const answer = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: started.nonce, requireIdToken: true });
        claims = oauth.getValidatedIdTokenClaims(answer);
      } catch (error) {
        const reason =
          error instanceof oauth.AuthorizationResponseError || error instanceof oauth.ResponseBodyError
            ? error.error
            : error instanceof Error
              ? error.name
              : 'unknown';
        logger.warn('sign-in at the auth issuer failed', { reason });
        return void refuse(res, 'The sign-in did not complete.');
      }
      if (claims?.iss !== started.pending.issuer || claims.sub !== started.pending.subject) {
        logger.warn('an authorization link was opened by another user than the one it was made for', { scheme: started.pending.scheme });
        return void page(
          res,
          403,
          'Wrong user',
          'This link was made for another user: only the user who was asked can authorize with it. Nothing was stored, and the link is used up.',
          {
            'set-cookie': clearCookie(LOGIN_COOKIE, path),
          },
        );
      }
      return started.pending;
    },
  };
}
