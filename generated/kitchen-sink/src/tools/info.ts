// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { InfoHandler } from '../generated/tools.gen.js';

/** info: no title, no annotations, no output schema; answers a JSON object (sent as text only). */
export const info: InfoHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  const base = { name: 'kitchen-sink', nodeMajor: Number(process.versions.node.split('.')[0]) };
  return input.verbose === true ? { ...base, tool: ctx.tool, requestId: ctx.requestId, platform: process.platform } : base;
};
