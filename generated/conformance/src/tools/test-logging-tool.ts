import type { TestLoggingToolHandler } from '../generated/tools.gen.js';

/** test_logging_tool: one info log, sent only when the client's log level lets it through. */
export const testLoggingTool: TestLoggingToolHandler = async (_input, ctx) => {
  await ctx.mcp.mcpReq.log('info', 'ran');
  return 'logged';
};
