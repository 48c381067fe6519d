// Worker thread: compiles the types, or one part of them (json-schema-to-typescript: a large share of a big server's render) while the
// main thread renders everything else, prints most declarations in prettier's layout, then formats the remaining
// chunks, sharing them with the main thread (which runs the syntax gate of the printed part first) through an
// atomic counter: each side claims the next unformatted chunk until none is left.
import { parentPort } from 'node:worker_threads';
import type { TypesPart } from './schema-types.js';
import {
  formatChecked, pendingChunks, rawTypesFile, splitDeclarations, TYPES_PATH, type TypesInput,
} from './types-file.js';

const port = parentPort!;

// json-schema-to-typescript reads process.env.VERBOSE on every log call; a worker's process.env is backed by C++
// interceptors (~0.35 µs a read), a plain copy by nothing. Nothing in this thread writes the environment.
process.env = { ...process.env };

/** The input arrives as a message: the worker may be started (and load its modules) before the IR exists. */
async function run({ input, header, part, next }: { input: TypesInput; header: string; part: TypesPart; next: Int32Array }): Promise<void> {
  const plan = splitDeclarations(await rawTypesFile(input, header, part), { continued: part.index > 0 });
  port.postMessage({ kind: 'chunks', ...plan });
  const pending = pendingChunks(plan);
  for (let i = Atomics.add(next, 0, 1); i < pending.length; i = Atomics.add(next, 0, 1)) {
    port.postMessage({ kind: 'formatted', index: pending[i]!, text: await formatChecked(TYPES_PATH, plan.chunks[pending[i]!]!) });
  }
  port.postMessage({ kind: 'done' });
}

port.once('message', (data: Parameters<typeof run>[0]) =>
  run(data).catch((error: unknown) =>
    port.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error), bug: error instanceof Error && error.name === 'GeneratorBugError' }),
  ),
);
