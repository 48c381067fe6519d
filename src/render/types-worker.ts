// Worker thread: compiles the types, or one part of them (json-schema-to-typescript: a large share of a big
// server's render), while the main thread renders everything else, and prints most declarations in prettier's
// layout. The main thread formats the rest (prettier is loaded by one thread at most).
import { parentPort } from 'node:worker_threads';
import type { TypesPart } from './schema-types.js';
import { rawTypesFile, splitDeclarations, type TypesInput } from './types-file.js';

const port = parentPort!;

// json-schema-to-typescript reads process.env.VERBOSE on every log call; a worker's process.env is backed by C++
// interceptors (~0.35 µs a read), a plain copy by nothing. Nothing in this thread writes the environment.
process.env = { ...process.env };

/** The input arrives as a message: the worker may be started (and load its modules) before the IR exists. */
async function run({ input, header, part }: { input: TypesInput; header: string; part: TypesPart }): Promise<void> {
  const plan = splitDeclarations(await rawTypesFile(input, header, part), { continued: part.index > 0 });
  port.postMessage({ kind: 'chunks', ...plan });
}

port.once('message', (data: Parameters<typeof run>[0]) =>
  run(data).catch((error: unknown) =>
    port.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error), bug: error instanceof Error && error.name === 'GeneratorBugError' }),
  ),
);
