// The pure parts of reading schema files: is a path inside the manifest's folder, what a `$ref` string may name, and
// walking and rewriting the manifest's value at a path. file-refs.ts does the reading.
import path from 'node:path';
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { isObject, valueAt } from './schema-walk.js';
import { decodePointerToken, localDefsOf } from './refs.js';
import { attempt } from '../attempt.js';

export interface Problem {
  readonly code: Diagnostic['code'];
  readonly message: string;
  readonly hint: string;
}

export const HERE = 'check the path: it is relative to the folder of the file that holds this $ref';

export const inside = (folder: string, file: string) => {
  const rel = path.relative(folder, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

export const URL_PROBLEM: Problem = {
  code: 'MCPG320',
  message: ": mcpgen reads schemas from files in the manifest's folder, never from a URL",
  hint: 'save the schema next to the manifest and refer to it by a relative path, e.g. "./schemas/user.json"',
};
export const OUTSIDE_PROBLEM: Problem = {
  code: 'MCPG321',
  message: ": the file is outside the manifest's folder",
  hint: "move or copy the schema into the manifest's folder (or below it); mcpgen reads nothing outside it",
};

/** What the text of a `$ref` alone rules out: a URL, an absolute path. */
export function lexicalProblem(ref: string): Problem | undefined {
  if (/^([A-Za-z]:)?[\\/]/.test(ref))
    return {
      ...OUTSIDE_PROBLEM,
      message: ' is an absolute path',
      hint: 'refer to the file by a path relative to the one that holds this $ref, e.g. "./schemas/user.json"',
    };
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(ref)) return URL_PROBLEM;
  return undefined;
}

/** The tokens of a `#/...` JSON Pointer (RFC 6901, URI-encoded in a `$ref`); [] for none; undefined for an anchor. */
export function pointerTokens(hash: string): string[] | undefined {
  if (hash === '' || hash === '#') return [];
  if (!hash.startsWith('#/')) return undefined;
  // decodeURIComponent throws on a malformed escape: not a pointer either.
  const tokens = hash.slice(2).split('/');
  return attempt(() => tokens.map((t) => decodePointerToken(decodeURIComponent(t))));
}

export type Followed = { found: unknown } | { missing: string; keys: string[]; depth: number };

/** The schema at `tokens` in `value`; what is missing otherwise (a target that is not a schema is missing too). */
export function follow(value: unknown, tokens: readonly string[]): Followed {
  let here = value;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const container = isObject(here) || Array.isArray(here) ? (here as Record<string, unknown>) : undefined;
    if (!container || !Object.hasOwn(container, token))
      return { missing: token, keys: container && !Array.isArray(here) ? Object.keys(container) : [], depth: i };
    here = container[token];
  }
  return isObject(here) || typeof here === 'boolean' ? { found: here } : { missing: tokens.at(-1) ?? '', keys: [], depth: tokens.length - 1 };
}

/** A definition name from a pointer's last token or a file name, kept to characters that read well everywhere. */
export function uniqueName(base: string, taken: Set<string>): string {
  const clean = base.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '') || 'schema';
  let name = clean;
  for (let n = 2; taken.has(name); n++) name = `${clean}${n}`;
  taken.add(name);
  return name;
}

/** Names of tool and error schemas' own `$defs` / `definitions`: a definition added beside them must not shadow one. */
export function ownDefinitionNames(value: Record<string, unknown>): string[] {
  const entries = (section: unknown) => (isObject(section) ? Object.values(section).filter(isObject) : []);
  const schemas = [...entries(value.tools).flatMap((tool) => [tool.input, tool.output]), ...entries(value.errors).map((cls) => cls.data)];
  return schemas.map(localDefsOf).flatMap((own) => [...Object.keys(own.$defs), ...Object.keys(own.definitions)]);
}

/** Sets (or, for a `$ref` that names nothing, removes) the `$ref` of the schema at `at`. */
export function rewrite(value: unknown, at: readonly PathSegment[], ref: string | undefined): void {
  const node = valueAt(value, at);
  if (!isObject(node)) return;
  if (ref === undefined) delete node.$ref;
  else node.$ref = ref;
}

/** Puts `schema` in place of the schema at `at` (a tool's input or output, an error's data). */
export function setAt(value: unknown, at: readonly PathSegment[], schema: unknown): void {
  const parent = valueAt(value, at.slice(0, -1));
  if (isObject(parent)) parent[String(at.at(-1))] = schema;
}
