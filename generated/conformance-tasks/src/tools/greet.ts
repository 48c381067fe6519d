// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GreetHandler } from '../generated/tools.gen.js';

/** greet: a plain synchronous tool. */
export const greet: GreetHandler = async (input) => `Hello, ${input.name}!`;
