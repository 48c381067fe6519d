// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { EsModuleHandler } from '../generated/tools.gen.js';

/** __esModule (__esModule): A tool named __esModule. */
export const esModule: EsModuleHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `__esModule called`;
};
