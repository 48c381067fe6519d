// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GreetingPromptHandler } from '../generated/prompts.gen.js';

/** greeting (Greeting): no arguments; a description and a user + assistant exchange. */
export const greeting: GreetingPromptHandler = async (_args, ctx) => {
  ctx.log.debug('get');
  return {
    description: 'A canned greeting',
    messages: [
      { role: 'user', content: { type: 'text', text: 'Hello, kitchen sink!' } },
      { role: 'assistant', content: { type: 'text', text: 'Hello! Call status first.' } },
    ],
  };
};
