// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { NotesIndexResourceHandler } from '../generated/resources.gen.js';
import { allNotes } from '../notes.js';

/** notes-index (notes://index): The ids and first words of every note. */
export const notesIndex: NotesIndexResourceHandler = async () =>
  allNotes()
    .map((n) => `${n.id} ${n.text.split(' ').slice(0, 2).join(' ')}`)
    .join('\n');
