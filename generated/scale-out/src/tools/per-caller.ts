// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { PerCallerHandler } from '../generated/tools.gen.js';

/** per_caller (Per caller): answers who called; the runtime limits each caller to 2 calls a minute. */
export const perCaller: PerCallerHandler = async (_input, ctx) => `hello ${ctx.mcp.http?.authInfo?.clientId ?? 'anonymous'}`;
