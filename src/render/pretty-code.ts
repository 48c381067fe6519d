/**
 * The per-tool statements of server.gen.ts and tools.gen.ts printed the way prettier prints them (printWidth 110),
 * so those files (36k lines for GitHub's 1,223 tools) need no formatting pass. Each function reproduces one
 * fit-or-break decision of prettier for one shape of code; test/unit/pretty-code.test.ts checks every shape
 * against prettier across name lengths, and selfFormatted() sends a file back to prettier when a line is outside
 * what these decide exactly (see layoutIsCertain).
 */
import { prettyLiteral, quote, textWidth } from './pretty-literal.js';

const WIDTH = 110;
/** Prettier never breaks after the colon of a key narrower than tabWidth + 3 (isObjectPropertyWithShortKey). */
const SHORT_KEY = 5;

const fits = (line: string) => textWidth(line) <= WIDTH;

/**
 * `key: value,` on a line indented by `indent`, for a string or a member chain (`TOOLS.x.spec.name`): prettier's
 * "break-after-operator" layout moves the value to the next line when the whole does not fit.
 */
export function breakAfterKey(indent: string, key: string, value: string, end = ','): string {
  const line = `${indent}${key}: ${value}${end}`;
  if (fits(line) || textWidth(key) < SHORT_KEY) return line;
  return `${indent}${key}:\n${indent}  ${value}${end}`;
}

/** `key: <JSON value>,` (strings break after the colon, objects expand), as prettyLiteral prints object entries. */
export function jsonEntry(indent: string, key: string, value: unknown): string {
  if (typeof value === 'string') return breakAfterKey(indent, key, quote(value));
  const lead = `${indent}${key}: `;
  return `${lead}${prettyLiteral(value, indent, textWidth(lead), 1)},`;
}

/**
 * One field of an inline object: a flat text (a literal, or a member chain that may break after its colon), or a
 * JSON value that prettier keeps expanded (`task`).
 */
export type Field = readonly [key: string, flat: string] | readonly [key: string, json: object, expanded: true];

/**
 * `{ a: 1, b: 'x' }` written inline in the template: prettier keeps it on the line when it fits (`column` is where
 * it starts, `trailing` the characters after it), else one field per line; an expanded JSON field forces a break.
 */
export function inlineObject(fields: readonly Field[], indent: string, column: number, trailing = 1): string {
  const expanded = fields.some((f) => f.length === 3);
  if (!expanded) {
    const flat = `{ ${fields.map(([k, v]) => `${k}: ${v as string}`).join(', ')} }`;
    if (column + textWidth(flat) + trailing <= WIDTH) return flat;
  }
  const inner = `${indent}  `;
  const lines = fields.map((f) => (f.length === 3 ? jsonEntry(inner, f[0], f[1]) : breakAfterKey(inner, f[0], f[1])));
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/**
 * `name: lazyHandler(() => import('../tools/x.js').then((m) => m.name)),`, or prettier's two broken forms: the
 * arrow's body on its own line, then also the `.then(` argument on its own line.
 */
export function lazyHandlerEntry(camel: string, file: string): string {
  const from = quote(`../tools/${file}.js`);
  const oneLine = `  ${camel}: lazyHandler(() => import(${from}).then((m) => m.${camel})),`;
  if (fits(oneLine)) return oneLine;
  const head = `  ${camel}: lazyHandler(() =>`;
  const body = `    import(${from}).then((m) => m.${camel}),`;
  if (fits(body)) return `${head}\n${body}\n  ),`;
  return `${head}\n    import(${from}).then(\n      (m) => m.${camel},\n    ),\n  ),`;
}

/**
 * `key: (params) => call(args),` as an object property at `indent`: the body moves under the arrow when the line
 * does not fit, and the call's arguments go one per line when even that does not fit.
 */
export function arrowCallEntry(indent: string, key: string, params: string, callee: string, args: readonly string[]): string {
  const call = `${callee}(${args.join(', ')})`;
  const oneLine = `${indent}${key}: (${params}) => ${call},`;
  if (fits(oneLine)) return oneLine;
  const head = `${indent}${key}: (${params}) =>`;
  const inner = `${indent}  `;
  if (fits(`${inner}${call},`)) return `${head}\n${inner}${call},`;
  return `${head}\n${inner}${callee}(\n${args.map((a) => `${inner}  ${a},`).join('\n')}\n${inner}),`;
}

/** `export type X = (input: A, ctx: B) => R;`, else prettier's form with one parameter per line. */
export function functionTypeAlias(name: string, params: readonly string[], result: string): string {
  const oneLine = `export type ${name} = (${params.join(', ')}) => ${result};`;
  if (fits(oneLine)) return oneLine;
  return `export type ${name} = (\n${params.map((p) => `  ${p},`).join('\n')}\n) => ${result};`;
}

/** `[first, second],` as an array element at indent 2: flat, else one element per line (the object may break). */
export function pairEntry(first: string, fields: readonly Field[], suffix: string): string {
  const object = inlineObject(fields, '', 0, 0);
  const oneLine = `  [${first}, ${object}${suffix}],`;
  if (!object.includes('\n') && fits(oneLine)) return oneLine;
  return `  [\n    ${first},\n    ${inlineObject(fields, '    ', 4, suffix.length + 1)}${suffix},\n  ],`;
}

/** `export const NAME: T = 'string';`, broken after the `=` when it does not fit (a string never breaks). */
export function stringConst(head: string, literal: string): string {
  const oneLine = `${head} = ${literal};`;
  return fits(oneLine) ? oneLine : `${head} =\n  ${literal};`;
}

/**
 * A top-level JSDoc block as prettier (3.x) prints it: a comment whose lines all start with `*` is re-indented,
 * which drops the white space ending its lines, except that a text line ending in two spaces (a Markdown line
 * break) keeps exactly two. A one-line comment stays as written.
 */
export function prettyDoc(doc: string): string {
  if (!doc.includes('\n')) return doc;
  const lines = doc.split('\n');
  return lines
    .map((line, i) => {
      const trimmed = line.trimEnd();
      const inner = i > 0 && i < lines.length - 1;
      return inner && trimmed !== ' *' && line.endsWith('  ') ? `${trimmed}  ` : trimmed;
    })
    .join('\n');
}
