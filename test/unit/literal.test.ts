import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { docComment, stringLiteral, toLiteral } from '../../src/render/literal.js';

/**
 * Compiles TypeScript source the way the generated server is compiled (syntax errors fail the test) and imports the
 * result as an ES module from a data: URL, so literals are evaluated by the JS engine itself, not by a parser of ours.
 */
async function evaluateModule(source: string): Promise<Record<string, unknown>> {
  const { outputText, diagnostics } = ts.transpileModule(source, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, strict: true },
  });
  expect((diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  return (await import(`data:text/javascript;charset=utf-8,${encodeURIComponent(outputText)}`)) as Record<string, unknown>;
}

/** Evaluates `toLiteral(value)` as the initializer of an exported const, at an indent like the templates use. */
async function roundTrip(value: unknown): Promise<unknown> {
  const mod = await evaluateModule(`export const value: unknown = ${toLiteral(value, '  ')};\n`);
  return mod.value;
}

const TRICKY_STRINGS = [
  '',
  'plain',
  'ends a comment */ here',
  '/* opens and */ closes',
  '`backtick` and ${template} and ${',
  'it\'s "quoted" twice',
  'back\\slash\\ and \\n literally',
  'line\nbreak\r\nand\ttab',
  'separators \u2028 and \u2029 inside',
  '\u2028',
  'emoji 🔍📄 and a ZWJ sequence 👩‍💻',
  '文档搜索 ドキュメント検索 문서 검색',
  'NUL \u0000 BEL \u0007 ESC \u001b DEL \u007f',
  'lone surrogates \ud800 and \udfff',
  '</script><!--',
  '\ufeffBOM and \u200b zero-width',
];

describe('toLiteral', () => {
  it.each(TRICKY_STRINGS.map((s) => [JSON.stringify(s), s] as const))('round-trips the string %s exactly', async (_label, s) => {
    expect(await roundTrip(s)).toBe(s);
    expect(await roundTrip({ [s]: s })).toStrictEqual({ [s]: s });
  });

  it('round-trips every string in one module too (no literal leaks into the next)', async () => {
    const mod = await evaluateModule(`export const all: unknown = ${toLiteral(TRICKY_STRINGS)};\n`);
    expect(mod.all).toStrictEqual(TRICKY_STRINGS);
  });

  it('round-trips a nested JSON Schema with numbers, booleans, null, empty containers and arrays', async () => {
    const schema = {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, pattern: '^[^*/]+$', description: 'Search */ `text` ${q}' },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10, multipleOf: 0.5 },
        big: { const: 9007199254740991 },
        tiny: { const: -1.5e-7 },
        flags: { type: 'array', items: { enum: [true, false, null, 0, '', 'x'] }, prefixItems: [] },
        empty: {},
      },
      required: ['query'],
      additionalProperties: false,
    };
    expect(await roundTrip(schema)).toStrictEqual(schema);
  });

  it('keeps a "__proto__" key as data instead of setting the prototype', async () => {
    const value = JSON.parse('{"properties":{"__proto__":{"type":"string","polluted":true}},"list":[{"__proto__":{"x":1}}]}') as Record<string, unknown>;
    expect(Object.hasOwn(value.properties as object, '__proto__')).toBe(true); // the fixture itself is right

    const back = (await roundTrip(value)) as { properties: object; list: object[] };
    for (const obj of [back.properties, back.list[0]!]) {
      expect(Object.hasOwn(obj, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(obj)).toBe(Object.prototype);
      expect((obj as { polluted?: unknown }).polluted).toBeUndefined();
    }
    expect(JSON.stringify(back)).toBe(JSON.stringify(value));
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('the __proto__ check above can tell the difference (a plain "__proto__": key would set the prototype)', async () => {
    const mod = await evaluateModule('export const value: unknown = { "__proto__": { polluted: true } };\n');
    const obj = mod.value as object;
    expect(Object.hasOwn(obj, '__proto__')).toBe(false);
    expect((obj as { polluted?: unknown }).polluted).toBe(true);
  });

  it('prints a value at the given indent, with one entry per line', () => {
    expect(toLiteral({ a: [1, { b: 'c' }], d: {} }, '  ')).toBe(
      ['{', '    a: [', '      1,', '      {', '        b: "c"', '      }', '    ],', '    d: {}', '  }'].join('\n'),
    );
    expect(toLiteral({ required: ['a', 'b'], 'x-y': 1, __proto__x: 2 })).toBe('{\n  required: ["a", "b"],\n  "x-y": 1,\n  __proto__x: 2\n}');
    expect(toLiteral([])).toBe('[]');
    expect(toLiteral(null)).toBe('null');
  });
});

describe('stringLiteral', () => {
  it('round-trips text and maps undefined to the undefined keyword', async () => {
    const text = TRICKY_STRINGS.join(' | ');
    const mod = await evaluateModule(`export const s = ${stringLiteral(text)};\nexport const u = ${stringLiteral(undefined)};\n`);
    expect(mod.s).toBe(text);
    expect(mod.u).toBeUndefined();
    expect('u' in mod).toBe(true);
  });
});

describe('docComment', () => {
  /** The comment must be one block comment that ends exactly at its last two characters. */
  const expectSingleComment = (comment: string) => {
    const body = comment.trimStart();
    expect(body.startsWith('/**')).toBe(true);
    expect(body.endsWith('*/')).toBe(true);
    expect(body.slice(2, -2)).not.toContain('*/');
    // And the TypeScript scanner agrees: the whole text is a single comment followed by the declaration.
    const file = ts.createSourceFile('doc.ts', `${comment}\nexport const marker = 1;\n`, ts.ScriptTarget.ES2022, true);
    const statement = file.statements[0];
    expect(file.statements).toHaveLength(1);
    expect(ts.getJSDocCommentsAndTags(statement!).length).toBe(1);
    expect(file.text.slice(statement!.getFullStart(), statement!.getStart())).toBe(`${comment}\n`);
  };

  it.each([
    'Full-text search over the document store.',
    'ends a comment */ early',
    '*/',
    '**/ and */*/ and /*/ and */ */',
    'trailing star *',
    'star then slash across lines *\n/ here',
    'multi\nline */\n\nwith blank line',
    'windows\r\nline */ endings',
    'lone\rcarriage */ return',
    'separators\u2028a */\u2029b',
    '`backtick` ${x} "quotes" \\ back\\slash',
    'emoji 🔍 文档 */',
  ])('never closes early for %j', (text) => {
    expectSingleComment(docComment(text));
    expectSingleComment(docComment(text, '    '));
  });

  it('keeps the words of the text', () => {
    expect(docComment('Search the store')).toBe('/** Search the store */');
    expect(docComment('a */ b')).toBe('/** a *\\/ b */');
    expect(docComment('first\nsecond', '  ')).toBe('  /**\n   * first\n   * second\n   */');
    expect(docComment('one\n\nthree')).toBe('/**\n * one\n *\n * three\n */');
  });
});
