// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { QuickHandler } from '../generated/tools.gen.js';

/** quick (Quick or slow): sleeps `ms`; the runtime makes the call a task once it has run 300 ms (taskAfterMs). */
export const quick: QuickHandler = async (input, ctx) => {
  await ctx.sleep(input.ms);
  return { slept: input.ms };
};
