// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GreetPromptHandler } from '../generated/prompts.gen.js';

/** greet (Greet): A greeting. */
export const greet: GreetPromptHandler = async (args, ctx) => {
  ctx.log.debug('get', { args: { ...args } });
  return `Say hello to ${args.name}.`;
};
