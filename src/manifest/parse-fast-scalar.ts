// Scalars for the fast manifest parser (parse-fast.ts): plain scalars resolved by the YAML 1.2 core schema, single-
// line quoted scalars and block scalars, each exactly as yaml 2.9.1 composes them. Anything else is a bail. Also the
// map-key rules that its block and flow parsers (parse-fast-flow.ts) share.
import type { KeyValue } from './parse-piece.js';

/** Thrown to give up: the caller then parses with `yaml` (a bail costs time, a divergence would be a bug). */
export class FastBail extends Error {}

export function bail(reason: string): never {
  throw new FastBail(reason);
}

export const SP = 32;
export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const HASH = 35;

// yaml's core schema tags (schema/core/*.js, schema/common/null.js), tested in its order.
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** A plain scalar's value. Only digits, `+-.~` and `nNtTfF` can start anything but a string. */
export function resolvePlain(t: string): string | number | boolean | null {
  const c = t.charCodeAt(0);
  if (!((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46 || c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70)) {
    return t;
  }
  if (NULL.test(t)) return null;
  if (BOOL.test(t)) return c === 116 || c === 84;
  if (INT_OCT.test(t)) return parseInt(t.substring(2), 8);
  if (INT.test(t)) return parseInt(t, 10);
  if (INT_HEX.test(t)) return parseInt(t.substring(2), 16);
  if (FLOAT_NAN.test(t)) return t.slice(-3).toLowerCase() === 'nan' ? NaN : c === 45 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  if (FLOAT_EXP.test(t) || FLOAT.test(t)) return parseFloat(t);
  return t;
}

/** Characters that cannot start a plain scalar (or start something else): `,[]{}#&*!|>'"%@` and backtick. */
export function badPlainStart(s: string, at: number): boolean {
  const c = s.charCodeAt(at);
  switch (c) {
    case 44: case 91: case 93: case 123: case 125: case 35: case 38: case 42: case 33:
    case 124: case 62: case 39: case 34: case 37: case 64: case 96: case TAB:
      return true;
    case 45: case 63: case 58: // `-`, `?`, `:` followed by white space or the line's end
      return isBlank(s.charCodeAt(at + 1)) || at + 1 >= s.length;
    default:
      return at >= s.length;
  }
}

/** Space, tab, line break, or past the end (NaN). */
export function isBlank(c: number): boolean {
  return c === SP || c === TAB || c === LF || c === CR || c !== c;
}

/** Index of the closing quote of a double-quoted scalar opening at `q`, on the same line. */
export function dqEnd(s: string, q: number): number {
  for (let i = q + 1; ; i++) {
    const c = s.charCodeAt(i);
    if (c === 34) return i;
    if (c === 92) i++;
    else if (c === LF || c === CR || c !== c) bail('multi-line double-quoted scalar');
  }
}

/** yaml's escapes (resolve-flow-scalar.js); an escaped line break cannot occur on one line. */
const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', N: '\u0085', _: '\u00a0',
  L: '\u2028', P: '\u2029', ' ': ' ', '"': '"', '/': '/', '\\': '\\', '\t': '\t',
};

/** A one-line double-quoted scalar [q, end], as yaml's doubleQuotedValue reads it; a bad escape is a bail. */
export function dqValue(s: string, q: number, end: number): string {
  const body = s.slice(q + 1, end);
  let at = body.indexOf('\\');
  if (at === -1) return body;
  let value = '';
  let from = 0;
  while (at !== -1) {
    value += body.slice(from, at);
    const next = body[at + 1]!;
    const escape = ESCAPES[next];
    if (Object.hasOwn(ESCAPES, next) && escape !== undefined) from = at + 2;
    else {
      const length = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
      const hex = body.substr(at + 2, length);
      if (length === 0 || hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) bail('bad escape');
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) bail('bad escape');
      value += String.fromCodePoint(code);
      from = at + 2 + length;
      at = body.indexOf('\\', from);
      continue;
    }
    value += escape;
    at = body.indexOf('\\', from);
  }
  return value + body.slice(from);
}

/** Index of the closing quote of a single-quoted scalar opening at `q` (`''` is a quote), on the same line. */
export function sqEnd(s: string, q: number): number {
  for (let i = q + 1; ; i++) {
    const c = s.charCodeAt(i);
    if (c === 39) {
      if (s.charCodeAt(i + 1) !== 39) return i;
      i++;
    } else if (c === LF || c === CR || c !== c) bail('multi-line single-quoted scalar');
  }
}

export function sqValue(s: string, q: number, end: number): string {
  const body = s.slice(q + 1, end);
  return body.indexOf("'") === -1 ? body : body.replace(/''/g, "'");
}

export interface BlockScalar {
  readonly value: string;
  /** Where the text after the scalar starts (a line start, or the end). */
  readonly next: number;
}

/**
 * A block scalar whose header (`|`, `>`, optionally `-`/`+`) is at `h`, in a collection at column `col`. The end
 * is found as yaml's lexer finds it (parseBlockScalar, continueScalar) and the value composed as its
 * resolveBlockScalar does, for the auto-detected indentation only.
 */
export function blockScalar(s: string, h: number, col: number): BlockScalar {
  const n = s.length;
  const folded = s.charCodeAt(h) === 62;
  let i = h + 1;
  let chomp = s.charCodeAt(i);
  if (chomp === 45 || chomp === 43) i++;
  else chomp = 0;
  let c = s.charCodeAt(i);
  if (c === SP) {
    while (s.charCodeAt(i) === SP) i++;
    c = s.charCodeAt(i);
    if (c !== HASH && c !== LF && c !== CR && i < n) bail('block scalar header');
  } else if (c !== LF && c !== CR && i < n) bail('block scalar header');
  const lineEnd = s.indexOf('\n', i);
  if (lineEnd === -1) bail('empty block scalar');
  const start = lineEnd + 1;
  // The first line with content decides the indentation.
  let nl = lineEnd;
  let indent = 0;
  let leadMax = 0;
  for (let j = start; ; j++) {
    c = s.charCodeAt(j);
    if (c === SP) indent++;
    else if (c === LF) {
      if (indent > leadMax) leadMax = indent;
      nl = j;
      indent = 0;
    } else if (c !== CR) break;
  }
  if (c !== c || c === TAB || indent <= col) bail('empty block scalar or tab');
  // More-indented leading empty lines need an indentation indicator (an error in yaml).
  if (leadMax > indent) bail('more-indented leading empty lines');
  for (;;) {
    const at = nl + 1;
    let j = at;
    while (s.charCodeAt(j) === SP) j++;
    c = s.charCodeAt(j);
    const blank = c === LF || (c === CR && s.charCodeAt(j + 1) === LF);
    if (!blank && j - at < indent) break;
    nl = s.indexOf('\n', j);
    if (nl === -1) {
      nl = n;
      break;
    }
  }
  // Insufficiently indented tabs after the scalar are an error in yaml.
  let j = nl + 1;
  while (s.charCodeAt(j) === SP) j++;
  if (s.charCodeAt(j) === TAB) bail('tab after a block scalar');
  if (chomp !== 43) {
    // Trailing lines that are not more indented belong to what follows.
    for (;;) {
      let k = nl - 1;
      let ch = s.charCodeAt(k);
      if (ch === CR) ch = s.charCodeAt(--k);
      const last = k;
      while (ch === SP) ch = s.charCodeAt(--k);
      if (ch === LF && k >= start && k + 1 + indent > last) nl = k;
      else break;
    }
  }
  const value = compose(s.slice(start, nl + 1), folded, chomp, indent);
  return { value, next: Math.min(nl + 1, n) };
}

/** resolveBlockScalar with header.indent 0 and no leading empty line longer than the first content line. */
function compose(source: string, folded: boolean, chomp: number, trimIndent: number): string {
  const lines = splitLines(source);
  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    const content = lines[i]![1];
    if (content === '' || content === '\r') chompStart = i;
    else break;
  }
  if (chompStart === 0) bail('block scalar without content');
  let contentStart = 0;
  while (contentStart < chompStart && (lines[contentStart]![1] === '' || lines[contentStart]![1] === '\r')) contentStart++;
  for (let i = lines.length - 1; i >= chompStart; --i) if (lines[i]![0].length > trimIndent) chompStart = i + 1;
  let value = '';
  let sep = '';
  let prevMoreIndented = false;
  for (let i = 0; i < contentStart; ++i) value += lines[i]![0].slice(trimIndent) + '\n';
  for (let i = contentStart; i < chompStart; ++i) {
    const indent = lines[i]![0];
    let content = lines[i]![1];
    if (content[content.length - 1] === '\r') content = content.slice(0, -1);
    if (content && indent.length < trimIndent) bail('less-indented block scalar line');
    if (!folded) {
      value += sep + indent.slice(trimIndent) + content;
      sep = '\n';
    } else if (indent.length > trimIndent || content[0] === '\t') {
      if (sep === ' ') sep = '\n';
      else if (!prevMoreIndented && sep === '\n') sep = '\n\n';
      value += sep + indent.slice(trimIndent) + content;
      sep = '\n';
      prevMoreIndented = true;
    } else if (content === '') {
      if (sep === '\n') value += '\n';
      else sep = '\n';
    } else {
      value += sep + content;
      sep = ' ';
      prevMoreIndented = false;
    }
  }
  if (chomp === 43) {
    for (let i = chompStart; i < lines.length; ++i) value += '\n' + lines[i]![0].slice(trimIndent);
    if (value[value.length - 1] !== '\n') value += '\n';
  } else if (chomp !== 45) value += '\n';
  return value;
}

/** yaml's splitLines: `[indent, content]` per line. */
function splitLines(source: string): [string, string][] {
  const split = source.split(/\n( *)/);
  const first = split[0]!;
  const m = /^( *)/.exec(first);
  const lines: [string, string][] = [m?.[1] ? [m[1], first.slice(m[1].length)] : ['', first]];
  for (let i = 1; i < split.length; i += 2) lines.push([split[i]!, split[i + 1]!]);
  return lines;
}

/** Kinds of the last value parsed, for KeyEntry's vm / vs. */
export const SCALAR = 0;
export const MAP = 1;
export const SEQ = 2;

/** The value of an implicit key from `k` to its `:` at `colon`. */
export function keyValue(s: string, k: number, colon: number): KeyValue {
  if (colon - k > 1000) bail('implicit key of more than 1000 characters');
  const c = s.charCodeAt(k);
  if (c === 34) return dqValue(s, k, colon - 1);
  if (c === 39) return sqValue(s, k, colon - 1);
  return resolvePlain(s.slice(k, colon));
}

/**
 * Names `in` a fresh object: yaml's toJS defines these as own properties instead of assigning them (`__proto__`
 * would set the prototype). A Set lookup is much cheaper than `in` on objects of ever-new shapes.
 */
const INHERITED: ReadonlySet<string> = new Set(['__proto__', ...Object.getOwnPropertyNames(Object.prototype)]);

/** String(key), after checking it is new by String(key) and by property name (null → ''): yaml reports duplicates. */
export function newKey(seen: Set<string>, key: KeyValue): string {
  const str = String(key);
  if (seen.has(str) || (key === null ? seen.has('') : str === '' && seen.has('\0null')) || str === '<<') bail('duplicate or merge key');
  seen.add(str);
  if (key === null) seen.add('\0null');
  return str;
}

/** Property assignment as yaml's toJS does it (addPairToJSMap). */
export function put(obj: Record<string, unknown>, name: string, value: unknown): void {
  if (INHERITED.has(name)) Object.defineProperty(obj, name, { value, writable: true, enumerable: true, configurable: true });
  else obj[name] = value;
}
