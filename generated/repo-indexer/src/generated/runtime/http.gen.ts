// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Streamable HTTP at /mcp, safe by default: loopback bind, Host/Origin validation, optional bearer tokens, a body
// size limit, a bound on concurrent requests, and a graceful stop that lets calls in flight finish.
import { createHash, timingSafeEqual } from 'node:crypto';
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
import { shuttingDown, stopOnSignals } from './lifecycle.gen.js';
import { logger } from './log.gen.js';
import { startupFields, type ServeOptions } from './serve.gen.js';
import { LegacySessions, type SessionLimits } from './sessions.gen.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

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

interface Principal {
  readonly name: string;
  readonly digest: Buffer;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Bearer tokens from the environment: MCPGEN_AUTH_TOKENS="alice:token1,bob:token2" (principal:token pairs) or
 * MCPGEN_AUTH_TOKEN=token (one principal, "default"). None set: no authentication (loopback use).
 */
export function principalsFromEnv(env: NodeJS.ProcessEnv = process.env): Principal[] {
  const pairs = (env.MCPGEN_AUTH_TOKENS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const principals = pairs.map((pair) => {
    const at = pair.indexOf(':');
    if (at <= 0 || at === pair.length - 1)
      throw new Error('MCPGEN_AUTH_TOKENS must be principal:token pairs separated by commas');
    return { name: pair.slice(0, at), digest: digest(pair.slice(at + 1)) };
  });
  if (env.MCPGEN_AUTH_TOKEN) principals.push({ name: 'default', digest: digest(env.MCPGEN_AUTH_TOKEN) });
  return principals;
}

/** Who sent the request: compared in constant time against every known token (digests make lengths equal). */
function authenticate(req: IncomingMessage, principals: readonly Principal[]): AuthInfo | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return undefined;
  const presented = digest(match[1]!);
  let found: Principal | undefined;
  for (const p of principals) if (timingSafeEqual(p.digest, presented) && !found) found = p;
  return found ? { token: match[1]!, clientId: found.name, scopes: [] } : undefined;
}

/** A JSON-RPC error with no request id, for answers given before the request reaches the SDK. */
function reject(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }));
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

/**
 * Serves Streamable HTTP at /mcp. Binds 127.0.0.1 unless told otherwise; validates Host and Origin
 * (MCPGEN_ALLOWED_HOSTS / MCPGEN_ALLOWED_ORIGINS, comma-separated, widen the lists for non-local hosts).
 * 2026-07-28 requests, and 2025-11-25 requests without a session, are served statelessly (one instance per
 * request); a 2025-11-25 initialize opens a session (sessions.gen.ts) that later requests name in Mcp-Session-Id.
 */
export async function serveOverHttp(factory: McpServerFactory, options: ServeOptions): Promise<HttpServer> {
  const limits = limitsFromEnv();
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
    const session = sessions.find(sessionId, req.auth?.clientId);
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
  let active = 0;
  let idle: (() => void) | undefined;
  const server = createHttpServer((req: AuthedRequest, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/mcp') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'not found; MCP is served at /mcp' }));
      return;
    }
    if (!validateHost(req, res) || !validateOrigin(req, res)) return;
    if (principals.length > 0) {
      const auth = authenticate(req, principals);
      if (!auth)
        return reject(res, 401, -32001, 'Unauthorized: a valid bearer token is required', {
          'www-authenticate': 'Bearer',
        });
      // Handed to the SDK as ctx.http.authInfo (tasks are bound to it); a session is bound to its clientId.
      req.auth = auth;
    }
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
  logger.info('listening', {
    ...startupFields('streamable-http', url),
    url,
    authentication: principals.length > 0 ? 'bearer' : 'none',
    ...limits,
  });
  return server;
}
