import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultRequestStateHandler } from '../generated/tools.gen.js';
import { askFor, readState, sealState } from '../fixtures.js';
import { randomUUID } from 'node:crypto';

const confirm = () =>
  inputRequired.elicit({ message: 'Please confirm', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } });

/** test_input_required_result_request_state: a confirmation, with request state that must come back. */
export const testInputRequiredResultRequestState: TestInputRequiredResultRequestStateHandler = async (_input, ctx) => {
  if (acceptedContent(ctx.mcp.mcpReq.inputResponses, 'confirm') === undefined)
    return askFor({
      inputRequests: { confirm: confirm() },
      requestState: await sealState({ tool: 'request_state', nonce: randomUUID() }, ctx),
    });
  return readState(ctx)?.tool === 'request_state' ? 'state-ok' : 'state-missing';
};
