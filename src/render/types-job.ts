import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  formatChecked, GeneratorBugError, joinFormatted, pendingChunks, rawTypesFile, splitDeclarations, TYPES_PATH,
  type TypesChunks, type TypesInput,
} from './types-file.js';
import type { SyntaxGate } from './ts/gate-job.js';
import { WorkerSlot } from './worker-slot.js';

/** Built next to this module; absent when running from the TypeScript sources (tests), where it runs in-process. */
const WORKER_URL = new URL('./types-worker.js', import.meta.url);

/** Below this many schemas a worker's start-up (~0.4 s to load the type generator and prettier) costs more than it saves. */
const WORKER_MIN_SCHEMAS = 100;

/** MCPGEN_RENDER_WORKER=never|always overrides the size rule (tests use it to compare both paths). */
function useWorker(schemas: number): boolean {
  const setting = process.env.MCPGEN_RENDER_WORKER;
  if (setting === 'never' || !existsSync(fileURLToPath(WORKER_URL))) return false;
  return setting === 'always' || schemas >= WORKER_MIN_SCHEMAS;
}

const schemaCount = (input: TypesInput) => input.tools.length * 2 + input.definitions.length;

/** Whether types.gen.ts of this input is compiled in the worker (a large server). */
export const typesInWorker = (input: TypesInput): boolean => useWorker(schemaCount(input));

const slot = new WorkerSlot(WORKER_URL);

/**
 * Starts the worker before the IR exists (while the manifest is validated and normalized, on one core) so that
 * loading the type generator overlaps that work; startTypesFile then hands it the input. `schemas` is the
 * expected schema count; the answer is whether the types will be compiled in the worker.
 */
export function prewarmTypesWorker(schemas: number): boolean {
  if (!useWorker(schemas)) return false;
  slot.start();
  return true;
}

/** Stops a prewarmed worker that will not be used (validation failed). */
export const dropPrewarmedTypesWorker = (): void => slot.drop();

/** The declarations printed directly, for the syntax gate (prettier's parse checks the rest). */
const printedText = (plan: TypesChunks) => plan.chunks.filter((_, i) => plan.printed[i]).join('\n');

/** types.gen.ts, being rendered; `finish()` is called once the caller's other work is done, and helps with the rest. */
export interface TypesJob {
  finish(): Promise<string>;
}

type WorkerMessage =
  | ({ kind: 'chunks' } & TypesChunks)
  | { kind: 'formatted'; index: number; text: string }
  | { kind: 'done' }
  | { kind: 'error'; message: string; bug: boolean };

/**
 * Starts rendering types.gen.ts. For a large server a worker thread compiles the types while the caller renders
 * everything else, prints what it can in prettier's layout and checks that it parses; both threads format the rest.
 */
export function startTypesFile(input: TypesInput, header: string, gate: SyntaxGate): TypesJob {
  if (!typesInWorker(input)) {
    return {
      async finish() {
        const plan = splitDeclarations(await rawTypesFile(input, header));
        gate.check(`${TYPES_PATH} (printed directly)`, printedText(plan));
        const formatted = [...plan.chunks];
        for (const i of pendingChunks(plan)) formatted[i] = await formatChecked(TYPES_PATH, plan.chunks[i]!);
        return joinFormatted(formatted, plan.blankBefore);
      },
    };
  }
  const next = new Int32Array(new SharedArrayBuffer(4));
  const worker = slot.take();
  worker.postMessage({ input, header, next });
  let received: TypesChunks | undefined;
  const formatted: string[] = [];
  let chunksReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (chunksReady = resolve));
  // Settled from the first moment, so a failure before finish() is awaited is never an unhandled rejection.
  const workerDone = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: WorkerMessage) => {
      if (m.kind === 'chunks') {
        received = m;
        chunksReady();
      } else if (m.kind === 'formatted') formatted[m.index] = m.text;
      else if (m.kind === 'done') resolve();
      else reject(m.bug ? new GeneratorBugError(m.message) : new Error(`rendering types.gen.ts failed: ${m.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the types worker exited with code ${code}`)));
  });
  const outcome = workerDone.then(() => undefined, (error: unknown) => error);
  return {
    async finish() {
      await Promise.race([ready, outcome.then((error) => Promise.reject(error ?? new Error('the types worker stopped early')))]);
      const plan = received!;
      const pending = pendingChunks(plan);
      // The worker went straight on to prettier's share; the directly printed part goes to the syntax gate.
      gate.check(`${TYPES_PATH} (printed directly)`, printedText(plan));
      for (let i = Atomics.add(next, 0, 1); i < pending.length; i = Atomics.add(next, 0, 1)) {
        formatted[pending[i]!] = await formatChecked(TYPES_PATH, plan.chunks[pending[i]!]!);
      }
      const error = await outcome;
      await worker.terminate();
      if (error) throw error;
      plan.printed.forEach((p, i) => p && (formatted[i] = plan.chunks[i]!));
      return joinFormatted(formatted, plan.blankBefore);
    },
  };
}
