// Worker thread: compiles the types (json-schema-to-typescript: the largest share of a big server's render) while
// the main thread renders everything else, and prints most declarations in prettier's layout. The file is compiled
// in parts claimed from a counter shared with the main thread (types-job.ts); the main thread formats what the
// printer was unsure of (prettier is loaded by one thread at most).
import { parentPort } from 'node:worker_threads';
import type { TypesInput } from './types-file.js';
import { planPart } from './types-job.js';

const port = parentPort!;

// json-schema-to-typescript reads process.env.VERBOSE on every log call; a worker's process.env is backed by C++
// interceptors (~0.35 µs a read), a plain copy by nothing. Nothing in this thread writes the environment.
process.env = { ...process.env };

/** The input arrives as a message: the worker may be started (and load its modules) before the IR exists. */
async function run({ input, header, of, next }: { input: TypesInput; header: string; of: number; next: Int32Array }): Promise<void> {
  for (let i = Atomics.add(next, 0, 1); i < of; i = Atomics.add(next, 0, 1)) {
    port.postMessage({ kind: 'chunks', index: i, ...(await planPart(input, header, { index: i, of })) });
  }
  port.postMessage({ kind: 'done' });
}

port.once('message', (data: Parameters<typeof run>[0]) =>
  run(data).catch((error: unknown) =>
    port.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error), bug: error instanceof Error && error.name === 'GeneratorBugError' }),
  ),
);
