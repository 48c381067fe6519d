// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { AddNoteHandler } from '../generated/tools.gen.js';
import { appendNote } from '../notes.js';

/** add_note (Add a note): Adds a note written by the caller. Needs notes:write (checked before this runs). */
export const addNote: AddNoteHandler = async (input, ctx) => {
  const note = appendNote(input.text, ctx.auth?.subject ?? 'anonymous');
  ctx.log.info('note added', { id: note.id });
  return note;
};
