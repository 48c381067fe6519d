// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ArgumentsHandler } from '../generated/tools.gen.js';

/** arguments (arguments): A tool named arguments. */
export const argumentsTool: ArgumentsHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `arguments called`;
};
