// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TagResourceCompletions, TagResourceHandler } from '../generated/resources.gen.js';
import { ResourceNotFoundError } from '../generated/index.js';
import { BUILTIN_TAGS } from '../tools/tags-list.js';

/** tag (kitchen://tags/{name}): one built-in tag as JSON; any other name is not found (-32602 with data.uri). */
export const tag: TagResourceHandler = async (uri, { name }, ctx) => {
  ctx.log.debug('read', { uri: uri.href, name });
  const found = BUILTIN_TAGS.find((t) => t.name === name);
  if (!found) throw new ResourceNotFoundError(uri.href);
  return JSON.stringify(found);
};

/** The built-in tag names that start with what was typed. */
export const tagCompletions: TagResourceCompletions = {
  name: async (value) => BUILTIN_TAGS.map((t) => t.name).filter((n) => n.startsWith(value)),
};
