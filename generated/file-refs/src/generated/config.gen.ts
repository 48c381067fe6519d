// generated — do not edit. Source: ../../specs/file-refs.yaml. Regenerate with `npm run generate`.
// What mcpgen's runtime (./runtime/) takes from the manifest: the server's identity, its lifecycle hooks, the
// shutdown grace period, its OAuth settings and its server card.
import type { AuthSettings, LifecycleHooks } from './runtime/settings.gen.js';
export const SERVER_INFO = {
  name: "file-refs",
  version: "1.0.0",
  title: "File references",
  description: "Tools whose schemas live in schemas/"
};

export const INSTRUCTIONS: string | undefined = undefined;

/** The manifest has no `auth`: over HTTP, only static bearer tokens (MCPGEN_AUTH_TOKENS) authenticate. */
export const AUTH: AuthSettings | undefined = undefined;

/** How long a stop waits for the calls in flight; MCPGEN_SHUTDOWN_GRACE_MS overrides it. */
export const SHUTDOWN_GRACE_DEFAULT_MS = 10000;

/** The manifest declares no lifecycle hooks: `ctx.app` is undefined. */
export type App = undefined;

export const LIFECYCLE: LifecycleHooks<App> | undefined = undefined;
