// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ReviewNotePromptHandler } from '../generated/prompts.gen.js';

/** review_note (Review a note): Asks for a review of one note (arguments in the wire's list form). */
export const reviewNote: ReviewNotePromptHandler = async (args) => `Review note ${args.id}.`;
