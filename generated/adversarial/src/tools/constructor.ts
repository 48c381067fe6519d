// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ConstructorHandler } from '../generated/tools.gen.js';

/**
 * constructor: echoes the Object.prototype-named properties it was given. Absent optional ones must be absent
 * here too (not the inherited Object.prototype members), so own properties are read with Object.hasOwn.
 */
export const constructorTool: ConstructorHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  return {
    constructor: input.constructor,
    toString: Object.hasOwn(input, 'toString') ? (input.toString ?? null) : null,
    keys: Object.keys(input).sort(),
  };
};
