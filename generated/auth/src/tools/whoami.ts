// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { WhoamiHandler } from '../generated/tools.gen.js';

/** whoami (Who am I): The caller as the server sees it (subject, client and scopes of the access token). */
export const whoami: WhoamiHandler = async (_input, ctx) => {
  ctx.log.debug('called');
  // ctx.auth is undefined over stdio (nobody to authenticate); over HTTP it is the verified token's caller.
  if (ctx.auth === undefined) return { authenticated: false, scopes: [] };
  const { subject, clientId, scopes } = ctx.auth;
  return { authenticated: true, subject, clientId, scopes: [...scopes] };
};
