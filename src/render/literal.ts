// How manifest data becomes TypeScript source: every string through JSON.stringify, data as
// JSON.stringify(value, null, 2)-shaped blocks. A fixed layout, so generated code needs no formatter.

/** Source text printed in place of a value (a reference to a constant). */
export class Code {
  constructor(readonly text: string) {}
}

/**
 * A JSON value (with Code in places) as a TypeScript expression, laid out as JSON.stringify(value, null, 2) does;
 * `indent` is the indentation of the line it starts on. A "__proto__" key is computed, so it stays data instead of
 * setting a prototype.
 */
export function toLiteral(value: unknown, indent = ''): string {
  if (value instanceof Code) return value.text;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // A list of plain values (required names, an enum) stays on one line.
    if (value.every((v) => v === null || typeof v !== 'object')) return inlineLiteral(value);
    return `[\n${value.map((v) => `${inner}${toLiteral(v, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${propertyKey(k)}: ${toLiteral(v, inner)}`).join(',\n')}\n${indent}}`;
}

/** A JSON value on one line (short metadata such as a tool's spec): `{ "a": 1, "b": [2] }`. */
export function inlineLiteral(value: unknown): string {
  if (value === null || typeof value !== 'object' || value instanceof Code) return toLiteral(value);
  if (Array.isArray(value)) return `[${value.map(inlineLiteral).join(', ')}]`;
  const entries = Object.entries(value);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${propertyKey(k)}: ${inlineLiteral(v)}`).join(', ')} }`;
}

/** An object key: bare when it is a plain identifier, a string literal otherwise ("__proto__" computed). */
export function propertyKey(key: string): string {
  if (key === '__proto__') return '["__proto__"]';
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

export const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A string as a TypeScript string literal, or `undefined`. */
export const stringLiteral = (value: string | undefined): string => (value === undefined ? 'undefined' : JSON.stringify(value));

/** Text on one line (a line comment, a Markdown table cell): line breaks become one space. */
export const oneLine = (s: string): string => s.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** Text in a Markdown table cell: one line, "|" escaped. */
export const tableCell = (s: string): string => oneLine(s).replace(/\|/g, '\\|');

/** A JSDoc block; "*\/" inside the text cannot close the comment early. */
export function docComment(text: string, indent = ''): string {
  const lines = text
    .replace(/\*\//g, '*\\/')
    .split(/\r?\n|\u2028|\u2029/)
    .map((l) => l.trimEnd());
  if (lines.length === 1) return `${indent}/** ${lines[0]} */`;
  return [`${indent}/**`, ...lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`), `${indent} */`].join('\n');
}

/** `import { a, b } from 'module';` (`import type` for types): one line for a few names, else one name a line. */
export function importStatement(names: readonly string[], from: string, kind: 'type' | 'value' = 'type'): string {
  if (names.length === 0) return '';
  const head = `import ${kind === 'type' ? 'type ' : ''}`;
  if (names.length <= 4) return `${head}{ ${names.join(', ')} } from '${from}';`;
  return `${head}{\n${names.map((n) => `  ${n},`).join('\n')}\n} from '${from}';`;
}
