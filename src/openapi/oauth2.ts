// OAuth 2 and OpenID Connect security schemes of an OpenAPI document (issue 44). An `oauth2` scheme with an
// authorizationCode flow becomes a per-user credential (`type: oauth2`: each MCP user consents at the upstream, the
// server keeps their token); every other flow, and openIdConnect, is a bearer token the operator supplies, named in a
// warning that says why. Swagger 2.0's `flow: accessCode` arrives here as authorizationCode: 2.0 documents are
// converted to 3.0 first (read.ts, MCPG702).
import { authUrlProblem } from '../manifest/auth-rules.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';
import type { Operation, Warn } from './operations.js';

/** An absolute http(s) URL with a host: what a relative flow URL must resolve to. */
const ABSOLUTE = /^https?:\/\/[^/{}?#]+/i;

/** The flow's URL, resolved against the document's server URL as OpenAPI 3 says of relative URLs (RFC 3986); undefined
 * when it cannot be (no absolute server URL to resolve it against). */
function resolveUrl(url: string, base: string): string | undefined {
  if (ABSOLUTE.test(url)) return url;
  const resolved = ABSOLUTE.test(base) && URL.canParse(url, base) ? new URL(url, base).href : undefined;
  return resolved !== undefined && ABSOLUTE.test(resolved) ? resolved : undefined;
}

/**
 * The api.auth entry of an oauth2 or openIdConnect scheme. `server` is the document's server URL (variables at their
 * defaults), the base of relative flow URLs; `env` the variable the scheme reads (for oauth2, also the prefix of
 * <env>_CLIENT_ID and <env>_CLIENT_SECRET).
 */
export function oauthEntry(name: string, scheme: Obj, env: string, server: string, warn: Warn): Obj {
  const at = ['components', 'securitySchemes', name];
  const bearer = (why: string, hint: string): Obj => {
    warn(at, `security scheme "${name}" (${String(scheme.type)}) is sent as a bearer token from ${env}: ${why}`, hint);
    return { type: 'bearer', env };
  };
  if (scheme.type === 'openIdConnect')
    return bearer(
      `its endpoints are in a discovery document (${typeof scheme.openIdConnectUrl === 'string' ? scheme.openIdConnectUrl : 'openIdConnectUrl'}), and import never uses the network`,
      `obtain an access token yourself and set ${env}; for per-user tokens, describe the provider as an oauth2 scheme with an authorizationCode flow`,
    );
  const flows = isObject(scheme.flows) ? scheme.flows : {};
  const flow = isObject(flows.authorizationCode) ? flows.authorizationCode : undefined;
  if (!flow) {
    const names = Object.keys(flows);
    return bearer(
      `it has no authorizationCode flow (${names.length > 0 ? names.join(', ') : 'no flows'}), the only one in which each user consents`,
      `obtain an access token yourself${names.length > 0 ? ` (the ${names[0]} flow)` : ''} and set ${env} when running the server`,
    );
  }
  const urls: Obj = {};
  for (const key of ['authorizationUrl', 'tokenUrl'] as const) {
    const url = typeof flow[key] === 'string' ? flow[key] : '';
    const resolved = resolveUrl(url, server);
    if (resolved === undefined)
      return bearer(
        `its ${key} ${JSON.stringify(url)} is relative and the document has no absolute server URL to resolve it against`,
        `give the authorizationCode flow absolute URLs (or the document an absolute server URL) and re-import; until then set ${env} to an access token`,
      );
    // The manifest's rule (MCPG237): the user's browser and the server's code exchange go there, never in the clear.
    const problem = authUrlProblem(resolved, true);
    if (problem !== undefined)
      return bearer(
        `its ${key} ${JSON.stringify(resolved)} ${problem}`,
        `correct the URL in the document and re-import for per-user tokens; until then set ${env} to an access token`,
      );
    urls[key] = resolved;
  }
  const scopes = isObject(flow.scopes) ? Object.keys(flow.scopes) : [];
  return { type: 'oauth2', ...urls, ...(scopes.length > 0 && { scopes }), env };
}

/**
 * The scopes an operation asks of its per-user scheme (http.scopes): those its security requirement lists for the
 * first oauth2 scheme of its `auth` (the first requirement naming it: requirements are alternatives). A scope the
 * scheme's flow does not declare is added to the scheme's list, named in a warning once: dropping it would send the
 * user to consent to a token the API then refuses for this operation.
 */
export function operationScopes(operation: Operation, security: readonly unknown[], auth: readonly string[], entries: Record<string, Obj>, warn: Warn) {
  const scheme = auth.find((s) => entries[s]?.type === 'oauth2');
  if (scheme === undefined) return undefined;
  const requirement = security.filter(isObject).find((r) => Object.hasOwn(r, scheme));
  const wanted = Array.isArray(requirement?.[scheme]) ? [...new Set((requirement[scheme] as unknown[]).map(String))] : [];
  const entry = entries[scheme]!;
  for (const scope of wanted) {
    const declared = Array.isArray(entry.scopes) ? (entry.scopes as string[]) : [];
    if (declared.includes(scope)) continue;
    entry.scopes = [...declared, scope];
    warn(
      ['paths', operation.path, operation.method, 'security'],
      `${operation.key}: scope "${scope}" of security scheme "${scheme}" is not declared by its authorizationCode flow; it is added to api.auth.${scheme}.scopes`,
      'declare the scope in the flow (components.securitySchemes) so the document says what users consent to',
    );
  }
  return wanted.length > 0 ? wanted : undefined;
}
