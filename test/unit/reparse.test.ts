// A manifest parsed again after an edit (manifest/reparse.ts, what `mcpgen dev` does on every save) is the parse of
// the whole new text: the same nodes with the same offsets, comments, line starts, values and diagnostics. Edits of
// every kind, on every spec: those inside one entry must be spliced (else the reuse would be dead code), the others
// parsed whole.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isNode, isScalar, LineCounter, Scalar, type Document, type Pair } from 'yaml';
import { parseManifest, parseText } from '../../src/manifest/load.js';
import { lastWay, parseReusing } from '../../src/manifest/reparse.js';

const SPECS = path.join(import.meta.dirname, '../../specs');
const specs = readdirSync(SPECS)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

interface Edit {
  readonly name: string;
  readonly way: 'entry' | 'whole' | 'either';
  readonly apply: (text: string, tool: ToolEntry) => string | undefined;
}

interface ToolEntry {
  readonly key: Scalar & { range: [number, number, number] };
  readonly value: { range: [number, number, number] };
  /** A one-line plain or quoted scalar inside the entry. */
  readonly scalar?: Scalar & { range: [number, number, number] };
  readonly indent: number;
}

const at = (text: string, offset: number, insert: string, remove = 0) => text.slice(0, offset) + insert + text.slice(offset + remove);
const lineEnd = (text: string, offset: number) => text.indexOf('\n', offset) + 1;

const EDITS: Edit[] = [
  { name: 'a character inside a scalar of the entry', way: 'entry', apply: (t, e) => e.scalar && at(t, e.scalar.range[0] + 1, 'x') },
  {
    name: 'a scalar of the entry shortened',
    way: 'entry',
    apply: (t, e) => (e.scalar && e.scalar.range[1] - e.scalar.range[0] > 3 ? at(t, e.scalar.range[0] + 1, '', 1) : undefined),
  },
  { name: 'a key added after the entry key', way: 'entry', apply: (t, e) => at(t, lineEnd(t, e.key.range[0]), `${' '.repeat(e.indent + 2)}zAdded: 1\n`) },
  {
    name: 'the same key twice in the entry',
    way: 'entry',
    apply: (t, e) => at(t, lineEnd(t, e.key.range[0]), `${' '.repeat(e.indent + 2)}zTwice: 1\n${' '.repeat(e.indent + 2)}zTwice: 2\n`),
  },
  { name: 'a comment line in the entry', way: 'either', apply: (t, e) => at(t, lineEnd(t, e.key.range[0]), `${' '.repeat(e.indent + 2)}# a note\n`) },
  { name: 'an anchor in the entry', way: 'whole', apply: (t, e) => e.scalar && at(t, e.scalar.range[0], '&here ') },
  { name: 'an unclosed quote in the entry', way: 'whole', apply: (t, e) => at(t, lineEnd(t, e.key.range[0]), `${' '.repeat(e.indent + 2)}broken: "open\n`) },
  { name: 'a line indented under nothing', way: 'whole', apply: (t, e) => at(t, lineEnd(t, e.key.range[0]), `${' '.repeat(e.indent + 7)}stray: 1\n`) },
  { name: 'the entry key renamed', way: 'whole', apply: (t, e) => at(t, e.key.range[0], 'renamed') },
  {
    name: 'a new entry after this one',
    way: 'whole',
    apply: (t, e) => at(t, e.value.range[2], `${' '.repeat(e.indent)}zNewTool:\n${' '.repeat(e.indent + 2)}description: new\n`),
  },
  { name: 'a line at the top of the file', way: 'whole', apply: (t) => `# top\n${t}` },
  { name: 'nothing at all', way: 'either', apply: (t) => t },
];

function firstTool(doc: Document.Parsed, text: string): ToolEntry | undefined {
  const tools = isMap(doc.contents) ? doc.contents.get('tools', true) : undefined;
  if (!isMap(tools) || tools.flow) return undefined;
  const pair = tools.items[0] as Pair<Scalar, unknown> | undefined;
  if (!pair || !isScalar(pair.key) || !isNode(pair.value) || !pair.key.range || !pair.value.range) return undefined;
  let scalar: ToolEntry['scalar'];
  const visitAll = (node: unknown): void => {
    if (scalar) return;
    if (isScalar(node) && node.range && [Scalar.PLAIN, Scalar.QUOTE_DOUBLE, Scalar.QUOTE_SINGLE].includes(node.type!)) {
      if (!text.slice(node.range[0], node.range[1]).includes('\n') && node.range[1] - node.range[0] > 1) scalar = node as ToolEntry['scalar'];
    } else if (isMap(node)) for (const item of node.items) visitAll(item.value);
  };
  visitAll(pair.value);
  const indent = pair.key.range[0] - (text.lastIndexOf('\n', pair.key.range[0] - 1) + 1);
  return { key: pair.key as ToolEntry['key'], value: pair.value as ToolEntry['value'], scalar, indent };
}

/** The whole parse and the reusing one of `edited`, after the reusing one parsed `text`. */
function bothParses(text: string, edited: string, key: string) {
  parseReusing(key, text, new LineCounter(), parseText);
  const reusedLines = new LineCounter();
  const reused = parseReusing(key, edited, reusedLines, parseText);
  const way = lastWay;
  const wholeLines = new LineCounter();
  const whole = parseText(edited, wholeLines);
  return { reused, reusedLines, whole, wholeLines, way };
}

describe('a manifest parsed again after an edit is the parse of the whole new text', () => {
  const cases = specs.flatMap((spec) => EDITS.map((edit) => [spec, edit.name, edit] as const));
  it.each(cases)('%s: %s', (spec, _, edit) => {
    const text = readFileSync(path.join(SPECS, spec), 'utf8');
    const entry = firstTool(parseText(text, new LineCounter()), text);
    const edited = entry && edit.apply(text, entry);
    if (edited === undefined) return;
    const { reused, reusedLines, whole, wholeLines, way } = bothParses(text, edited, `${spec}/${edit.name}`);
    if (edit.way !== 'either') expect(way).toBe(edit.way);
    expect(reused.contents).toStrictEqual(whole.contents);
    expect([reused.range, reused.comment, reused.commentBefore, reused.errors, reused.warnings]).toStrictEqual([
      whole.range,
      whole.comment,
      whole.commentBefore,
      whole.errors,
      whole.warnings,
    ]);
    expect(reusedLines.lineStarts).toEqual(wholeLines.lineStarts);
    expect(reused.toJS()).toEqual(whole.toJS());
  });

  it('splices on and on: ten edits in a row, each compared with the whole parse', () => {
    const text = readFileSync(path.join(SPECS, 'kitchen-sink.yaml'), 'utf8');
    let current = text;
    parseReusing('row', current, new LineCounter(), parseText);
    for (let n = 0; n < 10; n++) {
      const entry = firstTool(parseText(current, new LineCounter()), current)!;
      current = at(current, entry.scalar!.range[0] + 1, 'y'.repeat(n + 1));
      const reused = parseReusing('row', current, new LineCounter(), parseText);
      expect(lastWay).toBe('entry');
      expect(reused.contents).toStrictEqual(parseText(current, new LineCounter()).contents);
    }
  });

  it('reads CRLF text as the whole parse does', () => {
    const text = readFileSync(path.join(SPECS, 'docs-search.yaml'), 'utf8').replace(/\n/g, '\r\n');
    const entry = firstTool(parseText(text, new LineCounter()), text)!;
    const { reused, reusedLines, whole, wholeLines, way } = bothParses(text, at(text, entry.scalar!.range[0] + 1, 'z'), 'crlf');
    expect(way).toBe('entry');
    expect(reused.contents).toStrictEqual(whole.contents);
    expect(reusedLines.lineStarts).toEqual(wholeLines.lineStarts);
  });

  it('gives the same manifest to the rules: a duplicate key added in an entry is reported where it is', () => {
    const text = readFileSync(path.join(SPECS, 'docs-search.yaml'), 'utf8');
    const entry = firstTool(parseText(text, new LineCounter()), text)!;
    const edited = at(text, lineEnd(text, entry.key.range[0]), `${' '.repeat(entry.indent + 2)}title: one\n${' '.repeat(entry.indent + 2)}title: two\n`);
    parseManifest(text, 'mcp.yaml', '/reparse/mcp.yaml', { reuse: true });
    const reused = parseManifest(edited, 'mcp.yaml', '/reparse/mcp.yaml', { reuse: true });
    expect(lastWay).toBe('entry');
    const whole = parseManifest(edited, 'mcp.yaml', '/reparse/mcp.yaml');
    expect(reused.yamlDiagnostics.length).toBeGreaterThan(0);
    expect(reused.yamlDiagnostics).toEqual(whole.yamlDiagnostics);
    expect(reused.value).toEqual(whole.value);
  });
});
