// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The shapes of what ../config.gen.ts exports for the runtime (its OAuth settings, lifecycle hooks, server card and
// per-user API credentials):
// a leaf module, so the manifest's settings and the runtime that reads them never import each other for types.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/server';
import type { Logger } from './log.gen.js';

/** A scope requirement: [tool or prompt name, resource URI or resource template, the scopes it needs]. */
export type ScopeRequirements = readonly (readonly [string, readonly string[]])[];

/** The verifier and metadata of an OAuth resource server (runtime/oauth.gen.ts), loaded by the HTTP transport. */
export interface ResourceServer {
  /** The RFC 9728 metadata URL that challenges advertise (`resource_metadata`). */
  readonly metadataUrl: string;
  /** `auth.stepUp`, or MCPGEN_AUTH_STEP_UP (true/false): lacking scopes answer 403 rather than a tool error. */
  readonly stepUp: boolean;
  /** The Protected Resource Metadata document when `path` is one of its well-known paths. */
  metadataAt(path: string): Readonly<Record<string, unknown>> | undefined;
  /** Verifies an access token; rejects with an AuthFailure. */
  verify(token: string): Promise<AuthInfo>;
}

/** The manifest's `auth`, as ../config.gen.ts exports it (AUTH); undefined without one. */
export interface AuthSettings {
  readonly issuer: string;
  /** This server's resource identifier (RFC 8707): tokens must be issued for it. */
  readonly audience: string;
  readonly jwksUri: string | undefined;
  /** scopes_supported. */
  readonly scopes: readonly string[];
  readonly algorithms: readonly string[];
  readonly clockSkewSeconds: number;
  readonly hideUnauthorized: boolean;
  readonly stepUp: boolean;
  readonly tools: ScopeRequirements;
  readonly resources: ScopeRequirements;
  readonly resourceTemplates: ScopeRequirements;
  readonly prompts: ScopeRequirements;
  /** Loads the token verifier (with jose): only an HTTP server does. */
  readonly load: () => Promise<{
    createResourceServer(settings: AuthSettings, env?: NodeJS.ProcessEnv): ResourceServer;
  }>;
}

/** What the start-up and shutdown hooks receive. */
export interface LifecycleContext {
  readonly log: Logger;
  /** Fires when the hook has used up the grace period: the process exits soon after. */
  readonly signal: AbortSignal;
}

/** The start-up and shutdown hooks of src/lifecycle.ts, when the manifest declares them. */
export interface LifecycleHooks<AppContext> {
  startup(ctx: LifecycleContext): Promise<AppContext>;
  shutdown(app: AppContext, ctx: LifecycleContext): Promise<void>;
}

/**
 * server.serverCard as ../config.gen.ts exports it (SERVER_CARD), built by server-card.gen.ts, which only projects
 * with a server card carry.
 */
export interface ServerCardRoute {
  readonly path: string;
  /** The card's body and entity tag, once the URL this process listens on is known. */
  card(listenUrl: string, protocolVersions: readonly string[]): ServerCardBody;
  serve(req: IncomingMessage, res: ServerResponse, card: ServerCardBody): void;
}

export interface ServerCardBody {
  readonly body: string;
  readonly etag: string;
}

/**
 * Per-user API credentials (api.auth schemes of type oauth2, with `auth`), as ../config.gen.ts exports them
 * (UPSTREAM_AUTH): the endpoints of upstream-routes.gen.ts, loaded only by an HTTP server.
 */
export interface UpstreamAuthSettings {
  readonly schemes: readonly string[];
  readonly load: () => Promise<{ upstreamRoutes(schemes: readonly string[]): Promise<UpstreamRoutes> }>;
}

export interface UpstreamRoutes {
  readonly redirectUri: string;
  /** browser: the authorization links and the callback (no bearer token); caller: revoke (the user's bearer token). */
  handles(path: string): 'browser' | 'caller' | undefined;
  serve(req: IncomingMessage, res: ServerResponse, auth: AuthInfo | undefined): Promise<void>;
}
