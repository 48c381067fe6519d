// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { StatusHandler } from '../generated/tools.gen.js';

/** status (Server status): no input, no output schema: answers with a plain string. */
export const status: StatusHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `ok: kitchen-sink is up (pid ${process.pid})`;
};
