// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { PaletteResourceCompletions, PaletteResourceHandler } from '../generated/resources.gen.js';
import { InvalidParamsError } from '../generated/errors.gen.js';
import { ResourceNotFoundError } from '../generated/index.js';

const THEMES: Readonly<Record<string, readonly string[]>> = {
  dark: ['black', 'navy', 'charcoal'],
  light: ['white', 'ivory', 'yellow'],
};

const colorsOf = (theme: string): readonly string[] | undefined => (Object.hasOwn(THEMES, theme) ? THEMES[theme] : undefined);

/** palette (kitchen://palettes/{theme}/{colors*}): `colors` is a string[] (the exploded variable). */
export const palette: PaletteResourceHandler = async (uri, { theme, colors }, ctx) => {
  ctx.log.debug('read', { uri: uri.href, theme, colors });
  const known = colorsOf(theme);
  if (!known) throw new ResourceNotFoundError(uri.href);
  const unknown = colors.filter((c) => !known.includes(c));
  // A built-in error class: JSON-RPC -32602 with { name, code, retryable, data } as the error's data.
  if (unknown.length > 0) throw new InvalidParamsError(`not in the ${theme} theme: ${unknown.join(', ')}`, { data: { unknown } });
  return JSON.stringify({ theme, colors });
};

/** Themes by prefix; colors of the theme already chosen (context.arguments.theme), or of every theme. */
export const paletteCompletions: PaletteResourceCompletions = {
  theme: async (value) => Object.keys(THEMES).filter((t) => t.startsWith(value)),
  colors: async (value, context) => {
    const theme = context.arguments.theme;
    const pool = (theme !== undefined && colorsOf(theme)) || Object.values(THEMES).flat();
    return pool.filter((c) => c.startsWith(value));
  },
};
