// The generator formats every .ts file once with prettier and relies on prettier's parse as the syntax gate
// (the separate ts-morph transpile was dropped for speed). These pin both halves of that decision.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../src/render/format.js';

const REPO = path.resolve(import.meta.dirname, '..', '..');

function genFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? genFiles(p) : f.endsWith('.gen.ts') ? [p] : [];
  });
}

describe('formatTypeScript', () => {
  it.each(['const x = ;', 'export interface A { a: string b: number }', 'const s = "unterminated', 'function f( { }'])(
    'rejects a syntax error, so formatting is the syntax gate: %s',
    async (source) => {
      await expect(formatTypeScript(source)).rejects.toThrow();
    },
  );

  it('gives the same bytes as prettier without the .ts file hint on a checked-in generated file', async () => {
    // The hint only skips prettier's JSX guess; this is the proof on real output (the goldens prove the rest).
    const sample = genFiles(path.join(REPO, 'generated', 'kitchen-sink', 'src', 'generated')).find((f) => f.endsWith('server.gen.ts'))!;
    const text = readFileSync(sample, 'utf8');
    const { filepath: _unused, ...withoutHint } = { filepath: '', parser: 'typescript', printWidth: 110, singleQuote: true, trailingComma: 'all', semi: true, tabWidth: 2, useTabs: false, endOfLine: 'lf', bracketSpacing: true, arrowParens: 'always' } as const;
    expect(await formatTypeScript(text)).toBe(await format(text, withoutHint));
  });
});
