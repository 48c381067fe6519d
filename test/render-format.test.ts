// The files the renderer does not pass through prettier (schema literals, the server factory, the handler types,
// handler stubs) must be exactly what prettier would print: checked on every example, on a manifest of hostile and
// long names, and for the literal printer on values chosen to hit prettier's layout rules (quotes, key quoting,
// long strings under long keys, arrays that fit or fill, forced breaks). test/unit/pretty-code.test.ts covers the
// per-tool code shapes of server.gen.ts and tools.gen.ts.
import { describe, expect, it } from 'vitest';
import { readManifest } from '../src/pipeline.js';
import { parseManifest, type LoadedManifest } from '../src/manifest/load.js';
import { validateManifest } from '../src/manifest/validate.js';
import { normalizeManifest } from '../src/ir/normalize.js';
import { renderUnformatted, selfFormatted } from '../src/render/index.js';
import { formatTypeScript } from '../src/render/format.js';
import { prettyLiteral, quote } from '../src/render/pretty-literal.js';
import { REPO_ROOT } from './support/cli.js';
import { listSpecs } from './support/specs.js';

const SELF_FORMATTED = ['src/generated/tools.gen.ts', 'src/generated/server.gen.ts'];

/** Renders a manifest and checks every file that skips prettier against prettier; returns the paths checked. */
async function checkSelfFormatted(loaded: LoadedManifest): Promise<string[]> {
  const { manifest, diagnostics } = validateManifest(loaded);
  if (!manifest) throw new Error(`manifest did not validate: ${JSON.stringify(diagnostics)}`);
  const ir = normalizeManifest(manifest, loaded, { source: 'mcp.yaml' });
  const checked: string[] = [];
  for (const [path, raw] of renderUnformatted(ir)) {
    if (!path.endsWith('.ts') || !selfFormatted(path, raw)) continue;
    checked.push(path);
    expect(raw, path).toBe(await formatTypeScript(raw));
  }
  return checked;
}

describe('files emitted without a prettier pass are prettier fixed points', () => {
  it.each(listSpecs().map((s) => [s.name, s.manifest] as const))('%s', async (_name, manifestPath) => {
    const loaded = await readManifest(manifestPath, REPO_ROOT);
    if (!('doc' in loaded)) throw new Error(`${manifestPath} did not load`);
    const checked = await checkSelfFormatted(loaded);
    expect(checked).toContain('src/generated/schemas.gen.ts');
    expect(checked).toContain('src/generated/tools.gen.ts');
    // Resources and prompts are registered in a layout only prettier prints: such a server.gen.ts goes to it.
    const content = ['resources', 'resourceTemplates', 'prompts'].some((k) => k in (loaded.doc.toJS() as object));
    expect(checked.includes('src/generated/server.gen.ts')).toBe(!content);
  });
});

/** Tool names of every length up to 64 and strings that hit each layout rule of server.gen.ts and tools.gen.ts. */
function hostileManifest(): object {
  const long = (n: number, unit = 'word ') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n).trimEnd();
  const tools: Record<string, object> = {};
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789_-.';
  for (let length = 1; length <= 64; length++) {
    const name = `t${Array.from({ length: length - 1 }, (_, i) => chars[(i * 7 + length) % chars.length]).join('')}`;
    const i = length;
    tools[name] = {
      ...(i % 4 !== 0 && { title: i % 5 === 0 ? `${long(60 + i, '漢字')}` : `Title "${long(i * 2)}" it's` }),
      description: [
        `${long(i * 3)} with 'quotes', "doubles" and a \\ backslash`,
        i % 3 === 0 ? 'a Markdown break  ' : 'trailing spaces   ',
        `café ñ ${long(i, 'ü')} */ end`,
      ].join('\n'),
      ...(i % 2 === 0 && { annotations: { readOnlyHint: true, openWorldHint: i % 4 === 0 } }),
      ...(i % 3 === 0 && { input: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } }),
      ...(i % 5 === 0 && { output: { type: 'object', properties: { n: { type: 'number' } } } }),
      ...(i % 7 === 0 && { progress: { intervalMs: 50 }, timeoutMs: 1000 * i }),
      ...(i % 11 === 0 && { longRunning: true }),
    };
  }
  return {
    mcpgen: 1,
    server: {
      name: 'hostile-names',
      version: '1.0.0-rc.1+build.7',
      title: `Hostile "names" it's ${long(80)}`,
      description: long(95),
      instructions: `Line one.\nLine 'two' ${long(40)}`,
    },
    cache: { ttlMs: 1000, scope: 'public' },
    tools,
  };
}

describe('server.gen.ts and tools.gen.ts need no prettier pass', () => {
  it('on long and hostile names, quotes, wide characters and many imports', async () => {
    const source = JSON.stringify(hostileManifest(), null, 1);
    const checked = await checkSelfFormatted(parseManifest(source, 'mcp.yaml', '/project/mcp.yaml'));
    expect(checked).toEqual(expect.arrayContaining(SELF_FORMATTED));
    // Every stub, the long ones in prettier's two broken layouts (parameters one per line; arrow below the `=`).
    expect(checked.filter((p) => p.startsWith('src/tools/'))).toHaveLength(64);
  });

  it('without tools, with an instructions string that fits, and with wide characters at the edge', async () => {
    const base = { mcpgen: 1, server: { name: 'few', version: '1.0.0', instructions: 'Short.' } };
    // No tools: empty lists and blocks are left to prettier (`{}`); whatever skips it must still be a fixed point.
    expect(await checkSelfFormatted(parseManifest(JSON.stringify({ ...base, tools: {} }), 'mcp.yaml'))).not.toContain('src/generated/server.gen.ts');
    // A title whose width is exactly at the edge when CJK counts two columns: decided, and prettier agrees.
    const edge = { ...base, tools: { t: { title: '漢'.repeat(48), description: `${'字'.repeat(46)}ab` } } };
    const checked = await checkSelfFormatted(parseManifest(JSON.stringify(edge), 'mcp.yaml'));
    expect(checked).toEqual(expect.arrayContaining(SELF_FORMATTED));
  });

  it('sends server.gen.ts to prettier when an emoji near the edge leaves a width in doubt', async () => {
    const description = `${'x'.repeat(80)} 👍🏽 ok`; // 110 columns as prettier counts, 112 as textWidth does
    const manifest = { mcpgen: 1, server: { name: 'emoji', version: '1.0.0' }, tools: { t: { description } } };
    const checked = await checkSelfFormatted(parseManifest(JSON.stringify(manifest), 'mcp.yaml'));
    expect(checked).toContain('src/generated/tools.gen.ts');
    expect(checked).not.toContain('src/generated/server.gen.ts');
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
