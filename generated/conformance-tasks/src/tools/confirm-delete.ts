// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ConfirmDeleteHandler } from '../generated/tools.gen.js';

/** confirm_delete: parks in input_required until the user answers. */
export const confirmDelete: ConfirmDeleteHandler = async (input, ctx) => {
  const filename = input.filename ?? 'the file';
  const answer = await ctx.requestInput({
    message: `Delete ${filename}?`,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', description: 'Delete it' } }, required: ['confirm'] },
  });
  const confirmed = answer.action === 'accept' && answer.content?.confirm === true;
  return confirmed ? `Deleted ${filename}` : `Kept ${filename}`;
};
