// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { SlowComputeHandler } from '../generated/tools.gen.js';

/** slow_compute: sleeps (cancellably) and reports how long; progress goes to the task's statusMessage. */
export const slowCompute: SlowComputeHandler = async (input, ctx) => {
  const steps = Math.max(1, Math.ceil(input.seconds * 10));
  ctx.log.debug('computing', { seconds: input.seconds, steps, task: ctx.taskId });
  for (let step = 1; step <= steps; step++) {
    await ctx.sleep((input.seconds * 1000) / steps);
    await ctx.progress(step, steps, `computing ${step}/${steps}`);
  }
  return { seconds: input.seconds, ...(input.label !== undefined && { label: input.label }) };
};
