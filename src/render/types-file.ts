import { formatTypeScript } from './format.js';
import { GeneratorBugError } from './generator-bug.js';
import { compileSchemaTypes, declarationStarts, WHOLE, type TypesPart, type TypesSource } from './schema-types.js';
import { printDeclaration } from './pretty-types.js';

/** What the types file needs from the IR: plain data, so it can cross to a worker thread. */
export type TypesInput = TypesSource;

export { GeneratorBugError };

export const TYPES_PATH = 'src/generated/types.gen.ts';

/**
 * Prettier parses every .ts file with the TypeScript parser and throws on the first syntax error, so formatting is
 * the syntax gate (a separate transpile of each file cost more than the formatting itself).
 */
export async function formatChecked(path: string, raw: string): Promise<string> {
  try {
    return await formatTypeScript(raw);
  } catch (error) {
    throw new GeneratorBugError(`generated invalid TypeScript: ${path}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * types.gen.ts cut into pieces in file order: runs of declarations printed directly in prettier's layout
 * (pretty-types.ts), and chunks of the others, which prettier formats independently.
 */
export interface TypesChunks {
  /** Printed text (printed[i]) or the raw text prettier is to format. */
  readonly chunks: readonly string[];
  readonly printed: readonly boolean[];
  /** chunks[i] (i > 0) followed a blank line, which prettier keeps between statements but drops at a chunk's end. */
  readonly blankBefore: readonly boolean[];
}

/** About this many lines per chunk: prettier's cost grows faster than linearly with the size of what it formats. */
const CHUNK_LINES = 2_000;

/**
 * Cuts the file before top-level declarations and prints each one directly when pretty-types.ts is sure of
 * prettier's layout. Prettier formats top-level statements one by one, so formatting the other pieces and joining
 * everything gives the same bytes as formatting the whole (test/unit/pretty-types.test.ts, types-chunks.test.ts).
 */
export function splitDeclarations(raw: string, { chunkLines = CHUNK_LINES, selfPrint = true, continued = false } = {}): TypesChunks {
  // A later part of the file (rawTypesFile with part.index > 0): declarations only, no header.
  if (continued && raw === '') return { chunks: [], printed: [], blankBefore: [] };
  const lines = raw.split('\n');
  const starts = declarationStarts(lines);
  const blank = (line: string) => /^\s*$/.test(line);
  // The `//` header before the first declaration: prettier keeps it as written, with at most one blank line.
  const header = lines.slice(0, starts[0] ?? lines.length);
  const plainHeader = selfPrint && starts.length > 0 && header.every((l) => blank(l) || /^\/\/.*\S$|^\/\/$/.test(l)) && header.some((l) => !blank(l));
  const chunks: string[] = [];
  const printed: boolean[] = [];
  const blankBefore: boolean[] = [];
  let open: { text: string[]; printed: boolean; lines: number } | undefined;
  const flush = () => {
    if (open) chunks[chunks.length - 1] = `${open.text.join('\n')}\n`;
  };
  const push = (text: string, isPrinted: boolean, blankAbove: boolean, size: number) => {
    if (open && open.printed === isPrinted && (isPrinted || open.lines + size <= chunkLines)) {
      open.text.push(blankAbove ? `\n${text}` : text);
      open.lines += size;
      return;
    }
    flush();
    open = { text: [text], printed: isPrinted, lines: size };
    chunks.push('');
    printed.push(isPrinted);
    blankBefore.push(chunks.length > 1 && blankAbove);
  };
  let blankAbove = false;
  let pendingHeader: string | undefined;
  if (plainHeader) {
    const kept = header.filter((l, i) => !blank(l) || (i > 0 && !blank(header[i - 1]!)));
    while (blank(kept[0]!)) kept.shift();
    blankAbove = blank(kept[kept.length - 1]!);
    if (blankAbove) kept.pop();
    push(kept.join('\n'), true, false, kept.length);
  } else if (starts.length > 0 && !(continued && starts[0] === 0)) pendingHeader = header.join('\n');
  for (let k = 0; k < starts.length; k++) {
    const unit = lines.slice(starts[k], starts[k + 1] ?? lines.length);
    let end = unit.length;
    while (end > 0 && blank(unit[end - 1]!)) end--;
    const text = unit.slice(0, end).join('\n');
    let out: string | undefined;
    if (selfPrint && pendingHeader === undefined) {
      try {
        out = printDeclaration(text);
      } catch {
        // Not certain of prettier's layout (or not a shape handled there): prettier formats it.
      }
    }
    if (out !== undefined) push(out, true, blankAbove, 0);
    else {
      push(pendingHeader !== undefined ? `${pendingHeader}\n${text}` : text, false, blankAbove, end);
      pendingHeader = undefined;
    }
    blankAbove = end < unit.length;
  }
  if (starts.length === 0) push(raw.replace(/\n$/, ''), false, false, lines.length);
  flush();
  return { chunks, printed, blankBefore };
}

/** Indices of the chunks prettier formats (both threads claim them in this order through one counter). */
export const pendingChunks = (plan: TypesChunks): number[] => plan.printed.flatMap((p, i) => (p ? [] : [i]));

export function joinFormatted(formatted: readonly string[], blankBefore: readonly boolean[]): string {
  return formatted.map((text, k) => (blankBefore[k] ? `\n${text}` : text)).join('');
}

/** Lines of the file and how many of them were printed directly (a check that the direct path is taken). */
export function printedShare(plan: TypesChunks, formatted: readonly string[]): { lines: number; printedLines: number } {
  let lines = 0;
  let printedLines = 0;
  formatted.forEach((text, k) => {
    const n = text.split('\n').length - 1 + (plan.blankBefore[k] ? 1 : 0);
    lines += n;
    if (plan.printed[k]) printedLines += n;
  });
  return { lines, printedLines };
}

/**
 * types.gen.ts before formatting, or one part of it: the parts, each split with `continued` after the first,
 * join to the whole file's bytes (schema-types.ts).
 */
export async function rawTypesFile(input: TypesInput, header: string, part: TypesPart = WHOLE): Promise<string> {
  const types = await compileSchemaTypes(input, part);
  if (part.index > 0) return types;
  return `${header}\n// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.\n\n${types}`;
}
