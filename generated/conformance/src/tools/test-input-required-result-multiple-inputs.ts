import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultMultipleInputsHandler } from '../generated/tools.gen.js';
import { askFor, sampledText, sealState } from '../fixtures.js';

/** test_input_required_result_multiple_inputs: a name, a sampled greeting and the roots, asked in one round. */
export const testInputRequiredResultMultipleInputs: TestInputRequiredResultMultipleInputsHandler = async (_input, ctx) => {
  const responses = ctx.mcp.mcpReq.inputResponses;
  const name = acceptedContent(responses, 'user_name')?.name;
  const greeting = responses?.greeting as { content?: unknown } | undefined;
  const roots = (responses?.client_roots as { roots?: unknown } | undefined)?.roots;
  if (typeof name === 'string' && greeting !== undefined && Array.isArray(roots))
    return `${sampledText(greeting.content)} ${name} - ${roots.length} root(s)`;
  return askFor({
    inputRequests: {
      user_name: inputRequired.elicit({ message: 'What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } }),
      greeting: inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Generate a greeting' } }], maxTokens: 50 }),
      client_roots: inputRequired.listRoots(),
    },
    requestState: await sealState({ tool: 'multiple_inputs' }, ctx),
  });
};
