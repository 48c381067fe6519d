// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ListNotesHandler } from '../generated/tools.gen.js';
import { allNotes } from '../notes.js';

/** list_notes (List notes): Every note, oldest first. Needs notes:read (checked before this runs). */
export const listNotes: ListNotesHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  return { notes: [...allNotes()] };
};
