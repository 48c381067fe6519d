// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { UnionOutHandler } from '../generated/tools.gen.js';

/** union.out: one value of each member of its anyOf output schema. */
export const unionOut: UnionOutHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  switch (input.kind) {
    case 'number':
      return 42.5;
    case 'text':
      return 'text */ ${x}';
    case 'list':
      return ['a', '😀'];
    case 'nothing':
      return null;
  }
};
