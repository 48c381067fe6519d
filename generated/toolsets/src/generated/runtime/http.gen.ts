// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Streamable HTTP at /mcp, safe by default: loopback bind, Host/Origin validation, optional bearer tokens (static,
// or OAuth access tokens with the manifest's `auth`), a body size limit, a bound on concurrent requests, and a
// graceful stop that lets calls in flight finish.
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import {
  classifyInboundRequest,
  createMcpHandler,
  isInitializeRequest,
  isJsonContentType,
  type AuthInfo,
  type McpServerFactory,
} from '@modelcontextprotocol/server';
import {
  hostHeaderValidation,
  localhostHostValidation,
  localhostOriginValidation,
  originValidation,
  toNodeHandler,
  type NodeIncomingMessageLike,
} from '@modelcontextprotocol/node';
import { AUTH, SERVER_CARD } from '../config.gen.js';
import { missingScopes, principalKey, requestScopes } from './auth.gen.js';
import {
  authenticateOrReject,
  insufficientScope,
  principalsFromEnv,
  reject,
  serveMetadata,
} from './http-auth.gen.js';
import { noteRequest } from './handler-modules.gen.js';
import { shuttingDown, stopOnSignals } from './lifecycle.gen.js';
import { logger } from './log.gen.js';
import { PROTOCOL_VERSIONS, startupFields, type ServeOptions } from './startup.gen.js';
import { LegacySessions, type SessionLimits } from './sessions.gen.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

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

/** Limits from the environment, with safe defaults. */
export interface HttpLimits extends SessionLimits {
  /** MCPGEN_MAX_BODY_BYTES: larger request bodies are answered 413 (default 4 MiB). */
  readonly maxBodyBytes: number;
  /** MCPGEN_MAX_CONCURRENT_REQUESTS: requests past it are answered 503 at once (default 256). */
  readonly maxConcurrentRequests: number;
}

export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpLimits {
  const positive = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`${name} must be a positive integer, got ${raw}`);
    return value;
  };
  return {
    maxBodyBytes: positive('MCPGEN_MAX_BODY_BYTES', 4 * 1024 * 1024),
    maxConcurrentRequests: positive('MCPGEN_MAX_CONCURRENT_REQUESTS', 256),
    maxSessions: positive('MCPGEN_MAX_SESSIONS', 1_000),
    sessionIdleMs: positive('MCPGEN_SESSION_IDLE_MS', 30 * 60_000),
  };
}

const listFromEnv = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

type AuthedRequest = IncomingMessage & { auth?: AuthInfo };

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The request body, read up to `max` bytes; undefined as soon as it grows past that (the rest is discarded). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | undefined> {
  return new Promise((resolve, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      // Still flowing without a listener, the rest is read and dropped: the client can finish sending and read the
      // 413 (closing the connection now would fail its writes before it sees the answer).
      req.off('data', onData).off('end', onEnd);
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    req.on('data', onData).once('end', onEnd).once('error', fail);
  });
}

/** 413. A declared length is refused unread and its connection closed; a streamed body is dropped to its end. */
const tooLarge = (res: ServerResponse, max: number, unread: boolean) =>
  reject(
    res,
    413,
    -32000,
    `Payload Too Large: Request body must not exceed ${max} bytes`,
    unread ? { connection: 'close' } : {},
  );

/** What /mcp answers: POST (messages), GET (a session's stream), DELETE (end a session), OPTIONS (CORS). */
const MCP_METHODS = ['GET', 'POST', 'DELETE'];
const MCP_ALLOW = 'GET, POST, DELETE, OPTIONS';
/** The request headers an MCP client sends besides the CORS-safelisted ones. */
const MCP_REQUEST_HEADERS =
  'authorization, content-type, accept, last-event-id, mcp-session-id, mcp-protocol-version, mcp-method';

/**
 * Serves Streamable HTTP at /mcp. Binds 127.0.0.1 unless told otherwise; validates Host and Origin
 * (MCPGEN_ALLOWED_HOSTS / MCPGEN_ALLOWED_ORIGINS, comma-separated, widen the lists for non-local hosts).
 * 2026-07-28 requests, and 2025-11-25 requests without a session, are served statelessly (one instance per
 * request); a 2025-11-25 initialize opens a session (sessions.gen.ts) that later requests name in Mcp-Session-Id.
 */
export async function serveOverHttp(factory: McpServerFactory, options: ServeOptions): Promise<HttpServer> {
  const limits = limitsFromEnv();
  // With the manifest's `auth`: the OAuth resource server (jose is loaded only here).
  const oauth = AUTH ? (await AUTH.load()).createResourceServer(AUTH) : undefined;
  const onerror = (error: Error) => logger.error('http handler error', { error });
  const handler = toNodeHandler(
    createMcpHandler(factory, { onerror, maxRequestBodySize: limits.maxBodyBytes }),
    {
      onerror,
      maxRequestBodySize: limits.maxBodyBytes,
    },
  );
  // The cast only bridges exactOptionalPropertyTypes: Node's `url?: string | undefined` vs the SDK's `url?: string`.
  const stateless = (req: AuthedRequest, res: ServerResponse, body?: unknown) =>
    handler(req as NodeIncomingMessageLike, res, body);
  const sessions = new LegacySessions(factory, limits);
  const extraHosts = listFromEnv('MCPGEN_ALLOWED_HOSTS');
  const extraOrigins = listFromEnv('MCPGEN_ALLOWED_ORIGINS');
  const validateHost =
    extraHosts.length === 0 && LOOPBACK.has(options.host)
      ? localhostHostValidation()
      : hostHeaderValidation(['localhost', '127.0.0.1', '[::1]', options.host, ...extraHosts]);
  const validateOrigin =
    extraOrigins.length === 0
      ? localhostOriginValidation()
      : originValidation(['localhost', '127.0.0.1', '[::1]', ...extraOrigins]);

  /**
   * CORS preflight from an origin the Origin check accepted (others got its 403): which methods and headers a
   * browser client may use. Without an Origin it is a plain OPTIONS: what the endpoint serves.
   */
  function preflight(req: AuthedRequest, res: ServerResponse): void {
    const origin = header(req, 'origin');
    res
      .writeHead(204, {
        allow: MCP_ALLOW,
        ...(origin !== undefined && {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': MCP_ALLOW,
          'access-control-allow-headers': MCP_REQUEST_HEADERS,
          'access-control-max-age': '600',
          vary: 'Origin',
        }),
      })
      .end();
  }

  /** A request that passed every check: to its session, to a new session (initialize), or to the stateless handler. */
  async function route(req: AuthedRequest, res: ServerResponse): Promise<void> {
    const sessionId = header(req, 'mcp-session-id');
    let body: unknown;
    if (req.method === 'POST' && isJsonContentType(header(req, 'content-type') ?? '')) {
      const raw = await readBody(req, limits.maxBodyBytes);
      if (raw === undefined) return tooLarge(res, limits.maxBodyBytes, false);
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return reject(res, 400, -32700, 'Parse error: the request body is not valid JSON');
      }
      // Step-up (auth.stepUp): a token without the scopes a call needs gets 403 before anything runs.
      if (req.auth !== undefined && oauth !== undefined) {
        const needed = requestScopes(body);
        const missing = oauth.stepUp || !needed.tool ? missingScopes(req.auth, needed.scopes) : [];
        if (missing.length > 0) return insufficientScope(res, req.auth, missing, oauth);
      }
      const version = header(req, 'mcp-protocol-version');
      const method = header(req, 'mcp-method');
      const inbound = classifyInboundRequest({
        httpMethod: 'POST',
        body,
        ...(version !== undefined && { protocolVersionHeader: version }),
        ...(method !== undefined && { mcpMethodHeader: method }),
      });
      if (inbound.kind === 'legacy' && sessionId === undefined && isInitializeRequest(body)) {
        if (shuttingDown())
          return reject(res, 503, -32000, 'Server is shutting down', { 'retry-after': '1' });
        if (!sessions.hasRoom()) {
          return reject(
            res,
            503,
            -32000,
            `Server busy: ${limits.maxSessions} sessions are open; retry later`,
            { 'retry-after': '1' },
          );
        }
        return sessions.open(req, res, body);
      }
      if (inbound.kind !== 'legacy' || sessionId === undefined) return stateless(req, res, body);
    } else if (sessionId === undefined || (req.method !== 'GET' && req.method !== 'DELETE')) {
      return stateless(req, res);
    }
    const session = sessions.find(sessionId, principalKey(req.auth));
    if (session === undefined)
      return reject(
        res,
        404,
        -32001,
        'Session not found: it expired or was closed; send initialize to open a new one',
      );
    return sessions.serve(session, req, res, body);
  }

  const principals = principalsFromEnv();
  // server.serverCard: public metadata, so no authentication (its remote's URL is known once listening).
  let card: ServerCardBody | undefined;
  let active = 0;
  let idle: (() => void) | undefined;
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
    if (path !== '/mcp') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'not found; MCP is served at /mcp' }));
      return;
    }
    if (!validateHost(req, res) || !validateOrigin(req, res)) return;
    // Before authentication: a browser's preflight never carries the token.
    if (req.method === 'OPTIONS') return preflight(req, res);
    if (!MCP_METHODS.includes(req.method ?? '')) {
      res
        .writeHead(405, { allow: MCP_ALLOW, 'content-type': 'application/json' })
        .end(JSON.stringify({ error: `method not allowed; /mcp serves ${MCP_ALLOW}` }));
      return;
    }
    if (principals.length === 0 && !oauth) return admit(req, res);
    authenticateOrReject(req, res, principals, oauth).then(
      (auth) => {
        if (!auth) return;
        // Handed to the SDK as ctx.http.authInfo (ctx.auth); sessions and tasks are bound to its principal.
        req.auth = auth;
        admit(req, res);
      },
      (error: unknown) => {
        logger.error('http request failed', { error });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end();
      },
    );
  });

  /** An authenticated request: the body and concurrency limits, then routing. */
  function admit(req: AuthedRequest, res: ServerResponse): void {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBodyBytes)
      return tooLarge(res, limits.maxBodyBytes, true);
    // A session's GET stream stays open as long as the client wants: it is not a request in progress.
    if (req.method !== 'GET' || header(req, 'mcp-session-id') === undefined) {
      if (active >= limits.maxConcurrentRequests) {
        return reject(
          res,
          503,
          -32000,
          `Server busy: ${limits.maxConcurrentRequests} requests are in progress; retry shortly`,
          { 'retry-after': '1' },
        );
      }
      active++;
      res.once('close', () => {
        if (--active === 0) idle?.();
      });
    }
    route(req, res).catch((error: unknown) => {
      logger.error('http request failed', { error });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end();
    });
  }
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
      if (active > 0)
        await new Promise<void>((resolve) => {
          idle = resolve;
          setTimeout(resolve, 2_000).unref();
        });
      await sessions.closeAll();
      server.closeAllConnections();
    },
  });
  // Last: whoever waits for this line may signal at once, and the signal handlers above are in place by then.
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/mcp`;
  card = SERVER_CARD?.card(url, PROTOCOL_VERSIONS);
  logger.info('listening', {
    ...startupFields('streamable-http', url),
    url,
    authentication: oauth ? 'oauth' : principals.length > 0 ? 'bearer' : 'none',
    ...(oauth && { resourceMetadata: oauth.metadataUrl }),
    ...(card && { serverCard: `${url}/server-card` }),
    ...limits,
  });
  return server;
}
