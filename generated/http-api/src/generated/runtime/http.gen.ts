// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Streamable HTTP at /mcp, safe by default: loopback bind, Host/Origin validation (http-guards.gen.ts), optional
// bearer tokens (static, or OAuth access tokens with the manifest's `auth`), a body size limit and a bound on
// concurrent requests (http-limits.gen.ts), sessions or stateless serving (http-route.gen.ts), and a graceful stop
// that lets calls in flight finish.
import { createServer as createHttpServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { McpServerFactory } from '@modelcontextprotocol/server';
import { AUTH, SERVER_CARD, UPSTREAM_AUTH } from '../config.gen.js';
import { hostAndOriginChecks, methodAllowed, preflight } from './http-guards.gen.js';
import { authenticateOrReject, principalsFromEnv, serveMetadata } from './http-auth.gen.js';
import { limitsFromEnv, RequestAdmission } from './http-limits.gen.js';
import { mcpRouter, type AuthedRequest } from './http-route.gen.js';
import { noteRequest } from './handler-modules.gen.js';
import { stopOnSignals } from './lifecycle.gen.js';
import { logger } from './log.gen.js';
import { PROTOCOL_VERSIONS, startupFields, type ServeOptions } from './startup.gen.js';
import { LegacySessions } from './sessions.gen.js';
import type { ServerCardBody, ServerCardRoute, UpstreamAuthSettings, UpstreamRoutes } from './settings.gen.js';

export type { ServerCardBody, ServerCardRoute, UpstreamAuthSettings, UpstreamRoutes };

/** How long a stop waits for the responses of finished calls to go out before it cuts the connections. */
const RESPONSES_GRACE_MS = 2_000;

/** A request that failed past the checks: logged, and answered 500 unless its answer had begun. */
function failed(res: ServerResponse): (error: unknown) => void {
  return (error) => {
    logger.error('http request failed', { error });
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end();
  };
}

/**
 * Serves Streamable HTTP at /mcp. Binds 127.0.0.1 unless told otherwise; MCPGEN_ALLOWED_HOSTS and
 * MCPGEN_ALLOWED_ORIGINS widen the Host and Origin checks for non-local hosts.
 */
export async function serveOverHttp(factory: McpServerFactory, options: ServeOptions, toolCount: number): Promise<HttpServer> {
  const limits = limitsFromEnv();
  // With the manifest's `auth`: the OAuth resource server (jose is loaded only here).
  const oauth = AUTH ? (await AUTH.load()).createResourceServer(AUTH) : undefined;
  const sessions = new LegacySessions(factory, limits);
  const route = mcpRouter(factory, limits, sessions, oauth);
  const admission = new RequestAdmission(limits);
  const { validateHost, validateOrigin } = hostAndOriginChecks(options.host);
  const principals = principalsFromEnv();
  // Per-user API credentials: the token store opens now, so a missing MCPGEN_TOKEN_KEY stops the start.
  const upstream = UPSTREAM_AUTH && oauth ? await (await UPSTREAM_AUTH.load()).upstreamRoutes(UPSTREAM_AUTH.schemes) : undefined;
  // server.serverCard: public metadata, so no authentication (its remote's URL is known once listening).
  let card: ServerCardBody | undefined;

  /** An authenticated request: the body and concurrency limits, then routing. */
  const admit = (req: AuthedRequest, res: ServerResponse): void => {
    if (admission.admits(req, res)) route(req, res).catch(failed(res));
  };

  const server = createHttpServer((req: AuthedRequest, res) => {
    noteRequest();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const metadata = oauth?.metadataAt(path);
    if (metadata !== undefined) {
      if (validateHost(req, res)) serveMetadata(req, res, metadata);
      return;
    }
    if (card !== undefined && SERVER_CARD !== undefined && path === SERVER_CARD.path) {
      if (validateHost(req, res)) SERVER_CARD.serve(req, res, card);
      return;
    }
    const upstreamRoute = upstream?.handles(path);
    if (upstream !== undefined && upstreamRoute !== undefined) {
      if (!validateHost(req, res)) return;
      if (upstreamRoute === 'browser') return void upstream.serve(req, res, undefined).catch(failed(res));
      authenticateOrReject(req, res, principals, oauth)
        .then((auth) => (auth ? upstream.serve(req, res, auth) : undefined), failed(res))
        .catch(failed(res));
      return;
    }
    if (path !== '/mcp') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found; MCP is served at /mcp' }));
      return;
    }
    if (!validateHost(req, res) || !validateOrigin(req, res)) return;
    // Before authentication: a browser's preflight never carries the token.
    if (req.method === 'OPTIONS') return preflight(req, res);
    if (!methodAllowed(req, res)) return;
    if (principals.length === 0 && !oauth) return admit(req, res);
    authenticateOrReject(req, res, principals, oauth).then((auth) => {
      if (!auth) return;
      // Handed to the SDK as ctx.http.authInfo (ctx.auth); sessions and tasks are bound to its principal.
      req.auth = auth;
      admit(req, res);
    }, failed(res));
  });

  await new Promise<void>((resolve, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  stopOnSignals({
    // New connections are refused; requests on open keep-alive connections get the runtime's "shutting down" error.
    stopAccepting: () => {
      server.close();
      server.closeIdleConnections();
    },
    // The calls have ended; their responses may still be on the way out. Wait for them (briefly), then cut the rest.
    close: async () => {
      await admission.settled(RESPONSES_GRACE_MS);
      await sessions.closeAll();
      server.closeAllConnections();
    },
  });
  // Last: whoever waits for this line may signal at once, and the signal handlers above are in place by then.
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/mcp`;
  card = SERVER_CARD?.card(url, PROTOCOL_VERSIONS);
  logger.info('listening', {
    ...startupFields('streamable-http', url, toolCount),
    url,
    authentication: oauth ? 'oauth' : principals.length > 0 ? 'bearer' : 'none',
    ...(oauth && { resourceMetadata: oauth.metadataUrl }),
    ...(card && { serverCard: `${url}/server-card` }),
    ...(upstream && { upstreamRedirectUri: upstream.redirectUri }),
    ...limits,
  });
  return server;
}
