// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ProtocolErrorJobHandler } from '../generated/tools.gen.js';
import { ProtocolError } from '../generated/index.js';

/** protocol_error_job: a thrown ProtocolError, so the task ends failed with that error. */
export const protocolErrorJob: ProtocolErrorJobHandler = async (_input, ctx) => {
  await ctx.sleep(200);
  throw new ProtocolError(-32603, 'the job hit a protocol error', { stage: 'simulated' });
};
