// The syntax gate per block (src/render/gate.ts, ts/fragment-gate.ts): a changed file is judged by its per-tool
// blocks and its skeleton, each verdict reused while its text is unchanged. It must stay a real gate: a block that
// would not parse in its file is never vouched for, and the whole file's parse then reports it (exit 3).
import { describe, expect, it } from 'vitest';
import type { HelperOptions } from 'handlebars';
import { collectFragments, fragmentHelper, type FragmentKind, type Fragmented } from '../../src/render/fragments.js';
import { gateFiles } from '../../src/render/gate.js';
import { renderFileParts } from '../../src/render/index.js';
import { renderTypesFile, TYPES_PATH, typesFileBlocks } from '../../src/render/types-file.js';
import { blocksParse, fragmentParses, placeholderOf, skeletonParses } from '../../src/render/ts/fragment-gate.js';
import { listSpecs, specIR } from '../support/specs.js';
import { memoryCache } from '../support/memory-cache.js';

/** The skeleton as the gate builds it, with each placeholder's offset. */
function skeletonOf({ parts, kinds }: Fragmented): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) text += part;
    else {
      offsets.push(text.length);
      text += placeholderOf(kinds[(i - 1) / 2]!);
    }
  });
  return { text, offsets };
}

describe.each(listSpecs())('$name: every block of every file with blocks vouches', ({ manifest }) => {
  it('blocks and skeletons meet the per-block conditions (else the gate parses whole files)', async () => {
    const ir = await specIR(manifest);
    const { files, fragmented } = renderFileParts(ir);
    const texts = new Map(files);
    // types.gen.ts (jstt's output) is cut into its declarations after the render.
    const types = await renderTypesFile(ir, '// header', undefined);
    const typeBlocks = typesFileBlocks(types);
    if (typeBlocks) {
      fragmented.set(TYPES_PATH, typeBlocks);
      texts.set(TYPES_PATH, types);
    }
    if (ir.tools.length > 0) expect([...fragmented.keys()]).toContain('src/generated/server.gen.ts');
    for (const [path, parts] of fragmented) {
      expect(parts.parts.join(''), path).toBe(texts.get(path));
      parts.kinds.forEach((kind, i) => {
        expect(fragmentParses(kind, parts.parts[2 * i + 1]!), `${path}: block ${i} (${kind})`).not.toBe(false);
      });
      const { text, offsets } = skeletonOf(parts);
      expect(skeletonParses(text, offsets, parts.kinds), `${path}: skeleton`).toBe(true);
    }
  });
});

describe('a block is vouched for only when it parses the same in its file', () => {
  const good: [FragmentKind, string][] = [
    ['statements', '\n/** A doc. */\nexport type A = (input: string) => number;\n'],
    ['statements', 'export interface B {\n  b: string;\n}\n'],
    ['members', '  a: (x: string) => void;\n'],
    ['properties', '  a: { b: [1, 2], c: () => 3 },\n'],
    ['elements', '  f({ a: 1 }),\n'],
    ['elements', '   \n'],
    ['members', '  "quoted-name": string;\n'],
  ];
  it.each(good)('%s: %j', (kind, text) => {
    expect(fragmentParses(kind, text)).toBe('closed');
  });

  it('a statement block whose last statement could go on is open: vouched for only before a statement block or the end', async () => {
    expect(fragmentParses('statements', 'export type A = string\n')).toBe('open');
    expect(fragmentParses('statements', '// only a comment\n')).toBe('open');
    const cache = memoryCache();
    const file = (after: string) => {
      const parts = ['// head\n', 'export const a = b\n', after, 'export type B = number\n', ''];
      return { path: 'src/generated/x.ts', content: parts.join(''), fragmented: { parts, kinds: ['statements', 'statements'] as FragmentKind[] } };
    };
    expect(await gateFiles([file('\n')], cache)).toEqual([]);
    expect(cache.stats.fragment.misses).toBe(3);
    // An empty block between a statement ASI ended and one that continues it: the skeleton parses, the file does not.
    const between = {
      path: 'src/generated/y.ts',
      content: 'let x = a\n(b) => 1;\n',
      fragmented: { parts: ['let x = a\n', '', '(b) => 1;\n'], kinds: ['statements' as const] },
    };
    expect((await gateFiles([between], cache)).map((p) => p.path)).toEqual(['src/generated/y.ts:2:5']);
    // Skeleton text after it that continues `b` (as `b(c) => 1`): each part parses alone, the file does not.
    expect((await gateFiles([file('(c) => 1;\n')], cache)).map((p) => p.path)).toEqual(['src/generated/x.ts:3:5']);
  });

  const bad: [string, FragmentKind, string][] = [
    ['does not parse', 'properties', '  a: ,\n'],
    ['closes its list and opens another', 'properties', '  a: 1 } satisfies X && { b: 2,\n'],
    ['closes its list, then a new statement', 'properties', '  a: 1 };\nconst y = { b: 2,\n'],
    ['no separator after its last member: the next one would join it', 'properties', '  a: 1\n'],
    ['its last comma is in a comment', 'elements', '  a // ,\n'],
    ['no line break at its end', 'elements', '  a,'],
    ['no semicolon after its last member', 'members', '  a: string\n'],
    ['starts with a member that is not a name (a type before it could take it in)', 'members', '  [k: string]: number;\n'],
    ['starts with a parenthesis: a statement before it without `;` would call it', 'statements', '(x);\n'],
    ['leaves a block comment open', 'statements', 'export const a = 1;\n/* open\n'],
  ];
  it.each(bad)('not when it %s', (_, kind, text) => {
    expect(fragmentParses(kind, text)).toBe(false);
  });

  it('blocks parsed together get the verdicts each would get alone; one that would fail fails them all', () => {
    expect(blocksParse('properties', ['  a: 1,\n', '  b: () => 2,\n'])).toEqual(['closed', 'closed']);
    expect(blocksParse('statements', ['export type A = string\n', '\n', 'export const b = 1;\n'])).toEqual(['open', 'open', 'closed']);
    // Together they parse (`a, b`), but the first has no comma of its own and the second starts with one.
    expect(blocksParse('elements', ['  a\n', '  , b,\n'])).toBeUndefined();
    expect(blocksParse('elements', ['  a,\n', '  b\n'])).toBeUndefined();
    expect(blocksParse('members', ['  a: string;\n', '  b: string\n'])).toBeUndefined();
  });

  it('a skeleton whose placeholder is not an element of its list at module top level is not vouched for', () => {
    const statement = placeholderOf('statements');
    const element = placeholderOf('elements');
    expect(skeletonParses(`const a = 1;\n${statement}`, [13], ['statements'])).toBe(true);
    expect(skeletonParses(`const a = [\n${element}];\n`, [12], ['elements'])).toBe(true);
    // Inside a function (other context flags), at the wrong offset, of the wrong kind, or not parsing.
    expect(skeletonParses(`function f() {\n  return [\n${element}];\n}\n`, [26], ['elements'])).toBe(false);
    expect(skeletonParses(`const a = [\n${element}];\n`, [13], ['elements'])).toBe(false);
    expect(skeletonParses(`const a = [\n${element}];\n`, [12], ['properties'])).toBe(false);
    expect(skeletonParses(`const a = [\n${element}`, [12], ['elements'])).toBe(false);
  });
});

describe('the gate over blocks', () => {
  const file = (blocks: string[]): { path: string; content: string; fragmented: Fragmented } => {
    const parts = ['// head\nexport const list = [\n', ...blocks.flatMap((b, i) => (i === 0 ? [b] : ['', b])), '];\n'];
    return { path: 'src/generated/x.ts', content: parts.join(''), fragmented: { parts, kinds: blocks.map(() => 'elements' as const) } };
  };

  it('judges a changed file by its new blocks only, and reports a broken block at its place in the file', async () => {
    const cache = memoryCache();
    expect(await gateFiles([file(['  1,\n', '  2,\n'])], cache)).toEqual([]);
    expect(cache.stats.fragment).toEqual({ hits: 0, misses: 3 });
    // One block changed: the other block and the skeleton are known.
    expect(await gateFiles([file(['  1,\n', '  3,\n'])], cache)).toEqual([]);
    expect(cache.stats.fragment).toEqual({ hits: 2, misses: 4 });
    // A block that does not parse: not vouched for, so the whole file is parsed, which reports it where it is.
    const problems = await gateFiles([file(['  1,\n', '  (,\n'])], cache);
    expect(problems[0]?.path).toBe('src/generated/x.ts:4:4');
  });

  it('a block that parses alone but not in its file is reported too', async () => {
    // No comma after `1`: alone it is a complete list; in the file `1` and `2` would be one broken element.
    const problems = await gateFiles([file(['  1\n', '  2,\n'])], memoryCache());
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.path).toMatch(/^src\/generated\/x\.ts:4:/);
  });
});

describe('collecting blocks', () => {
  it('gives up on a text with a marker it did not write (a manifest string could hold one), rendering it plain', () => {
    const block = () => fragmentHelper.call(undefined, 'elements', { fn: () => '  x,\n' } as unknown as HelperOptions);
    expect(collectFragments(() => `[\n${block()}]`)).toEqual({ text: '[\n  x,\n]', fragmented: { parts: ['[\n', '  x,\n', ']'], kinds: ['elements'] } });
    expect(collectFragments(() => `[\n${block()}] // \uE0000\uE001`)).toEqual({ text: '[\n  x,\n] // \uE0000\uE001' });
  });
});
