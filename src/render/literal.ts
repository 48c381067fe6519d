import { quote } from './pretty-literal.js';

/**
 * Prints a JSON value as a TypeScript expression. Strings go through JSON.stringify (the only way manifest text
 * reaches code); "__proto__" keys are emitted as computed keys so they stay data instead of setting a prototype.
 */
export function toLiteral(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${toLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const key = (k: string) => (k === '__proto__' ? `[${JSON.stringify(k)}]` : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${toLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

/** A string as a TS string literal in prettier's quotes (so templates need no reformatting), or `undefined`. */
export const stringLiteral = (value: string | undefined): string => (value === undefined ? 'undefined' : quote(value));

/** A JSDoc block; "*\/" inside the text cannot close the comment early. */
export function docComment(text: string, indent = ''): string {
  const lines = text.replace(/\*\//g, '*\\/').split(/\r?\n|\u2028|\u2029/);
  if (lines.length === 1) return `${indent}/** ${lines[0]} */`;
  return [`${indent}/**`, ...lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`), `${indent} */`].join('\n');
}
