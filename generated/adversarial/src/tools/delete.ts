// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { DeleteHandler } from '../generated/tools.gen.js';

/** delete: a reserved word as a tool name; the boolean output says whether the id was "known". */
export const deleteTool: DeleteHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  return input.id === 'known';
};
