import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultPromptPromptHandler } from '../generated/prompts.gen.js';

/** test_input_required_result_prompt: asks the client for context (input_required), then builds the prompt with it. */
export const testInputRequiredResultPrompt: TestInputRequiredResultPromptPromptHandler = async (_args, ctx) => {
  const context = acceptedContent(ctx.mcp.mcpReq.inputResponses, 'user_context')?.context;
  if (typeof context === 'string') return `Use the following context: ${context}`;
  return inputRequired({
    inputRequests: {
      user_context: inputRequired.elicit({
        message: 'What context should the prompt use?',
        requestedSchema: { type: 'object', properties: { context: { type: 'string' } }, required: ['context'] },
      }),
    },
  });
};
