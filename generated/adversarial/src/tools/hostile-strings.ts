// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { HostileStringsHandler } from '../generated/tools.gen.js';

/** hostile.strings: echoes every string argument under its (hostile) property name, and the chosen enum value. */
export const hostileStrings: HostileStringsHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  const echoed: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (typeof value === 'string' && key !== 'choice') echoed[key] = value;
  return { echoed, ...(input.choice !== undefined && { choice: input.choice }) };
};
