// Worker thread: compiles the types (json-schema-to-typescript: a large share of a big server's render) while the
// main thread renders everything else, prints most declarations in prettier's layout, runs the syntax gate on
// them, then formats the remaining chunks, sharing them with the main thread through an atomic counter: each side
// claims the next unformatted chunk until none is left.
import { parentPort, workerData } from 'node:worker_threads';
import {
  checkPrinted, formatChecked, pendingChunks, rawTypesFile, splitDeclarations, TYPES_PATH, type TypesInput,
} from './types-file.js';

const { input, header, next } = workerData as { input: TypesInput; header: string; next: Int32Array };
const port = parentPort!;

async function run(): Promise<void> {
  const plan = splitDeclarations(await rawTypesFile(input, header));
  port.postMessage({ kind: 'chunks', ...plan });
  checkPrinted(plan);
  const pending = pendingChunks(plan);
  for (let i = Atomics.add(next, 0, 1); i < pending.length; i = Atomics.add(next, 0, 1)) {
    port.postMessage({ kind: 'formatted', index: pending[i]!, text: await formatChecked(TYPES_PATH, plan.chunks[pending[i]!]!) });
  }
  port.postMessage({ kind: 'done' });
}

run().catch((error: unknown) =>
  port.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error), bug: error instanceof Error && error.name === 'GeneratorBugError' }),
);
