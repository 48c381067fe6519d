import { inputRequired } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultSamplingHandler } from '../generated/tools.gen.js';
import { askFor, sampledText } from '../fixtures.js';

/** test_input_required_result_sampling: asks the client's model through input_required. */
export const testInputRequiredResultSampling: TestInputRequiredResultSamplingHandler = async (_input, ctx) => {
  const answer = ctx.mcp.mcpReq.inputResponses?.capital_question as { content?: unknown } | undefined;
  if (answer !== undefined) return `Sampling response: ${sampledText(answer.content)}`;
  return askFor({
    inputRequests: {
      capital_question: inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'What is the capital of France?' } }], maxTokens: 100 }),
    },
  });
};
