// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Transports: stdio by default (both protocol eras), Streamable HTTP with --http. Logs go to stderr only.
import { parseArgs } from 'node:util';
import type { McpServerFactory } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { preloadHandlers } from './handler-modules.gen.js';
import { stop, stopOnSignals } from './lifecycle.gen.js';
import { logger } from './log.gen.js';

export interface ServeOptions {
  readonly http: boolean;
  readonly port: number;
  readonly host: string;
  /** `memory` or `sqlite:<file>` for task-capable servers (default: MCPGEN_TASK_STORE, else memory). */
  readonly taskStore: string | undefined;
}

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

/**
 * Serves over stdio. SIGINT/SIGTERM drain the calls in flight (their answers still go out); when stdin closes the
 * client is gone, nobody can collect results, so calls are cancelled at once and the process exits.
 */
export function serveOverStdio(factory: McpServerFactory): void {
  const handle = serveStdio(factory, {
    onerror: (error) => logger.error('stdio transport error', { error }),
  });
  // Requests that arrive while draining are answered with a retryable "shutting down" error by the runtime.
  stopOnSignals({ stopAccepting: () => {}, close: () => handle.close() });
  process.stdin.once('end', () => void stop('stdin closed', { drain: false }));
}

/** Stdio unless --http was given. */
export async function serve(factory: McpServerFactory, options: ServeOptions): Promise<void> {
  if (options.http) {
    // Loaded only here: a stdio server never loads the HTTP transport (@modelcontextprotocol/node, node:http).
    const { serveOverHttp } = await import('./http.gen.js');
    await serveOverHttp(factory, options);
  } else serveOverStdio(factory);
  preloadHandlers();
}
