// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `npm run generate`.
// The prompt handler contract: one typed function per prompt. Your files in src/prompts/ implement these types;
// arguments are validated (strings, required ones present) before a handler runs.
import type { CompleteHandler, PromptContext, PromptMessage, PromptReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/** test_simple_prompt takes no arguments. */
export type TestSimplePromptPromptArgs = Record<string, never>;

/** test_simple_prompt: A prompt without arguments. */
export type TestSimplePromptPromptHandler = (args: TestSimplePromptPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Arguments of test_prompt_with_arguments. */
export interface TestPromptWithArgumentsPromptArgs {
  /** First test argument */
  readonly arg1: string;
  /** Second test argument */
  readonly arg2: string;
}

/** test_prompt_with_arguments: A prompt with two arguments. */
export type TestPromptWithArgumentsPromptHandler = (args: TestPromptWithArgumentsPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Completion handlers of test_prompt_with_arguments's arguments declared with `complete: true`. */
export interface TestPromptWithArgumentsPromptCompletions {
  readonly arg1: CompleteHandler;
}

/** Arguments of test_prompt_with_embedded_resource. */
export interface TestPromptWithEmbeddedResourcePromptArgs {
  /** URI of the resource to embed */
  readonly resourceUri: string;
}

/** test_prompt_with_embedded_resource: A prompt that embeds a resource. */
export type TestPromptWithEmbeddedResourcePromptHandler = (args: TestPromptWithEmbeddedResourcePromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** test_prompt_with_image takes no arguments. */
export type TestPromptWithImagePromptArgs = Record<string, never>;

/** test_prompt_with_image: A prompt with an image. */
export type TestPromptWithImagePromptHandler = (args: TestPromptWithImagePromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** test_input_required_result_prompt takes no arguments. */
export type TestInputRequiredResultPromptPromptArgs = Record<string, never>;

/** test_input_required_result_prompt: Asks for context through input_required before building the prompt. */
export type TestInputRequiredResultPromptPromptHandler = (args: TestInputRequiredResultPromptPromptArgs, ctx: PromptContext) => Promise<PromptReturn>;

/** Every prompt's handler, keyed by its identifier. */
export interface PromptHandlers {
  testSimplePrompt: TestSimplePromptPromptHandler;
  testPromptWithArguments: TestPromptWithArgumentsPromptHandler;
  testPromptWithEmbeddedResource: TestPromptWithEmbeddedResourcePromptHandler;
  testPromptWithImage: TestPromptWithImagePromptHandler;
  testInputRequiredResultPrompt: TestInputRequiredResultPromptPromptHandler;
}

/** The completion handlers of every prompt with a `complete` argument. */
export interface PromptCompletions {
  testPromptWithArguments: TestPromptWithArgumentsPromptCompletions;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { CompleteHandler, PromptContext, PromptMessage, PromptReturn };
