// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { SummarizeNotesPromptHandler } from '../generated/prompts.gen.js';
import { allNotes } from '../notes.js';

/** summarize_notes (Summarize the notes): Asks the model to summarize every note. Needs notes:read. */
export const summarizeNotes: SummarizeNotesPromptHandler = async (_args, ctx) => {
  ctx.log.debug('get');
  const text = allNotes()
    .map((n) => `- ${n.text}`)
    .join('\n');
  return `Summarize these team notes in one paragraph:\n${text}`;
};
