// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ToStringHandler } from '../generated/tools.gen.js';

/** toString: a tool named like Object.prototype.toString answers plain text. */
export const toString: ToStringHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `toString called (${ctx.tool})`;
};
