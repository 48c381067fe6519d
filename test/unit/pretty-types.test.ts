// types.gen.ts is mostly printed in prettier's layout by src/render/pretty-types.ts, the rest formatted by prettier
// in chunks. The joined file must be byte for byte what prettier prints for the whole raw file.
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../src/render/format.js';
import { printDeclaration, Unsure } from '../../src/render/pretty-types.js';
import { joinFormatted, pendingChunks, printedShare, rawTypesFile, splitDeclarations } from '../../src/render/types-file.js';
import type { DefinitionIR, JsonSchemaObject } from '../../src/ir/types.js';
import { listSpecs, specIR } from '../support/specs.js';

async function viaPlan(raw: string): Promise<{ text: string; share: { lines: number; printedLines: number } }> {
  const plan = splitDeclarations(raw, { chunkLines: 40 });
  const formatted = [...plan.chunks];
  for (const i of pendingChunks(plan)) formatted[i] = await formatTypeScript(plan.chunks[i]!);
  return { text: joinFormatted(formatted, plan.blankBefore), share: printedShare(plan, formatted) };
}

const defs = (schemas: Record<string, JsonSchemaObject>): DefinitionIR[] =>
  Object.entries(schemas).map(([name, jsonSchema]) => ({ kind: 'definition', name, jsonSchema }));
const rawOf = (schemas: Record<string, JsonSchemaObject>) => rawTypesFile({ definitions: defs(schemas), errors: [], tools: [] }, '// header');
const name = (n: number) => `T${'x'.repeat(n)}`;

describe('types.gen.ts printed directly equals types.gen.ts formatted by prettier', () => {
  it.each(listSpecs().map((s) => [s.name, s.manifest] as const))('%s', async (_name, manifestPath) => {
    const raw = await rawTypesFile(await specIR(manifestPath), '// header');
    expect((await viaPlan(raw)).text).toBe(await formatTypeScript(raw));
  });

  const shapes: [string, () => Record<string, JsonSchemaObject>][] = [
    ['names crossing the width', () => Object.fromEntries(Array.from({ length: 40 }, (_, i) => [name(30 + i * 2), { $ref: `#/$defs/${name(40 + i)}` }]))],
    ['literal unions growing past the width', () => Object.fromEntries(Array.from({ length: 24 }, (_, i) => [
      name(i), { type: 'object', properties: { [`k${'e'.repeat(i)}`]: { enum: Array.from({ length: i + 2 }, (_, j) => `v${j}${'w'.repeat(j % 5)}`) } }, required: [] },
    ]))],
    ['aliased unions and nullable objects', () => Object.fromEntries(Array.from({ length: 16 }, (_, i) => [
      name(i * 3), i % 2 ? { enum: Array.from({ length: i + 2 }, (_, j) => `value_${j}_${'z'.repeat(i)}`) } : { type: ['object', 'null'], properties: { a: { type: 'string' } } },
    ]))],
    ['nested objects, arrays, tuples, index signatures', () => ({
      Nested: {
        type: 'object',
        properties: {
          a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } } } } } },
          tuple: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], items: false },
          map: { type: 'object', additionalProperties: { type: 'integer' } },
          unionArray: { type: 'array', items: { enum: Array.from({ length: 14 }, (_, j) => `member_${j}_value`) } },
          both: { allOf: [{ $ref: '#/$defs/TxxxxxxxxxxxxxxxxxxxxxxxxxxxxxLong' }, { type: 'object', properties: { x: { type: 'number' } } }] },
          empty: { type: 'object', properties: {} },
        },
        required: ['a'],
      },
      TxxxxxxxxxxxxxxxxxxxxxxxxxxxxxLong: { type: 'object', properties: { id: { type: 'string' } } },
      // A tuple that breaks: left to prettier.
      LongTuple: { type: 'array', prefixItems: Array.from({ length: 9 }, () => ({ $ref: '#/$defs/TxxxxxxxxxxxxxxxxxxxxxxxxxxxxxLong' })), minItems: 9, items: false },
    })],
    ['quoted keys, escapes and wide characters', () => ({
      Keys: {
        type: 'object',
        properties: Object.fromEntries(["it's", 'say "hi"', 'back\\slash', 'a-b', '123', 'tab\tkey', 'class', '$ok', '_x'].map((k) => [k, { type: 'string' }])),
      },
      Literals: { enum: ["it's", 'say "hi"', 'back\\slash', 'ok', 'a\nb', "both ' and \"\""] },
      // Non-ASCII keys and literals (prettier's identifier and width rules): left to prettier.
      WideKeys: { type: 'object', properties: Object.fromEntries(['ünï', '漢字', '😀'].map((k) => [k, { type: 'string' }])) },
      WideLiterals: { enum: ['漢字漢字', 'é'] },
    })],
    ['descriptions: comment ends, Markdown breaks, blank lines', () => ({
      Described: {
        description: 'Closes */ early  \nthen a Markdown break  \n\n   indented line\ttab   \nend',
        type: 'object',
        properties: { p: { description: 'one */ two  \nthree', type: 'string' }, q: { description: '漢字 wide ' + 'w'.repeat(120), type: 'number' } },
      },
    })],
  ];
  it.each(shapes)('%s', async (_label, schemas) => {
    const raw = await rawOf(schemas());
    const { text, share } = await viaPlan(raw);
    expect(text).toBe(await formatTypeScript(raw));
    // Each shape is (mostly) printed directly, not only passed through prettier.
    expect(share.printedLines / share.lines).toBeGreaterThan(0.5);
  });

  it('prints hand-written declarations of every handled shape as prettier does, at many widths', async () => {
    const decls: string[] = [];
    for (let n = 60; n <= 120; n += 3) {
      const id = 'I'.repeat(n - 50);
      decls.push(
        `export type ${id}A = ("a${'b'.repeat(n % 17)}" | "cc" | "dd" | "eeee" | "ff" | null)`,
        `export type ${id}B = (${id}X & ${id}Y & {\nz: string\n})`,
        `export type ${id}C = ({\n"q\\"uote": ("x" | "y")\n} | null)`,
        `export interface ${id}D {\nitems?: ("one" | "two" | "three" | "four" | "five" | "six")[]\npair: [string, ${id}Q]\nrest: [${id}R, ...(${id}S)[]]\nnums: (1 | 2 | 30 | -4 | 5.5)\n[k: string]: unknown\n}`,
        `export type ${id}E = ((${id}F & ${id}G) | (${id}H & ${id}J) | ${id}K)`,
      );
    }
    const raw = `${decls.join('\n')}\n`;
    const { text, share } = await viaPlan(raw);
    expect(text).toBe(await formatTypeScript(raw));
    expect(share.printedLines / share.lines).toBeGreaterThan(0.6);
  });

  it('leaves what it cannot decide to prettier', () => {
    for (const text of ['export type A = Array<string>', 'export interface B {\n"漢字": string\n}', 'export interface C {\na: string\n\nb: string\n}', 'export type D = "\\u0041"']) {
      expect(() => printDeclaration(text), text).toThrow(Unsure);
    }
  });

  it('prints most lines of a large server directly', async () => {
    const schemas: Record<string, JsonSchemaObject> = {};
    for (let i = 0; i < 60; i++) {
      schemas[`Thing${i}`] = {
        description: `Thing number ${i}.`,
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', description: 'The name.' },
          tags: { type: 'array', items: { type: 'string' } },
          state: { enum: ['open', 'closed', 'merged'] },
          owner: { anyOf: [{ $ref: `#/$defs/Thing${(i + 1) % 60}` }, { type: 'null' }] },
          meta: { type: 'object', properties: { created: { type: 'string' }, size: { type: 'number' } } },
        },
        required: ['id', 'name'],
      };
    }
    const raw = await rawOf(schemas);
    const { text, share } = await viaPlan(raw);
    expect(text).toBe(await formatTypeScript(raw));
    expect(share.lines).toBe(text.split('\n').length - 1);
    expect(share.printedLines / share.lines).toBeGreaterThan(0.95);
  });
});
