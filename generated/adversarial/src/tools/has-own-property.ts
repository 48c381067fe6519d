// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { HasOwnPropertyHandler } from '../generated/tools.gen.js';

/** hasOwnProperty: reports, as JSON text, the prototype-named properties it received (as data, never inherited). */
export const hasOwnProperty: HasOwnPropertyHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  return {
    prototype: input.prototype ?? null,
    isPrototypeOf: Object.hasOwn(input, 'isPrototypeOf') ? (input.isPrototypeOf ?? null) : null,
    keys: Object.keys(input).sort(),
    plainPrototype: Object.getPrototypeOf(input) === Object.prototype,
  };
};
