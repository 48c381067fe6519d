// The syntax gate checks many small files as one text (checkSyntaxAll). Whatever the batch, its answer must be the
// one-by-one answer: the same problems, each at its own file and line, and no problem hidden by a neighbour.
import { describe, expect, it } from 'vitest';
import { checkSyntax, checkSyntaxAll, type SourceText } from '../../src/render/ts/syntax-gate.js';

const stub = (i: number): SourceText => ({
  path: `src/tools/t${i}.ts`,
  source: `// Scaffolded.\nimport type { H${i} } from '../generated/tools.gen.js';\n\n/** Tool ${i}. */\nexport const t${i}: H${i} = async (input) => {\n  return { ok: ${i} };\n};\n`,
});

const oneByOne = (files: readonly SourceText[]) => files.flatMap((f) => checkSyntax(f.path, f.source));

describe('checkSyntaxAll gives the one-by-one answer', () => {
  it('valid files: no problem', () => {
    expect(checkSyntaxAll(Array.from({ length: 50 }, (_, i) => stub(i)))).toEqual([]);
  });

  it('one broken file among many: its problem, at its own path and line', () => {
    const files = Array.from({ length: 20 }, (_, i) => stub(i));
    files[7] = { path: 'src/tools/broken.ts', source: 'export const x = (;\n' };
    const problems = checkSyntaxAll(files);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toEqual(oneByOne(files));
    expect(problems[0]!.path).toMatch(/^src\/tools\/broken\.ts:1:\d+$/);
  });

  it('two broken files that would make a valid text together are both reported', () => {
    // Joined, "export const a = {" and "};" are one valid statement; alone, neither parses.
    const files = [stub(1), { path: 'a.ts', source: 'export const a = {' }, { path: 'b.ts', source: '};\n' }, stub(2)];
    expect(checkSyntax('joined.ts', files.map((f) => f.source).join('\n'))).toEqual([]);
    const problems = checkSyntaxAll(files);
    expect(problems.map((p) => p.path.split(':')[0])).toEqual(['a.ts', 'b.ts']);
    expect(problems).toEqual(oneByOne(files));
  });

  it('a block comment left open by one file and closed by the next is caught', () => {
    const files = [{ path: 'a.ts', source: 'export const a = 1;\n/* open' }, { path: 'b.ts', source: 'x */ export const b = 2;\n' }];
    expect(checkSyntax('joined.ts', files.map((f) => f.source).join('\n'))).toEqual([]);
    expect(checkSyntaxAll(files).map((p) => p.path.split(':')[0])).toEqual(['a.ts', 'b.ts']);
  });

  it('files that only read differently when joined (no semicolon, then a parenthesis) are valid', () => {
    const files = [{ path: 'a.ts', source: 'export const a = 1' }, { path: 'b.ts', source: '(globalThis as { b?: number }).b = 2;\n' }];
    expect(oneByOne(files)).toEqual([]);
    expect(checkSyntaxAll(files)).toEqual([]);
  });

  it('no files: no problem', () => {
    expect(checkSyntaxAll([])).toEqual([]);
  });
});
