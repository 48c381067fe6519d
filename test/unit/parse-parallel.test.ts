// The parallel parse (src/manifest/parse-parallel.ts) must be indistinguishable from the single parse: the same
// plain value (key order included), the same YAML and validation diagnostics, the same locations. Pieces are parsed
// in-process here (the worker is only built into dist/; test/parse-worker.test.ts runs it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { PathSegment } from '../../src/diagnostics/diagnostic.js';
import { normalizeManifest } from '../../src/ir/normalize.js';
import { locate, parseManifest, parseManifestAsync, parseStats, type LoadedManifest } from '../../src/manifest/load.js';
import { planPieces } from '../../src/manifest/parse-plan.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { bigManifest } from '../support/big-manifest.js';
import { REPO_ROOT } from '../support/cli.js';

const FILE = 'specs/x.yaml';
const show = (value: unknown) => inspect(value, { depth: Infinity, breakLength: Infinity, maxArrayLength: Infinity, maxStringLength: Infinity });

/** Paths of the first three levels of a value (and a few that do not exist), for comparing `locate`. */
function paths(value: unknown): PathSegment[][] {
  const out: PathSegment[][] = [[], ['nope'], ['tools', 'nope'], ['tools', 'nope', 'deeper'], ['server', 0], ['tools', 0]];
  const walk = (v: unknown, at: PathSegment[]) => {
    if (at.length >= 3 || v === null || typeof v !== 'object') return;
    const keys: PathSegment[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    for (const k of keys.slice(0, 40)) {
      out.push([...at, k]);
      walk((v as Record<string, unknown>)[k as string], [...at, k]);
    }
  };
  walk(value, []);
  return out;
}

async function expectSameParse(source: string, pieces: number): Promise<LoadedManifest> {
  const single = parseManifest(source, FILE);
  const parallel = await parseManifestAsync(source, FILE, FILE, { parallel: 'always', pieces });
  expect(show(parallel.value)).toBe(show(single.value));
  expect(parallel.value).toEqual(single.value);
  expect(parallel.fatal).toBe(single.fatal);
  expect(parallel.yamlDiagnostics).toEqual(single.yamlDiagnostics);
  const [a, b] = [validateManifest(parallel), validateManifest(single)];
  expect(a.diagnostics).toEqual(b.diagnostics);
  if (!single.fatal) {
    for (const at of paths(single.value)) {
      expect(locate(parallel, at), JSON.stringify(at)).toEqual(locate(single, at));
      expect(locate(parallel, at, { key: true }), `key ${JSON.stringify(at)}`).toEqual(locate(single, at, { key: true }));
    }
  }
  if (a.manifest && b.manifest && a.diagnostics.every((d) => d.severity !== 'error')) {
    expect(normalizeManifest(a.manifest, parallel, { source: 'x.yaml' })).toEqual(normalizeManifest(b.manifest, single, { source: 'x.yaml' }));
  }
  return parallel;
}

const specFiles = (dir: string) =>
  readdirSync(path.join(REPO_ROOT, dir)).filter((f) => f.endsWith('.yaml')).map((f) => path.join(dir, f));

describe('parallel parse: same value, diagnostics and locations as the single parse', () => {
  it.each([...specFiles('specs'), ...specFiles('specs/invalid')])('%s', async (file) => {
    const source = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    for (const pieces of [2, 3, 5]) await expectSameParse(source, pieces);
  });

  it('every valid spec really takes the parallel path', async () => {
    for (const file of specFiles('specs')) {
      const loaded = await parseManifestAsync(readFileSync(path.join(REPO_ROOT, file), 'utf8'), FILE, FILE, { parallel: 'always', pieces: 3 });
      expect(parseStats(loaded)?.mode, file).toBe('parallel');
      expect(parseStats(loaded)?.pieces, file).toBeGreaterThanOrEqual(2);
    }
  });

  const big = bigManifest({ tools: 60, definitions: 24 });

  it('a large manifest is cut into the pieces asked for, the value merged in order, no Document parsed on the success path', async () => {
    for (const pieces of [2, 4, 7, 16]) {
      const loaded = await expectSameParse(big, pieces);
      expect(parseStats(loaded)).toMatchObject({ mode: 'parallel', pieces, inWorker: 0 });
    }
    const loaded = await parseManifestAsync(big, FILE, FILE, { parallel: 'always', pieces: 4 });
    const { manifest } = validateManifest(loaded);
    normalizeManifest(manifest!, loaded, { source: 'x.yaml' });
    expect(parseStats(loaded)?.docParsed).toBeUndefined();
    // A diagnostic below the second level needs the Document: it is parsed then, once.
    expect(locate(loaded, ['tools', 'tool_9', 'input', 'properties'])).toEqual(locate(parseManifest(big, FILE), ['tools', 'tool_9', 'input', 'properties']));
    expect(parseStats(loaded)?.docParsed).toBe(true);
  });

  it('pieces go to the fast path first, to yaml when it bails; MCPGEN_PARSE_FAST=never leaves all to yaml', async () => {
    // bigManifest has multi-line flow and quoted scalars, outside the subset; stringified, it is all inside.
    const plain = stringify(parseManifest(big, FILE).value, { lineWidth: 0 });
    const fast = await expectSameParse(plain, 4);
    expect(parseStats(fast)).toMatchObject({ mode: 'parallel', pieces: 4, inWorker: 0, fast: 4 });
    const yamlOnly = await parseManifestAsync(plain, FILE, FILE, { parallel: 'always', pieces: 4, fast: false });
    expect(parseStats(yamlOnly)).toEqual({ mode: 'parallel', pieces: 4, inWorker: 0 });
    expect(show(yamlOnly.value)).toBe(show(fast.value));
    // An explicit key is outside the fast path's subset: only its piece is left to yaml.
    const mixed = await expectSameParse(plain.replace('  tool_33:', '  ? explicit\n  : { description: x }\n  tool_33:'), 4);
    expect(parseStats(mixed)).toMatchObject({ mode: 'parallel', pieces: 4, inWorker: 0, fast: 3 });
  });

  it('cuts at every unit: each cut yields the same result', async () => {
    const small = bigManifest({ tools: 9, definitions: 5 });
    const units = planPieces(small, 10_000)!.length;
    expect(units).toBeGreaterThan(15);
    for (let pieces = 2; pieces <= units; pieces += 3) await expectSameParse(small, pieces);
  });

  const at = (needle: string, insert: string) => (s: string) => s.replace(needle, `${insert}${needle}`);
  const late = (insert: string) => (s: string) => s.replace('resources:\n', `${insert}resources:\n`);
  const variants: Record<string, { edit: (s: string) => string; parallel?: boolean }> = {
    'duplicate tool across pieces (MCPG202)': { edit: late('  tool_12:\n    description: again\n'), parallel: false },
    'duplicate tool in one piece': { edit: at('  tool_42:', '  tool_41:\n    description: again\n'), parallel: false },
    'duplicate definition across pieces (MCPG002)': { edit: at('# errors next', '  Def1:\n    type: string\n'), parallel: false },
    'duplicate key deep inside a tool': { edit: at('    title: Tool 50\n', '    title: Tool fifty\n'), parallel: false },
    'duplicate top-level section': { edit: (s) => `${s}errors:\n  Gone:\n    message: gone\n`, parallel: false },
    'anchor and alias across pieces': { edit: (s) => late('  aliased:\n    description: x\n    input: *shared\n')(s.replace('  Def0:\n', '  Def0: &shared\n')), parallel: false },
    'anchor without alias': { edit: (s) => s.replace('  Def3:\n', '  Def3: &unused\n'), parallel: false },
    'merge key': { edit: at('    title: Tool 30\n', '    <<: { a: 1 }\n'), parallel: false },
    'null and empty keys across pieces': { edit: (s) => late('  "":\n    description: empty\n')(s.replace('  Def2:\n', '  ~:\n    type: string\n  Def2:\n')), parallel: true },
    'null tool key against an empty one': { edit: (s) => late('  "":\n    description: empty\n')(s.replace('  tool_11:\n', '  ~:\n    description: null\n  tool_11:\n')), parallel: false },
    'tab indentation late in the file (MCPG001)': { edit: at('    title: Tool 55\n', '\t  x: 1\n'), parallel: false },
    'tab inside a value': { edit: (s) => s.replace('Does thing 44.', 'Does\tthing 44.'), parallel: true },
    'syntax error in a late piece (MCPG001)': { edit: at('    title: Tool 52\n', '    broken: "unclosed\n'), parallel: false },
    'bad indentation in a late piece': { edit: at('    title: Tool 53\n', '   odd: 1\n'), parallel: false },
    'document start marker': { edit: (s) => `---\n${s}`, parallel: false },
    'document end marker': { edit: (s) => `${s}...\n`, parallel: false },
    'second document': { edit: (s) => `${s}---\nmore: 1\n`, parallel: false },
    'directive': { edit: (s) => `%YAML 1.2\n---\n${s}`, parallel: false },
    'flow style at the top level': { edit: () => JSON.stringify(parseManifest(big, FILE).value, null, 1), parallel: false },
    'quoted top-level key': { edit: (s) => s.replace('\nprompts:', '\n"prompts":'), parallel: false },
    'children at four spaces': { edit: (s) => s.replace(/^( +)/gm, '$1$1'), parallel: true },
    'tools as a sequence at column 0': { edit: (s) => s.replace('tools:  # every tool\n', 'tools:\n- a\n- b\nmore:\n'), parallel: false },
    'explicit keys': { edit: at('  tool_33:', '  ? explicit\n  : { description: x }\n'), parallel: true },
    'compact sequence under a child': { edit: at('  tool_34:', '  listed:\n  - a\n  - b\n'), parallel: true },
    'multi-line quoted top-level value with key-like lines': { edit: (s) => s.replace('mcpgen: 1\n', 'mcpgen: 1\nnote: "a\nfake: b"\n') },
    'CRLF line ends': { edit: (s) => s.replace(/\n/g, '\r\n'), parallel: true },
    'lone CR line ends': { edit: (s) => s.replace(/\n/g, '\r'), parallel: false },
    'byte order mark': { edit: (s) => `\uFEFF${s}`, parallel: true },
    'line separator in a string': { edit: (s) => s.replace('Does thing 47.', '"Does\u2028thing 47."'), parallel: true },
    'empty child value at a cut': { edit: at('  tool_31:', '  empty_tool:\n'), parallel: true },
    'unknown tag (warning)': { edit: at('    title: Tool 31\n', '    odd: !custom x\n'), parallel: false },
    'section header with a comment and blank lines before its children': { edit: (s) => s.replace('definitions:\n', 'definitions:   # all of them\n\n  # leading\n'), parallel: true },
  };

  it.each(Object.keys(variants))('%s', async (name) => {
    const { edit, parallel } = variants[name]!;
    const source = edit(big);
    expect(source).not.toBe(big);
    for (const pieces of [2, 3, 8]) {
      const loaded = await expectSameParse(source, pieces);
      if (parallel !== undefined) expect(parseStats(loaded)?.mode, `${pieces} pieces`).toBe(parallel ? 'parallel' : 'single');
    }
  });
});
