/**
 * Prints a JSON value as TypeScript source laid out the way prettier lays it out (printWidth 110, single quotes,
 * trailing commas, objects expanded), so the big schema files need no formatting pass: prettier costs ~30 ms per
 * 1,000 lines and schema literals are most of the lines of a large server. A test checks the output is a prettier
 * fixed point on every example; where it could differ (exotic identifier characters), only layout differs.
 */
const WIDTH = 110;
/** Prettier keeps `key: 'long string'` on one line when the key is this short (narrower than tabWidth + 3). */
const SHORT_KEY = 5;

/** East Asian wide and fullwidth ranges, and emoji: two columns each in prettier's width (getStringWidth). */
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE10-\uFE19\uFE30-\uFE6F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F000}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u;
const ZERO_WIDTH = /[\u0000-\u001F\u007F-\u009F\u0300-\u036F\u200B-\u200F\uFE00-\uFE0F]/u;

/** Whether `text` fits in `room` columns; most texts are short enough not to need measuring (≤ 2 columns each). */
const fitsIn = (text: string, room: number) => text.length * 2 <= room || textWidth(text) <= room;

/** Columns a text takes as prettier counts them (wide characters count two, combining marks none). */
export function textWidth(text: string): number {
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let width = 0;
  for (const ch of text) width += ZERO_WIDTH.test(ch) ? 0 : WIDE.test(ch) ? 2 : 1;
  return width;
}

const PLAIN = /^[\x20-\x26\x28-\x5b\x5d-\x7e]*$/;
export const ASCII_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const IDENTIFIER = /^[$_\p{L}\p{Nl}][$_\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u;

/** A string literal in prettier's preferred quotes: single, unless that needs more escapes than double. */
export function quote(value: string): string {
  // Printable ASCII without ' or \ (most strings): nothing to escape.
  if (PLAIN.test(value)) return `'${value}'`;
  const json = JSON.stringify(value);
  let singles = 0;
  let doubles = 0;
  for (const ch of value) {
    if (ch === "'") singles++;
    else if (ch === '"') doubles++;
  }
  if (singles > doubles) return json;
  return `'${json.slice(1, -1).replace(/\\(.)|(')/gsu, (match, escaped: string | undefined) => (escaped === '"' ? '"' : escaped !== undefined ? match : "\\'"))}'`;
}

function printKey(key: string): string {
  // "__proto__" as a plain key would set the prototype; computed, it stays data.
  if (key === '__proto__') return `[${quote(key)}]`;
  if (ASCII_IDENTIFIER.test(key)) return key;
  const quoted = quote(key);
  return IDENTIFIER.test(key) && quoted.slice(1, -1) === key ? key : quoted;
}

/** Source text printed in place of a value: a reference to a constant (a definition that schemas share). */
export class Code {
  constructor(readonly text: string) {}
}

const printNumber = (value: number) => (JSON.stringify(value) ?? 'null').replace('e+', 'e');

/** The one-line form, or undefined when the value cannot be flat (a non-empty object always breaks). */
function flat(value: unknown): string | undefined {
  if (value instanceof Code) return value.text;
  if (value === null || typeof value !== 'object') return scalar(value);
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const element of value) {
      const printed = flat(element);
      if (printed === undefined) return undefined;
      parts.push(printed);
    }
    return `[${parts.join(', ')}]`;
  }
  return Object.keys(value).length === 0 ? '{}' : undefined;
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return printNumber(value);
  return JSON.stringify(value) ?? 'undefined';
}

/** Arrays whose elements are all objects (or all arrays) with more than one entry always break. */
function mustBreak(items: readonly unknown[]): boolean {
  if (items.length < 2) return false;
  const kind = (v: unknown) =>
    Array.isArray(v) ? 'array' : v !== null && typeof v === 'object' && !(v instanceof Code) ? 'object' : undefined;
  const first = kind(items[0]);
  return first !== undefined && items.every((v) => kind(v) === first && Object.keys(v as object).length > 1);
}

/**
 * `value` printed at column `column` of a line indented by `indent`, followed on the same line by `trailing`
 * characters (the comma or closing parenthesis that prettier counts when deciding whether a group fits).
 */
export function prettyLiteral(value: unknown, indent = '', column = indent.length, trailing = 0): string {
  if (value instanceof Code) return value.text;
  if (value === null || typeof value !== 'object') return scalar(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const oneLine = mustBreak(value) ? undefined : flat(value);
    if (oneLine !== undefined && fitsIn(oneLine, WIDTH - column - trailing)) return oneLine;
    if (value.every((v) => typeof v === 'number')) return filled(value as number[], indent);
    return `[\n${value.map((v) => `${inner}${prettyLiteral(v, inner, inner.length, 1)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([k, v]) => {
    const key = printKey(k);
    const keyWidth = textWidth(key);
    // The indent is spaces: the lead `<indent>key: ` is as wide as its parts.
    const leadWidth = inner.length + keyWidth + 2;
    if (typeof v === 'string' || v instanceof Code) {
      const text = typeof v === 'string' ? quote(v) : v.text;
      // A long string or member chain moves to its own line under a long key ("break after operator").
      if (keyWidth >= SHORT_KEY && !fitsIn(text, WIDTH - leadWidth - 1)) return `${inner}${key}:\n${inner}  ${text},`;
      return `${inner}${key}: ${text},`;
    }
    return `${inner}${key}: ${prettyLiteral(v, inner, leadWidth, 1)},`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** Numbers fill each line as far as they fit (prettier's "fill" for number arrays). */
function filled(numbers: readonly number[], indent: string): string {
  const inner = `${indent}  `;
  const lines: string[] = [];
  let line = '';
  for (const n of numbers.map(printNumber)) {
    if (line === '') line = `${inner}${n}`;
    else if (line.length + 2 + n.length <= WIDTH) line += `, ${n}`;
    else {
      lines.push(`${line},`);
      line = `${inner}${n}`;
    }
  }
  lines.push(`${line},`);
  return `[\n${lines.join('\n')}\n${indent}]`;
}

/**
 * `import type { A, B } from 'x';` (or a value import, whose names may carry `type`) on one line when it fits or has
 * one name (prettier never breaks a lone specifier), else one name per line, as prettier prints it.
 */
export function importStatement(names: readonly string[], from: string, kind: 'type' | 'value' = 'type'): string {
  if (names.length === 0) return '';
  const keyword = kind === 'type' ? 'import type' : 'import';
  const oneLine = `${keyword} { ${names.join(', ')} } from ${quote(from)};`;
  if (names.length === 1 || textWidth(oneLine) <= WIDTH) return oneLine;
  return `${keyword} {\n${names.map((n) => `  ${n},`).join('\n')}\n} from ${quote(from)};`;
}
