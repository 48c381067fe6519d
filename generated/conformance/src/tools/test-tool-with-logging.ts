import type { TestToolWithLoggingHandler } from '../generated/tools.gen.js';

const MESSAGES = ['Tool execution started', 'Tool processing data', 'Tool execution completed'];

/** test_tool_with_logging: three notifications/message at info, about 50 ms apart (needs server.logging). */
export const testToolWithLogging: TestToolWithLoggingHandler = async (_input, ctx) => {
  for (const [i, message] of MESSAGES.entries()) {
    if (i > 0) await ctx.sleep(50);
    await ctx.mcp.mcpReq.log('info', message);
  }
  return 'Tool with logging executed successfully';
};
