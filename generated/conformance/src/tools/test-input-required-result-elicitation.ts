import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultElicitationHandler } from '../generated/tools.gen.js';
import { askFor } from '../fixtures.js';

/** test_input_required_result_elicitation: asks for the name under the key user_name, then greets. */
export const testInputRequiredResultElicitation: TestInputRequiredResultElicitationHandler = async (_input, ctx) => {
  const name = acceptedContent(ctx.mcp.mcpReq.inputResponses, 'user_name')?.name;
  if (typeof name === 'string') return `Hello, ${name}!`;
  return askFor({ inputRequests: { user_name: inputRequired.elicit({ message: 'What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } }) } });
};
