// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `npm run generate`.
// What mcpgen's runtime (./runtime/) takes from the manifest: the server's identity, its lifecycle hooks, the
// shutdown grace period, its OAuth settings and its server card.
import { shutdown, startup, type App } from '../lifecycle.js';
import type { AuthSettings, LifecycleHooks, ServerCardRoute, UpstreamAuthSettings } from './runtime/settings.gen.js';

export const SERVER_INFO = {
  name: "kitchen-sink",
  version: "0.3.0-rc.1",
  title: "Kitchen Sink",
  description: "Every mcpgen manifest feature in one server: \"quotes\", unicode (café ✓) and a backslash \\ included."
};

export const INSTRUCTIONS: string | undefined = "Call status first.\nUse fail only in tests; it throws the error you ask for.\n";

/** The manifest has no `auth`: over HTTP, only static bearer tokens (MCPGEN_AUTH_TOKENS) authenticate. */
export const AUTH: AuthSettings | undefined = undefined;

/** The manifest does not set server.serverCard: no server card is served. */
export const SERVER_CARD: ServerCardRoute | undefined = undefined;

/** No api.auth scheme is per user (oauth2 with `auth`): no /upstream endpoints. */
export const UPSTREAM_AUTH: UpstreamAuthSettings | undefined = undefined;

/** How long a stop waits for the calls in flight; MCPGEN_SHUTDOWN_GRACE_MS overrides it. */
export const SHUTDOWN_GRACE_DEFAULT_MS = 10000;

/** Your application context, built by startup() in src/lifecycle.ts: `ctx.app` in every handler. */
export type { App };

export const LIFECYCLE: LifecycleHooks<App> | undefined = { startup, shutdown };
