import type { TestSimplePromptPromptHandler } from '../generated/prompts.gen.js';

/** test_simple_prompt: one user text message. */
export const testSimplePrompt: TestSimplePromptPromptHandler = async () => 'This is a simple prompt for testing.';
