import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultTamperedStateHandler } from '../generated/tools.gen.js';
import { askFor, readState, sealState } from '../fixtures.js';
import { randomUUID } from 'node:crypto';

const confirm = () =>
  inputRequired.elicit({ message: 'Please confirm', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } });

/** test_input_required_result_tampered_state: a tampered request state is refused by the server before this runs. */
export const testInputRequiredResultTamperedState: TestInputRequiredResultTamperedStateHandler = async (_input, ctx) => {
  if (readState(ctx) !== undefined && acceptedContent(ctx.mcp.mcpReq.inputResponses, 'confirm') !== undefined)
    return 'integrity-ok';
  return askFor({
    inputRequests: { confirm: confirm() },
    requestState: await sealState({ tool: 'tampered_state', nonce: randomUUID() }, ctx),
  });
};
