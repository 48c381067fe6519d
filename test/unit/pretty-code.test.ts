// pretty-code.ts reproduces prettier's fit-or-break decisions for the per-tool code of server.gen.ts and
// tools.gen.ts: each shape is printed for every name length around the 110-column edge (all variants of one shape in
// one file, so one prettier call) and must be a prettier fixed point.
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../src/render/format.js';
import { importStatement } from '../../src/render/pretty-literal.js';
import {
  arrowCallEntry, breakAfterKey, functionTypeAlias, inlineObject, lazyHandlerEntry, pairEntry, prettyDoc, stringConst,
} from '../../src/render/pretty-code.js';
import { layoutIsCertain, layoutProblem } from '../../src/render/layout-guard.js';

/** Identifiers of every length from 1 to 90; tool names have at most 64 characters (the first 64 here). */
const names = Array.from({ length: 90 }, (_, i) => `n${'abcdefghij'.repeat(9).slice(0, i)}`);
const REAL = 64;
const kebab = (n: string) => n.replace(/(.{7})/g, '$1-').replace(/-$/, '');

async function expectFixedPoint(source: string): Promise<void> {
  expect(source).toBe(await formatTypeScript(source));
}

/**
 * Every variant the layout guard accepts (alone in `wrap`) is what prettier prints, and every variant of a real
 * name length is accepted; the rest (longer names) must go to prettier, which is what the guard is for.
 */
async function expectAccepted(variants: readonly string[], wrap: (body: string) => string): Promise<string> {
  const accepted = variants.filter((v) => layoutIsCertain(wrap(v)));
  expect(variants.slice(0, REAL).filter((v) => !accepted.includes(v))).toEqual([]);
  const source = wrap(accepted.join('\n'));
  await expectFixedPoint(source);
  return source;
}

describe('pretty-code prints what prettier prints', () => {
  it('handlers entries: one line, the body under the arrow, then the .then argument broken too', async () => {
    const source = await expectAccepted(names.map((n) => lazyHandlerEntry(n, kebab(n))), (body) => `export const handlers = {\n${body}\n};\n`);
    expect(source).toContain('.then(\n      (m) =>');
    expect(source).toMatch(/lazyHandler\(\(\) =>\n {4}import\([^\n]*\),\n {2}\),/);
  });

  it('run entries: one line, the call under the arrow, then one argument per line', async () => {
    const entries = names.map((n) => `  defineTool({\n${arrowCallEntry('    ', 'run', 'input, ctx', 'runTool', [`TOOLS.${n}.spec`, `handlers.${n}`, 'input', 'ctx'])}\n  }),`);
    const source = await expectAccepted(entries, (body) => `const TOOL_TABLE = new ToolTable([\n${body}\n]);\n`);
    expect(source).toMatch(/=>\n {6}runTool\(\n/);
    expect(source).toMatch(/=>\n {6}runTool\(TOOLS/);
  });

  it('member chains and strings under keys break after the colon; short keys never do', async () => {
    const entries = names.flatMap((n) => [
      breakAfterKey('    ', 'description', `TOOLS.${n}.description`),
      breakAfterKey('    ', 'name', `TOOLS.${n}.spec.name`),
      breakAfterKey('    ', 'title', `'${n}${n}'`),
      breakAfterKey('    ', 'description', `"it's ${n} 漢字 ${n}"`),
      breakAfterKey('    ', 'name', `'${n}${n}${n}'`),
    ].map((line) => `  {\n${line}\n  },`));
    const source = await expectAccepted(entries, (body) => `const T = [\n${body}\n];\n`);
    expect(source).toContain("title:\n      'n");
    expect(source).toMatch(/name: '[a-jn]{111,}',/);
  });

  it('inline spec objects: flat when they fit, else one field per line; an expanded task forces the break', async () => {
    const entries = names.map((n, i) => {
      const fields = [['name', `'${n}'`], ['structured', 'true'], ['progressIntervalMs', '250'], ['timeoutMs', String(i * 997)]] as const;
      const task = [...fields, ['task', { mode: 'optional', ttlMs: 1000, start: 'immediate' }, true], ['outputSchema', `schemas.${n}Output`]] as const;
      const spec = inlineObject(i % 3 === 0 ? task : fields, '    ', '    spec: '.length);
      return `  t${String(i).padStart(2, '0')}: {\n    spec: ${spec},\n  },`;
    });
    const source = await expectAccepted(entries, (body) => `const TOOLS = {\n${body}\n};\n`);
    expect(source).toMatch(/spec: \{ name: '\w+', structured/);
    expect(source).toMatch(/spec: \{\n {6}name: '\w+',\n {6}structured: true,\n {6}progressIntervalMs/);
  });

  it('task map pairs: one element per line, the object flat when it fits, else broken', async () => {
    const entries = names.map((n) =>
      pairEntry(`TOOLS.${n}.spec.name`, [['spec', `TOOLS.${n}.spec`], ['handler', `handlers.${n}`], ['inputSchema', `schemas.${n}Input`]], ' as unknown as TaskTool'),
    );
    const source = await expectAccepted(entries, (body) => `const TASK_TOOLS = new Map<string, TaskTool>([\n${body}\n]);\n`);
    expect(source).toMatch(/^ {4}\{ spec: /m);
    expect(source).toMatch(/^ {4}\{\n {6}spec: /m);
  });

  it('handler types: one line, else one parameter per line', async () => {
    const aliases = names.map((n) => functionTypeAlias(`${n}Handler`, [`input: ${n}Input`, 'ctx: ProgressContext'], `Promise<ToolReturn<${n}Output | undefined>>`));
    const source = await expectAccepted(aliases.map((a) => `${a}\n`), (body) => `${body}`);
    expect(source).toContain('export type nHandler = (input: nInput, ctx: ProgressContext) =>');
    expect(source).toContain('Handler = (\n  input: ');
  });

  it('string constants break after the `=`', async () => {
    const consts = names.map((n, i) => stringConst(`export const C${i}: string | undefined`, `'${n}${n.toUpperCase()}'`));
    await expectFixedPoint(`${consts.join('\n')}\n`);
  });

  it('imports: one line when they fit or name one thing, else one name per line', async () => {
    const imports = names.map((n, i) => {
      if (i % 4 === 1) return importStatement([n, 'McpServer'], `./m${i}.js`);
      return importStatement(i % 2 ? [`type ${n}`, 'McpServer'] : [`${n}Long${n}`], `./m${i}.js`, 'value');
    });
    await expectFixedPoint(`${imports.join('\n')}\n`);
  });

  it('JSDoc: trailing white space dropped, a Markdown line break (two spaces) kept as exactly two', async () => {
    const doc = prettyDoc('/**\n * first  \n * tab\t\n * three   \n * nbsp\u00a0  \n *  \n * \n * last\n */');
    expect(doc).toBe('/**\n * first  \n * tab\n * three  \n * nbsp  \n *\n *\n * last\n */');
    await expectFixedPoint(`${doc}\nexport type A = 1;\n`);
    expect(prettyDoc('/** one line  */')).toBe('/** one line  */');
  });
});

describe('layout guard', () => {
  it('accepts what the printers decide exactly', () => {
    expect(layoutProblem(`const T = {\n  a: {\n${breakAfterKey('    ', 'description', `'${'x'.repeat(120)}'`)}\n  },\n};\n`)).toBeUndefined();
    expect(layoutIsCertain(`export interface H {\n  ${'a'.repeat(60)}: ${'A'.repeat(60)}Handler;\n}\n`)).toBe(true);
  });

  it('refuses what prettier would print differently or where a width is in doubt', () => {
    // A long line prettier would break, a lone string that would fit after its key, an empty object, CRs, blank runs.
    expect(layoutIsCertain(`export const x = [${'1, '.repeat(40)}];\n`)).toBe(false);
    expect(layoutIsCertain(`const T = {\n  description:\n    'short',\n};\n`)).toBe(false);
    expect(layoutIsCertain('export const handlers: ToolHandlers = {\n};\n')).toBe(false);
    expect(layoutIsCertain('/**\n * a\r b\n */\nconst a = 1;\n')).toBe(false);
    expect(layoutIsCertain('const a = 1;\n\n\nconst b = 2;\n')).toBe(false);
    expect(layoutIsCertain('const a = 1;  \n')).toBe(false);
    // Emoji: prettier counts a sequence as two columns, textWidth each code point; near the edge that is a doubt.
    const edge = `    description: '${'x'.repeat(84)}👍🏽',`;
    expect(layoutIsCertain(`const T = {\n  a: {\n${edge}\n  },\n};\n`)).toBe(false);
  });
});
