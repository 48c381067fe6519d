// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { MultiInputHandler } from '../generated/tools.gen.js';

const question = (message: string) =>
  ({
    message,
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string' }, confirm: { type: 'boolean' } },
      required: ['name'],
    },
  }) as const;

/** multi_input: two questions pending at once; the task waits until both are answered. */
export const multiInput: MultiInputHandler = async (_input, ctx) => {
  const [first, second] = await Promise.all([
    ctx.requestInput(question('First name?')),
    ctx.requestInput(question('Second name?')),
  ]);
  const name = (answer: typeof first) => (answer.action === 'accept' ? String(answer.content?.name ?? '') : answer.action);
  return { first: name(first), second: name(second) };
};
