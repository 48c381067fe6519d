import type { TestElicitationSep1034DefaultsHandler } from '../generated/tools.gen.js';

/** test_elicitation_sep1034_defaults: a form whose every field has a default (SEP-1034). */
export const testElicitationSep1034Defaults: TestElicitationSep1034DefaultsHandler = async (_input, ctx) => {
  const answer = await ctx.mcp.mcpReq.elicitInput({
    message: 'Please review your profile (every field has a default)',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', default: 'John Doe' },
        age: { type: 'integer', default: 30 },
        score: { type: 'number', default: 95.5 },
        status: { type: 'string', enum: ['active', 'inactive', 'pending'], default: 'active' },
        verified: { type: 'boolean', default: true },
      },
      required: [],
    },
  });
  return `Elicitation completed: action=${answer.action}, content=${JSON.stringify(answer.content ?? {})}`;
};
