// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { DeleteHandler } from '../generated/tools.gen.js';
import { Conflict, TagNotFound } from '../generated/errors.gen.js';
import { TAG_STORE } from './tag-upsert.js';

/** Tags that may only be deleted with force (they need not exist in the store). */
const PROTECTED = new Set(['system']);

/** delete (Delete a tag): a reserved word as tool name (the export is deleteTool); answers a JSON object without schema. */
export const deleteTool: DeleteHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  const { force } = input;
  if (PROTECTED.has(input.name) && !force)
    throw new Conflict({ message: `tag ${input.name} is protected; pass force: true to delete it` });
  const stored = TAG_STORE.get(input.name);
  if (stored === undefined && !PROTECTED.has(input.name)) throw new TagNotFound({ name: input.name });
  TAG_STORE.delete(input.name);
  return { deleted: input.name, version: stored?.version ?? null, forced: force };
};
