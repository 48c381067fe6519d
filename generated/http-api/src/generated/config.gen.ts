// generated — do not edit. Source: ../../specs/http-api.yaml. Regenerate with `npm run generate`.
// What mcpgen's runtime (./runtime/) takes from the manifest: the server's identity, its lifecycle hooks, the
// shutdown grace period, its OAuth settings and its server card.
import type { AuthSettings, LifecycleHooks, ServerCardRoute, UpstreamAuthSettings } from './runtime/settings.gen.js';

export const SERVER_INFO = {
  name: "http-api",
  version: "1.0.0",
  title: "Trips",
  description: "Plan trips through the Trips HTTP API."
};

export const INSTRUCTIONS: string | undefined = undefined;

/** The manifest has no `auth`: over HTTP, only static bearer tokens (MCPGEN_AUTH_TOKENS) authenticate. */
export const AUTH: AuthSettings | undefined = undefined;

/** The manifest does not set server.serverCard: no server card is served. */
export const SERVER_CARD: ServerCardRoute | undefined = undefined;

/** No api.auth scheme is per user (oauth2 with `auth`): no /upstream endpoints. */
export const UPSTREAM_AUTH: UpstreamAuthSettings | undefined = undefined;

/** How long a stop waits for the calls in flight; MCPGEN_SHUTDOWN_GRACE_MS overrides it. */
export const SHUTDOWN_GRACE_DEFAULT_MS = 10000;

/** The manifest declares no lifecycle hooks: `ctx.app` is undefined. */
export type App = undefined;

export const LIFECYCLE: LifecycleHooks<App> | undefined = undefined;
