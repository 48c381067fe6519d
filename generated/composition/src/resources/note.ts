// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import { ResourceNotFoundError } from '../generated/index.js';
import type { NoteResourceHandler } from '../generated/resources.gen.js';
import { findNote } from '../notes.js';

/** note (notes://notes/{id}): One note */
export const note: NoteResourceHandler = async (uri, variables) => {
  const found = findNote(String(variables.id));
  if (!found) throw new ResourceNotFoundError(uri.href);
  return found.text;
};
