import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { fileDiagnostic, type Diagnostic, type PathSegment } from '../diagnostics/diagnostic.js';
import { embedFileRefs } from './file-refs.js';
import { displayPath, ENTRY_SECTIONS, nodeLoc, type LoadedManifest } from './located.js';
import { isFolder, readViews } from './view-files.js';

export { displayPath, locate, locateIn, nodeLoc, type EmbeddedSchema, type LoadedManifest, type SchemaFile, type ViewFile } from './located.js';

export async function loadManifest(manifestPath: string, cwd: string): Promise<LoadedManifest> {
  const absPath = await manifestFile(manifestPath, cwd);
  return readViews(await embedFileRefs(parseManifest(await readFile(absPath, 'utf8'), displayPath(absPath, cwd), absPath), cwd), cwd);
}

/**
 * Runs `fn` with process.env swapped for a plain copy. yaml 2.9.1 reads process.env.LOG_TOKENS once per token
 * (and LOG_STREAM in the composer); process.env is backed by C++ interceptors, so on a 6 MB manifest those reads
 * alone cost ~0.7 s. The parse is synchronous, so nothing else can observe the copy; restored even on a throw.
 */
function withPlainEnv<T>(fn: () => T): T {
  const env = process.env;
  process.env = { ...env };
  try {
    return fn();
  } finally {
    process.env = env;
  }
}

/**
 * Pure: parse manifest text (schema files its `$ref`s name are not read: readManifest does that). Used by
 * loadManifest and by tests that never touch the disk.
 */
export function parseManifest(source: string, relPath: string, absPath = relPath): LoadedManifest {
  const lineCounter = new LineCounter();
  const doc = withPlainEnv(() => parseDocument(source, { prettyErrors: false, uniqueKeys: false, keepSourceTokens: false, lineCounter }));
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<number>();
  for (const err of doc.errors) {
    // yaml may report one cause several times from the same place: one error each.
    if (reported.has(err.pos[0])) continue;
    reported.add(err.pos[0]);
    const misindented = err.code === 'BLOCK_AS_IMPLICIT_KEY' || err.code === 'MULTILINE_IMPLICIT_KEY' ? misindentedKey(source, err.pos[0]) : undefined;
    // An indentation error is at the start of its line; the key it is about starts after the spaces.
    const start = err.code === 'BAD_INDENT' ? err.pos[0] + /^ */.exec(source.slice(err.pos[0]))![0].length : err.pos[0];
    const { line, col } = lineCounter.linePos(misindented?.offset ?? start);
    const message = misindented
      ? `this key is indented further than the key above it (column ${misindented.col}, the key above is at ${misindented.above})`
      : err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const hint = misindented ? 'indent it like its siblings, or, if it belongs to the key above, give that key no value on its line' : yamlHint(err.code);
    diagnostics.push(fileDiagnostic('MCPG001', 'error', { file: relPath, line, col }, `YAML syntax error: ${message}`, hint));
  }
  const fatal = diagnostics.length > 0;
  if (!fatal) diagnostics.push(...findDuplicateKeys(doc, lineCounter, relPath));
  const value = fatal ? undefined : doc.toJS({ maxAliasCount: 100 });
  return { relPath, absPath, source, doc, lineCounter, value, yamlDiagnostics: diagnostics, fatal, files: [] };
}

/**
 * yaml reports an over-indented key (`description: x` then `     title: t`) as a multi-line implicit key at the end
 * of the line above: the key of the next line, when that line is a `key:` indented further, is the place to show.
 */
function misindentedKey(source: string, offset: number): { offset: number; col: number; above: number } | undefined {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  const nextStart = source.indexOf('\n', offset);
  if (nextStart < 0) return undefined;
  const above = /^ */.exec(source.slice(lineStart))![0].length;
  const nextEnd = source.indexOf('\n', nextStart + 1);
  const next = source.slice(nextStart + 1, nextEnd < 0 ? undefined : nextEnd);
  const indent = /^ */.exec(next)![0].length;
  if (indent <= above || !/^ *[^\s#-][^:]*:(\s|$)/.test(next)) return undefined;
  return { offset: nextStart + 1 + indent, col: indent + 1, above: above + 1 };
}

/** Hints by yaml's error code. */
const YAML_HINTS: Readonly<Record<string, string>> = {
  MISSING_CHAR: 'a quote, bracket or brace is not closed, or a line is indented inconsistently',
  BAD_INDENT: 'check the indentation: nested keys must be indented further than their parent, with spaces only',
  TAB_AS_INDENT: 'YAML does not allow tabs for indentation; use spaces',
  BLOCK_AS_IMPLICIT_KEY: 'a key is missing its colon, or a value spans lines without quotes',
  MULTILINE_IMPLICIT_KEY: 'a key is missing its colon, or a value spans lines without quotes',
};
const yamlHint = (code: string): string => YAML_HINTS[code] ?? 'fix the YAML syntax; quote values that contain ": " or start with special characters';

function findDuplicateKeys(doc: Document, counter: LineCounter, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: unknown, at: PathSegment[]): void => {
    if (isMap(node)) {
      // Each key's node; lines and columns are worked out only for a duplicate.
      const seen = new Map<string, Node>();
      for (const item of node.items) {
        if (!isPair(item)) continue;
        const keyNode = isScalar(item.key) ? item.key : undefined;
        const key = keyNode ? String(keyNode.value) : undefined;
        if (keyNode && key !== undefined && keyNode.range) {
          const firstKey = seen.get(key);
          const first = firstKey && nodeLoc(firstKey, counter, file);
          const loc = first && nodeLoc(keyNode, counter, file);
          if (first && loc) {
            // In a section whose keys are names, a duplicate is a duplicate name, with its own code.
            const what = at.length === 1 && Object.hasOwn(ENTRY_SECTIONS, at[0]!) ? ENTRY_SECTIONS[at[0] as keyof typeof ENTRY_SECTIONS] : undefined;
            const where = `(first defined at ${first.line}:${first.col})`;
            out.push({
              code: what ? (at[0] === 'tools' ? 'MCPG202' : 'MCPG214') : 'MCPG002',
              severity: 'error',
              message: what ? `duplicate ${what} name "${key}" ${where}` : `duplicate key "${key}" ${where}`,
              path: [...at, key],
              loc,
              hint: what ? `${what} names must be unique; rename or remove one of them` : 'remove or rename one of the keys',
            });
          } else seen.set(key, keyNode);
        }
        visit(item.value, key === undefined ? at : [...at, key]);
      }
    } else if (isSeq(node))
      node.items.forEach((item, i) => {
        visit(item, [...at, i]);
      });
  };
  visit(doc.contents, []);
  return out;
}

/** The manifest's absolute path; a folder stands for the mcp.yaml in it. */
export async function manifestFile(manifestPath: string, cwd: string): Promise<string> {
  const absPath = path.resolve(cwd, manifestPath);
  return (await isFolder(absPath)) ? path.join(absPath, 'mcp.yaml') : absPath;
}

/** Reads the manifest; a missing file becomes a diagnostic naming the path that was tried. */
export async function readManifest(manifestPath: string, cwd: string): Promise<LoadedManifest | Diagnostic> {
  const absPath = await manifestFile(manifestPath, cwd);
  const relPath = displayPath(absPath, cwd);
  const text = await readFile(absPath, 'utf8').catch((error: NodeJS.ErrnoException) => error);
  if (typeof text === 'string') return readViews(await embedFileRefs(parseManifest(text, relPath, absPath), cwd), cwd);
  const reason = text.code === 'ENOENT' ? 'not found' : text.message;
  const hint = 'pass the manifest path, or run in a folder that has mcp.yaml (mcpgen init creates one)';
  return fileDiagnostic('MCPG003', 'error', { file: relPath, line: 1, col: 1 }, `cannot read manifest ${relPath}: ${reason}`, hint);
}
