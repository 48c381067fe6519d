// The notes, in process memory (a real server would use a database). Yours: mcpgen never writes this file.
import type { Note } from './generated/types.gen.js';

const notes: Note[] = [{ id: 1, text: 'Welcome to the team notes', author: 'system' }];

export const allNotes = (): readonly Note[] => notes;

export function appendNote(text: string, author: string): Note {
  const note = { id: notes.length + 1, text, author };
  notes.push(note);
  return note;
}

export const findNote = (id: number): Note | undefined => notes.find((n) => n.id === id);
