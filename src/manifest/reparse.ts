import { isAlias, isCollection, isMap, isNode, isPair, isScalar, LineCounter, visit, type Document, type Node, type Pair } from 'yaml';

/**
 * The parse of a manifest that this process parsed before, after an edit inside one entry of a top-level map (a
 * tool's description, say): what `mcpgen dev` does on every save. yaml parses that entry's new text alone; the
 * rest of the last parse is kept, the offsets after the entry moved by the edit's length. The result is the
 * parse of the whole text (test/unit/reparse.test.ts compares them node by node, offsets and comments included);
 * whatever could make it differ parses the whole text instead:
 * - the last parse or the entry's own has an error or warning, an anchor, an alias or a tag;
 * - the edit reaches outside one entry's key and value, or changes its key;
 * - the entry's text alone is not one pair of a block map at its old column that ends where the entry ends, or
 *   has comments outside that pair (they would belong elsewhere in the whole text).
 * A parse hands its document to the next one, which changes it in place: only the newest parse of a path is valid.
 */
export type ParseText = (text: string, lineCounter: LineCounter) => Document.Parsed;

interface LastParse {
  readonly key: string;
  readonly source: string;
  readonly doc: Document.Parsed;
  /** No anchor, alias or tag, and neither errors nor warnings: known once the next parse asks. */
  plain?: boolean;
}

/** The process's last parse, of one manifest: `mcpgen dev` watches one. */
let lastParse: LastParse | undefined;

/** How the last call parsed: a test's way to know the entry was spliced, not the whole text parsed. */
export let lastWay: 'whole' | 'entry' = 'whole';

export function parseReusing(key: string, source: string, lineCounter: LineCounter, parse: ParseText): Document.Parsed {
  const last = lastParse?.key === key ? lastParse : undefined;
  lastParse = undefined;
  let doc = last && spliced(last, source, parse);
  if (doc) {
    lastWay = 'entry';
    countLines(source, lineCounter);
  } else {
    lastWay = 'whole';
    doc = parse(source, lineCounter);
  }
  lastParse = { key, source, doc, ...(doc === last?.doc && { plain: true }) };
  return doc;
}

/** The line starts the lexer would have recorded: the text's start, and after every line feed. */
function countLines(source: string, lineCounter: LineCounter): void {
  lineCounter.addNewLine(0);
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
}

function spliced(last: LastParse, source: string, parse: ParseText): Document.Parsed | undefined {
  const old = last.source;
  last.plain ??= isPlain(last.doc);
  if (!last.plain || !isMap(last.doc.contents)) return undefined;
  const shorter = Math.min(old.length, source.length);
  let start = 0;
  while (start < shorter && old.charCodeAt(start) === source.charCodeAt(start)) start++;
  let same = 0;
  while (same < shorter - start && old.charCodeAt(old.length - 1 - same) === source.charCodeAt(source.length - 1 - same)) same++;
  if (start === old.length && start === source.length) return last.doc;
  const entry = entryHolding(last.doc.contents.items, start, old.length - same);
  if (!entry) return undefined;
  const { pair, key, value } = entry;
  const lineStart = old.lastIndexOf('\n', key.range[0] - 1) + 1;
  if (!/^ *$/.test(old.slice(lineStart, key.range[0]))) return undefined;
  const delta = source.length - old.length;
  const end = value.range[2];
  const text = source.slice(lineStart, end + delta);
  const alone = parse(text, new LineCounter());
  if (!isPlain(alone) || alone.comment || alone.commentBefore || !isMap(alone.contents) || alone.contents.items.length !== 1) return undefined;
  const [fresh] = alone.contents.items as Pair<unknown, unknown>[];
  if (!isScalar(fresh?.key) || fresh.key.value !== key.value || fresh.key.range?.[0] !== key.range[0] - lineStart || !isNode(fresh.value)) return undefined;
  if (fresh.value.range?.[2] !== text.length) return undefined;
  // The entry's nodes to their place in the whole text; then every offset past the old entry moved by the edit.
  moveOffsets(fresh.value, 0, lineStart);
  moveOffsets(last.doc.contents, end, delta);
  pair.value = fresh.value;
  last.doc.range = last.doc.range.map((offset) => (offset >= end ? offset + delta : offset)) as [number, number, number];
  return last.doc;
}

/** Adds `delta` to every offset at or past `from` under `node`; a node that ends before `from` is left with all it holds. */
function moveOffsets(node: unknown, from: number, delta: number): void {
  if (isPair(node)) {
    moveOffsets(node.key, from, delta);
    moveOffsets(node.value, from, delta);
    return;
  }
  if (!isNode(node) || !node.range || node.range[2] < from) return;
  // In place: each node has its own range, and a save in a large manifest moves about a million of them.
  const range = node.range;
  if (range[0] >= from) range[0] += delta;
  if (range[1] >= from) range[1] += delta;
  range[2] += delta;
  if (isCollection(node)) for (const item of node.items) moveOffsets(item, from, delta);
}

interface Entry {
  readonly pair: Pair<unknown, unknown>;
  readonly key: Node & { range: [number, number, number]; value?: unknown };
  readonly value: Node & { range: [number, number, number] };
}

/** The pair of a second-level block map whose key starts before `from` and whose value ends at or after `to`. */
function entryHolding(top: readonly Pair<unknown, unknown>[], from: number, to: number): Entry | undefined {
  const section = top.find((p) => isMap(p.value) && !p.value.flow && p.value.range && p.value.range[0] <= from && to <= p.value.range[1]);
  if (!section || !isMap(section.value)) return undefined;
  for (const pair of section.value.items as Pair<unknown, unknown>[]) {
    const { key, value } = pair;
    if (!isScalar(key) || !key.range || !isNode(value) || !value.range) continue;
    if (key.range[1] < from && to <= value.range[1]) return { pair, key: key as Entry['key'], value: value as Entry['value'] };
  }
  return undefined;
}

/** No error or warning, and no anchor, alias or explicit tag anywhere: the parse of each entry depends on its text alone. */
function isPlain(doc: Document.Parsed): boolean {
  if (doc.errors.length > 0 || doc.warnings.length > 0) return false;
  let plain = true;
  visit(doc, (_, node) => {
    if (isAlias(node) || ((isScalar(node) || isCollection(node)) && (node.anchor !== undefined || node.tag !== undefined))) {
      plain = false;
      return visit.BREAK;
    }
    return undefined;
  });
  return plain;
}
