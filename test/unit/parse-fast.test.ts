// The fast path (src/manifest/parse-fast.ts) against yaml, its reference: for every input, either it bails or its
// result is exactly yaml's (value with key order and own `__proto__`-like properties, numbers to the sign of zero,
// key entries and offsets). It must also keep answering for the shapes manifests really have, or it would silently
// stop paying off.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inspect, isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { FAST_MIN_CHARS, parseManifest, parseManifestAsync, parseStats } from '../../src/manifest/load.js';
import { parseFast } from '../../src/manifest/parse-fast.js';
import { parseYamlPiece, withPlainEnv, type PieceResult } from '../../src/manifest/parse-piece.js';
import { pieceText, planPieces } from '../../src/manifest/parse-plan.js';
import { bigManifest } from '../support/big-manifest.js';
import { REPO_ROOT } from '../support/cli.js';

const show = (value: unknown) => inspect(value, { depth: Infinity, breakLength: Infinity, maxArrayLength: Infinity, maxStringLength: Infinity });

/** Asserts agreement; returns whether the fast path answered. */
function agree(text: string, label = JSON.stringify(text.slice(0, 80))): boolean {
  const fast = parseFast(text);
  if (!fast.ok) {
    expect(fast.reason, label).not.toMatch(/^fast path failed/);
    return false;
  }
  const ref: PieceResult = withPlainEnv(() => parseYamlPiece(text));
  expect(ref.ok, `${label}: yaml says ${ref.ok ? '' : ref.reason}`).toBe(true);
  // toStrictEqual compares `constructor` properties by identity (a key named constructor never matches): node's
  // strict deep equality checks prototypes, own properties and -0 / NaN as wanted.
  if (!isDeepStrictEqual(fast, ref)) expect(show(fast), label).toBe(show(ref));
  expect(isDeepStrictEqual(fast, ref), label).toBe(true);
  return true;
}

const specFiles = (dir: string) =>
  readdirSync(path.join(REPO_ROOT, dir)).filter((f) => f.endsWith('.yaml')).map((f) => path.join(dir, f));
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The shape of test/bench/openapi-to-manifest.ts's output: a manifest's value through yaml.stringify. */
const stringified = (value: unknown) => stringify(value, { lineWidth: 0 });

describe('parseFast agrees with yaml or bails', () => {
  it.each([...specFiles('specs'), ...specFiles('specs/invalid')])('%s', (file) => {
    const text = read(file);
    agree(text, file);
    agree(text.replace(/\n/g, '\r\n'), `${file} (CRLF)`);
  });

  it('answers for the realistic shapes: the specs, stringified specs and a large stringified manifest', () => {
    for (const file of specFiles('specs')) expect(agree(read(file), file), file).toBe(true);
    for (const file of specFiles('specs')) {
      const value = parseManifest(read(file), file).value;
      expect(agree(stringified(value), file), file).toBe(true);
    }
    const big = stringified(parseManifest(bigManifest({ tools: 90, definitions: 24 }), 'big.yaml').value);
    expect(big.length).toBeGreaterThan(FAST_MIN_CHARS);
    expect(agree(big, 'big'), 'big').toBe(true);
    expect(agree(big.replace(/\n/g, '\r\n'), 'big CRLF'), 'big CRLF').toBe(true);
  });

  it('piece texts agree, piece by piece', () => {
    const big = stringified(parseManifest(bigManifest({ tools: 12, definitions: 6 }), 'big.yaml').value);
    for (const pieces of [2, 5, 11]) {
      const specs = planPieces(big, pieces)!;
      expect(specs.length).toBe(pieces);
      for (const spec of specs) expect(agree(pieceText(big, spec), `piece ${spec.start}`)).toBe(true);
    }
  });

  // Every construct of the subset and its edges; CRLF and trailing-space variants of each are checked too.
  const SNIPPETS: Record<string, string> = {
    plain: 'a: b\nc: hello world\nd: colon:inside?\ne: url://x:y\nf: a#b\ng: x # comment\nh: -x\ni: ?x\nj: :x\nk: x\t # tab\nl: a\tb\n',
    'core schema': [
      'n1: ~', 'n2: null', 'n3: Null', 'n4: NULL', 'n5: nULL', 'b1: true', 'b2: True', 'b3: TRUE', 'b4: tRUE', 'b5: false', 'b6: no', 'b7: yes',
      'i1: 0', 'i2: -0', 'i3: +12', 'i4: 007', 'i5: 0o17', 'i6: 0o8', 'i7: 0x1F', 'i8: 0xg', 'i9: 123456789012345678901234567890', 'i10: 1_000',
      'f1: 1.5', 'f2: .5', 'f3: -.5', 'f4: 1.', 'f5: 1.50', 'f6: 1e3', 'f7: -1.5E-3', 'f8: .inf', 'f9: -.Inf', 'f10: .NaN', 'f11: .nan', 'f12: +.INF', 'f13: 1e', 'f14: 0.1e+2',
      's1: 1.2.3', 's2: +', 's4: .', 's5: nan', 's6: infinity', 's7: 0b101', 's8: 12:30',
    ].join('\n'),
    keys: '1: a\n-1: b\n1.5: c\n0x10: d\ntrue: e\n~: f\n"q": g\n\'s\': h\n"a b": j\n\'it\'\'s\': k\n.inf: l\n.nan: m\n',
    'proto keys': '__proto__: 1\nconstructor: { }\ntoString: x\nhasOwnProperty: y\nvalueOf:\n  __proto__:\n    polluted: true\n',
    'quoted values': 'a: "x"\nb: \'y\'\nc: "with \\"esc\\" \\\\ \\/ \\b\\f\\n\\r\\t"\nd: \'it\'\'s\'\ne: ""\nf: \'\'\ng: "tab\tinside"\nh: "a # not comment"\ni: "x" # comment\nj: "\\u00e9\\ud83d\\ude00\\U0001F600\\x41"\nk: "\\e\\N\\_\\L\\P\\0\\a\\v\\ \\\t"\nl: "\\q"\nm: "\\uZZZZ"\nn: "\\U00110000"\n',
    unicode: 'a: é\nb: 漢字\nc: 😀 x\nd: "\u2028"\ne: \u00a0x\n',
    'block scalars': [
      'a: |', '  line 1', '  line 2', 'b: |-', '  strip', '', '', 'c: |+', '  keep', '', '', 'd: >', '  folded', '  text', '', '  para', 'e: >-', '  f', 'f: >+', '  g', '',
      'g: |', '  a', '    more', '  b', 'h: >', '  a', '    more', '  b', '', '  c', 'i: |  # comment', '  x', 'j: |', '', '  after blank', 'k: |', '    ', '  x', 'l: |', '  x', '     ', 'm: >', '  a', '', '', '  b',
      'n: |', '  # not a comment', 'o: |2', '  explicit', 'p: |', 'q: >', '  \ttab', 'r: |', '  x', '  \ty', 's: |', '  x', '   ', '', 't: |+', '  x', '   ', '', 'u: end',
    ].join('\n'),
    'block scalar at the end without a newline': 'a: |\n  x\n  y',
    'block scalar in sequences': 'a:\n- |\n  x\n- >-\n  y\n  z\n-   |\n   w\n- k: |\n    v\n  l: 1\n',
    sequences: 'a:\n  - 1\n  - b\n  -\n  - - x\n    - y\n  - k: v\n    l: w\n  -   m: n\n      o: p\nb:\n- zero\n- indented\nc: []\nd: {}\ne:\n  -\n    - nested\n  - # comment\n    x: 1\n',
    comments: '# top\n\na: 1 # c\n# between\nb:   # after key\n  # leading\n  c: 2\n\n  # trailing\n    # deeper\nd: 3\n#end',
    empty: 'a:\nb:   \nc: # x\nd:\n  e:\n  f: # y\n  g:\n',
    flow: 'a: { b: 1, "c": [x, "y", \'z\', 1.5, ~, { d: e }], f: [] }\ng: [ a b , c ]  # c\nh: { }\ni:\n  - { j: k }\n  - [1, [2, [3]]]\nl: { $ref: "#/x" }\nm: { __proto__: 1, constructor: 2 }\n',
    'flow edges': ['a: [a, b, ]', 'a: { b: 1, }', 'a: { b }', 'a: { b: }', 'a: {b: 1}', 'a: { b : 1 }', 'a: {"b":1}', 'a: [b: 1]', 'a: [b # c\n  ]', 'a: [b,\n  c]', 'a: { b: 1, b: 2 }', 'a: [a:b, c]', 'a: [a\tb]', 'a: { b: 1 } x', 'a: [ ]', 'a: [-x, ?y, :z]', 'a: [- x]', 'a: [&x y]'].join('\n===\n'),
    'bad shapes': 'a: b\n  c: d\n===\nd: with: colon\n===\nk: x:\n===\nk: x:\t\n',
    'more bad shapes': ['a: &x 1\nb: *x', 'a: !t x', '? a\n: b', '<<: {}', '--- \na: 1', 'a: 1\n...', '%YAML 1.2\n---\na: 1', 'a: [1, 2]', 'a: {b: 1}', 'a: b: c', 'a:\n\tb: 1', 'a: 1\na: 2', '~: 1\n"": 2', 'null: 1\n~: 2', 'a: "x\n  y"', "a: 'x\n  y'", 'a: x\n  y', '- a', 'a', '', '# only', 'a: 1\n- b', 'a:\n  - x\n  y: 1', ' a: 1\nb: 2', 'a: @x', 'a: `x', 'a: ,x', 'a: -', 'a: ?', 'a: %x', 'a:  - x', 'a: "x" y', 'a: "x"#c', '"a" : 1', '"a":1', 'a :1', 'a:\n  b: 1\n c: 2', 'a: |\nb: 1', 'a: |\n\n    x\n  y', 'a: >1\n  x'].join('\n===\n'),
  };

  const variants = (text: string): string[] => [text, text.replace(/\n/g, '\r\n'), text.replace(/\n/g, '  \n'), `${text}\n`, `\n\n${text}`];

  it.each(Object.keys(SNIPPETS))('snippet: %s', (name) => {
    for (const text of SNIPPETS[name]!.split('\n===\n')) for (const v of variants(text)) agree(v, `${name}: ${JSON.stringify(v)}`);
  });

  it('answers for the plain snippets (they stay inside the subset)', () => {
    for (const name of ['plain', 'core schema', 'keys', 'proto keys', 'quoted values', 'unicode', 'sequences', 'comments', 'empty', 'flow', 'block scalar in sequences']) {
      const text = name === 'quoted values' ? SNIPPETS[name]!.replace(/^[lmn]: .*\n/gm, '') : SNIPPETS[name]!;
      expect(agree(text, name), `${name}: ${parseFast(text).ok || JSON.stringify(parseFast(text))}`).toBe(true);
    }
  });

  it('random documents and perturbations (seeded)', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const words = ['a', 'b c', '1', '-2', '0.5', 'true', 'null', '~', '', ' x', 'x ', 'a: b', 'a #b', '#x', "it's", 'say "hi"', 'tab\tin', 'é😀', '\u2028', 'line\nbreak', 'two\n\nlines\n', '  indented\nx', '- x', '[x]', '{x}', '*x', '&x', '!x', '|', '>', '%', '@', '`', '__proto__', 'constructor', '0x1f', '1e3', '.inf', 'yes', 'key:', ':x', '-', '?'];
    const value = (depth: number): unknown => {
      const r = rnd();
      if (depth > 3 || r < 0.45) return pick<unknown>([...words, 0, -1, 1.5, true, false, null, 1e21, -0]);
      if (r < 0.7) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1));
      const obj: Record<string, unknown> = {};
      for (let i = Math.floor(rnd() * 5); i > 0; i--) obj[pick(words)] = value(depth + 1);
      return obj;
    };
    let answered = 0;
    for (let i = 0; i < 400; i++) {
      const doc: Record<string, unknown> = {};
      for (let k = 1 + Math.floor(rnd() * 5); k > 0; k--) doc[`${pick(words)}${k}`] = value(0);
      let text = stringify(doc, { lineWidth: pick([0, 20, 80]), indentSeq: rnd() < 0.5, indent: pick([2, 4]), defaultStringType: pick(['PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL'] as const) });
      if (agree(text, `doc ${i}`)) answered++;
      // Perturb one character or line.
      const lines = text.split('\n');
      const at = Math.floor(rnd() * lines.length);
      const op = pick(['indent', 'dedent', 'comment', 'blank', 'char', 'dup', 'crlf']);
      if (op === 'indent') lines[at] = ` ${lines[at]}`;
      else if (op === 'dedent') lines[at] = lines[at]!.replace(/^ /, '');
      else if (op === 'comment') lines.splice(at, 0, `${' '.repeat(Math.floor(rnd() * 6))}# c`);
      else if (op === 'blank') lines.splice(at, 0, ' '.repeat(Math.floor(rnd() * 6)));
      else if (op === 'dup') lines.splice(at, 0, lines[at]!);
      else if (op === 'crlf') lines[at] = `${lines[at]}\r`;
      else {
        const line = lines[at]!;
        const c = Math.floor(rnd() * (line.length + 1));
        lines[at] = line.slice(0, c) + pick([':', ' ', '#', '-', '"', "'", '|', '\t', '{', '[', '&', 'x']) + line.slice(c);
      }
      text = lines.join('\n');
      agree(text, `perturbed doc ${i} (${op})`);
    }
    expect(answered).toBeGreaterThan(150);
  });
});

describe('the fast path in parseManifestAsync', () => {
  const big = stringified(parseManifest(bigManifest({ tools: 90, definitions: 24 }), 'big.yaml').value);

  it('takes a large manifest in one fast parse; MCPGEN_PARSE_FAST=never and small manifests keep yaml', async () => {
    const single = parseManifest(big, 'big.yaml');
    const fast = await parseManifestAsync(big, 'big.yaml');
    expect(parseStats(fast)).toEqual({ mode: 'fast', pieces: 1, inWorker: 0, fast: 1 });
    expect(isDeepStrictEqual(fast.value, single.value)).toBe(true);
    expect(parseStats(await parseManifestAsync(big, 'big.yaml', 'big.yaml', { fast: false, parallel: 'never' }))).toBeUndefined();
    expect(parseStats(await parseManifestAsync(read('specs/kitchen-sink.yaml'), 'k.yaml'))).toBeUndefined();
    const parallel = await parseManifestAsync(big, 'big.yaml', 'big.yaml', { parallel: 'always', pieces: 3 });
    expect(parseStats(parallel)).toEqual({ mode: 'parallel', pieces: 3, inWorker: 0, fast: 3 });
    expect(isDeepStrictEqual(parallel.value, single.value)).toBe(true);
  });

  it('falls back to yaml when it bails, with the reason', async () => {
    const anchored = big.replace('\ntools:\n', '\nx: &a 1\ntools:\n');
    expect(anchored).not.toBe(big);
    const loaded = await parseManifestAsync(anchored, 'big.yaml', 'big.yaml', { parallel: 'never' });
    expect(parseStats(loaded)).toMatchObject({ mode: 'single', fallback: expect.stringMatching(/^fast path: /) });
    expect(loaded.value).toEqual(parseManifest(anchored, 'big.yaml').value);
  });
});
