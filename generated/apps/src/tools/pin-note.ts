// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import { InvalidParamsError } from '../generated/errors.gen.js';
import type { PinNoteHandler } from '../generated/tools.gen.js';
import { listed, pin } from '../notes.js';

/**
 * pin_note (Pin note): Pins a note so it is listed first. Called by the notes view's Pin button. Logs "note pinned"
 * (info), so tests can see the view's call reach the server.
 */
export const pinNote: PinNoteHandler = async (input, ctx) => {
  if (!pin(input.id)) throw new InvalidParamsError(`no note "${input.id}"`);
  ctx.log.info('note pinned', { id: input.id });
  return listed();
};
