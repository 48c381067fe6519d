// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// What mcpgen's runtime (./runtime/) takes from the manifest: the server's identity, its lifecycle hooks, the
// shutdown grace period, its OAuth settings and its server card.
import type { AuthSettings, LifecycleHooks, ServerCardRoute, UpstreamAuthSettings } from './runtime/settings.gen.js';

export const SERVER_INFO = {
  name: "composition",
  version: "1.0.0",
  title: "Composition",
  description: "Every mcpgen feature in one server."
};

export const INSTRUCTIONS: string | undefined = undefined;

/**
 * OAuth 2.1 resource server (the manifest's `auth`): access tokens from `issuer`, for `audience`, with the scopes
 * each tool, resource and prompt requires. MCPGEN_AUTH_ISSUER, MCPGEN_AUTH_AUDIENCE and MCPGEN_AUTH_JWKS_URI
 * override the first three at run time.
 */
export const AUTH: AuthSettings | undefined = {
  issuer: "https://auth.example.com",
  audience: "https://composition.example.com/mcp",
  jwksUri: undefined,
  scopes: ["notes:read", "notes:write"],
  algorithms: ["RS256", "ES256"],
  clockSkewSeconds: 30,
  hideUnauthorized: false,
  stepUp: true,
  tools: [
    [
      "list_notes",
      ["notes:read"]
    ],
    [
      "pin_note",
      ["notes:write"]
    ],
    [
      "add_note",
      ["notes:write"]
    ],
    [
      "export_notes",
      ["notes:read"]
    ],
    [
      "my_remote_notes",
      ["notes:read"]
    ]
  ],
  resources: [
    [
      "notes://index",
      ["notes:read"]
    ]
  ],
  resourceTemplates: [
    [
      "notes://notes/{id}",
      ["notes:read"]
    ]
  ],
  prompts: [],
  load: () => import('./runtime/oauth.gen.js')
};

/** The manifest does not set server.serverCard: no server card is served. */
export const SERVER_CARD: ServerCardRoute | undefined = undefined;

/**
 * Per-user API credentials (api.auth schemes of type oauth2, with `auth`): /upstream/authorize, /upstream/callback
 * and /upstream/revoke over HTTP (runtime/upstream-routes.gen.ts).
 */
export const UPSTREAM_AUTH: UpstreamAuthSettings | undefined = {
  schemes: ["notesUser"],
  load: () => import('./runtime/upstream-routes.gen.js')
};

/** How long a stop waits for the calls in flight; MCPGEN_SHUTDOWN_GRACE_MS overrides it. */
export const SHUTDOWN_GRACE_DEFAULT_MS = 10000;

/** The manifest declares no lifecycle hooks: `ctx.app` is undefined. */
export type App = undefined;

export const LIFECYCLE: LifecycleHooks<App> | undefined = undefined;
