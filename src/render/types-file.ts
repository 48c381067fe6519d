import type { ServerIR } from '../ir/types.js';
import { formatTypeScript } from './format.js';
import { compileSchemaTypes } from './schema-types.js';

/** What the types file needs from the IR: plain data, so it can cross to a worker thread. */
export type TypesInput = Pick<ServerIR, 'definitions' | 'errors' | 'tools'>;

/** Thrown when the generator produced invalid TypeScript: a bug in mcpgen, never the user's fault. */
export class GeneratorBugError extends Error {
  override readonly name = 'GeneratorBugError';
}

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

/** src/generated/types.gen.ts, formatted: one json-schema-to-typescript compile, then prettier. */
export async function renderTypesFile(input: TypesInput, header: string): Promise<string> {
  const types = await compileSchemaTypes(input);
  const raw = `${header}\n// TypeScript types of every schema in the manifest (one compile, so shared definitions are one type).\n\n${types}`;
  return formatChecked('src/generated/types.gen.ts', raw);
}
