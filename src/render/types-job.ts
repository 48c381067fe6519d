import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { GeneratorBugError, renderTypesFile, type TypesInput } from './types-file.js';

/** Built next to this module; absent when running from the TypeScript sources (tests), where it runs in-process. */
const WORKER_URL = new URL('./types-worker.js', import.meta.url);

/** Below this many schemas a worker's start-up (~0.4 s to load the type generator and prettier) costs more than it saves. */
const WORKER_MIN_SCHEMAS = 100;

/** MCPGEN_RENDER_WORKER=never|always overrides the size rule (tests use it to compare both paths). */
function useWorker(input: TypesInput): boolean {
  const setting = process.env.MCPGEN_RENDER_WORKER;
  if (setting === 'never' || !existsSync(fileURLToPath(WORKER_URL))) return false;
  return setting === 'always' || input.tools.length * 2 + input.definitions.length >= WORKER_MIN_SCHEMAS;
}

function inWorker(input: TypesInput, header: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { input, header } });
    worker.once('message', (m: { ok: true; content: string } | { ok: false; message: string; bug: boolean }) => {
      if (m.ok) resolve(m.content);
      else reject(m.bug ? new GeneratorBugError(m.message) : new Error(m.message));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the types worker exited with code ${code}`)));
  });
}

export type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/**
 * Starts rendering types.gen.ts, in a worker thread for large servers so it overlaps the rest of the render (two
 * cores: ~40% off a 1,200-tool render). Never rejects: the caller awaits it later, and a rejection nobody awaits
 * yet would be reported as unhandled.
 */
export function startTypesFile(input: TypesInput, header: string): Promise<Settled<string>> {
  const job = useWorker(input) ? inWorker(input, header) : renderTypesFile(input, header);
  return job.then((value) => ({ ok: true, value }), (error: unknown) => ({ ok: false, error }));
}
