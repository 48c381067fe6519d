// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { NoteResourceHandler } from '../generated/resources.gen.js';
import { ResourceNotFoundError } from '../generated/index.js';
import { findNote } from '../notes.js';

/** note (notes://notes/{id}): One note. Needs notes:read (checked before this runs). */
export const note: NoteResourceHandler = async (uri, variables, ctx) => {
  ctx.log.debug('read', { uri: uri.href, variables: { ...variables } });
  const found = findNote(Number(variables.id));
  if (found === undefined) throw new ResourceNotFoundError(uri.href);
  return `${found.text}\n(by ${found.author})`;
};
