// The example's notes: in memory, per process.
import type { Note, Notes } from './generated/types.gen.js';

const notes: Note[] = [
  { id: 'n1', text: 'Water the plants', pinned: false },
  { id: 'n2', text: 'Read the MCP Apps spec', pinned: false },
  { id: 'n3', text: 'Ship the notes view', pinned: false },
];

/** The first `limit` notes, pinned ones first (the order is otherwise kept). */
export const listed = (limit = notes.length): Notes => ({
  notes: [...notes.filter((n) => n.pinned), ...notes.filter((n) => !n.pinned)].slice(0, limit).map((n) => ({ ...n })),
});

export const allNotes = (): readonly Note[] => notes.map((n) => ({ ...n }));

export const findNote = (id: string): Note | undefined => notes.find((n) => n.id === id);

export function addNote(text: string, pinned: boolean): Note {
  const note = { id: `n${notes.length + 1}`, text, pinned };
  notes.push(note);
  return { ...note };
}
