// types.gen.ts may be compiled in parts on several threads (src/render/types-job.ts). Whatever the number of parts,
// the joined file must be the bytes of the whole: each declaration compiles on its own (schema-types.ts).
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../src/render/format.js';
import { compileSchemaTypes } from '../../src/render/schema-types.js';
import { joinFormatted, pendingChunks, rawTypesFile, splitDeclarations, type TypesInput } from '../../src/render/types-file.js';
import type { DefinitionIR, JsonSchemaObject } from '../../src/ir/types.js';
import { listSpecs, specIR } from '../support/specs.js';

/** What one thread does with one part (types-job.ts): compile, cut, print or format, join. */
async function partText(input: TypesInput, index: number, of: number): Promise<string> {
  const plan = splitDeclarations(await rawTypesFile(input, '// header', { index, of }), { continued: index > 0, chunkLines: 7 });
  const formatted = [...plan.chunks];
  for (const i of pendingChunks(plan)) formatted[i] = await formatTypeScript(plan.chunks[i]!);
  return joinFormatted(formatted, plan.blankBefore);
}

async function inParts(input: TypesInput, of: number): Promise<string> {
  const texts = await Promise.all(Array.from({ length: of }, (_, i) => partText(input, i, of)));
  return texts.join('');
}

const defs = (schemas: Record<string, JsonSchemaObject>): DefinitionIR[] =>
  Object.entries(schemas).map(([name, jsonSchema]) => ({ kind: 'definition', name, jsonSchema }));

describe('types.gen.ts compiled in parts equals types.gen.ts compiled whole', () => {
  it.each(listSpecs().map((s) => [s.name, s.manifest] as const))('%s', async (_name, manifestPath) => {
    const ir = await specIR(manifestPath);
    const whole = await formatTypeScript(await rawTypesFile(ir, '// header'));
    for (const of of [2, 3, 7]) expect(await inParts(ir, of), `${of} parts`).toBe(whole);
  });

  it('declares every schema once, in file order, references by name', async () => {
    const input: TypesInput = {
      definitions: defs({
        Pet: { type: 'object', properties: { owner: { $ref: '#/$defs/Person' }, tags: { type: 'array', items: { $ref: '#/$defs/Tag' } } }, required: ['owner'] },
        Person: { type: 'object', properties: { name: { type: 'string' }, pets: { type: 'array', items: { $ref: '#/$defs/Pet' } } } },
        Tag: { enum: ['a', 'b'] },
        Anything: { description: 'free-form' },
        Alias: { $ref: '#/$defs/Tag' },
      }),
      errors: [],
      tools: [],
    };
    const text = await compileSchemaTypes(input);
    const names = [...text.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
    expect(names).toEqual(['Pet', 'Person', 'Tag', 'Anything', 'Alias']);
    expect(text).toContain('owner: Person');
    expect(text).toContain('tags?: Tag[]');
    expect(text).toContain('export type Alias = Tag;');
    // More parts than declarations: the empty parts add nothing.
    const whole = await formatTypeScript(await rawTypesFile(input, '// header'));
    expect(await inParts(input, 9)).toBe(whole);
  });

  it("numbers jstt's helper types against every name, whichever part they are compiled in", async () => {
    const withAllOf = { type: 'object', properties: { a: { type: 'string' } }, allOf: [{ required: ['a'] }] };
    const input: TypesInput = {
      definitions: defs({ Obj: withAllOf, Obj1: { type: 'object', properties: { b: { type: 'number' } } }, Thing9lives: withAllOf }),
      errors: [],
      tools: [],
    };
    const text = await compileSchemaTypes(input);
    // Obj's helper skips Obj1 (a definition of its own); jstt alone names it Obj1 and renames the definition Obj11.
    expect(text).toMatch(/export type Obj = \(\{[^]*\} & Obj2\)\n/);
    expect(text).toMatch(/export interface Obj2 \{\na\?: string\n\}/);
    expect(text).toMatch(/export interface Obj1 \{\nb\?: number\n\}/);
    expect(text).toMatch(/& Thing9lives1\)\nexport interface Thing9lives1 \{/);
    for (const of of [2, 3]) expect(await inParts(input, of)).toBe(await formatTypeScript(await rawTypesFile(input, '// header')));
  });

  it('keeps manifest text that looks like a placeholder title as it is', async () => {
    const input: TypesInput = {
      definitions: defs({
        Look: {
          type: 'object',
          description: 'Mentions McpgenT0Z and McpgenT1Z1.',
          properties: { kind: { enum: ['McpgenT0Z', 'McpgenT1Z1'] }, other: { $ref: '#/$defs/Other' } },
          allOf: [{ required: ['kind'] }],
        },
        Other: { type: 'object', properties: { b: { type: 'number' } } },
      }),
      errors: [],
      tools: [],
    };
    const text = await compileSchemaTypes(input);
    expect(text).toContain('Mentions McpgenT0Z and McpgenT1Z1.');
    expect(text).toContain(`kind?: ("McpgenT0Z" | "McpgenT1Z1")`);
    expect(text).toMatch(/export type Look = \(\{[^]*\} & Look1\)\n/);
    expect(text).toContain('other?: Other');
  });
});
