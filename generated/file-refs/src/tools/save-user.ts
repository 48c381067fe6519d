// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { SaveUserHandler } from '../generated/tools.gen.js';
import { UserExists } from '../generated/errors.gen.js';

/** Emails already taken, as a store would know them. */
const TAKEN = new Set(['ada@example.com']);

/**
 * save_user (Save user): Stores a user and greets them.
 * @throws {UserExists} (declared in the manifest)
 */
export const saveUser: SaveUserHandler = async ({ user }, ctx) => {
  if (TAKEN.has(user.email)) throw new UserExists({ email: user.email });
  ctx.log.debug('saved', { email: user.email });
  const from = user.address ? ` from ${user.address.city}` : '';
  return { saved: user, greeting: `Hello, ${user.name}${from}!` };
};
