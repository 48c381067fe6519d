// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import { NoteNotFound } from '../generated/errors.gen.js';
import type { PinNoteHandler } from '../generated/tools.gen.js';
import { findNote, listed } from '../notes.js';

/** pin_note (Pin note): Pins a note so it is listed first. Called by the notes view's Pin button. */
export const pinNote: PinNoteHandler = async (input) => {
  const note = findNote(input.id);
  if (!note) throw new NoteNotFound({ id: input.id });
  note.pinned = true;
  return listed();
};
