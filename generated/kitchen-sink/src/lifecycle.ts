// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
// Start-up and shutdown (manifest: lifecycle). startup() runs once before the server accepts requests; what it
// returns is `ctx.app` in every handler. shutdown() runs once when the server stops (SIGINT, SIGTERM, stdin
// closed), after the calls in flight have finished or been cancelled; ctx.signal fires if it overruns the grace
// period. A startup() that throws stops the server with exit code 1.
import type { LifecycleContext } from './generated/index.js';

/** Your application context: database handles, caches, API clients. Handlers receive it as ctx.app. */
export interface App {
  readonly startedAt: Date;
}

export async function startup(ctx: LifecycleContext): Promise<App> {
  ctx.log.debug('starting');
  return { startedAt: new Date() };
}

export async function shutdown(app: App, ctx: LifecycleContext): Promise<void> {
  ctx.log.debug('shutting down', { uptimeMs: Date.now() - app.startedAt.getTime() });
}
