// Places in the OpenAPI document: where a path of keys is in its text, and where a validation error of its
// dereferenced form is (through the `$ref`s of the parsed one); the diagnostics of the import say them.

import type { ErrorObject } from 'ajv';
import { type Node as JsonNode, type ParseError, parseTree } from 'jsonc-parser';
import { LineCounter, parseDocument } from 'yaml';
import type { Diagnostic, SourceLoc } from '../diagnostics/diagnostic.js';
import { locateIn } from '../manifest/located.js';
import { encodePointerToken, pointerTokens } from '../manifest/refs.js';
import { isObject } from '../manifest/schema-walk.js';

export type Tokens = readonly (string | number)[];
export type Locate = (at: Tokens) => SourceLoc;

/** Where a path of keys is in the document's JSON or YAML text (parsed once, on first use): the key, else the deepest
 * node of the path that is there; 1:1 for the document itself. */
export function locator(source: string, file: string): Locate {
  let locate: Locate | undefined;
  return (at) => {
    if (at.length === 0) return { file, line: 1, col: 1 };
    locate ??= jsonLocator(source, file) ?? yamlLocator(source, file);
    return locate(at);
  };
}

function yamlLocator(source: string, file: string): Locate {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter, uniqueKeys: false });
  return (at) => locateIn(doc, counter, file, at, { key: true });
}

/**
 * A JSON document's places, by jsonc-parser's tree (offsets only): on GitHub's 10 MB document about 6x faster than
 * yaml's positions and a third of the memory. Undefined when the text is not strict JSON (then it is YAML's).
 */
function jsonLocator(source: string, file: string): Locate | undefined {
  if (!source.trimStart().startsWith('{')) return undefined;
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, { disallowComments: true, allowTrailingComma: false });
  if (!root || errors.length > 0) return undefined;
  const counter = new LineCounter();
  counter.addNewLine(0);
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) counter.addNewLine(i + 1);
  const child = (node: JsonNode, token: string | number): JsonNode | undefined =>
    node.type === 'array' ? node.children?.[Number(token)] : node.children?.find((p) => p.children?.[0]?.value === String(token))?.children?.[1];
  return (at) => {
    let node = root;
    let depth = 0;
    while (depth < at.length) {
      const next = child(node, at[depth]!);
      if (!next) break;
      node = next;
      depth++;
    }
    // The whole path: its key, as yaml's locator does with `key: true`; else the deepest node that is there.
    const { line, col } = counter.linePos(depth === at.length && node.parent?.type === 'property' ? node.parent.offset : node.offset);
    return { file, line, col };
  };
}

/**
 * Where a path of keys starts in the document's text, found key by key (1:1 when not found): a search, not a parse, so
 * the conversion's warnings are located without parsing a large document (GitHub's is 10 MB) with positions.
 */
export function keySearch(text: string, file: string): Locate {
  return (at) => {
    let offset = 0;
    for (const key of at) {
      if (typeof key === 'number') continue;
      const match = new RegExp(`(["']?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:`, 'g');
      match.lastIndex = offset;
      const found = match.exec(text);
      if (!found) break;
      offset = found.index;
    }
    return positionIn(text, file, offset);
  };
}

/** The line and column of an offset in a text. */
export function positionIn(text: string, file: string, offset: number): SourceLoc {
  const before = text.slice(0, offset).split('\n');
  return { file, line: before.length, col: before[before.length - 1]!.length + 1 };
}

export const pointer = (at: Tokens) => `/${at.map((t) => encodePointerToken(String(t))).join('/')}`;

/** An error of the import at a place in a file (a file alone: its top). */
export const errorAt = (where: SourceLoc | string, code: Diagnostic['code'], message: string, hint?: string): Diagnostic => ({
  code,
  severity: 'error',
  message,
  path: [],
  loc: typeof where === 'string' ? { file: where, line: 1, col: 1 } : where,
  ...(hint !== undefined && { hint }),
});

/** A warning of the import at the document's place `at`. */
export const warningAt = (locate: Locate, at: Tokens, code: Diagnostic['code'], message: string, hint?: string): Diagnostic => ({
  ...errorAt(locate(at), code, message, hint),
  severity: 'warning',
  path: [...at],
});

/** What the library's validation reports: ajv's errors. */
export type InvalidDetail = Partial<ErrorObject>;

/** ajv's errors without those it repeats at one place (each branch of `keywords`, the $ref alternative), if any remain. */
export function usefulDetails(details: readonly InvalidDetail[], keywords: readonly string[]): readonly InvalidDetail[] {
  const useful = details.filter((d) => !keywords.includes(String(d.keyword)) && d.params?.missingProperty !== '$ref');
  return useful.length > 0 ? useful : details;
}

/** ajv's errors by their place in the document's text, the first at each place. */
export function errorPlaces(source: string, details: readonly InvalidDetail[]): Map<string, { at: Tokens; message: string }> {
  const raw = parseDocument(source, { uniqueKeys: false }).toJS({ maxAliasCount: -1 }) as unknown;
  const places = new Map<string, { at: Tokens; message: string }>();
  for (const d of usefulDetails(details, ['oneOf', 'anyOf'])) {
    const at = canonical(raw, pointerTokens(d.instancePath ?? ''));
    if (!places.has(pointer(at))) places.set(pointer(at), { at, message: detailMessage(d) });
  }
  return places;
}

export const detailMessage = (d: InvalidDetail): string =>
  `${d.message ?? 'invalid'}${d.params && 'additionalProperty' in d.params ? ` ("${String(d.params.additionalProperty)}")` : ''}`;

/** Follows an instance path of the dereferenced document through the `$ref`s of the parsed one: where the text is. */
export function canonical(root: unknown, tokens: Tokens): Tokens {
  let at: (string | number)[] = [];
  let node: unknown = root;
  for (const token of tokens) {
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/') && hops < 32; hops++) {
      at = pointerTokens(node.$ref.slice(1));
      node = at.reduce<unknown>((n, t) => (isObject(n) ? n[t] : Array.isArray(n) ? n[Number(t)] : undefined), root);
    }
    at.push(token);
    node = isObject(node) ? node[token] : Array.isArray(node) ? node[Number(token)] : undefined;
  }
  return at;
}
