import type { TestToolWithProgressHandler } from '../generated/tools.gen.js';

/** test_tool_with_progress: progress 0, 50, 100 of 100, about 50 ms apart (a no-op without a progressToken). */
export const testToolWithProgress: TestToolWithProgressHandler = async (_input, ctx) => {
  for (const step of [0, 50, 100]) {
    await ctx.progress(step, 100, `step ${step}`);
    if (step < 100) await ctx.sleep(50);
  }
  return 'Tool with progress executed successfully';
};
