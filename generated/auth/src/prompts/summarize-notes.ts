// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { SummarizeNotesPromptHandler } from '../generated/prompts.gen.js';

/** summarize_notes (Summarize the notes): Asks the model to summarize every note. Needs notes:read. */
export const summarizeNotes: SummarizeNotesPromptHandler = async (_args, ctx) => {
  ctx.log.debug('get');
  return 'Read notes://index, then summarize the team notes in one paragraph.';
};
