// A loaded manifest and where its values are: the types and the locating that every rule shares.
import path from 'node:path';
import { isMap, isNode, isPair, isScalar, type Document, type LineCounter, type Node, type Pair, type YAMLMap } from 'yaml';
import type { Diagnostic, PathSegment, SourceLoc } from '../diagnostics/diagnostic.js';
import { toPosix } from '../paths.js';
import { isObject } from './schema-walk.js';

export interface LoadedManifest {
  /** Manifest path as shown in diagnostics and headers: relative to the cwd when below it, posix separators. */
  readonly relPath: string;
  readonly absPath: string;
  readonly source: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  /** Plain JS value of the document (last duplicate key wins; duplicates are reported separately). */
  readonly value: unknown;
  /** Problems found while reading: YAML syntax (these stop validation), duplicate keys, file references. */
  readonly yamlDiagnostics: readonly Diagnostic[];
  readonly fatal: boolean;
  /** The schema files the manifest's `$ref`s read (see file-refs.ts), sorted by path; generate reports them as its inputs (what a watcher watches). */
  readonly files: readonly SchemaFile[];
  /** The schemas file `$ref`s put in the manifest (as definitions, or as a tool's input...), to locate diagnostics in their files. */
  readonly embedded?: readonly EmbeddedSchema[];
  /** MCP Apps views the tools' `ui.view` name, read at load time (see manifest/view-files.ts), by tool name. */
  readonly views?: ReadonlyMap<string, ViewFile>;
}

/** A tool's view: the HTML file it names (a folder's index.html), relative to the manifest's folder, and its text. */
export interface ViewFile {
  /** Posix, relative to the manifest's folder: `views/notes/index.html`. */
  readonly rel: string;
  /** The `ui://` URI the view is served under. */
  readonly uri: string;
  readonly html: string;
}

export interface SchemaFile {
  /** Relative to the manifest's folder, posix: as generate reports them. */
  readonly rel: string;
  /** As diagnostics show it (relative to the cwd). */
  readonly shown: string;
  readonly source: string;
}

/** A schema read from a file: where it is in the manifest's value, the file's document, and its path in that. */
export interface EmbeddedSchema {
  readonly under: readonly PathSegment[];
  readonly file: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  readonly at: readonly string[];
}

export function displayPath(absPath: string, cwd: string): string {
  const rel = path.relative(cwd, absPath);
  return toPosix(rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : path.basename(absPath));
}

export function nodeLoc(node: unknown, counter: LineCounter, file: string): SourceLoc | undefined {
  if (!isNode(node) || !node.range) return undefined;
  const { line, col } = counter.linePos(node.range[0]);
  return { file, line, col };
}

/**
 * Location of the value at `at`, or of its key when `key` is set (unknown keys point at the key itself).
 * Falls back to the nearest ancestor that exists, so every diagnostic gets a line and column. A definition that a
 * file `$ref` added is located in its file.
 */
export function locate(loaded: LoadedManifest, at: readonly PathSegment[], options: { key?: boolean } = {}): SourceLoc {
  const embedded = loaded.embedded?.find((e) => e.under.length <= at.length && e.under.every((k, i) => String(k) === String(at[i])));
  return embedded
    ? locateIn(embedded.doc, embedded.lineCounter, embedded.file, [...embedded.at, ...at.slice(embedded.under.length)], options)
    : locateIn(loaded.doc, loaded.lineCounter, loaded.relPath, at, options);
}

// A map's pairs by their key's text, the first of duplicates first: a lookup per tool of a 1,000-tool map was a scan
// each. Loaded documents are never changed, so an index stays true.
const keyIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();
function keyIndex(map: YAMLMap): Map<string, Pair> {
  let index = keyIndexes.get(map);
  if (!index) {
    index = new Map();
    for (const p of map.items) if (isPair(p) && isScalar(p.key) && !index.has(String(p.key.value))) index.set(String(p.key.value), p);
    keyIndexes.set(map, index);
  }
  return index;
}

export function locateIn(doc: Document, counter: LineCounter, file: string, at: readonly PathSegment[], options: { key?: boolean } = {}): SourceLoc {
  for (let depth = at.length; depth >= 0; depth--) {
    const sub = at.slice(0, depth);
    if (options.key && depth === at.length && depth > 0) {
      const parent = sub.length > 1 ? doc.getIn(sub.slice(0, -1), true) : doc.contents;
      if (isMap(parent)) {
        const pair = keyIndex(parent).get(String(sub[sub.length - 1]));
        const loc = pair ? nodeLoc(pair.key, counter, file) : undefined;
        if (loc) return loc;
      }
    }
    const node: Node | unknown = sub.length === 0 ? doc.contents : doc.getIn(sub, true);
    const loc = nodeLoc(node, counter, file);
    if (loc) return loc;
  }
  return { file, line: 1, col: 1 };
}

/** The manifest's sections of named entries, with what one entry is called in a message. */
export const ENTRY_SECTIONS = { tools: 'tool', resources: 'resource', resourceTemplates: 'resource template', prompts: 'prompt' } as const;
export type EntrySection = keyof typeof ENTRY_SECTIONS;

/** The entries of those sections (of `sections`) that are mappings, in manifest order. */
export function* namedEntries(manifest: object, sections = Object.keys(ENTRY_SECTIONS) as EntrySection[]) {
  for (const section of sections) {
    const entries = (manifest as Record<string, unknown>)[section];
    if (isObject(entries))
      for (const [name, entry] of Object.entries(entries)) if (isObject(entry)) yield { section, what: ENTRY_SECTIONS[section], name, entry };
  }
}

export type Report = (code: Diagnostic['code'], at: readonly PathSegment[], message: string, hint?: string, key?: boolean) => void;

/** What every rule reports with: an error or a warning located at `at` (at its key with `key`), into `out`. */
export interface Reporter {
  readonly out: Diagnostic[];
  readonly err: Report;
  readonly warn: Report;
  /** `line:col` of the key at `at` (of its value without `key`), for a message that names where something else is. */
  readonly where: (at: readonly PathSegment[], key?: boolean) => string;
}

export function reporter(loaded: LoadedManifest): Reporter {
  const out: Diagnostic[] = [];
  const report =
    (severity: Diagnostic['severity']): Report =>
    (code, at, message, hint, key = false) =>
      out.push({ code, severity, message, path: at, loc: locate(loaded, at, { key }), hint });
  const where = (at: readonly PathSegment[], key = true) => {
    const l = locate(loaded, at, { key });
    return `${l.line}:${l.col}`;
  };
  return { out, err: report('error'), warn: report('warning'), where };
}
