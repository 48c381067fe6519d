// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { CountdownHandler } from '../generated/tools.gen.js';
import { Unavailable } from '../generated/errors.gen.js';

/**
 * countdown (Count down): one progress notification per step (the runtime rate-limits them to one per 20 ms and
 * always delivers the newest before the result), `delayMs` of cancellable sleep per step, a 1500 ms timeout.
 * When the call is cancelled or times out, the handler stops at once and logs where it stopped ("countdown
 * stopped", info level), so tests can see that the work really ended.
 */
export const countdown: CountdownHandler = async (input, ctx) => {
  let done = 0;
  try {
    for (let step = 1; step <= input.steps; step += 1) {
      // delayMs 0 skips the timer entirely, so a run measures the progress path, not setTimeout's granularity.
      if (input.delayMs > 0) await ctx.sleep(input.delayMs);
      else ctx.throwIfCancelled();
      done = step;
      await ctx.progress(step, input.steps, `${input.steps - step} to go`);
    }
  } catch (error) {
    if (ctx.signal.aborted) {
      const reason = ctx.signal.reason instanceof Error ? ctx.signal.reason.message : String(ctx.signal.reason);
      ctx.log.info('countdown stopped', { done, steps: input.steps, reason });
    }
    throw error;
  }
  if (input.fail) throw new Unavailable({ message: `countdown failed on purpose after ${done} steps` });
  ctx.log.debug('countdown finished', { steps: done });
  return { steps: done };
};
