// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { SummarizeNotesPromptHandler } from '../generated/prompts.gen.js';

/** summarize_notes (Summarize the notes): Asks the model to summarize every note. */
export const summarizeNotes: SummarizeNotesPromptHandler = async (args) =>
  `Summarize every note (${args.style ?? 'short'}).`;
