// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// The prompt handler contract: one typed function per prompt. Your files in src/prompts/ implement these types;
// arguments are validated (strings, required ones present) before a handler runs.
import type { PromptContext, PromptMessage, PromptReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/** Arguments of summarize_notes. */
export interface SummarizeNotesPromptArgs {
  /** short or long (default: short) */
  readonly style?: string;
}

/** summarize_notes (Summarize the notes): Asks the model to summarize every note. */
export type SummarizeNotesPromptHandler = (args: SummarizeNotesPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Arguments of review_note. */
export interface ReviewNotePromptArgs {
  /** The note to review. */
  readonly id: string;
}

/** review_note (Review a note): Asks for a review of one note (arguments in the wire's list form). */
export type ReviewNotePromptHandler = (args: ReviewNotePromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Every prompt's handler, keyed by its identifier. */
export interface PromptHandlers {
  summarizeNotes: SummarizeNotesPromptHandler;
  reviewNote: ReviewNotePromptHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { PromptContext, PromptMessage, PromptReturn };
