import { CLIENT_CAPABILITIES_META_KEY, inputRequired, type InputRequests } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultCapabilitiesHandler } from '../generated/tools.gen.js';
import { askFor } from '../fixtures.js';

/** test_input_required_result_capabilities: asks only for what the request's envelope says the client can answer. */
export const testInputRequiredResultCapabilities: TestInputRequiredResultCapabilitiesHandler = async (_input, ctx) => {
  if (ctx.mcp.mcpReq.inputResponses !== undefined) return 'fulfilled';
  const envelope = ctx.mcp.mcpReq.envelope as Record<string, unknown> | undefined;
  const declared = envelope?.[CLIENT_CAPABILITIES_META_KEY] as Record<string, unknown> | undefined;
  const requests: InputRequests = {};
  if (declared?.elicitation !== undefined) requests.user_name = inputRequired.elicit({ message: 'What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } });
  if (declared?.sampling !== undefined)
    requests.greeting = inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Hi' } }], maxTokens: 50 });
  if (declared?.roots !== undefined) requests.client_roots = inputRequired.listRoots();
  return Object.keys(requests).length > 0 ? askFor({ inputRequests: requests }) : 'no capability';
};
