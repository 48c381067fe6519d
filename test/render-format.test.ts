// The files the renderer does not pass through prettier (schema literals, handler stubs) must be exactly what
// prettier would print: checked on every example, and for the literal printer on values chosen to hit prettier's
// layout rules (quotes, key quoting, long strings under long keys, arrays that fit or fill, forced breaks).
import { describe, expect, it } from 'vitest';
import { readManifest } from '../src/pipeline.js';
import { validateManifest } from '../src/manifest/validate.js';
import { normalizeManifest } from '../src/ir/normalize.js';
import { renderUnformatted, selfFormatted } from '../src/render/index.js';
import { formatTypeScript } from '../src/render/format.js';
import { prettyLiteral, quote } from '../src/render/pretty-literal.js';
import { REPO_ROOT } from './support/cli.js';
import { listSpecs } from './support/specs.js';

describe('files emitted without a prettier pass are prettier fixed points', () => {
  it.each(listSpecs().map((s) => [s.name, s.manifest] as const))('%s', async (_name, manifestPath) => {
    const loaded = await readManifest(manifestPath, REPO_ROOT);
    if (!('doc' in loaded)) throw new Error(`${manifestPath} did not load`);
    const { manifest } = validateManifest(loaded);
    const ir = normalizeManifest(manifest!, loaded, { source: 'mcp.yaml' });
    let checked = 0;
    for (const [path, raw] of await renderUnformatted(ir)) {
      if (!path.endsWith('.ts') || !selfFormatted(path, raw)) continue;
      checked++;
      expect(raw, path).toBe(await formatTypeScript(raw));
    }
    expect(checked).toBeGreaterThan(1);
  });
});

const LONG = 'x'.repeat(90);
const VALUES: Record<string, unknown> = {
  quotes: { a: "it's", b: 'say "hi"', c: `both ' and "" here`, d: "more '' than \"", e: 'back\\slash \n newline \u2028 sep' },
  keys: { plain: 1, $dollar: 2, _under: 3, 'with-dash': 4, '0lead': 5, 'has space': 6, 中文: 7, __proto__x: 8, "it's": 9, 'dq"': 10 },
  longStrings: { description: `${LONG}${LONG}`, desc: `${LONG}${LONG}`, enum: [`${LONG}`, 'short'], examples: [LONG, LONG] },
  arrays: { required: ['a', 'b', 'c'], empty: [], nested: [[1, 2], [3, 4]], mixed: [1, 'two', null, true, {}], deep: [[['a']]] },
  numbers: { enum: Array.from({ length: 60 }, (_, i) => i * 1_000_003), big: 1e21, small: 1e-7, neg: [-1, -2.5] },
  objects: { items: [{ type: 'string', minLength: 1 }, { type: 'number', minimum: 0 }], one: [{ type: 'string' }], empty: {} },
  wide: {
    enum: ['中文字符'.repeat(6), '漢字'.repeat(8)],
    description: `${'説明'.repeat(30)}`,
    examples: ['😀 emoji', 'café', 'x'.repeat(40), '한국어'.repeat(5)],
    titled: ['ｆｕｌｌｗｉｄｔｈ'.repeat(3), 'n\u0303o combining'],
  },
  widthEdge: { ['k'.repeat(20)]: ['a'.repeat(40), 'b'.repeat(38)], short: ['a'.repeat(50), 'b'.repeat(51)] },
};

describe('prettyLiteral prints what prettier prints', () => {
  it.each(Object.entries(VALUES))('%s', async (_name, value) => {
    const source = `export const value = ${prettyLiteral(value, '', 'export const value = '.length, 1)};\n`;
    expect(source).toBe(await formatTypeScript(source));
    // And it is the same value.
    expect(new Function(`return ${prettyLiteral(value)}`)()).toEqual(value);
  });

  it('keeps "__proto__" a data key', async () => {
    const text = prettyLiteral(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'));
    expect(text).toContain("['__proto__']");
    const value = new Function(`return ${text}`)() as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
  });

  it('quotes like prettier: single unless that needs more escapes', () => {
    expect(quote('plain')).toBe("'plain'");
    expect(quote("it's")).toBe('"it\'s"');
    expect(quote('say "hi"')).toBe('\'say "hi"\'');
    expect(quote('a\nb')).toBe("'a\\nb'");
  });
});
