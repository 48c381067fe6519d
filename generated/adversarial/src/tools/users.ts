// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { UsersHandler } from '../generated/tools.gen.js';

/** users (users): takes definitions named as OpenAPI names them (simple-user → SimpleUser). */
export const users: UsersHandler = async (input) => ({
  login: input.user.login,
  ...(input.alias !== undefined && { alias: input.alias }),
});
