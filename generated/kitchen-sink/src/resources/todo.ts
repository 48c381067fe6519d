// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TodoResourceHandler } from '../generated/resources.gen.js';
import { NotImplementedError } from '../generated/index.js';

/** todo (kitchen://todo) */
export const todo: TodoResourceHandler = async (uri, ctx) => {
  ctx.log.debug('read', { uri: uri.href });
  // Return the contents: a string, bytes, { text } or { blob } (base64), or a list of them.
  throw new NotImplementedError('resource', 'todo', 'src/resources/todo.ts');
};
