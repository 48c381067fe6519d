// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TagsListHandler } from '../generated/tools.gen.js';
import type { Tag } from '../generated/types.gen.js';

/** Built-in tags: one with a note, one with a null note, two without. */
export const BUILTIN_TAGS: readonly Tag[] = [
  { name: 'urgent', color: 'red', note: 'needs attention today' },
  { name: 'done', color: 'green', note: null },
  { name: 'later', color: 'blue' },
  { name: 'blocked', color: 'red' },
];

/** tags.list (List tags): an array at the root of structuredContent. */
export const tagsList: TagsListHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  return BUILTIN_TAGS.filter((t) => input.color === undefined || t.color === input.color).map((t) => ({ ...t }));
};
