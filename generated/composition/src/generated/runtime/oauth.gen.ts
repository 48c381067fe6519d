// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The OAuth 2.1 resource server (manifest `auth`, HTTP only): access tokens are JWTs verified with jose against the
// issuer's JWKS (fetched on first use, cached, fetched again for a key it does not know: key rotation), with an
// algorithm allow-list, the issuer, the audience (RFC 8707: this server), expiry and not-before within a bounded
// clock skew. Serves the Protected Resource Metadata (RFC 9728) the 401 challenges point at.
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { getOAuthProtectedResourceMetadataUrl, type AuthInfo } from '@modelcontextprotocol/server';
import { SERVER_INFO } from '../config.gen.js';
import { AuthFailure, type AuthSettings, type ResourceServer } from './auth.gen.js';

const PRM_PATH = '/.well-known/oauth-protected-resource';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const FETCH_TIMEOUT_MS = 5_000;

/** An https URL (http only on loopback) without fragment: what issuer, audience and JWKS URL must be. */
function checkedUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not an absolute URL: ${value}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new Error(`${name} must be an https URL (http only on loopback): ${value}`);
  if (value.includes('#')) throw new Error(`${name} must not have a fragment: ${value}`);
  return url;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** Where the issuer's metadata may be: RFC 8414 (path-aware), then OpenID Connect discovery. */
function metadataUrls(issuer: URL): URL[] {
  const path = withoutTrailingSlash(issuer.pathname);
  return [
    new URL(`/.well-known/oauth-authorization-server${path === '/' ? '' : path}`, issuer),
    new URL(`${path === '/' ? '' : path}/.well-known/openid-configuration`, issuer),
  ];
}

/** jwks_uri from the issuer's metadata, whose `issuer` must be exactly the configured one (RFC 8414 §3.3). */
async function discoverJwksUri(issuer: string): Promise<URL> {
  const problems: string[] = [];
  for (const url of metadataUrls(new URL(issuer))) {
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status !== 200) {
        problems.push(`${url.href}: HTTP ${response.status}`);
        continue;
      }
      const metadata = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
      if (metadata.issuer !== issuer) throw new Error(`${url.href} names another issuer`);
      if (typeof metadata.jwks_uri !== 'string') throw new Error(`${url.href} has no jwks_uri`);
      return checkedUrl('jwks_uri', metadata.jwks_uri);
    } catch (error) {
      problems.push(`${url.href}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`no authorization server metadata for ${issuer} (${problems.join('; ')})`);
}

/** Key lookup failures that are the token's fault (no key of that kid or alg): 401, not 503. */
const TOKEN_KEY_ERRORS = new Set(['ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS', 'ERR_JOSE_NOT_SUPPORTED', 'ERR_JOSE_ALG_NOT_ALLOWED']);
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** What a client is told about a rejected token (never the token, never jose's own text). */
function describe(error: unknown): string {
  const code = codeOf(error);
  if (code === 'ERR_JWT_EXPIRED') return 'The access token has expired';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') {
    const claim = (error as { claim?: unknown }).claim;
    if (claim === 'aud') return 'The access token was not issued for this resource';
    if (claim === 'iss') return 'The access token was not issued by the expected authorization server';
    if (claim === 'nbf') return 'The access token is not valid yet';
    return `The access token's ${String(claim)} claim is missing or invalid`;
  }
  if (code === 'ERR_JOSE_ALG_NOT_ALLOWED') return 'The access token is signed with an algorithm this server does not accept';
  return 'The access token is invalid';
}

/** `scope` (RFC 9068, space-separated) or `scp` (a list, as some issuers send). */
function scopesOf(payload: JWTPayload): string[] {
  if (typeof payload.scope === 'string') return payload.scope.split(' ').filter((s) => s.length > 0);
  const scp = payload.scp;
  if (Array.isArray(scp)) return scp.filter((s): s is string => typeof s === 'string');
  return typeof scp === 'string' ? scp.split(' ').filter((s) => s.length > 0) : [];
}

/** The manifest's settings, with MCPGEN_AUTH_ISSUER, MCPGEN_AUTH_AUDIENCE and MCPGEN_AUTH_JWKS_URI applied. */
export function createResourceServer(settings: AuthSettings, env: NodeJS.ProcessEnv = process.env): ResourceServer {
  const issuer = env.MCPGEN_AUTH_ISSUER || settings.issuer;
  const audience = env.MCPGEN_AUTH_AUDIENCE || settings.audience;
  const jwksUri = env.MCPGEN_AUTH_JWKS_URI || settings.jwksUri;
  checkedUrl('the auth issuer (MCPGEN_AUTH_ISSUER)', issuer);
  const resource = checkedUrl('the auth audience (MCPGEN_AUTH_AUDIENCE)', audience);
  const configuredJwks = jwksUri === undefined ? undefined : checkedUrl('the JWKS URL (MCPGEN_AUTH_JWKS_URI)', jwksUri);
  // How soon a token with an unknown key may make the JWKS be fetched again (default 30 s, jose's).
  const cooldown = Number(env.MCPGEN_AUTH_JWKS_COOLDOWN_MS ?? '30000');
  if (!Number.isInteger(cooldown) || cooldown < 0)
    throw new Error(`MCPGEN_AUTH_JWKS_COOLDOWN_MS must be a non-negative integer, got ${env.MCPGEN_AUTH_JWKS_COOLDOWN_MS}`);

  const stepUpEnv = env.MCPGEN_AUTH_STEP_UP;
  if (stepUpEnv !== undefined && stepUpEnv !== '' && stepUpEnv !== 'true' && stepUpEnv !== 'false')
    throw new Error(`MCPGEN_AUTH_STEP_UP must be true or false, got ${stepUpEnv}`);
  const stepUp = stepUpEnv === 'true' || (stepUpEnv !== 'false' && settings.stepUp);

  let remote: Promise<JWTVerifyGetKey> | undefined;
  const keySet = () =>
    (remote ??= (configuredJwks ? Promise.resolve(configuredJwks) : discoverJwksUri(issuer)).then(
      (url) => createRemoteJWKSet(url, { cooldownDuration: cooldown, timeoutDuration: FETCH_TIMEOUT_MS }),
      (error: unknown) => {
        remote = undefined; // the next request tries again
        throw error;
      },
    ));
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await (await keySet())(header, token);
    } catch (error) {
      if (TOKEN_KEY_ERRORS.has(String(codeOf(error)))) throw error;
      throw new AuthFailure('unavailable', 'the issuer signing keys could not be fetched', { cause: error });
    }
  };
  // The audience as configured, also with or without one trailing slash (as the SDK compares resources).
  const bare = withoutTrailingSlash(audience);
  const audiences = [...new Set([audience, bare, `${bare}/`])];
  const metadataUrl = getOAuthProtectedResourceMetadataUrl(resource);
  const metadata = {
    resource: audience,
    authorization_servers: [issuer],
    ...(settings.scopes.length > 0 && { scopes_supported: [...settings.scopes] }),
    bearer_methods_supported: ['header'],
    resource_name: serverTitle(SERVER_INFO),
  };
  const resourcePath = withoutTrailingSlash(resource.pathname);
  const paths = new Set([PRM_PATH, `${PRM_PATH}/mcp`, `${PRM_PATH}${resourcePath === '/' ? '' : resourcePath}`]);

  return {
    metadataUrl,
    stepUp,
    metadataAt: (path) => (paths.has(withoutTrailingSlash(path)) ? metadata : undefined),
    async verify(token: string): Promise<AuthInfo> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer,
          audience: audiences,
          algorithms: [...settings.algorithms],
          clockTolerance: settings.clockSkewSeconds,
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        if (error instanceof AuthFailure) throw error;
        throw new AuthFailure('invalid_token', describe(error), { cause: error });
      }
      const clientId = typeof payload.client_id === 'string' ? payload.client_id : typeof payload.azp === 'string' ? payload.azp : '';
      return {
        token,
        clientId,
        scopes: scopesOf(payload),
        ...(payload.exp !== undefined && { expiresAt: payload.exp }),
        resource,
        resourceMetadataUrl: metadataUrl,
        extra: { subject: payload.sub, claims: payload },
      };
    },
  };
}

/** The server's title, else its name (a manifest without `server.title` has no such key in SERVER_INFO). */
const serverTitle = (info: { readonly name: string; readonly title?: string }): string => info.title ?? info.name;
