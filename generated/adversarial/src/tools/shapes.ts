// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { Node } from '../generated/types.gen.js';
import type { ShapesHandler } from '../generated/tools.gen.js';

const depthOf = (node: Node): number => 1 + Math.max(0, ...(node.children ?? []).map(depthOf));

/** shapes: measures the recursive tree and hands back everything it received. */
export const shapes: ShapesHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  return {
    depth: input.tree ? depthOf(input.tree) : 0,
    ...(input.tree !== undefined && { tree: input.tree }),
    received: input,
  };
};
