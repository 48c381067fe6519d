// generated — do not edit. Source: ../../specs/toolsets.yaml. Regenerate with `npm run generate`.
// The prompt handler contract: one typed function per prompt. Your files in src/prompts/ implement these types;
// arguments are validated (strings, required ones present) before a handler runs.
import type { PromptContext, PromptMessage, PromptReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/** Arguments of triage. */
export interface TriagePromptArgs {
  /** The issue number. */
  readonly issue: string;
}

/** triage (Triage an issue): Asks for a label and a priority for an issue. */
export type TriagePromptHandler = (args: TriagePromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Every prompt's handler, keyed by its identifier. */
export interface PromptHandlers {
  triage: TriagePromptHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { PromptContext, PromptMessage, PromptReturn };
