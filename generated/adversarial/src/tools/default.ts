// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { DefaultHandler } from '../generated/tools.gen.js';

/** default (default): A tool named default. */
export const defaultTool: DefaultHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `default called`;
};
