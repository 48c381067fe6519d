// Worker thread: renders types.gen.ts (json-schema-to-typescript, then prettier: a third of a large server's
// render) while the main thread renders and formats everything else.
import { parentPort, workerData } from 'node:worker_threads';
import { renderTypesFile, type TypesInput } from './types-file.js';

const { input, header } = workerData as { input: TypesInput; header: string };
renderTypesFile(input, header).then(
  (content) => parentPort!.postMessage({ ok: true, content }),
  (error: unknown) => parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error), bug: error instanceof Error && error.name === 'GeneratorBugError' }),
);
