// The example's notes: in memory, per process.
import type { ListNotesOutput } from './generated/types.gen.js';

type Note = ListNotesOutput['notes'][number];

const notes: Note[] = [
  { id: 'n1', text: 'Water the plants', pinned: false },
  { id: 'n2', text: 'Read the MCP Apps spec', pinned: false },
  { id: 'n3', text: 'Ship the notes view', pinned: false },
];

/** Every note, pinned ones first (the order is otherwise kept). */
export const listed = (): ListNotesOutput => ({
  notes: [...notes.filter((n) => n.pinned), ...notes.filter((n) => !n.pinned)].map((n) => ({ ...n })),
});

/** Pins a note; false when there is no such note. */
export function pin(id: string): boolean {
  const note = notes.find((n) => n.id === id);
  if (note) note.pinned = true;
  return note !== undefined;
}
