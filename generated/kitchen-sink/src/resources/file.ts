// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { FileResourceHandler } from '../generated/resources.gen.js';
import { ResourceNotFoundError } from '../generated/index.js';
import { FILES } from '../tools/files-read-text.js';

/** file (kitchen://files/{+path}): `path` keeps its slashes and arrives percent-decoded ("notes/todo list.txt"). */
export const file: FileResourceHandler = async (uri, { path }, ctx) => {
  ctx.log.debug('read', { uri: uri.href, path });
  const text = Object.hasOwn(FILES, path) ? FILES[path] : undefined;
  if (text === undefined) throw new ResourceNotFoundError(uri.href);
  return text;
};
