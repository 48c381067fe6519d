// The statements of config.gen.ts that the manifest's `auth`, per-user API credentials and server card make (AUTH,
// UPSTREAM_AUTH, SERVER_CARD).
import type { AuthIR, ScopeRequirementIR, ServerIR } from '../ir/types.js';
import { defined } from '../manifest/schema-walk.js';
import { Code, docComment, toLiteral } from './literal.js';

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

/** `export const NAME: Type | undefined = value;` under its doc comment (mcpgen's words, never the manifest's). */
const statement = (doc: readonly string[], head: string, value = 'undefined') => `${docComment(doc.join('\n'))}\n${head}${value};`;

/** The AUTH statement of config.gen.ts. */
export function authConfig(ir: ServerIR): { auth: string } {
  const head = 'export const AUTH: AuthSettings | undefined = ';
  if (ir.auth === undefined)
    return { auth: statement(['The manifest has no `auth`: over HTTP, only static bearer tokens (MCPGEN_AUTH_TOKENS) authenticate.'], head) };
  const doc = [
    "OAuth 2.1 resource server (the manifest's `auth`): access tokens from `issuer`, for `audience`, with the scopes",
    'each tool, resource and prompt requires. MCPGEN_AUTH_ISSUER, MCPGEN_AUTH_AUDIENCE and MCPGEN_AUTH_JWKS_URI',
    'override the first three at run time.',
  ];
  return { auth: statement(doc, head, toLiteral(settings(ir.auth))) };
}

/** The UPSTREAM_AUTH statement of config.gen.ts (HTTP servers): per-user API credentials and their endpoints. */
export function upstreamConfig(ir: ServerIR): { upstream: string } {
  const head = 'export const UPSTREAM_AUTH: UpstreamAuthSettings | undefined = ';
  const schemes = ir.api?.perUser ? ir.api.auth.filter((s) => s.type === 'oauth2').map((s) => s.name) : [];
  if (schemes.length === 0) return { upstream: statement(['No api.auth scheme is per user (oauth2 with `auth`): no /upstream endpoints.'], head) };
  const doc = [
    'Per-user API credentials (api.auth schemes of type oauth2, with `auth`): /upstream/authorize, /upstream/callback',
    'and /upstream/revoke over HTTP (runtime/upstream-routes.gen.ts).',
  ];
  return { upstream: statement(doc, head, toLiteral({ schemes, load: new Code("() => import('./runtime/upstream-routes.gen.js')") })) };
}

/** The schema every SEP-2127 server card names (the extension's v1 family). */
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** SERVER_CARD of config.gen.ts: the card's route when server.serverCard is on (validation ensured its fields). */
export function serverCardStatement(ir: ServerIR): { serverCard: string; serverCardImport: string } {
  const head = 'export const SERVER_CARD: ServerCardRoute | undefined = ';
  if (!ir.serverCard || ir.registryName === undefined || ir.description === undefined)
    return { serverCard: statement(['The manifest does not set server.serverCard: no server card is served.'], head), serverCardImport: '' };
  const identity = defined({ $schema: SERVER_CARD_SCHEMA, name: ir.registryName, version: ir.version, title: ir.title, description: ir.description });
  return {
    serverCard: statement(
      ['The SEP-2127 server card (server.serverCard), served over HTTP at /mcp/server-card with its remote.'],
      head,
      `serverCardRoute(${toLiteral(identity)})`,
    ),
    serverCardImport: "import { serverCardRoute } from './runtime/server-card.gen.js';\n",
  };
}
