// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { HoldHandler } from '../generated/tools.gen.js';

/** hold (Hold): waits, and logs "hold stopped" with the reason when its signal fires first. */
export const hold: HoldHandler = async (input, ctx) => {
  const seconds = input.seconds ?? 60;
  if (ctx.taskId !== undefined) ctx.log.info('hold started', { taskId: ctx.taskId, pid: process.pid });
  try {
    await ctx.sleep(seconds * 1_000);
  } catch (error) {
    ctx.log.info('hold stopped', { taskId: ctx.taskId, reason: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  return { held: seconds, pid: process.pid };
};
