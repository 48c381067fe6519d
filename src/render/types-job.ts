import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import {
  formatChecked, GeneratorBugError, joinFormatted, pendingChunks, rawTypesFile, splitDeclarations, TYPES_PATH,
  type TypesChunks, type TypesInput,
} from './types-file.js';
import { typesSource, type TypesPart } from './schema-types.js';
import { WorkerSlot } from './worker-slot.js';

/** Built next to this module; absent when running from the TypeScript sources (tests), where it runs in-process. */
const WORKER_URL = new URL('./types-worker.js', import.meta.url);

/** Below this many schemas a worker's start-up (~0.4 s to load TypeScript) costs more than it saves. */
const WORKER_MIN_SCHEMAS = 100;

/** From this many schemas the types are compiled in parts that both threads claim (see startTypesFile). */
const SPLIT_MIN_SCHEMAS = 400;
const SPLIT_PARTS = 16;

/**
 * The types are compiled in a worker only with 4 cores or more. On 2 cores a second isolate compiling types costs
 * more than it saves (its own JIT of the same code, its own GC, the copy of the input, while V8's helper threads of
 * both need the cores): GitHub's render took ~4.9 s with it and ~4.4 s without, the syntax gate still in its own
 * worker (1.5 s less CPU).
 */
const TYPES_WORKER_MIN_CORES = 4;

/** MCPGEN_RENDER_WORKER=never|always overrides the size and core rules (tests use it to compare both paths). */
function useWorker(schemas: number): boolean {
  const setting = process.env.MCPGEN_RENDER_WORKER;
  if (setting === 'never' || !existsSync(fileURLToPath(WORKER_URL))) return false;
  return setting === 'always' || (schemas >= WORKER_MIN_SCHEMAS && availableParallelism() >= TYPES_WORKER_MIN_CORES);
}

/**
 * How many parts the types are compiled in. The parts join to the same bytes whatever their number
 * (schema-types.ts), so this is only about speed; MCPGEN_TYPES_PARTS=N forces it (tests compare the outputs).
 */
function partCount(schemas: number): number {
  const forced = Number(process.env.MCPGEN_TYPES_PARTS);
  if (Number.isInteger(forced) && forced >= 1) return forced;
  return schemas >= SPLIT_MIN_SCHEMAS ? SPLIT_PARTS : 1;
}

const schemaCount = (input: TypesInput) => input.tools.length * 2 + input.definitions.length;

const slot = new WorkerSlot(WORKER_URL);

/** A large server's render worker (prewarmed), which compiles a share of its types and runs its syntax gate. */
export const takeTypesWorker = (input: TypesInput): Worker | undefined => (useWorker(schemaCount(input)) ? slot.take() : undefined);

/**
 * Starts the worker before the IR exists (while the manifest is validated and normalized, on one core) so that
 * loading TypeScript overlaps that work; startTypesFile then hands it the input. `schemas` is the
 * expected schema count; the answer is whether the types will be compiled in the worker.
 */
export function prewarmTypesWorker(schemas: number): boolean {
  if (!useWorker(schemas)) return false;
  slot.start();
  return true;
}

/**
 * Starts the render worker before the manifest is even read (a manifest large enough to need it, on enough cores);
 * false when it will not be used.
 */
export function prewarmRenderWorker(): boolean {
  if (!useWorker(Infinity)) return false;
  slot.start();
  return true;
}

/** Stops a prewarmed worker that will not be used (validation failed). */
export const dropPrewarmedTypesWorker = (): void => slot.drop();

/** types.gen.ts, being rendered; `finish()` is called once the caller's other work is done, and helps with the rest. */
export interface TypesJob {
  finish(): Promise<string>;
}

type WorkerMessage =
  | ({ kind: 'chunks'; index: number } & TypesChunks)
  | { kind: 'done' }
  | { kind: 'error'; message: string; bug: boolean };

/** One part: compiled, cut into declarations and printed where the printer is sure of prettier's layout. */
export async function planPart(input: TypesInput, header: string, part: TypesPart): Promise<TypesChunks> {
  return splitDeclarations(await rawTypesFile(input, header, part), { continued: part.index > 0 });
}

/**
 * Starts rendering types.gen.ts. A large server's types are compiled in a worker thread while this thread renders
 * everything else. In parts: the worker claims them one by one from a shared counter, and so does this thread once
 * its other work is done, so both cores compile types until none are left; between its parts the worker runs the
 * syntax gate on what this thread sends it.
 */
export function startTypesFile(input: TypesInput, header: string, worker?: Worker): TypesJob {
  const of = partCount(schemaCount(input));
  const next = new Int32Array(new SharedArrayBuffer(4));
  const fromWorker = worker ? startWorker(worker, input, header, of, next) : undefined;
  return {
    async finish() {
      const plans: (TypesChunks | undefined)[] = [];
      for (let i = Atomics.add(next, 0, 1); i < of; i = Atomics.add(next, 0, 1)) plans[i] = await planPart(input, header, { index: i, of });
      if (fromWorker) for (const [i, plan] of await fromWorker) plans[i] = plan;
      const texts: string[] = [];
      for (const plan of plans) texts.push(await finishPart(plan!));
      return texts.join('');
    },
  };
}

/**
 * The worker's parts, by index; settled from the first moment, so an early failure is never an unhandled rejection.
 * The worker lives on as the syntax gate, which terminates it.
 */
function startWorker(worker: Worker, input: TypesInput, header: string, of: number, next: Int32Array): Promise<Map<number, TypesChunks>> {
  // A copy of only what the types read (GitHub's IR has 5 MB of tool schemas; without their $defs, 2 MB).
  worker.postMessage({ input: typesSource(input), header, of, next });
  const plans = new Map<number, TypesChunks>();
  const done = new Promise<Map<number, TypesChunks>>((resolve, reject) => {
    const onMessage = (m: WorkerMessage) => {
      if (m.kind === 'chunks') plans.set(m.index, m);
      else if (m.kind === 'done') {
        worker.off('message', onMessage);
        resolve(plans);
      } else if (m.kind === 'error') reject(m.bug ? new GeneratorBugError(m.message) : new Error(`rendering types.gen.ts failed: ${m.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the types worker exited with code ${code}`)));
  });
  done.catch(() => undefined);
  return done;
}

/**
 * Prettier for what the printer was unsure of (GitHub: none), always on this thread, so that prettier is loaded by
 * one thread at most. What was printed directly needs no syntax gate: pretty-types.ts prints from its own parse of
 * a strict grammar (test/unit/pretty-types-syntax.test.ts), and prettier's parse checks the rest.
 */
async function finishPart(plan: TypesChunks): Promise<string> {
  const formatted = [...plan.chunks];
  for (const i of pendingChunks(plan)) formatted[i] = await formatChecked(TYPES_PATH, plan.chunks[i]!);
  return joinFormatted(formatted, plan.blankBefore);
}
