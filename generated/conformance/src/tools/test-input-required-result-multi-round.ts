import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { TestInputRequiredResultMultiRoundHandler } from '../generated/tools.gen.js';
import { askFor, readState, sealState } from '../fixtures.js';

/** test_input_required_result_multi_round: a name in round 1, a colour in round 2; the name travels in request state. */
export const testInputRequiredResultMultiRound: TestInputRequiredResultMultiRoundHandler = async (_input, ctx) => {
  const state = readState(ctx);
  const round = state?.tool === 'multi_round' && typeof state.round === 'number' ? state.round : 0;
  if (round === 0)
    return askFor({
      inputRequests: { step1: inputRequired.elicit({ message: 'Step 1: What is your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } }) },
      requestState: await sealState({ tool: 'multi_round', round: 1 }, ctx),
    });
  if (round === 1) {
    const name = acceptedContent(ctx.mcp.mcpReq.inputResponses, 'step1')?.name ?? 'unknown';
    return askFor({
      inputRequests: {
        step2: inputRequired.elicit({ message: 'Step 2: favourite color?', requestedSchema: { type: 'object', properties: { color: { type: 'string' } }, required: ['color'] } }),
      },
      requestState: await sealState({ tool: 'multi_round', round: 2, name }, ctx),
    });
  }
  return `Multi-round complete: ${String(state?.name)} likes ${String(acceptedContent(ctx.mcp.mcpReq.inputResponses, 'step2')?.color)}`;
};
