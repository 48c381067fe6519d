// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ExportNotesHandler } from '../generated/tools.gen.js';
import { allNotes } from '../notes.js';

/** export_notes (Export notes): every note as one document, with progress per note; may run as a task. */
export const exportNotes: ExportNotesHandler = async (input, ctx) => {
  const lines: string[] = [];
  for await (const note of ctx.track(allNotes(), { message: 'exporting' }))
    lines.push(input.format === 'markdown' ? `- ${note.text}` : `${note.id}: ${note.text}`);
  return { count: lines.length, document: lines.join('\n') };
};
