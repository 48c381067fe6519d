// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Start-up and graceful stop. Every call in flight is tracked, so a stop (SIGINT, SIGTERM, stdin closed) can let
// the calls finish within the grace period, cancel the rest, run the shutdown hook and exit. A second signal exits
// at once.
import { setMaxListeners } from 'node:events';
import { logger } from './log.gen.js';
import { LIFECYCLE, SHUTDOWN_GRACE_DEFAULT_MS, type App } from '../config.gen.js';
import type { LifecycleContext, LifecycleHooks } from './settings.gen.js';

export type { App, LifecycleContext, LifecycleHooks };

/** The reason a call's signal fires when the server stops before the call has finished. */
export class ShutdownError extends Error {
  override readonly name = 'ShutdownError';
  constructor(readonly trigger: string) {
    super(`the server is shutting down (${trigger})`);
  }
}

/** How long a stop waits for calls in flight before cancelling them; MCPGEN_SHUTDOWN_GRACE_MS overrides the manifest. */
export const SHUTDOWN_GRACE_MS = graceFromEnv(process.env.MCPGEN_SHUTDOWN_GRACE_MS, SHUTDOWN_GRACE_DEFAULT_MS);
/** After cancelling, how long handlers get to notice before the process exits anyway. */
const CANCEL_SETTLE_MS = 2_000;

function graceFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Calls in flight: a count, since a stop cancels them all at once through one signal. */
let inFlight = 0;
/** Resolved when the last call in flight ends (a stop waiting to drain). */
let drainWaiters: (() => void)[] = [];
let stopping: ShutdownError | undefined;
/** Set when a stop gives up waiting and cancels the calls in flight. */
let cancelledBy: ShutdownError | undefined;
/** Created when the first call looks at its signal: most calls never do. */
let cancelController: AbortController | undefined;

/** Set once a stop has begun: new calls are refused while the server drains. */
export function shuttingDown(): ShutdownError | undefined {
  return stopping;
}

export function callsInFlight(): number {
  return inFlight;
}

/**
 * Registers a call for the stop to wait for; call leaveCall() when it ends, whatever its outcome. No call starts
 * once a stop has begun, so every call still in flight when the stop cancels is one the stop cancelled.
 */
export function enterCall(): void {
  inFlight += 1;
}

export function leaveCall(): void {
  inFlight -= 1;
  if (inFlight > 0 || drainWaiters.length === 0) return;
  const waiters = drainWaiters;
  drainWaiters = [];
  for (const resolve of waiters) resolve();
}

/** The stop that cancelled the calls in flight, if one did. */
export function cancelledByStop(): ShutdownError | undefined {
  return cancelledBy;
}

/** Fires when a stop cancels the calls in flight; each call links to it when its own signal is first asked for. */
export function stopSignal(): AbortSignal {
  if (!cancelController) {
    cancelController = new AbortController();
    // One listener per call that watches its signal: many at once is expected, not a leak.
    setMaxListeners(0, cancelController.signal);
    if (cancelledBy) cancelController.abort(cancelledBy);
  }
  return cancelController.signal;
}

/** Resolves true when every call in flight has ended, false when `ms` passed first. */
async function settle(ms: number): Promise<boolean> {
  if (inFlight === 0) return true;
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

/** Runs the start-up hook once, if there is one; its result is `ctx.app` in every handler. */
export async function startApp(): Promise<void> {
  if (LIFECYCLE === undefined) return;
  const log = logger.child({ hook: 'startup' });
  app = await LIFECYCLE.startup({ log, signal: new AbortController().signal });
  log.debug('started');
}

/** The application context built by startup() (undefined without lifecycle hooks). */
export function currentApp(): App {
  if (LIFECYCLE !== undefined && app === undefined) throw new Error('the application context is not ready: startup() has not finished');
  return app as App;
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
  const pending = inFlight;
  logger.info('stopping', {
    trigger,
    callsInFlight: pending,
    graceMs: options.drain ? SHUTDOWN_GRACE_MS : 0,
  });
  for (const transport of transports) transport.stopAccepting();
  const drained = options.drain ? await settle(SHUTDOWN_GRACE_MS) : inFlight === 0;
  const cancelled = inFlight;
  if (!drained) {
    cancelledBy = stopping;
    cancelController?.abort(stopping);
    if (!(await settle(CANCEL_SETTLE_MS))) logger.warn('calls ignored cancellation; exiting anyway', { calls: inFlight });
  }
  if (LIFECYCLE !== undefined && app !== undefined) {
    const { shutdown } = LIFECYCLE;
    const running = app;
    await runHook('shutdown', (ctx) => shutdown(running, ctx));
  }
  for (const transport of transports) await transport.close().catch((error: unknown) => logger.warn('closing a transport failed', { error }));
  logger.info('stopped', { trigger, finished: pending - cancelled, cancelled, ms: Date.now() - started });
  // Writes to pipes are asynchronous: let the last answers and log lines reach the other side before exiting.
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', resolve))));
  process.exit(0);
}
