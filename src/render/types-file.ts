import type { ServerIR } from '../ir/types.js';
import { formatTypeScript } from './format.js';
import { compileSchemaTypes } from './schema-types.js';

/** What the types file needs from the IR: plain data, so it can cross to a worker thread. */
export type TypesInput = Pick<ServerIR, 'definitions' | 'errors' | 'tools'>;

/** Thrown when the generator produced invalid TypeScript: a bug in mcpgen, never the user's fault. */
export class GeneratorBugError extends Error {
  override readonly name = 'GeneratorBugError';
}

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

/** types.gen.ts before formatting, cut into pieces that prettier formats independently (see splitDeclarations). */
export interface TypesChunks {
  readonly chunks: readonly string[];
  /** chunks[i] (i > 0) followed a blank line, which prettier keeps between statements but drops at a chunk's end. */
  readonly blankBefore: readonly boolean[];
}

/** About this many lines per chunk: prettier's cost grows faster than linearly with the size of what it formats. */
const CHUNK_LINES = 2_000;

/**
 * Cuts the file before top-level declarations (with the doc comment above them). Prettier formats top-level
 * statements one by one, so formatting the pieces and joining them gives the same bytes as formatting the whole
 * (checked by test/render-format.test.ts) in less time, and lets two threads share the work.
 */
export function splitDeclarations(raw: string, chunkLines = CHUNK_LINES): TypesChunks {
  const lines = raw.split('\n');
  const cuts: number[] = [];
  for (let at = chunkLines; at < lines.length; at += chunkLines) {
    let i = at;
    while (i < lines.length && !/^export (?:interface|type) /.test(lines[i]!)) i++;
    if (i >= lines.length) break;
    // json-schema-to-typescript prints nothing indented: a doc comment right above belongs to the declaration.
    if (/^\s*\*\/\s*$/.test(lines[i - 1] ?? '')) {
      while (i > 0 && !/^\/\*\*/.test(lines[i - 1]!)) i--;
      i--;
    }
    if (i > (cuts[cuts.length - 1] ?? 0)) cuts.push(i);
    at = Math.max(at, i);
  }
  const bounds = [0, ...cuts, lines.length];
  const chunks = bounds.slice(1).map((end, k) => `${lines.slice(bounds[k], end).join('\n')}${end < lines.length ? '\n' : ''}`);
  return { chunks, blankBefore: chunks.map((_, k) => k > 0 && lines[bounds[k]! - 1] === '') };
}

export function joinFormatted(formatted: readonly string[], blankBefore: readonly boolean[]): string {
  return formatted.map((text, k) => (blankBefore[k] ? `\n${text}` : text)).join('');
}

/** types.gen.ts before formatting: one json-schema-to-typescript compile of every schema. */
export async function rawTypesFile(input: TypesInput, header: string): Promise<string> {
  const types = await compileSchemaTypes(input);
  return `${header}\n// TypeScript types of every schema in the manifest (one compile, so shared definitions are one type).\n\n${types}`;
}
