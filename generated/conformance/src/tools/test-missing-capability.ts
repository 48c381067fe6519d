import { inputRequired } from '@modelcontextprotocol/server';
import type { TestMissingCapabilityHandler } from '../generated/tools.gen.js';
import { askFor } from '../fixtures.js';

/** test_missing_capability: needs sampling; the SDK answers -32021 to a client that did not declare it. */
export const testMissingCapability: TestMissingCapabilityHandler = async (_input, ctx) => {
  if (ctx.mcp.mcpReq.inputResponses?.llm_answer !== undefined) return 'sampling round-trip complete';
  return askFor({
    inputRequests: { llm_answer: inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Reply pong' } }], maxTokens: 16 }) },
  });
};
