// types.gen.ts is json-schema-to-typescript's output with indentation added (indentTypes): on random schemas the
// text must stay jstt's token for token, parse, and leave only declarations and their closing brackets at column 0.
import { describe, expect, it } from 'vitest';
import { compileSchemaTypes } from '../../src/render/schema-types.js';
import { checkSyntax } from '../../src/render/ts/syntax-gate.js';
import { indentTypes } from '../../src/render/types-file.js';
import { fuzzTypesInput } from '../support/schema-fuzz.js';

describe('indentTypes', () => {
  it('indents a nested declaration two spaces a level, a doc comment with its member', () => {
    const raw = 'export interface A {\n/**\n * the x\n */\nx: {\ny: ("a" | "{")[]\n}\n}\nexport type B = string\n';
    expect(indentTypes(raw)).toBe('export interface A {\n  /**\n   * the x\n   */\n  x: {\n    y: ("a" | "{")[]\n  }\n}\n\nexport type B = string\n');
  });

  it.each(Array.from({ length: 30 }, (_, i) => i + 1))("keeps jstt's tokens and parses (seed %i)", async (seed) => {
    const raw = await compileSchemaTypes(fuzzTypesInput(seed));
    const indented = indentTypes(raw);
    expect(indented.replace(/\s+/g, '')).toBe(raw.replace(/\s+/g, ''));
    expect(checkSyntax('types.gen.ts', indented)).toEqual([]);
    const flush = indented.split('\n').filter((l) => l !== '' && !/^\s/.test(l));
    expect(flush.filter((l) => !/^(export |\/\*\*|[}\])])/.test(l))).toEqual([]);
  });
});
