import type {
  TestPromptWithArgumentsPromptCompletions,
  TestPromptWithArgumentsPromptHandler,
} from '../generated/prompts.gen.js';

/** test_prompt_with_arguments: echoes both arguments. */
export const testPromptWithArguments: TestPromptWithArgumentsPromptHandler = async ({ arg1, arg2 }) =>
  `Prompt with arguments: arg1='${arg1}', arg2='${arg2}'`;

const SUGGESTIONS = ['alpha', 'beta', 'gamma'];

/** arg1 completes from a fixed list. */
export const testPromptWithArgumentsCompletions: TestPromptWithArgumentsPromptCompletions = {
  arg1: async (value) => SUGGESTIONS.filter((s) => s.startsWith(value)),
};
