import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, isMap, isNode, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { Diagnostic, PathSegment, SourceLoc } from '../diagnostics/diagnostic.js';
import { parseFast } from './parse-fast.js';
import { ShallowLocator, type ShallowIndex } from './parse-locate.js';
import { parseParallel, workerAvailable } from './parse-parallel.js';
import { PARSE_OPTIONS, TO_JS_OPTIONS, withPlainEnv } from './parse-piece.js';

export interface LoadedManifest {
  /** Manifest path as shown in diagnostics and headers: relative to the cwd when below it, posix separators. */
  readonly relPath: string;
  readonly absPath: string;
  readonly source: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  /** Plain JS value of the document (last duplicate key wins; duplicates are reported separately). */
  readonly value: unknown;
  /** YAML-level problems (syntax, duplicate keys); syntax errors stop validation, duplicates do not. */
  readonly yamlDiagnostics: readonly Diagnostic[];
  readonly fatal: boolean;
}

export function displayPath(absPath: string, cwd: string): string {
  const rel = path.relative(cwd, absPath);
  const shown = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : path.basename(absPath);
  return shown.split(path.sep).join('/');
}

export async function loadManifest(manifestPath: string, cwd: string): Promise<LoadedManifest> {
  const absPath = path.resolve(cwd, manifestPath);
  const source = await readFile(absPath, 'utf8');
  return parseManifestAsync(source, displayPath(absPath, cwd), absPath);
}

/** From this size on, a manifest the fast path cannot take is parsed on both cores (a worker's start-up, ~50 ms, costs more below). */
export const PARALLEL_MIN_CHARS = 1_000_000;
/** From this size on, the fast path (parse-fast.ts) is tried first; below, the single parse is cheap and its Document is kept. */
export const FAST_MIN_CHARS = 64_000;

export interface ParseOptions {
  /** Default: MCPGEN_PARSE_WORKER=never|always, else by size. */
  readonly parallel?: 'auto' | 'never' | 'always';
  /** Pieces to cut the text into (tests use more than the default two to exercise the merge). */
  readonly pieces?: number;
  /** Parse half of the pieces in the worker thread when it is built (default true). */
  readonly worker?: boolean;
  /** Try the fast path before yaml (default: true unless MCPGEN_PARSE_FAST=never). */
  readonly fast?: boolean;
}

export interface ParseStats {
  /** fast: the whole text by the fast path; parallel: in pieces (each by the fast path or yaml); single: yaml. */
  readonly mode: 'single' | 'parallel' | 'fast';
  readonly pieces: number;
  readonly inWorker: number;
  /** Pieces the fast path answered (absent: it was not tried or answered none). */
  readonly fast?: number;
  /** Why a fast or parallel parse that was tried fell back (to the parallel or the single parse). */
  readonly fallback?: string;
  /** After a fast or parallel parse: the full Document was needed (a diagnostic below the second level) and parsed. */
  readonly docParsed?: true;
}

const stats = new WeakMap<LoadedManifest, ParseStats>();
const locators = new WeakMap<LoadedManifest, ShallowLocator>();

/** How the manifest was parsed (tests check that a forced parallel parse really split the text). */
export const parseStats = (loaded: LoadedManifest): ParseStats | undefined => stats.get(loaded);

/**
 * parseManifest, faster for a large manifest: the whole text by the fast path on the main thread (parse-fast.ts),
 * else on both cores (parse-parallel.ts, each piece by the fast path or yaml). The result is the same: both only
 * answer when there is nothing to report; their `doc` is parsed in full on first access (only diagnostics below the
 * second level need it: `locate()` answers the rest from the keys' offsets). MCPGEN_PARSE_WORKER=always forces the
 * parallel parse, =never rules it out; MCPGEN_PARSE_FAST=never leaves everything to yaml.
 */
export async function parseManifestAsync(source: string, relPath: string, absPath = relPath, options: ParseOptions = {}): Promise<LoadedManifest> {
  const env = process.env.MCPGEN_PARSE_WORKER;
  const mode = options.parallel && options.parallel !== 'auto' ? options.parallel : env === 'never' || env === 'always' ? env : 'auto';
  const fast = options.fast ?? process.env.MCPGEN_PARSE_FAST !== 'never';
  let fallback: string | undefined;
  if (fast && mode !== 'always' && source.length >= FAST_MIN_CHARS) {
    const result = parseFast(source);
    if (result.ok) return shallowLoaded(source, relPath, absPath, { root: result.root, top: result.entries }, result.value, { mode: 'fast', pieces: 1, inWorker: 0, fast: 1 });
    fallback = result.reason;
  }
  if (mode === 'never' || (mode === 'auto' && (source.length < PARALLEL_MIN_CHARS || !workerAvailable()))) {
    const loaded = parseManifest(source, relPath, absPath);
    if (fallback) stats.set(loaded, { mode: 'single', pieces: 1, inWorker: 0, fallback });
    return loaded;
  }
  const outcome = await parseParallel(source, { pieces: options.pieces ?? 2, worker: options.worker ?? true, fast });
  if (!outcome.ok) {
    const loaded = parseManifest(source, relPath, absPath);
    stats.set(loaded, { mode: 'single', pieces: 1, inWorker: 0, fallback: outcome.reason });
    return loaded;
  }
  const { pieces, inWorker } = outcome;
  return shallowLoaded(source, relPath, absPath, outcome.index, outcome.value, {
    mode: 'parallel', pieces, inWorker, ...(outcome.fast > 0 && { fast: outcome.fast }), ...(fallback && { fallback }),
  });
}

/** A manifest known to parse without diagnostics, from its plain value and the offsets of its first two levels. */
function shallowLoaded(source: string, relPath: string, absPath: string, index: ShallowIndex, value: unknown, parsed: ParseStats): LoadedManifest {
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
  let doc: Document | undefined;
  const loaded: LoadedManifest = {
    relPath,
    absPath,
    source,
    get doc() {
      if (!doc) {
        doc = withPlainEnv(() => parseDocument(source, PARSE_OPTIONS));
        stats.set(loaded, { ...stats.get(loaded)!, docParsed: true });
      }
      return doc;
    },
    lineCounter,
    value,
    yamlDiagnostics: [],
    fatal: false,
  };
  locators.set(loaded, new ShallowLocator(index));
  stats.set(loaded, parsed);
  return loaded;
}

/** Pure: parse manifest text. Used by loadManifest and by tests that never touch the disk. */
export function parseManifest(source: string, relPath: string, absPath = relPath): LoadedManifest {
  const lineCounter = new LineCounter();
  const doc = withPlainEnv(() => parseDocument(source, { ...PARSE_OPTIONS, lineCounter }));
  const diagnostics: Diagnostic[] = [];
  for (const err of doc.errors) {
    const { line, col } = lineCounter.linePos(err.pos[0]);
    diagnostics.push({
      code: 'MCPG001',
      severity: 'error',
      message: `YAML syntax error: ${firstLine(err.message)}`,
      path: [],
      loc: { file: relPath, line, col },
      hint: yamlHint(err.code),
    });
  }
  const fatal = diagnostics.length > 0;
  if (!fatal) diagnostics.push(...findDuplicateKeys(doc, lineCounter, relPath));
  const value = fatal ? undefined : doc.toJS(TO_JS_OPTIONS);
  return { relPath, absPath, source, doc, lineCounter, value, yamlDiagnostics: diagnostics, fatal };
}

function firstLine(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '');
}

function yamlHint(code: string): string | undefined {
  switch (code) {
    case 'MISSING_CHAR':
      return 'a quote, bracket or brace is not closed, or a line is indented inconsistently';
    case 'BAD_INDENT':
      return 'check the indentation: nested keys must be indented further than their parent, with spaces only';
    case 'TAB_AS_INDENT':
      return 'YAML does not allow tabs for indentation; use spaces';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'a key is missing its colon, or a value spans lines without quotes';
    default:
      return 'fix the YAML syntax; quote values that contain ": " or start with special characters';
  }
}

/** Top-level sections whose keys are names: a duplicate there is a duplicate name, with its own code. */
const NAMED_SECTIONS: Readonly<Record<string, { code: Diagnostic['code']; what: string }>> = {
  tools: { code: 'MCPG202', what: 'tool' },
  resources: { code: 'MCPG214', what: 'resource' },
  resourceTemplates: { code: 'MCPG214', what: 'resource template' },
  prompts: { code: 'MCPG214', what: 'prompt' },
};

function findDuplicateKeys(doc: Document, counter: LineCounter, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: unknown, at: PathSegment[]): void => {
    if (isMap(node)) {
      const seen = new Map<string, SourceLoc>();
      for (const item of node.items) {
        if (!isPair(item)) continue;
        const key = isScalar(item.key) ? String(item.key.value) : undefined;
        const loc = nodeLoc(item.key, counter, file);
        if (key !== undefined && loc) {
          const first = seen.get(key);
          if (first) {
            const section = at.length === 1 && Object.hasOwn(NAMED_SECTIONS, String(at[0])) ? NAMED_SECTIONS[String(at[0])] : undefined;
            const where = `(first defined at ${first.line}:${first.col})`;
            out.push({
              code: section ? section.code : 'MCPG002',
              severity: 'error',
              message: section ? `duplicate ${section.what} name "${key}" ${where}` : `duplicate key "${key}" ${where}`,
              path: [...at, key],
              loc,
              hint: section ? `${section.what} names must be unique; rename or remove one of them` : 'remove or rename one of the keys',
            });
          } else seen.set(key, loc);
        }
        visit(item.value, key === undefined ? at : [...at, key]);
      }
    } else if (isSeq(node)) node.items.forEach((item, i) => visit(item, [...at, i]));
  };
  visit(doc.contents, []);
  return out;
}

export function nodeLoc(node: unknown, counter: LineCounter, file: string): SourceLoc | undefined {
  if (!isNode(node) || !node.range) return undefined;
  const { line, col } = counter.linePos(node.range[0]);
  return { file, line, col };
}

/**
 * Location of the value at `at`, or of its key when `key` is set (unknown keys point at the key itself).
 * Falls back to the nearest ancestor that exists, so every diagnostic gets a line and column.
 */
export function locate(loaded: LoadedManifest, at: readonly PathSegment[], options: { key?: boolean } = {}): SourceLoc {
  const shallow = locators.get(loaded)?.locate(at, options.key ?? false, loaded.lineCounter, loaded.relPath);
  if (shallow) return shallow;
  for (let depth = at.length; depth >= 0; depth--) {
    const sub = at.slice(0, depth);
    if (options.key && depth === at.length && depth > 0) {
      const parent = sub.length > 1 ? loaded.doc.getIn(sub.slice(0, -1), true) : loaded.doc.contents;
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(sub[sub.length - 1]));
        const loc = pair ? nodeLoc(pair.key, loaded.lineCounter, loaded.relPath) : undefined;
        if (loc) return loc;
      }
    }
    const node: Node | unknown = sub.length === 0 ? loaded.doc.contents : loaded.doc.getIn(sub, true);
    const loc = nodeLoc(node, loaded.lineCounter, loaded.relPath);
    if (loc) return loc;
  }
  return { file: loaded.relPath, line: 1, col: 1 };
}

/** Reads the manifest; a missing file becomes a diagnostic naming the path that was tried. */
export async function readManifest(manifestPath: string, cwd: string): Promise<LoadedManifest | Diagnostic> {
  const absPath = path.resolve(cwd, manifestPath);
  const relPath = displayPath(absPath, cwd);
  try {
    return await parseManifestAsync(await readFile(absPath, 'utf8'), relPath, absPath);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : (error as Error).message;
    return {
      code: 'MCPG003', severity: 'error', message: `cannot read manifest ${relPath}: ${reason}`, path: [],
      loc: { file: relPath, line: 1, col: 1 }, hint: 'pass the manifest path, or run in a folder that has mcp.yaml (mcpgen init creates one)',
    };
  }
}

