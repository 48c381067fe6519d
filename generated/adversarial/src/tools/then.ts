// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ThenHandler } from '../generated/tools.gen.js';

/** then (then): A tool named then: its handler module must not export a thenable. */
export const thenTool: ThenHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `then called`;
};
