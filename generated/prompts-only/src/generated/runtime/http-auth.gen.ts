// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Who an HTTP request comes from: static bearer tokens (MCPGEN_AUTH_TOKENS), or OAuth access tokens verified by
// runtime/oauth.gen.ts (manifest `auth`); the 401, 403 and 503 answers with their RFC 6750 challenges; and the
// Protected Resource Metadata document.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { AUTH } from '../config.gen.js';
import { AuthFailure, type ResourceServer } from './auth.gen.js';
import { logger } from './log.gen.js';

export interface Principal {
  readonly name: string;
  readonly digest: Buffer;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Bearer tokens from the environment: MCPGEN_AUTH_TOKENS="alice:token1,bob:token2" (principal:token pairs) or
 * MCPGEN_AUTH_TOKEN=token (one principal, "default"). None set: no authentication (loopback use).
 */
export function principalsFromEnv(env: NodeJS.ProcessEnv = process.env): Principal[] {
  const pairs = (env.MCPGEN_AUTH_TOKENS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const principals = pairs.map((pair) => {
    const at = pair.indexOf(':');
    if (at <= 0 || at === pair.length - 1) throw new Error('MCPGEN_AUTH_TOKENS must be principal:token pairs separated by commas');
    return { name: pair.slice(0, at), digest: digest(pair.slice(at + 1)) };
  });
  if (env.MCPGEN_AUTH_TOKEN) principals.push({ name: 'default', digest: digest(env.MCPGEN_AUTH_TOKEN) });
  return principals;
}

/** Who sent the request: compared in constant time against every known token (digests make lengths equal). */
function authenticate(req: IncomingMessage, principals: readonly Principal[]): AuthInfo | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return undefined;
  const presented = digest(match[1]!);
  let found: Principal | undefined;
  for (const p of principals) if (timingSafeEqual(p.digest, presented) && !found) found = p;
  if (!found) return undefined;
  // A static token is the operator's: it grants every scope the manifest declares.
  const scopes = [...(AUTH?.scopes ?? [])];
  return { token: match[1]!, clientId: found.name, scopes, extra: { subject: found.name, claims: {} } };
}

/** An RFC 6750 challenge: `Bearer k="v", ...` with every value a quoted-string. */
function challenge(params: Record<string, string | undefined>): string {
  const quoted = (v: string) => `"${v.replace(/[\\"]/g, '\\$&').replace(/[^\x20-\x7e]/g, ' ')}"`;
  const pairs = Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${quoted(v)}`]));
  return pairs.length === 0 ? 'Bearer' : `Bearer ${pairs.join(', ')}`;
}

/**
 * The request's caller: a static token, else (with `auth`) a verified access token. Answers 401 (with the
 * resource_metadata the client discovers the authorization server from) or 503 itself and resolves undefined.
 */
export async function authenticateOrReject(
  req: IncomingMessage,
  res: ServerResponse,
  principals: readonly Principal[],
  oauth: ResourceServer | undefined,
): Promise<AuthInfo | undefined> {
  const known = authenticate(req, principals);
  if (known || !oauth) {
    if (!known)
      reject(res, 401, -32001, 'Unauthorized: a valid bearer token is required', {
        'www-authenticate': 'Bearer',
      });
    return known;
  }
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const resource_metadata = oauth.metadataUrl;
  if (!match) {
    // No credentials at all: no error code (RFC 6750 §3.1), just where to find the authorization server.
    reject(res, 401, -32001, 'Unauthorized: a valid bearer token is required', {
      'www-authenticate': challenge({ resource_metadata }),
    });
    return undefined;
  }
  try {
    return await oauth.verify(match[1]!);
  } catch (error) {
    if (error instanceof AuthFailure && error.kind === 'invalid_token') {
      logger.info('access token rejected', { reason: error.message });
      reject(res, 401, -32001, `Unauthorized: ${error.message}`, {
        'www-authenticate': challenge({
          error: 'invalid_token',
          error_description: error.message,
          resource_metadata,
        }),
      });
    } else {
      logger.error('access token could not be verified', { error });
      reject(res, 503, -32000, 'Service unavailable: the access token cannot be verified now; retry later', {
        'retry-after': '5',
      });
    }
    return undefined;
  }
}

/** 403 insufficient_scope naming the scopes to ask for: those needed, plus those the token has (so none are lost). */
export function insufficientScope(res: ServerResponse, auth: AuthInfo, missing: readonly string[], oauth?: ResourceServer) {
  const held = auth.scopes.filter((s) => AUTH?.scopes.includes(s) === true);
  const scope = [...new Set([...held, ...missing])].join(' ');
  const description = `This request needs the scope${missing.length > 1 ? 's' : ''} ${missing.join(' ')}`;
  reject(res, 403, -32001, `Forbidden: insufficient_scope: ${description}`, {
    'www-authenticate': challenge({
      error: 'insufficient_scope',
      scope,
      error_description: description,
      resource_metadata: oauth?.metadataUrl,
    }),
  });
}

/** The Protected Resource Metadata document (RFC 9728): public, readable cross-origin. */
export function serveMetadata(req: IncomingMessage, res: ServerResponse, document: object): void {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD, OPTIONS' };
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { ...cors, allow: 'GET, HEAD, OPTIONS' }).end();
  const body = JSON.stringify(document);
  res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(req.method === 'HEAD' ? undefined : body);
}

/** A JSON-RPC error with no request id, for answers given before the request reaches the SDK. */
export function reject(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }));
}
