// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { AwaitHandler } from '../generated/tools.gen.js';

/** await (await): A tool named await. */
export const awaitTool: AwaitHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `await called`;
};
