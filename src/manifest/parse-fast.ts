// A fast path for the common subset of block YAML that manifests are written in (issue #7): one pass of charCodeAt
// scans, no token stream, no Document. It answers only when its result is exactly what `parsePiece` (yaml 2.9.1's
// parseDocument(...).toJS() plus the first two levels' key offsets) would give; for anything outside its subset
// (anchors, tags, multi-line flow collections, multi-line plain or quoted scalars, duplicate keys, ...) it bails and
// yaml parses. One-line flow collections are parse-fast-flow.ts's.
import { FlowParser } from './parse-fast-flow.js';
import { FastBail, HASH, LF, CR, SP, TAB, MAP, SCALAR, SEQ, bail, badPlainStart, blockScalar, dqEnd, dqValue, isBlank, keyValue, newKey, put, resolvePlain, sqEnd, sqValue } from './parse-fast-scalar.js';
import type { KeyEntry, PieceResult } from './parse-piece.js';

/** Line breaks yaml does not treat as this parser does, control characters and BOMs: rare, so all bail. */
const ODD_CHARACTERS = /\r(?!\n)|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff\ufffe\uffff]/;

/** Parses `text` (a piece text or a whole manifest), or says why it cannot vouch for the result. */
export function parseFast(text: string): PieceResult {
  try {
    return new FastParser(text).document();
  } catch (error) {
    if (error instanceof FastBail) return { ok: false, reason: `fast path: ${error.message}` };
    // A bug here must never cost more than the time: yaml parses instead (tests assert this never happens).
    return { ok: false, reason: `fast path failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

class FastParser {
  private readonly s: string;
  private readonly n: number;
  /** After skip(): indentation of the content line found, and of the first non-blank line passed (-1: none). */
  private ind = 0;
  private first = -1;
  /** After a value: where the next content line starts (or n), the value's offset and kind. */
  private p = 0;
  private vo = -1;
  private kind = SCALAR;
  /** Parses one-line `{...}` / `[...]` values; one per document so that a flow value allocates only its result. */
  private readonly flow: FlowParser;

  constructor(text: string) {
    this.s = text;
    this.n = text.length;
    this.flow = new FlowParser(text);
  }

  document(): PieceResult {
    if (ODD_CHARACTERS.test(this.s)) bail('CR, control character or BOM');
    const p = this.skip(0);
    if (p >= this.n) bail('empty document');
    const at = p + this.ind;
    if (this.seqStart(at)) bail('top level is a sequence');
    const entries: KeyEntry[] = [];
    const value = this.map(at, this.ind, entries, true);
    if (this.p < this.n) bail('content after the top-level map');
    return { ok: true, value, root: at, entries };
  }

  /**
   * From the line start `from`: skips blank and comment lines, returns the next content line's start (or n) with
   * its indentation in `ind`. Tabs in indentation and document markers bail.
   */
  private skip(from: number): number {
    const s = this.s;
    this.first = -1;
    let p = from;
    while (p < this.n) {
      let q = p;
      while (s.charCodeAt(q) === SP) q++;
      const c = s.charCodeAt(q);
      if (c === LF) {
        p = q + 1;
        continue;
      }
      if (c === CR) {
        p = q + 2;
        continue;
      }
      if (q >= this.n) return this.n;
      if (this.first < 0) this.first = q - p;
      if (c === HASH) {
        const nl = s.indexOf('\n', q);
        p = nl === -1 ? this.n : nl + 1;
        continue;
      }
      if (c === TAB) bail('tab in indentation');
      if (q === p && (c === 45 || c === 46) && (s.startsWith('---', p) || s.startsWith('...', p))) bail('document marker');
      this.ind = q - p;
      return p;
    }
    return this.n;
  }

  /** `-` followed by a space or the line's end: a block sequence item. */
  private seqStart(at: number): boolean {
    const s = this.s;
    if (s.charCodeAt(at) !== 45) return false;
    const c = s.charCodeAt(at + 1);
    if (c === TAB) bail('tab after "-"');
    return c === SP || c === LF || c === CR || at + 1 >= this.n;
  }

  /** If an implicit key starts at `k`: the index of its `:`, else -1. */
  private keyEnd(k: number): number {
    const s = this.s;
    const c = s.charCodeAt(k);
    let e: number;
    if (c === 34) e = dqEnd(s, k) + 1;
    else if (c === 39) e = sqEnd(s, k) + 1;
    else {
      if (badPlainStart(s, k)) return -1;
      for (e = k; ; e++) {
        const d = s.charCodeAt(e);
        if (d === 58) {
          const after = s.charCodeAt(e + 1);
          if (after === SP || after === LF || after === CR || e + 1 >= this.n) break;
          if (after === TAB) bail('tab after ":"');
        } else if (d === LF || d === CR || e >= this.n) return -1;
        else if (d === TAB) bail('tab in a key or plain scalar');
        else if (d === HASH && s.charCodeAt(e - 1) === SP) return -1;
      }
      if (s.charCodeAt(e - 1) === SP) bail('space before ":"');
      return e;
    }
    if (s.charCodeAt(e) === 58) {
      if (isBlank(s.charCodeAt(e + 1))) return e;
      return bail('quoted key not followed by ": "');
    }
    // `"a" : b` is a key in YAML too; rare, so bail rather than model it.
    while (s.charCodeAt(e) === SP) e++;
    if (s.charCodeAt(e) === 58) bail('space before ":"');
    return -1;
  }

  /**
   * A block map whose first key starts at `k`, at column `col`. `rec` collects the keys (top level and its map
   * values); with `childRec` the keys of map values are collected too.
   */
  private map(k: number, col: number, rec: KeyEntry[] | null, childRec: boolean): Record<string, unknown> {
    const s = this.s;
    const obj: Record<string, unknown> = {};
    const seen = new Set<string>();
    const start = k;
    for (;;) {
      const colon = this.keyEnd(k);
      if (colon < 0) bail('not a key');
      const key = keyValue(s, k, colon);
      const str = newKey(seen, key);
      let v = colon + 1;
      while (s.charCodeAt(v) === SP) v++;
      const children = childRec ? [] : null;
      const value = this.value(v, col, children);
      const name = key === null ? '' : str;
      put(obj, name, value);
      if (rec) {
        const vm = this.kind === MAP;
        const entry: KeyEntry = { k: key, s: str, j: name, ko: k, vo: this.vo, vm, vs: this.kind === SEQ };
        if (children && vm) (entry as { children?: KeyEntry[] }).children = children;
        rec.push(entry);
      }
      const p = this.p;
      if (p >= this.n || this.ind < col) break;
      if (this.ind > col) bail('bad indentation');
      k = p + col;
      if (this.seqStart(k)) bail('sequence item in a map');
    }
    this.vo = start;
    this.kind = MAP;
    return obj;
  }

  /** The value of a map entry, starting at `v` (after `key:` and spaces), in a map at column `col`. */
  private value(v: number, col: number, rec: KeyEntry[] | null): unknown {
    const s = this.s;
    const c = s.charCodeAt(v);
    if (c === LF || c === CR || c === HASH || v >= this.n) {
      const p = this.skip(this.lineEnd(v) + 1);
      if (p < this.n) {
        if (this.ind > col) return this.block(p, this.ind, rec);
        if (this.ind === col && this.seqStart(p + col)) return this.seq(p + col, col);
      }
      this.p = p;
      this.vo = v;
      this.kind = SCALAR;
      return null;
    }
    return this.scalar(v, col, rec);
  }

  /** A block collection on its own lines: a sequence or a map at column `col`. */
  private block(p: number, col: number, rec: KeyEntry[] | null): unknown {
    const at = p + col;
    if (this.seqStart(at)) return this.seq(at, col);
    const map = this.map(at, col, rec, false);
    this.vo = at;
    return map;
  }

  /** A block sequence whose first `-` is at `at`, at column `col`. */
  private seq(at: number, col: number): unknown[] {
    const s = this.s;
    const items: unknown[] = [];
    const start = at;
    for (;;) {
      let v = at + 1;
      while (s.charCodeAt(v) === SP) v++;
      items.push(this.item(v, col, col + (v - at)));
      const p = this.p;
      if (p >= this.n || this.ind < col) break;
      if (this.ind > col) bail('bad indentation');
      at = p + col;
      if (!this.seqStart(at)) break;
    }
    this.vo = start;
    this.kind = SEQ;
    return items;
  }

  /** An item's content at `v` (column `vcol`), after the `-` at column `col` and spaces. */
  private item(v: number, col: number, vcol: number): unknown {
    const c = this.s.charCodeAt(v);
    if (c === LF || c === CR || c === HASH || v >= this.n) {
      const p = this.skip(this.lineEnd(v) + 1);
      if (p < this.n && this.ind > col) return this.block(p, this.ind, null);
      this.p = p;
      return null;
    }
    if (this.seqStart(v)) return this.seq(v, vcol);
    if (this.keyEnd(v) >= 0) return this.map(v, vcol, null, false);
    return this.scalar(v, col, null);
  }

  /** A scalar (or one-line flow collection) at `v` whose collection is at column `col`; ends its line. */
  private scalar(v: number, col: number, rec: KeyEntry[] | null): unknown {
    const s = this.s;
    const c = s.charCodeAt(v);
    this.vo = v;
    this.kind = SCALAR;
    let end: number;
    let value: unknown;
    switch (c) {
      case 34: {
        end = dqEnd(s, v);
        value = dqValue(s, v, end);
        end++;
        break;
      }
      case 39: {
        end = sqEnd(s, v);
        value = sqValue(s, v, end);
        end++;
        break;
      }
      case 124:
      case 62: {
        const block = blockScalar(s, v, col);
        this.p = this.skip(block.next);
        return block.value;
      }
      case 123:
      case 91: {
        const flow = this.flow;
        value = flow.collection(v, rec);
        this.vo = v;
        this.kind = c === 123 ? MAP : SEQ;
        end = flow.end;
        break;
      }
      default: {
        if (badPlainStart(s, v)) bail('plain scalar start');
        end = v;
        for (let i = v; ; i++) {
          const d = s.charCodeAt(i);
          if (d === LF || d === CR || i >= this.n) break;
          if (d === SP || d === TAB) {
            if (s.charCodeAt(i + 1) === HASH) break;
          } else {
            if (d === 58 && isBlank(s.charCodeAt(i + 1))) bail('": " in a plain scalar');
            end = i + 1;
          }
        }
        value = resolvePlain(s.slice(v, end));
      }
    }
    // The rest of the line: white space, then the line's end or a comment.
    let i = end;
    while (s.charCodeAt(i) === SP || s.charCodeAt(i) === TAB) i++;
    const d = s.charCodeAt(i);
    if (!(d === LF || d === CR || i >= this.n || (d === HASH && i > end))) bail('text after a scalar');
    this.p = this.skip(this.lineEnd(i) + 1);
    // A more-indented line after it would continue it (or be an error): yaml decides.
    if (this.first > col) bail('continuation line');
    return value;
  }

  private lineEnd(from: number): number {
    const nl = this.s.indexOf('\n', from);
    return nl === -1 ? this.n : nl;
  }
}
