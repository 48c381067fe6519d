// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TodoPromptHandler } from '../generated/prompts.gen.js';
import { NotImplementedError } from '../generated/index.js';

/** todo: A prompt whose handler is still the generated stub. */
export const todo: TodoPromptHandler = async (_args, ctx) => {
  ctx.log.debug('get');
  // Return the text of one user message, a list of { role, content } messages, or { description, messages }.
  throw new NotImplementedError('prompt', 'todo', 'src/prompts/todo.ts');
};
