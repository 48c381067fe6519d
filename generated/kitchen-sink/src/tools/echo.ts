// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { EchoHandler } from '../generated/tools.gen.js';

/** echo (Echo): repeats and re-cases the text; mode and repeat arrive with their schema defaults filled in. */
export const echo: EchoHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  const { mode } = input;
  const repeated = Array.from({ length: input.repeat }, () => input.text).join(' ');
  const text = mode === 'upper' ? repeated.toUpperCase() : mode === 'lower' ? repeated.toLowerCase() : repeated;
  return {
    text,
    mode,
    note: input.note ?? null,
    ...(input.id === undefined ? {} : { id: input.id }),
    length: [...text].length,
  };
};
