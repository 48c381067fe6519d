// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { CreateCommentHandler } from '../generated/tools.gen.js';

/** create_comment (Comment on an issue): reports progress in two steps, then echoes the comment. */
export const createComment: CreateCommentHandler = async (input, ctx) => {
  await ctx.progress(1, 2, 'checking the issue');
  await ctx.progress(2, 2, 'posting the comment');
  return `comment on #${input.issue}: ${input.body}`;
};
