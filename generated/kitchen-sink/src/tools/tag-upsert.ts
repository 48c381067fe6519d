// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TagUpsertHandler } from '../generated/tools.gen.js';
import type { Tag } from '../generated/types.gen.js';
import { Conflict } from '../generated/errors.gen.js';

export interface StoredTag {
  readonly tag: Tag;
  readonly version: number;
}

/**
 * Tags stored by tag.upsert and removed by delete. Module scope, so it outlives the per-request server instances
 * of the HTTP transport and lasts as long as the process.
 */
export const TAG_STORE = new Map<string, StoredTag>();

/** tag.upsert (Create or update a tag): optimistic concurrency through expectedVersion. */
export const tagUpsert: TagUpsertHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  const current = TAG_STORE.get(input.tag.name);
  const currentVersion = current?.version ?? 0;
  if (input.expectedVersion !== undefined && input.expectedVersion !== null && input.expectedVersion !== currentVersion)
    throw new Conflict({ message: `tag ${input.tag.name} is at version ${currentVersion}, not ${input.expectedVersion}` });
  const entry = { tag: input.tag, version: currentVersion + 1 };
  TAG_STORE.set(input.tag.name, entry);
  return entry;
};
