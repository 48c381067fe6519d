import { inputRequired } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultListRootsHandler } from '../generated/tools.gen.js';
import { askFor } from '../fixtures.js';

/** test_input_required_result_list_roots: asks for the client's roots through input_required. */
export const testInputRequiredResultListRoots: TestInputRequiredResultListRootsHandler = async (_input, ctx) => {
  const roots = (ctx.mcp.mcpReq.inputResponses?.client_roots as { roots?: unknown } | undefined)?.roots;
  if (Array.isArray(roots)) return `Client exposed ${roots.length} root(s)`;
  return askFor({ inputRequests: { client_roots: inputRequired.listRoots() } });
};
