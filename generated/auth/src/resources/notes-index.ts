// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { NotesIndexResourceHandler } from '../generated/resources.gen.js';
import { allNotes } from '../notes.js';

/**
 * notes-index (notes://index): Notes index
 * The ids and first words of every note. Needs notes:read (checked before this runs).
 */
export const notesIndex: NotesIndexResourceHandler = async (uri, ctx) => {
  ctx.log.debug('read', { uri: uri.href });
  return allNotes()
    .map((n) => `${n.id}: ${n.text.split(' ').slice(0, 3).join(' ')}`)
    .join('\n');
};
