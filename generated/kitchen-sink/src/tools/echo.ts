// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { EchoHandler } from '../generated/tools.gen.js';

/** echo (Echo): repeats and re-cases the text; defaults are applied here (the SDK does not apply them). */
export const echo: EchoHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  const mode = input.mode ?? 'keep';
  const repeated = Array.from({ length: input.repeat ?? 1 }, () => input.text).join(' ');
  const text = mode === 'upper' ? repeated.toUpperCase() : mode === 'lower' ? repeated.toLowerCase() : repeated;
  return {
    text,
    mode,
    note: input.note ?? null,
    ...(input.id === undefined ? {} : { id: input.id }),
    length: [...text].length,
  };
};
