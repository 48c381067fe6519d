// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ProtoHandler } from '../generated/tools.gen.js';

/** __proto__: a tool whose wire name would set a prototype if it were used as a plain object key; outputs a string. */
export const proto: ProtoHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return `${ctx.tool} is a tool name like any other`;
};
