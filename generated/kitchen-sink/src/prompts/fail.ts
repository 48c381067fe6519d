// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { FailPromptHandler } from '../generated/prompts.gen.js';
import { Conflict, InvalidParamsError, TagNotFound } from '../generated/errors.gen.js';

/** fail (Fail on purpose): a declared error becomes a JSON-RPC error with its manifest code; anything else -32603. */
export const fail: FailPromptHandler = async ({ error }, ctx) => {
  ctx.log.debug('get', { error });
  switch (error) {
    case 'Conflict':
      throw new Conflict();
    case 'TagNotFound':
      throw new TagNotFound({ name: 'ghost' }, { message: 'no tag named ghost' });
    case 'unexpected':
      throw new Error('secret prompt details');
    default:
      throw new InvalidParamsError(`unknown error ${JSON.stringify(error)}`);
  }
};
