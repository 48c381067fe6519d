// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ReviewPromptHandler } from '../generated/prompts.gen.js';

/** review (Review a draft): Asks for a review of a draft against the style guide. */
export const review: ReviewPromptHandler = async (args, ctx) => {
  ctx.log.debug('get', { args: { ...args } });
  return `Review this draft${args.tone ? ` in a ${args.tone} tone` : ''}, against docs://style-guide:\n\n${args.draft}`;
};
