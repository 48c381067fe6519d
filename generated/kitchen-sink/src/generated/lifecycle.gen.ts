// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `mcpgen generate`.
// Start-up and graceful stop. Every call in flight is tracked, so a stop (SIGINT, SIGTERM, stdin closed) can let
// the calls finish within the grace period, cancel the rest, run the shutdown hook and exit. A second signal exits
// at once.
import { logger, type Logger } from './log.gen.js';
import { shutdown, startup, type App } from '../lifecycle.js';

export type { App };

/** What the start-up and shutdown hooks receive. */
export interface LifecycleContext {
  readonly log: Logger;
  /** Fires when the hook has used up the grace period: the process exits soon after. */
  readonly signal: AbortSignal;
}

/** The reason a call's signal fires when the server stops before the call has finished. */
export class ShutdownError extends Error {
  override readonly name = 'ShutdownError';
  constructor(readonly trigger: string) {
    super(`the server is shutting down (${trigger})`);
  }
}

/** How long a stop waits for calls in flight before cancelling them; MCPGEN_SHUTDOWN_GRACE_MS overrides the manifest. */
export const SHUTDOWN_GRACE_MS = graceFromEnv(process.env.MCPGEN_SHUTDOWN_GRACE_MS, 10000);
/** After cancelling, how long handlers get to notice before the process exits anyway. */
const CANCEL_SETTLE_MS = 2_000;

function graceFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

interface Call {
  /** Created only when the handler looks at its signal: most calls never do, and a stop cancels few. */
  controller?: AbortController;
  /** Set when a stop cancels the call. */
  cancelledBy?: ShutdownError;
}

const inFlight = new Set<Call>();
/** Resolved when the last call in flight ends (a stop waiting to drain). */
let drainWaiters: (() => void)[] = [];
let stopping: ShutdownError | undefined;

/** Set once a stop has begun: new calls are refused while the server drains. */
export function shuttingDown(): ShutdownError | undefined {
  return stopping;
}

export function callsInFlight(): number {
  return inFlight.size;
}

/** A call as the stop sees it. */
export interface CallLifetime {
  /** Fires if the stop cancels the call. */
  readonly signal: AbortSignal;
  /** The stop that cancelled the call, if one did. */
  readonly cancelledBy: ShutdownError | undefined;
  /** The call has ended (whatever its outcome). */
  done(): void;
}

/** Registers a call for the stop to wait for; call done() when it ends. */
export function enterCall(): CallLifetime {
  const call: Call = {};
  inFlight.add(call);
  return {
    get signal() {
      if (!call.controller) {
        call.controller = new AbortController();
        if (call.cancelledBy) call.controller.abort(call.cancelledBy);
      }
      return call.controller.signal;
    },
    get cancelledBy() {
      return call.cancelledBy;
    },
    done() {
      inFlight.delete(call);
      if (inFlight.size > 0 || drainWaiters.length === 0) return;
      const waiters = drainWaiters;
      drainWaiters = [];
      for (const resolve of waiters) resolve();
    },
  };
}

/** Resolves true when every call in flight has ended, false when `ms` passed first. */
async function settle(ms: number): Promise<boolean> {
  if (inFlight.size === 0) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const all = new Promise<true>((resolve) => drainWaiters.push(() => resolve(true)));
  try {
    const drained = await Promise.race([all, timeout]);
    // A call is done when its handler is; its response is sent a few promise steps later. Let those run.
    if (drained) await new Promise((resolve) => setImmediate(resolve));
    return drained;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a hook with the grace period as its deadline; a hook that throws or overruns is logged, not fatal. */
async function runHook(name: string, hook: (ctx: LifecycleContext) => Promise<unknown>): Promise<void> {
  const controller = new AbortController();
  const log = logger.child({ hook: name });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(
      () => {
        log.warn('hook overran the grace period', { graceMs: SHUTDOWN_GRACE_MS });
        controller.abort(new ShutdownError(`${name} overran`));
        resolve();
      },
      Math.max(SHUTDOWN_GRACE_MS, CANCEL_SETTLE_MS),
    );
  });
  try {
    await Promise.race([hook({ log, signal: controller.signal }), deadline]);
  } catch (error) {
    log.error('hook failed', { error });
  } finally {
    clearTimeout(timer);
  }
}

let app: App | undefined;

/** Runs the start-up hook once; its result is `ctx.app` in every handler. */
export async function startApp(): Promise<void> {
  const log = logger.child({ hook: 'startup' });
  app = await startup({ log, signal: new AbortController().signal });
  log.debug('started');
}

/** The application context built by startup(). */
export function currentApp(): App {
  if (app === undefined) throw new Error('the application context is not ready: startup() has not finished');
  return app;
}

/** What a transport does when the server stops. */
export interface StopHooks {
  /** Stop accepting new connections or input (in-flight calls keep theirs). */
  stopAccepting(): void;
  /** Close what is left, once the calls have ended. */
  close(): Promise<void>;
}

const transports: StopHooks[] = [];
let signalsHandled = false;

/** Registers a transport and stops on SIGINT/SIGTERM (draining calls in flight); a second signal exits at once. */
export function stopOnSignals(hooks: StopHooks): void {
  transports.push(hooks);
  if (signalsHandled) return;
  signalsHandled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        logger.warn('second signal: exiting without waiting', { signal });
        process.exit(130);
      }
      void stop(signal, { drain: true });
    });
  }
}

/**
 * Stops once. drain: calls in flight get the grace period to finish before they are cancelled; otherwise (the
 * client is gone, nobody can receive results) they are cancelled at once. Then the shutdown hook, then exit 0.
 */
export async function stop(trigger: string, options: { readonly drain: boolean }): Promise<void> {
  if (stopping) return;
  stopping = new ShutdownError(trigger);
  const started = Date.now();
  const pending = inFlight.size;
  logger.info('stopping', {
    trigger,
    callsInFlight: pending,
    graceMs: options.drain ? SHUTDOWN_GRACE_MS : 0,
  });
  for (const transport of transports) transport.stopAccepting();
  const drained = options.drain ? await settle(SHUTDOWN_GRACE_MS) : inFlight.size === 0;
  const cancelled = inFlight.size;
  if (!drained) {
    for (const call of inFlight) {
      call.cancelledBy = stopping;
      call.controller?.abort(stopping);
    }
    if (!(await settle(CANCEL_SETTLE_MS)))
      logger.warn('calls ignored cancellation; exiting anyway', { calls: inFlight.size });
  }
  if (app !== undefined) {
    const running = app;
    await runHook('shutdown', (ctx) => shutdown(running, ctx));
  }
  for (const transport of transports)
    await transport.close().catch((error: unknown) => logger.warn('closing a transport failed', { error }));
  logger.info('stopped', { trigger, finished: pending - cancelled, cancelled, ms: Date.now() - started });
  // Writes to pipes are asynchronous: let the last answers and log lines reach the other side before exiting.
  await Promise.all(
    [process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', resolve))),
  );
  process.exit(0);
}
