// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { LimitedHandler } from '../generated/tools.gen.js';

/** limited (Limited): the runtime enforces the shared rate limit before this runs. */
export const limited: LimitedHandler = async (input) => `ok ${input.n}`;
