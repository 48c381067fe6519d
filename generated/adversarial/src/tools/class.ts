// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ClassHandler } from '../generated/tools.gen.js';

/** class: another reserved word; returns a [string, integer, boolean | null] tuple. */
export const classTool: ClassHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return ['class', 1, null];
};
