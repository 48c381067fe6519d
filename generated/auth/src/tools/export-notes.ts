// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ExportNotesHandler } from '../generated/tools.gen.js';
import { allNotes } from '../notes.js';

/**
 * export_notes (Export notes): Exports every note as one text document; may run as a task. Needs notes:read and
 * notes:export; as a task, only the caller that started it (same subject and client) can read or cancel it.
 */
export const exportNotes: ExportNotesHandler = async (_input, ctx) => {
  const lines: string[] = [];
  for await (const note of ctx.track(allNotes(), { message: 'exporting' }))
    lines.push(`#${note.id} ${note.author}: ${note.text}`);
  return { count: lines.length, document: lines.join('\n') };
};
