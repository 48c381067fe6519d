// Whatever pretty-types.ts prints is TypeScript: it re-prints declarations from its own parse of a strict grammar
// and sends anything else to prettier (whose parse is the check). That is why the declarations of types.gen.ts it
// prints skip the syntax gate. Checked here on real declarations mutated token by token and on random token soup:
// every text it accepts must print to something the TypeScript parser accepts without a complaint.
import { describe, expect, it } from 'vitest';
import { printDeclaration } from '../../src/render/pretty-types.js';
import { declarationStarts } from '../../src/render/schema-types.js';
import { checkSyntax } from '../../src/render/ts/syntax-gate.js';
import { rawTypesFile } from '../../src/render/types-file.js';
import { listSpecs, specIR } from '../support/specs.js';

const WORDS = [
  'X', 'Y', 'string', 'null', 'void', 'never', 'true', 'class', 'typeof', 'keyof', 'new', 'this', 'readonly', 'get', 'set',
  'constructor', 'export', 'type', 'interface', 'unique', 'infer', 'default', 'undefined', 'in', 'is', 'asserts', 'a_b', '$x',
];
const PUNCTUATION = ['{', '}', '[', ']', '(', ')', '|', '&', ':', '?', ';', ',', '=', '...', '[]', '<', '>', '.'];
const LITERALS = ['"a"', '"a b"', '"\\u0041"', '"\\x41"', '"\\\'"', '"\\u12"', '"\\0"', '0', '-1', '007', '1.5', '1.50', '1e3', '-0', "'a'"];
const COMMENTS = ['/** c */', '/**\n * a\n */', '/** a */ b */', '/** x', '*/', '/* x */', '// x\n', '/**/'];
const TOKENS = [...WORDS, ...PUNCTUATION, ...LITERALS, ...COMMENTS];
const SPACES = [' ', ' ', ' ', '\n', '\n\n', '', '\t'];

/** A small deterministic generator (mulberry32). */
function random(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Every top-level declaration (with its doc comment) as the types compiler writes it, before printing, of every example. */
async function realDeclarations(): Promise<string[]> {
  const out: string[] = [];
  for (const spec of listSpecs()) {
    const lines = (await rawTypesFile(await specIR(spec.manifest), '// header')).split('\n');
    const starts = declarationStarts(lines);
    starts.forEach((start, k) => out.push(lines.slice(start, starts[k + 1] ?? lines.length).join('\n').trimEnd()));
  }
  return out;
}

/** The declaration's tokens and the spaces between them, roughly (enough to mutate one at a time). */
const pieces = (text: string) => text.match(/\/\*\*[^]*?\*\/|"(?:[^"\\\n]|\\.)*"|[\w$]+|\.\.\.|\s+|./g) ?? [];

/** Prints `text` if pretty-types accepts it; the output must then parse. Returns whether it was accepted. */
function acceptedAndValid(text: string): boolean {
  let printed: string;
  try {
    printed = printDeclaration(text);
  } catch {
    return false;
  }
  expect(checkSyntax('printed.ts', `${printed}\n`), `${text}\n--- printed as ---\n${printed}`).toEqual([]);
  return true;
}

describe('what pretty-types prints always parses', () => {
  it('real declarations, and each mutated: a token replaced, dropped or doubled', async () => {
    const declarations = await realDeclarations();
    expect(declarations.length).toBeGreaterThan(50);
    const next = random(Number(process.env.PRETTY_FUZZ_SEED ?? 7));
    let accepted = 0;
    let mutatedAccepted = 0;
    for (const declaration of declarations) {
      if (acceptedAndValid(declaration)) accepted++;
      const parts = pieces(declaration);
      for (let round = 0; round < 40; round++) {
        const copy = [...parts];
        const at = next(copy.length);
        const kind = next(3);
        if (kind === 0) copy[at] = TOKENS[next(TOKENS.length)]!;
        else if (kind === 1) copy.splice(at, 1);
        else copy.splice(at, 0, copy[at]!);
        if (acceptedAndValid(copy.join(''))) mutatedAccepted++;
      }
    }
    // Most real declarations are printed, and many mutations too: the check is not vacuous.
    expect(accepted / declarations.length).toBeGreaterThan(0.9);
    expect(mutatedAccepted).toBeGreaterThan(declarations.length);
  });

  it('random tokens after a declaration head', () => {
    const next = random(Number(process.env.PRETTY_FUZZ_SEED ?? 11));
    const heads = ['export type X =', 'export interface X {', 'export type class =', 'export type string =', '/** d */\nexport type X =', ''];
    let accepted = 0;
    for (let round = 0; round < 20_000; round++) {
      let text = heads[next(heads.length)]!;
      for (let n = 1 + next(12); n > 0; n--) text += SPACES[next(SPACES.length)]! + TOKENS[next(TOKENS.length)]!;
      if (acceptedAndValid(text)) accepted++;
    }
    expect(accepted).toBeGreaterThan(100);
  });
});
