// generated — do not edit. Source: ../../specs/docs-search.yaml. Regenerate with `npm run generate`.
// What mcpgen's runtime (./runtime/) takes from the manifest: the server's identity, its lifecycle hooks, the
// shutdown grace period, its OAuth settings and its server card.
import type { AuthSettings, LifecycleHooks, ServerCardRoute, UpstreamAuthSettings } from './runtime/settings.gen.js';
import { serverCardRoute } from './runtime/server-card.gen.js';

export const SERVER_INFO = {
  name: "docs-search",
  version: "1.0.0",
  title: "Docs Search",
  description: "Search the team's documents"
};

export const INSTRUCTIONS: string | undefined = "Use search_documents before answering questions about internal docs.";

/** The manifest has no `auth`: over HTTP, only static bearer tokens (MCPGEN_AUTH_TOKENS) authenticate. */
export const AUTH: AuthSettings | undefined = undefined;

/** The SEP-2127 server card (server.serverCard), served over HTTP at /mcp/server-card with its remote. */
export const SERVER_CARD: ServerCardRoute | undefined = serverCardRoute({
  $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
  name: "io.github.mcpgen-examples/docs-search",
  version: "1.0.0",
  title: "Docs Search",
  description: "Search the team's documents"
});

/** No api.auth scheme is per user (oauth2 with `auth`): no /upstream endpoints. */
export const UPSTREAM_AUTH: UpstreamAuthSettings | undefined = undefined;

/** How long a stop waits for the calls in flight; MCPGEN_SHUTDOWN_GRACE_MS overrides it. */
export const SHUTDOWN_GRACE_DEFAULT_MS = 10000;

/** The manifest declares no lifecycle hooks: `ctx.app` is undefined. */
export type App = undefined;

export const LIFECYCLE: LifecycleHooks<App> | undefined = undefined;
