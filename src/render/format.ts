/** Inline, pinned options: prettier never looks for a config file, so output is the same on every machine. */
const PRETTIER_OPTIONS = Object.freeze({
  parser: 'typescript',
  printWidth: 110,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
  tabWidth: 2,
  useTabs: false,
  endOfLine: 'lf',
  bracketSpacing: true,
  arrowParens: 'always',
} as const);

/**
 * `filepath` tells prettier the source is .ts (never JSX): without it prettier guesses with a multiline regex that
 * is quadratic on large files (25 s of a 370k-line run), then may parse twice. Prettier's parse also rejects any
 * syntax error, so a formatted file has passed the syntax gate.
 */
export async function formatTypeScript(source: string): Promise<string> {
  // Loaded on first use: most renders print every file in prettier's layout themselves and never need it.
  const { format } = await import('prettier');
  return format(source, { ...PRETTIER_OPTIONS, filepath: 'generated.ts' });
}
