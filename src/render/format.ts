import { format } from 'prettier';

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

export async function formatTypeScript(source: string): Promise<string> {
  return format(source, { ...PRETTIER_OPTIONS });
}
