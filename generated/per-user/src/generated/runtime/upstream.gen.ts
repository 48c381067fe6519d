// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Per-user API credentials (api.auth schemes of type oauth2, with the manifest's `auth`): each user of the server, the
// verified issuer and subject of their access token, authorizes the API once at its authorization server, and the
// tools send that user's own token. A call without one is answered with a URL elicitation that sends the user to
// this server's /upstream/authorize (upstream-routes.gen.ts); the token is kept sealed (upstream-store.gen.ts) and
// refreshed before it expires. OAuth itself (PKCE, the code exchange, refresh) is oauth4webapi's.
import * as oauth from 'oauth4webapi';
import {
  CLIENT_CAPABILITIES_META_KEY,
  inputRequired,
  UrlElicitationRequiredError,
  type ClientCapabilities,
  type McpServer,
} from '@modelcontextprotocol/server';
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { AUTH } from '../config.gen.js';
import type { ToolContext } from './api.gen.js';
import type { CallerAuth } from './auth.gen.js';
import { InputRequiredSignal, isElicitResult } from './context.gen.js';
import { McpgenError } from './errors.gen.js';
import type { OAuth2Scheme, Operation, PerUserCredentials } from './http-request.gen.js';
import { logger } from './log.gen.js';
import { openSealedStore, storeKey, tokenKey, type SealedStore } from './upstream-store.gen.js';

/** How long an authorization link and the state of an authorization in progress live: single use, then gone. */
export const PENDING_TTL_MS = 10 * 60_000;
/** A token this close to expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;
/** While the client says the user is authorizing, the retried call looks for the token this often. */
const WAIT_POLL_MS = 250;

/** Who a token belongs to: the verified issuer and subject of the caller's access token. */
export interface Principal {
  readonly issuer: string;
  readonly subject: string;
}

/** A user's token for one scheme, as stored (sealed). */
export interface TokenRecord {
  readonly accessToken: string;
  readonly refreshToken?: string;
  /** Milliseconds since the epoch; absent when the authorization server did not say. */
  readonly expiresAt?: number;
  readonly scopes: readonly string[];
}

/** An authorization link handed out in an elicitation: who it is for, which scheme and scopes. */
export interface PendingAuthorization extends Principal {
  readonly scheme: string;
  readonly settings: OAuth2Scheme;
  readonly scopes: readonly string[];
}

/** The upstream's side of the flow, once this process serves HTTP with per-user schemes. */
export interface Upstream {
  readonly store: SealedStore;
  /** The fixed redirect URI registered at the upstream: MCPGEN_API_REDIRECT_URI, else <audience origin>/upstream/callback. */
  readonly redirectUri: string;
  /** Where elicitation URLs point: MCPGEN_PUBLIC_URL's origin, else the audience's. */
  readonly origin: string;
}

let active: Upstream | undefined;

/** Opens the token store; throws (the server does not start) without MCPGEN_TOKEN_KEY. */
export async function startUpstream(env: NodeJS.ProcessEnv = process.env): Promise<Upstream> {
  if (active) return active;
  const key = tokenKey(env);
  const audience = env.MCPGEN_AUTH_AUDIENCE || AUTH?.audience;
  if (audience === undefined) throw new Error("per-user API credentials need the manifest's auth (the users' identity)");
  const origin = new URL(env.MCPGEN_PUBLIC_URL || audience).origin;
  const redirectUri = env.MCPGEN_API_REDIRECT_URI || `${new URL(audience).origin}/upstream/callback`;
  active = { store: await openSealedStore(key, env), redirectUri, origin };
  return active;
}

export const principalOf = (caller: CallerAuth): Principal => ({
  issuer: typeof caller.claims.iss === 'string' ? caller.claims.iss : 'mcpgen:static-token',
  subject: caller.subject,
});

export const tokenStoreKey = (p: Principal, scheme: string): string => storeKey('token', p.issuer, p.subject, scheme);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An endpoint of the upstream: <env>_AUTHORIZATION_URL / <env>_TOKEN_URL override the manifest's (a staging server). */
function endpoint(env: NodeJS.ProcessEnv, variable: string, fallback: string): URL {
  const url = new URL(env[variable] || fallback);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new UpstreamAuthorizationError(`${variable} must be an https URL (http only on loopback)`);
  return url;
}

/** The scheme's client at the upstream: <env>_CLIENT_ID, and <env>_CLIENT_SECRET unless it is a public client. */
export function clientOf(settings: OAuth2Scheme, env: NodeJS.ProcessEnv = process.env) {
  const clientId = env[`${settings.env}_CLIENT_ID`];
  if (!clientId) throw new UpstreamAuthorizationError(`the server has no OAuth client for this API: set ${settings.env}_CLIENT_ID`);
  const secret = env[`${settings.env}_CLIENT_SECRET`];
  const authorization = endpoint(env, `${settings.env}_AUTHORIZATION_URL`, settings.authorizationUrl);
  const token = endpoint(env, `${settings.env}_TOKEN_URL`, settings.tokenUrl);
  const as: oauth.AuthorizationServer = {
    issuer: authorization.origin,
    authorization_endpoint: authorization.href,
    token_endpoint: token.href,
  };
  // http is accepted for loopback endpoints only (checked above).
  const options = { [oauth.allowInsecureRequests]: token.protocol === 'http:' };
  return { as, client: { client_id: clientId }, auth: secret ? oauth.ClientSecretPost(secret) : oauth.None(), options };
}

/** A token endpoint answer as stored: the scopes granted (the requested ones when it does not say). */
export function recordOf(answer: oauth.TokenEndpointResponse, requested: readonly string[], previous?: TokenRecord): TokenRecord {
  const refreshToken = answer.refresh_token ?? previous?.refreshToken;
  return {
    accessToken: answer.access_token,
    ...(refreshToken !== undefined && { refreshToken }),
    ...(typeof answer.expires_in === 'number' && { expiresAt: Date.now() + answer.expires_in * 1000 }),
    scopes: typeof answer.scope === 'string' ? answer.scope.split(' ').filter((s) => s !== '') : [...requested],
  };
}

/** How long a stored token is kept: until revoked with a refresh token, else until it expires. */
export const keepFor = (record: TokenRecord): number | undefined =>
  record.refreshToken !== undefined || record.expiresAt === undefined ? undefined : Math.max(1, record.expiresAt - Date.now());

/** The user has not authorized the API, declined to, or the upstream refused: a tool error, never with a token in it. */
export class UpstreamAuthorizationError extends McpgenError {
  override readonly name = 'UpstreamAuthorizationError';
  readonly code = -32001;
}

const refreshing = new Map<string, Promise<TokenRecord | undefined>>();

/** A fresh token from the refresh token; undefined (and the record deleted) when the upstream no longer honours it. */
function refreshed(up: Upstream, key: string, settings: OAuth2Scheme, record: TokenRecord): Promise<TokenRecord | undefined> {
  let pending = refreshing.get(key);
  if (pending) return pending;
  pending = (async () => {
    const { as, client, auth, options } = clientOf(settings);
    try {
      const response = await oauth.refreshTokenGrantRequest(as, client, auth, record.refreshToken!, options);
      const next = recordOf(await oauth.processRefreshTokenResponse(as, client, response), record.scopes, record);
      await up.store.put(key, next, keepFor(next));
      return next;
    } catch (error) {
      // Another instance may have refreshed first (the upstream rotates refresh tokens): its token, stored a moment
      // after the upstream answered it, is the one to use.
      for (let look = 0; look < 5; look++) {
        const current = await up.store.get<TokenRecord>(key);
        if (current !== undefined && current.accessToken !== record.accessToken) return current;
        await delay(100);
      }
      logger.info('upstream token refresh refused; the user is asked to authorize again', {
        reason: error instanceof oauth.ResponseBodyError ? error.error : error instanceof Error ? error.name : 'unknown',
      });
      await up.store.delete(key);
      return undefined;
    }
  })().finally(() => refreshing.delete(key));
  refreshing.set(key, pending);
  return pending;
}

const covers = (record: TokenRecord, needed: readonly string[]) => needed.every((s) => record.scopes.includes(s));

/** The stored token when it covers `needed`, refreshed when close to expiry; undefined when there is none usable. */
async function usable(up: Upstream, key: string, settings: OAuth2Scheme, needed: readonly string[]) {
  const record = await up.store.get<TokenRecord>(key);
  if (record === undefined) return { record };
  if (record.expiresAt !== undefined && record.expiresAt - Date.now() < REFRESH_MARGIN_MS) {
    if (record.refreshToken === undefined) {
      await up.store.delete(key);
      return { record: undefined };
    }
    const next = await refreshed(up, key, settings, record);
    return { record: next, token: next && covers(next, needed) ? next.accessToken : undefined };
  }
  return { record, token: covers(record, needed) ? record.accessToken : undefined };
}

/** How this client can be sent to a URL: an input request (MRTR, or the SDK's shim on 2025-era), the -32042 error, or text. */
function urlElicitation(ctx: ToolContext): 'input' | 'error' | 'text' {
  const server = (ctx as { readonly server?: McpServer }).server?.server;
  const version = server?.getNegotiatedProtocolVersion();
  if (ctx.mcp.mcpReq.envelope !== undefined || (version !== undefined && version >= '2026')) {
    const envelope = ctx.mcp.mcpReq.envelope as Readonly<Record<string, unknown>> | undefined;
    const declared = envelope?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined;
    return declared?.elicitation?.url ? 'input' : 'text';
  }
  if (ctx.taskId !== undefined) return 'text';
  return server?.getClientCapabilities()?.elicitation?.url ? 'input' : 'error';
}

/** Waits for the callback to store a token covering `needed` (the user is authorizing in the browser). */
async function awaitToken(up: Upstream, key: string, settings: OAuth2Scheme, needed: readonly string[], ctx: ToolContext) {
  const until = Date.now() + PENDING_TTL_MS;
  while (Date.now() < until) {
    const { token } = await usable(up, key, settings, needed);
    if (token !== undefined) return token;
    await ctx.sleep(WAIT_POLL_MS);
  }
  throw new UpstreamAuthorizationError('the authorization was not completed in time; call the tool again');
}

/** The calling user's token for scheme `name` of operation `op`, or a request to authorize (thrown). */
async function token(name: string, settings: OAuth2Scheme, op: Operation, ctx: ToolContext): Promise<string | undefined> {
  const caller = ctx.auth;
  if (caller === undefined) return undefined; // stdio, or HTTP without authentication: the static token of <env>
  const up = active ?? (await startUpstream());
  const principal = principalOf(caller);
  const key = tokenStoreKey(principal, name);
  const needed = op.scopes ?? [];
  const { record, token: found } = await usable(up, key, settings, needed);
  if (found !== undefined) return found;
  const elicitation = `upstream_${name}`;
  const answer = ctx.mcp.mcpReq.inputResponses?.[elicitation];
  if (isElicitResult(answer)) {
    if (answer.action !== 'accept') throw new UpstreamAuthorizationError(`the user did not authorize ${name}; the call needs it`);
    return awaitToken(up, key, settings, needed, ctx);
  }
  clientOf(settings); // a server without its OAuth client says so now, not after the user opened the link
  // Asked for: what this operation needs, with what the user already granted (so nothing granted is lost).
  const scopes = [...new Set([...(record?.scopes ?? []), ...needed])];
  const id = randomBytes(32).toString('base64url');
  const pending: PendingAuthorization = { ...principal, scheme: name, settings, scopes };
  await up.store.put(storeKey('request', id), pending, PENDING_TTL_MS);
  const url = `${up.origin}/upstream/authorize?request=${id}`;
  const message = `${ctx.tool} calls an API on your behalf: authorize ${name}${scopes.length > 0 ? ` (${scopes.join(' ')})` : ''} in your browser.`;
  ctx.log.info('upstream authorization asked for', { scheme: name, scopes });
  switch (urlElicitation(ctx)) {
    case 'input':
      throw new InputRequiredSignal(elicitation, undefined, inputRequired.elicitUrl({ message, url }));
    case 'error':
      throw new UrlElicitationRequiredError([{ mode: 'url', message, url, elicitationId: id }], message);
    case 'text':
      throw new UpstreamAuthorizationError(`${message} Open ${url}, then call the tool again.`);
  }
}

/** The API refused the user's token (401): it is forgotten, so the next call asks the user again. */
async function refused(name: string, ctx: ToolContext): Promise<void> {
  if (ctx.auth === undefined || active === undefined) return;
  await active.store.delete(tokenStoreKey(principalOf(ctx.auth), name));
}

/** What operations.gen.ts hands the API calls (Api.perUser). */
export const perUserCredentials: PerUserCredentials = { token, refused };
