/** Identifier and file-name derivation for manifest names. Pure; computed once in normalize. */
import path from 'node:path';

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'as implements interface let package private protected public static yield any boolean number string symbol ' +
    'type from of await async constructor undefined arguments eval prototype then ' +
    // module-level names of the generated code that a handler identifier must not shadow
    'notImplemented toolResult'
  ).split(' '),
);

export interface Idents {
  /** camelCase value identifier, e.g. searchDocuments */
  readonly camel: string;
  /** PascalCase type prefix, e.g. SearchDocuments */
  readonly pascal: string;
  /** kebab-case file stem, e.g. search-documents */
  readonly file: string;
}

/** Split on separators and on lower→upper case boundaries: "getHTTPStatus_v2" → get, HTTP, Status, v2. */
export function words(name: string): string[] {
  return name
    .split(/[^A-Za-z0-9]+/)
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .filter((w) => w.length > 0);
}

const upperFirst = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function identsFor(name: string): Idents {
  return identsOf(name, 'tool');
}

/** `word` says what the identifiers are for (tool, resource, prompt): it fixes names that start with a digit or are reserved. */
export function identsOf(name: string, word: string): Idents {
  const parts = words(name);
  const list = parts.length > 0 ? parts : [word];
  let pascal = list.map(upperFirst).join('');
  // An all-caps first word is an acronym: HTTPGet → httpGet, not hTTPGet.
  const lowerFirst = (w: string) => (w === w.toUpperCase() ? w.toLowerCase() : w.charAt(0).toLowerCase() + w.slice(1));
  let camel = list.map((w, i) => (i === 0 ? lowerFirst(w) : upperFirst(w))).join('');
  if (/^[0-9]/.test(pascal)) {
    pascal = `${upperFirst(word)}${pascal}`;
    camel = `${word}${upperFirst(camel)}`;
  }
  if (RESERVED.has(camel)) camel = `${camel}${upperFirst(word)}`;
  const file = list.map((w) => w.toLowerCase()).join('-');
  return { camel, pascal, file };
}

/** The tool names every common client accepts (Claude Desktop, OpenAI function calling, Codex, Copilot CLI). */
export const CLIENT_SAFE_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * `name` with every character outside CLIENT_SAFE_NAME as "_" (runs folded, ends trimmed), cut to 64; numbered
 * (`_2`, `_3`, …) while it is one of `taken`. Deterministic: the same name and taken set give the same answer.
 */
export function clientSafeName(name: string, taken: ReadonlySet<string> = new Set()): string {
  const base =
    name
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 64) || 'tool';
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base.slice(0, 60)}_${n}`;
  return candidate;
}

export const isReservedWord = (word: string): boolean => RESERVED.has(word);

/** Global types a declaration in types.gen.ts must not shadow. */
const GLOBAL_TYPES = new Set(
  (
    'Array Boolean Date Error Function JSON Map Math Number Object Omit Partial Pick Promise Readonly ReadonlyArray ' +
    'Record RegExp Required Set String Symbol BigInt Exclude Extract NonNullable ReturnType Awaited Uint8Array Iterable'
  ).split(' '),
);

/** The names a definition's type may not take: `taken` and the global types. Passed to nameDefinitions. */
export const typeNamesInUse = (taken: Iterable<string>): Set<string> => new Set([...taken, ...GLOBAL_TYPES]);

/**
 * TypeScript names for definitions of any name (simple-user → SimpleUser, 2fa → Definition2fa), in manifest order.
 * A name already in `used` (an earlier definition, a tool's Input/Output, an error class or a global type) gets the
 * first free number: SimpleUser2. Each name given joins `used`, so a caller naming many groups (each schema's own
 * definitions) keeps one set. Deterministic: the same manifest always gives the same names.
 */
export function nameDefinitions(names: readonly string[], used: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of names) {
    const base = identsOf(name, 'definition').pascal;
    let typeName = base;
    for (let n = 2; used.has(typeName); n++) typeName = `${base}${n}`;
    used.add(typeName);
    out.set(name, typeName);
  }
  return out;
}

/** Folder name → a valid server name ([a-z0-9-]). */
export function serverNameFor(dir: string): string {
  const name = path
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name.length > 0 ? name.slice(0, 64) : 'my-mcp-server';
}
