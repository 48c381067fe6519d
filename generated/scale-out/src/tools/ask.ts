// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { AskHandler } from '../generated/tools.gen.js';

/** ask (Ask): one question; the answer comes back through tasks/update, possibly sent to another instance. */
export const ask: AskHandler = async (_input, ctx) => {
  const reply = await ctx.requestInput({
    message: 'Your answer?',
    requestedSchema: { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] },
  });
  const answer = reply.action === 'accept' && typeof reply.content?.answer === 'string' ? reply.content.answer : reply.action;
  return { answer, pid: process.pid };
};
