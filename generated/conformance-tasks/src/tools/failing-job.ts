// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { FailingJobHandler } from '../generated/tools.gen.js';
import { toolResult } from '../generated/index.js';

/** failing_job: a tool execution error (isError), so the task ends completed with that result. */
export const failingJob: FailingJobHandler = async (_input, ctx) => {
  await ctx.sleep(1000);
  return toolResult({ content: [{ type: 'text', text: 'the job failed: simulated tool error' }], isError: true });
};
