// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { SummarizePromptHandler } from '../generated/prompts.gen.js';
import { InvalidParamsError } from '../generated/errors.gen.js';

/** summarize (Summarize): `topic` is required, `style` optional; the text becomes one user message. */
export const summarize: SummarizePromptHandler = async ({ topic, style }, ctx) => {
  ctx.log.debug('get', { topic, style });
  if (style !== undefined && style !== 'short' && style !== 'long')
    throw new InvalidParamsError(`style must be "short" or "long", not ${JSON.stringify(style)}`, { data: { style } });
  return `Summarize ${topic} in ${style === 'long' ? 'a few detailed paragraphs' : 'one short paragraph'}.`;
};
