// generated — do not edit. Source: ../../specs/docs-search.yaml. Regenerate with `mcpgen generate`.
// Transports: stdio by default (both protocol eras), Streamable HTTP with --http. Logs go to stderr only.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createMcpHandler, type AuthInfo, type McpServerFactory } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import {
  hostHeaderValidation,
  localhostHostValidation,
  localhostOriginValidation,
  originValidation,
  toNodeHandler,
  type NodeIncomingMessageLike,
} from '@modelcontextprotocol/node';
import { logger } from './log.gen.js';

export interface ServeOptions {
  readonly http: boolean;
  readonly port: number;
  readonly host: string;
  /** `memory` or `sqlite:<file>` for task-capable servers (default: MCPGEN_TASK_STORE, else memory). */
  readonly taskStore: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** `--http [--port P] [--host H] [--task-store S]`; PORT and HOST from the environment are the defaults. */
export function parseServeArgs(argv: readonly string[]): ServeOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      http: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      'task-store': { type: 'string' },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0-65535, got ${values.port}`);
  return { http: values.http, port, host: values.host, taskStore: values['task-store'] };
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

/** Serves over stdio until stdin closes or a signal arrives. */
export function serveOverStdio(factory: McpServerFactory): void {
  const handle = serveStdio(factory, {
    onerror: (error) => logger.error('stdio transport error', { error }),
  });
  const stop = () => void handle.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // The client went away: nobody can collect results any more, so background work must not keep the process alive.
  process.stdin.once('end', stop);
}

/**
 * Serves Streamable HTTP at /mcp. Binds 127.0.0.1 unless told otherwise; validates Host and Origin
 * (MCPGEN_ALLOWED_HOSTS / MCPGEN_ALLOWED_ORIGINS, comma-separated, widen the lists for non-local hosts).
 */
export async function serveOverHttp(factory: McpServerFactory, options: ServeOptions): Promise<HttpServer> {
  const handler = toNodeHandler(
    createMcpHandler(factory, { onerror: (error) => logger.error('http handler error', { error }) }),
  );
  const listFromEnv = (name: string) =>
    (process.env[name] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
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

  const principals = principalsFromEnv();
  const server = createHttpServer((req, res) => {
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
      if (!auth) {
        res
          .writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' })
          .end(
            JSON.stringify({
              jsonrpc: '2.0',
              id: null,
              error: { code: -32001, message: 'Unauthorized: a valid bearer token is required' },
            }),
          );
        return;
      }
      // toNodeHandler hands req.auth to the SDK as ctx.http.authInfo (tasks are bound to it).
      (req as IncomingMessage & { auth?: AuthInfo }).auth = auth;
    }
    // The cast only bridges exactOptionalPropertyTypes: Node's `url?: string | undefined` vs the SDK's `url?: string`.
    handler(req as NodeIncomingMessageLike, res).catch((error: unknown) => {
      logger.error('http request failed', { error });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  logger.info('listening', {
    authentication: principals.length > 0 ? 'bearer' : 'none',
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/mcp`,
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

/** Stdio unless --http was given. */
export async function serve(factory: McpServerFactory, options: ServeOptions): Promise<void> {
  if (options.http) await serveOverHttp(factory, options);
  else serveOverStdio(factory);
}
