// generated — do not edit. Source: ../../specs/prompts-only.yaml. Regenerate with `npm run generate`.
// The prompt handler contract: one typed function per prompt. Your files in src/prompts/ implement these types;
// arguments are validated (strings, required ones present) before a handler runs.
import type { PromptContext, PromptMessage, PromptReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/** Arguments of review. */
export interface ReviewPromptArgs {
  /** The text to review. */
  readonly draft: string;
  /** friendly or strict. */
  readonly tone?: string;
}

/** review (Review a draft): Asks for a review of a draft against the style guide. */
export type ReviewPromptHandler = (args: ReviewPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Arguments of greet. */
export interface GreetPromptArgs {
  /** Who to greet. */
  readonly name: string;
}

/** greet (Greet): A greeting. */
export type GreetPromptHandler = (args: GreetPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Every prompt's handler, keyed by its identifier. */
export interface PromptHandlers {
  review: ReviewPromptHandler;
  greet: GreetPromptHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { PromptContext, PromptMessage, PromptReturn };
