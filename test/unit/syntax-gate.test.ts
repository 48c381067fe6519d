// Every .ts file the generator emits is parsed before anything is written: invalid TypeScript is a generator bug
// (exit 3), reported at its file, line and column.
import { describe, expect, it } from 'vitest';
import { checkSyntax } from '../../src/render/ts/syntax-gate.js';

describe('the syntax gate', () => {
  it('passes a valid file', () => {
    expect(checkSyntax('src/tools/a.ts', "import type { A } from './a.js';\nexport const a = async (x: A) => ({ ok: x });\n")).toEqual([]);
  });

  it('reports a broken file at its own path, line and column', () => {
    const problems = checkSyntax('src/tools/broken.ts', 'export const ok = 1;\nexport const x = (;\n');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.path).toBe('src/tools/broken.ts:2:19');
    expect(problems[0]!.message).toMatch(/expression expected/i);
  });

  it('reports a block comment left open', () => {
    expect(checkSyntax('a.ts', 'export const a = 1;\n/* open').map((p) => p.path.split(':')[0])).toEqual(['a.ts']);
  });
});
