// One-line flow collections (`{a: 1}`, `[x, y]`) for the fast manifest parser (parse-fast.ts), kept apart so that
// each module stays small. Same contract: the result is exactly yaml 2.9.1's, or a bail; a flow collection spanning
// lines, a comment inside one, a trailing comma or an implicit pair in a sequence all bail.
import { HASH, MAP, SCALAR, SEQ, SP, badPlainStart, bail, dqEnd, dqValue, isBlank, keyValue, newKey, put, resolvePlain, sqEnd, sqValue } from './parse-fast-scalar.js';
import type { KeyEntry } from './parse-piece.js';

/** Results come back in fields (`end`, `vo`, `kind`), as in FastParser, so that a node allocates only its value. */
export class FlowParser {
  private readonly s: string;
  /** After a node: the index after it, its offset and kind. */
  end = 0;
  vo = -1;
  kind = SCALAR;

  constructor(text: string) {
    this.s = text;
  }

  /** The collection opening at `at` (keys recorded in `rec` for a map); sets `end`. */
  collection(at: number, rec: KeyEntry[] | null): unknown {
    const s = this.s;
    let i = this.space(at + 1);
    if (s.charCodeAt(at) === 91) {
      const items: unknown[] = [];
      if (s.charCodeAt(i) !== 93) {
        for (;;) {
          items.push(this.node(i));
          i = this.space(this.end);
          if (s.charCodeAt(i) === 93) break;
          if (s.charCodeAt(i) !== 44) bail('flow sequence');
          i = this.space(i + 1);
          if (s.charCodeAt(i) === 93) bail('trailing comma');
        }
      }
      this.end = i + 1;
      return items;
    }
    const obj: Record<string, unknown> = {};
    const seen = new Set<string>();
    if (s.charCodeAt(i) !== 125) {
      for (;;) {
        const c = s.charCodeAt(i);
        let colon: number;
        if (c === 34) colon = dqEnd(s, i) + 1;
        else if (c === 39) colon = sqEnd(s, i) + 1;
        else {
          if (badPlainStart(s, i)) bail('flow key');
          colon = this.plainEnd(i);
        }
        if (s.charCodeAt(colon) !== 58 || s.charCodeAt(colon + 1) !== SP) bail('flow pair');
        const key = keyValue(s, i, colon);
        const str = newKey(seen, key);
        const name = key === null ? '' : str;
        const value = this.node(this.space(colon + 1));
        put(obj, name, value);
        rec?.push({ k: key, s: str, j: name, ko: i, vo: this.vo, vm: this.kind === MAP, vs: this.kind === SEQ });
        i = this.space(this.end);
        if (s.charCodeAt(i) === 125) break;
        if (s.charCodeAt(i) !== 44) bail('flow map');
        i = this.space(i + 1);
        if (s.charCodeAt(i) === 125) bail('trailing comma');
      }
    }
    this.end = i + 1;
    return obj;
  }

  /** A scalar or collection inside a flow collection; sets end, vo and kind. */
  private node(i: number): unknown {
    const s = this.s;
    const c = s.charCodeAt(i);
    this.vo = i;
    this.kind = SCALAR;
    if (c === 91 || c === 123) {
      const value = this.collection(i, null);
      this.vo = i;
      this.kind = c === 123 ? MAP : SEQ;
      return value;
    }
    if (c === 34) {
      const end = dqEnd(s, i);
      this.end = end + 1;
      return dqValue(s, i, end);
    }
    if (c === 39) {
      const end = sqEnd(s, i);
      this.end = end + 1;
      return sqValue(s, i, end);
    }
    if (badPlainStart(s, i)) bail('flow scalar');
    const end = this.plainEnd(i);
    if (s.charCodeAt(end) === 58) bail('flow pair in a sequence or ":" in a flow scalar');
    this.end = end;
    return resolvePlain(s.slice(i, end));
  }

  /** The end of a plain scalar in a flow collection (trailing spaces excluded): at `,[]{}` or `: `. */
  private plainEnd(i: number): number {
    const s = this.s;
    let end = i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 44 || c === 91 || c === 93 || c === 123 || c === 125) return end;
      if (c === 58) {
        const d = s.charCodeAt(i + 1);
        if (d === SP || d === 44 || d === 91 || d === 93 || d === 123 || d === 125) return end === i ? i : bail('space before ":"');
        if (isBlank(d)) bail('":" at the end of a flow line');
      } else if (c === SP) {
        if (s.charCodeAt(i + 1) === HASH) bail('comment in a flow collection');
        i++;
        continue;
      } else if (isBlank(c)) bail('multi-line flow collection');
      i++;
      end = i;
    }
  }

  /** Spaces inside a flow collection; the line must go on. */
  private space(i: number): number {
    const s = this.s;
    while (s.charCodeAt(i) === SP) i++;
    const c = s.charCodeAt(i);
    if (isBlank(c) || c === HASH) bail('multi-line flow collection or tab');
    return i;
  }
}
