// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `npm run generate`.
// The prompt handler contract: one typed function per prompt. Your files in src/prompts/ implement these types;
// arguments are validated (strings, required ones present) before a handler runs.
import type { PromptContext, PromptMessage, PromptReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/** Arguments of summarize. */
export interface SummarizePromptArgs {
  /** What to summarize */
  readonly topic: string;
  /** short or long (default: short) */
  readonly style?: string;
}

/** summarize (Summarize): Asks for a summary of a topic. */
export type SummarizePromptHandler = (args: SummarizePromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** greeting takes no arguments. */
export type GreetingPromptArgs = Record<string, never>;

/** greeting (Greeting): A canned exchange between the user and the assistant. */
export type GreetingPromptHandler = (args: GreetingPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Arguments of fail. */
export interface FailPromptArgs {
  /** Conflict, TagNotFound or unexpected */
  readonly error: string;
}

/** fail (Fail on purpose) */
export type FailPromptHandler = (args: FailPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** todo takes no arguments. */
export type TodoPromptArgs = Record<string, never>;

/** todo: A prompt whose handler is still the generated stub. */
export type TodoPromptHandler = (args: TodoPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Every prompt's handler, keyed by its identifier. */
export interface PromptHandlers {
  summarize: SummarizePromptHandler;
  greeting: GreetingPromptHandler;
  fail: FailPromptHandler;
  todo: TodoPromptHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { PromptContext, PromptMessage, PromptReturn };
