// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TodoLaterHandler } from '../generated/tools.gen.js';
import { notImplemented } from '../generated/index.js';

/** todo-later: A tool whose handler is still the generated stub. */
export const todoLater: TodoLaterHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  return notImplemented('todo-later', 'src/tools/todo-later.ts');
};
