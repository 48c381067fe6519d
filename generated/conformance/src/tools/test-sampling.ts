import type { TestSamplingHandler } from '../generated/tools.gen.js';
import { toolResult } from '../generated/index.js';
import { sampledText, serverRequestsUnavailable } from '../fixtures.js';

/** test_sampling: asks the client's model (sampling/createMessage, 2025-11-25 clients). */
export const testSampling: TestSamplingHandler = async ({ prompt }, ctx) => {
  const unavailable = serverRequestsUnavailable(ctx.mcp);
  if (unavailable) return toolResult({ content: [{ type: 'text', text: `Sampling error: ${unavailable}` }], isError: true });
  const answer = await ctx.mcp.mcpReq.requestSampling({ messages: [{ role: 'user', content: { type: 'text', text: prompt } }], maxTokens: 100 });
  return `LLM response: ${sampledText(answer.content)}`;
};
