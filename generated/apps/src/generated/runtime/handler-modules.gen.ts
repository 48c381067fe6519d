// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Handler modules (src/tools/*.ts) are imported on their tool's first call, and all of them in the background once
// the server is up: start-up time does not grow with the number of tools.
import { shuttingDown } from './lifecycle.gen.js';
import { logger } from './log.gen.js';

/** Every lazy handler of the process, for the background preload. */
const lazyHandlers: (() => Promise<unknown>)[] = [];

/**
 * Wraps a handler module's import. A module that fails to load fails that call (an internal error, logged with its
 * stack) and is tried again on the next one.
 */
export function lazyHandler<Input, Context, R>(
  load: () => Promise<(input: Input, ctx: Context) => Promise<R>>,
): (input: Input, ctx: Context) => Promise<R> {
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
 * Imports every handler module in the background once the server is up, one at a time: start-up does not wait for
 * them, first calls rarely do, and a module that cannot load is reported now instead of at its first call.
 */
export function preloadHandlers(): void {
  const next = async (i: number): Promise<void> => {
    if (i >= lazyHandlers.length || shuttingDown()) return;
    await lazyHandlers[i]!().catch((error: unknown) =>
      logger.error('a handler module failed to load; its tool fails until this is fixed', { error }),
    );
    setImmediate(() => void next(i + 1));
  };
  setImmediate(() => void next(0));
}
