// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TagGetHandler } from '../generated/tools.gen.js';
import { NotFoundError } from '../generated/errors.gen.js';
import { BUILTIN_TAGS } from './tags-list.js';

/** tag.get (Get tag): the output schema is a $ref to Tag, so the result is a plain object. */
export const tagGet: TagGetHandler = async (input) => {
  const tag = BUILTIN_TAGS.find((t) => t.name === input.name);
  if (!tag) throw new NotFoundError(`no built-in tag "${input.name}"`);
  return { ...tag };
};
