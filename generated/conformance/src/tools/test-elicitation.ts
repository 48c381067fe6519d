import type { TestElicitationHandler } from '../generated/tools.gen.js';

/** test_elicitation: asks the user for a username and an email address. */
export const testElicitation: TestElicitationHandler = async ({ message }, ctx) => {
  const answer = await ctx.mcp.mcpReq.elicitInput({
    message,
    requestedSchema: {
      type: 'object',
      properties: {
        username: { type: 'string', description: "User's response" },
        email: { type: 'string', description: "User's email address" },
      },
      required: ['username', 'email'],
    },
  });
  return `User response: action=${answer.action}, content=${JSON.stringify(answer.content ?? {})}`;
};
