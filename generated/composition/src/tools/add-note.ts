// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { AddNoteHandler } from '../generated/tools.gen.js';
import { addNote as store } from '../notes.js';

/** add_note (Add a note): Adds a note written by a user; `pinned` defaults to false (the schema's default). */
export const addNote: AddNoteHandler = async (input) =>
  store(input.author ? `${input.text} (${input.author.name})` : input.text, input.pinned);
