// The manifest's `auth` as config.gen.ts exports it (AUTH), and what the generated project needs for it.
import type { AuthIR, ScopeRequirementIR, ServerIR } from '../ir/types.js';
import { Code, toLiteral } from './literal.js';

const HEAD = 'export const AUTH: AuthSettings | undefined = ';

const pairs = (required: readonly ScopeRequirementIR[]) => required.map((r) => [r.key, [...r.scopes]]);

/** Every manifest string in AUTH goes through toLiteral (quoted as a literal, never spliced). */
function settings(auth: AuthIR): Record<string, unknown> {
  return {
    issuer: auth.issuer,
    audience: auth.audience,
    jwksUri: auth.jwksUri ?? new Code('undefined'),
    scopes: [...auth.scopes],
    algorithms: [...auth.algorithms],
    clockSkewSeconds: auth.clockSkewSeconds,
    hideUnauthorized: auth.hideUnauthorized,
    stepUp: auth.stepUp,
    tools: pairs(auth.required.tools),
    resources: pairs(auth.required.resources),
    resourceTemplates: pairs(auth.required.resourceTemplates),
    prompts: pairs(auth.required.prompts),
    load: new Code("() => import('./runtime/oauth.gen.js')"),
  };
}

/** The AUTH statement of config.gen.ts. */
export function authConfig(ir: ServerIR): { auth: string } {
  if (ir.auth === undefined)
    return {
      auth: ['/** The manifest has no `auth`: over HTTP, only static bearer tokens (MCPGEN_AUTH_TOKENS) authenticate. */', `${HEAD}undefined;`].join('\n'),
    };
  return {
    auth: [
      '/**',
      " * OAuth 2.1 resource server (the manifest's `auth`): access tokens from `issuer`, for `audience`, with the scopes",
      ' * each tool, resource and prompt requires. MCPGEN_AUTH_ISSUER, MCPGEN_AUTH_AUDIENCE and MCPGEN_AUTH_JWKS_URI',
      ' * override the first three at run time.',
      ' */',
      `${HEAD}${toLiteral(settings(ir.auth))};`,
    ].join('\n'),
  };
}

/** The UPSTREAM_AUTH statement of config.gen.ts (HTTP servers): per-user API credentials and their endpoints. */
export function upstreamConfig(ir: ServerIR): { upstream: string } {
  const head = 'export const UPSTREAM_AUTH: UpstreamAuthSettings | undefined = ';
  const schemes = ir.api?.perUser ? ir.api.auth.filter((s) => s.type === 'oauth2').map((s) => s.name) : [];
  if (schemes.length === 0)
    return { upstream: ['/** No api.auth scheme is per user (oauth2 with `auth`): no /upstream endpoints. */', `${head}undefined;`].join('\n') };
  return {
    upstream: [
      '/**',
      ' * Per-user API credentials (api.auth schemes of type oauth2, with `auth`): /upstream/authorize, /upstream/callback',
      ' * and /upstream/revoke over HTTP (runtime/upstream-routes.gen.ts).',
      ' */',
      `${head}${toLiteral({ schemes, load: new Code("() => import('./runtime/upstream-routes.gen.js')") })};`,
    ].join('\n'),
  };
}
