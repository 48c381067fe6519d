import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

// Required on first use, not imported: importing a CommonJS package from ESM first scans its source for export
// names (~0.25 s for ts-morph), and a render whose gate runs in a worker never needs TypeScript here. The gate
// needs only the parser: ts-morph's own TypeScript (ts-morph's `ts`), without the rest of ts-morph (~22 MB less).
let typescript: typeof TsMorph.ts | undefined;
export const loadTs = () => {
  const fromTsMorph = createRequire(createRequire(import.meta.url).resolve('ts-morph'));
  return (typescript ??= fromTsMorph('@ts-morph/common/dist/typescript.js') as typeof TsMorph.ts);
};

export interface SyntaxProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * Every .ts file we emit must parse; a failure is a generator bug (exit 3), caught before any write. Prettier's
 * parse is the gate for the files it formats; this one (a parse only, no emit) covers the files printed directly.
 */
export function checkSyntax(path: string, source: string): SyntaxProblem[] {
  const ts = loadTs();
  const { file, diagnostics } = parsed(path, source);
  return diagnostics.map((d) => {
    const where = file.getLineAndCharacterOfPosition(d.start);
    return { path: `${path}:${where.line + 1}:${where.character + 1}`, message: ts.flattenDiagnosticMessageText(d.messageText, '\n') };
  });
}

/** The parse of one text, and what the parser found wrong with it. */
function parsed(path: string, source: string) {
  const ts = loadTs();
  // JSDoc is not parsed: a doc comment cannot make a file fail to parse, and reading them triples the cost.
  const options = { languageVersion: ts.ScriptTarget.ES2022, jsDocParsingMode: ts.JSDocParsingMode.ParseNone };
  const file = ts.createSourceFile(path, source, options, false, ts.ScriptKind.TS);
  // parseDiagnostics is what the parser found; the public API only exposes it through a program.
  const diagnostics = (file as unknown as { parseDiagnostics?: readonly TsMorph.ts.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
  return { file, diagnostics };
}

export interface SourceText {
  readonly path: string;
  readonly source: string;
}

/**
 * Many small files (a large server's ~1,200 handler stubs) parsed as one text: ~3× cheaper than one by one. With
 * no parse error, no top-level statement running from one file into the next, and no block comment left open at a
 * file's end, each file parses alone as its part of the whole did. Otherwise each file is parsed alone, for the
 * problems and their places.
 */
export function checkSyntaxAll(files: readonly SourceText[]): SyntaxProblem[] {
  if (files.length === 0) return [];
  const starts: number[] = [];
  let length = 0;
  for (const f of files) {
    starts.push(length);
    length += f.source.length + 1;
  }
  const { file, diagnostics } = parsed('all.ts', files.map((f) => f.source).join('\n'));
  const openComment = files.some((f) => f.source.lastIndexOf('/*') > f.source.lastIndexOf('*/'));
  if (diagnostics.length === 0 && !openComment && !crossesFiles(file, starts)) return [];
  return files.flatMap((f) => checkSyntax(f.path, f.source));
}

/** Whether a top-level statement starts in one file and ends in another (`starts`: each file's first offset). */
function crossesFiles(file: TsMorph.ts.SourceFile, starts: readonly number[]): boolean {
  let next = 1;
  for (const statement of file.statements) {
    const start = statement.getStart(file);
    while (next < starts.length && starts[next]! <= start) next++;
    if (next < starts.length && starts[next]! < statement.end) return true;
  }
  return false;
}
