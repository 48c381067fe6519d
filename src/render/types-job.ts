import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  formatChecked, GeneratorBugError, joinFormatted, pendingChunks, rawTypesFile, splitDeclarations, TYPES_PATH,
  type TypesChunks, type TypesInput,
} from './types-file.js';
import { typesSource, type TypesPart } from './schema-types.js';
import type { SyntaxGate } from './ts/gate-job.js';
import { WorkerSlot } from './worker-slot.js';

/** Built next to this module; absent when running from the TypeScript sources (tests), where it runs in-process. */
const WORKER_URL = new URL('./types-worker.js', import.meta.url);

/** Below this many schemas a worker's start-up (~0.4 s to load the type generator and prettier) costs more than it saves. */
const WORKER_MIN_SCHEMAS = 100;

/** From this many schemas the types are compiled in two parts, one per worker (json-schema-to-typescript is single-threaded). */
const SPLIT_MIN_SCHEMAS = 400;

/** MCPGEN_RENDER_WORKER=never|always overrides the size rule (tests use it to compare both paths). */
function useWorker(schemas: number): boolean {
  const setting = process.env.MCPGEN_RENDER_WORKER;
  if (setting === 'never' || !existsSync(fileURLToPath(WORKER_URL))) return false;
  return setting === 'always' || schemas >= WORKER_MIN_SCHEMAS;
}

/**
 * How many parts the types are compiled in. The parts join to the same bytes whatever their number
 * (schema-types.ts), so this is only about speed; MCPGEN_TYPES_PARTS=N forces it (tests compare the outputs).
 */
function partCount(schemas: number, inWorkers: boolean): number {
  const forced = Number(process.env.MCPGEN_TYPES_PARTS);
  if (Number.isInteger(forced) && forced >= 1) return forced;
  return inWorkers && schemas >= SPLIT_MIN_SCHEMAS && availableParallelism() >= 2 ? 2 : 1;
}

const schemaCount = (input: TypesInput) => input.tools.length * 2 + input.definitions.length;

/** Whether types.gen.ts of this input is compiled in the worker (a large server). */
export const typesInWorker = (input: TypesInput): boolean => useWorker(schemaCount(input));

const slots: WorkerSlot[] = [];
const slot = (i: number) => (slots[i] ??= new WorkerSlot(WORKER_URL));

/**
 * Starts the workers before the IR exists (while the manifest is validated and normalized, on one core) so that
 * loading the type generator overlaps that work; startTypesFile then hands them the input. `schemas` is the
 * expected schema count; the answer is whether the types will be compiled in workers.
 */
export function prewarmTypesWorker(schemas: number): boolean {
  if (!useWorker(schemas)) return false;
  for (let i = 0; i < partCount(schemas, true); i++) slot(i).start();
  return true;
}

/** Stops prewarmed workers that will not be used (validation failed, or fewer parts than expected). */
export const dropPrewarmedTypesWorker = (from = 0): void => slots.slice(from).forEach((s) => s.drop());

/** The declarations printed directly, for the syntax gate (prettier's parse checks the rest). */
const printedText = (plan: TypesChunks) => plan.chunks.filter((_, i) => plan.printed[i]).join('\n');

/** types.gen.ts, being rendered; `finish()` is called once the caller's other work is done, and helps with the rest. */
export interface TypesJob {
  finish(): Promise<string>;
}

/**
 * Starts rendering types.gen.ts. For a large server worker threads compile the types (in parts) while the caller
 * renders everything else, print what they can in prettier's layout and format the rest, with the caller's help.
 */
export function startTypesFile(input: TypesInput, header: string, gate: SyntaxGate): TypesJob {
  const inWorkers = typesInWorker(input);
  const of = partCount(schemaCount(input), inWorkers);
  if (inWorkers) dropPrewarmedTypesWorker(of);
  // A worker is sent a copy: only what the types read (GitHub's IR has 5 MB of tool schemas; without $defs, 2 MB).
  const source = inWorkers ? typesSource(input) : input;
  const parts = Array.from({ length: of }, (_, index) => (inWorkers ? workerPart : localPart)(source, header, { index, of }, gate));
  return {
    async finish() {
      const texts: string[] = [];
      let failure: unknown;
      // In order, the caller helping each part with its prettier share; every part is awaited (its worker ends).
      for (const part of parts) {
        try {
          texts.push(await part.finish());
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure !== undefined) throw failure;
      return texts.join('');
    },
  };
}

/**
 * The syntax gate for what was printed directly; prettier for what the printer was unsure of (GitHub: 9 of 3,400
 * declarations), always on this thread, so that prettier is loaded by one thread at most.
 */
async function finishPart(plan: TypesChunks, gate: SyntaxGate): Promise<string> {
  gate.check(`${TYPES_PATH} (printed directly)`, printedText(plan));
  const formatted = [...plan.chunks];
  for (const i of pendingChunks(plan)) formatted[i] = await formatChecked(TYPES_PATH, plan.chunks[i]!);
  return joinFormatted(formatted, plan.blankBefore);
}

/** One part rendered on this thread (small servers, and tests, which run from the sources). */
function localPart(input: TypesInput, header: string, part: TypesPart, gate: SyntaxGate): TypesJob {
  return {
    finish: async () => finishPart(splitDeclarations(await rawTypesFile(input, header, part), { continued: part.index > 0 }), gate),
  };
}

type WorkerMessage = ({ kind: 'chunks' } & TypesChunks) | { kind: 'error'; message: string; bug: boolean };

/** One part compiled in a worker, which prints what it can in prettier's layout; the caller formats the rest. */
function workerPart(input: TypesInput, header: string, part: TypesPart, gate: SyntaxGate): TypesJob {
  const worker = slot(part.index).take();
  worker.postMessage({ input, header, part });
  let received: TypesChunks | undefined;
  // Settled from the first moment, so a failure before finish() is awaited is never an unhandled rejection.
  const workerDone = new Promise<void>((resolve, reject) => {
    worker.once('message', (m: WorkerMessage) => {
      if (m.kind === 'chunks') {
        received = m;
        resolve();
      } else reject(m.bug ? new GeneratorBugError(m.message) : new Error(`rendering types.gen.ts failed: ${m.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the types worker exited with code ${code}`)));
  });
  const outcome = workerDone.then(() => undefined, (error: unknown) => error);
  return {
    async finish() {
      const error = await outcome;
      await worker.terminate();
      if (error) throw error;
      return finishPart(received!, gate);
    },
  };
}
