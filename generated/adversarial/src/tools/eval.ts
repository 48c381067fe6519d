// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { EvalHandler } from '../generated/tools.gen.js';

/** eval (eval): A tool named eval. */
export const evalTool: EvalHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `eval called`;
};
