// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Handler modules (src/tools/*.ts) are imported on their tool's first call, and all of them in the background once
// the server is up and quiet: start-up time does not grow with the number of tools.
import { shuttingDown } from './lifecycle.gen.js';
import { logger } from './log.gen.js';

/** Every lazy handler of the process, for the background preload. */
const lazyHandlers: (() => Promise<unknown>)[] = [];

/**
 * Wraps a handler module's import. A module that fails to load fails that call (an internal error, logged with its
 * stack) and is tried again on the next one.
 */
export function lazyHandler<Input, Context, R>(load: () => Promise<(input: Input, ctx: Context) => Promise<R>>): (input: Input, ctx: Context) => Promise<R> {
  let handler: ((input: Input, ctx: Context) => Promise<R>) | undefined;
  let loading: Promise<(input: Input, ctx: Context) => Promise<R>> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (h) => (handler = h),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  lazyHandlers.push(loaded);
  return (input, ctx) => (handler ? handler(input, ctx) : loaded().then((h) => h(input, ctx)));
}

/**
 * How long the server must go without a request before the background preload imports a module: a client's first
 * exchanges (initialize, tools/list, the first calls) never wait behind a preload step.
 */
const QUIET_MS = 200;
let lastRequest = 0;

/** Called by the transports for every request they receive (it postpones the next preload step). */
export function noteRequest(): void {
  lastRequest = performance.now();
}

/**
 * Imports every handler module in the background once the server is quiet, one at a time: start-up does not wait
 * for them, first calls rarely do, and a module that cannot load is reported without waiting for its first call.
 */
export function preloadHandlers(): void {
  let next = 0;
  const step = (): void => {
    if (next >= lazyHandlers.length || shuttingDown()) return;
    const quiet = performance.now() - lastRequest;
    if (quiet < QUIET_MS) {
      setTimeout(step, QUIET_MS - quiet).unref();
      return;
    }
    void lazyHandlers[next++]!()
      .catch((error: unknown) => logger.error('a handler module failed to load; its tool fails until this is fixed', { error }))
      .then(() => setImmediate(step));
  };
  noteRequest();
  step();
}
