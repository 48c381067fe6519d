// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TestToolWithTaskHandler } from '../generated/tools.gen.js';

/**
 * test_tool_with_task: input before the task exists (the request answers input_required and the client retries
 * with the answer), then ctx.startTask() hands back the task and the greeting is produced in the background.
 */
export const testToolWithTask: TestToolWithTaskHandler = async (_input, ctx) => {
  const answer = await ctx.requestInput({
    message: 'What is your name?',
    requestedSchema: { type: 'object', properties: { name: { type: 'string', description: 'Your name' } }, required: ['name'] },
  });
  const content = answer.action === 'accept' ? answer.content : undefined;
  const name = String(content?.name ?? content?.user_name ?? 'stranger');
  await ctx.startTask();
  await ctx.sleep(100);
  return `Hello, ${name}! (greeted from task ${ctx.taskId ?? 'none'})`;
};
