import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { WorkerSlot } from '../worker-slot.js';
import { checkSyntax, checkSyntaxAll, type SourceText, type SyntaxProblem } from './syntax-gate.js';

/** Built next to this module; absent when running from the TypeScript sources (tests), where the gate runs in-process. */
const WORKER_URL = new URL('./gate-worker.js', import.meta.url);

/**
 * The syntax gate of one render: files printed without prettier are handed in as they are rendered and parsed on
 * the other core. Loading TypeScript costs ~0.45 s, about a third of a small server's whole render: in a worker
 * started with the render it loads while the manifest is validated and the types compiled.
 */
export interface SyntaxGate {
  check(path: string, source: string): void;
  /** Many small files, checked together (syntax-gate.ts checkSyntaxAll). */
  checkAll(files: readonly SourceText[]): void;
  /** Every problem found (none: the files parse); the gate is closed afterwards. */
  finish(): Promise<SyntaxProblem[]>;
  close(): void;
}

const slot = new WorkerSlot(WORKER_URL);

/** MCPGEN_RENDER_WORKER=never keeps every render stage in-process (tests compare both paths). */
const workerWanted = () => process.env.MCPGEN_RENDER_WORKER !== 'never' && existsSync(fileURLToPath(WORKER_URL));

/** Starts the gate's worker (and its TypeScript load) before the render. */
export function prewarmSyntaxGate(): void {
  if (workerWanted()) slot.start();
}

export const dropPrewarmedSyntaxGate = (): void => slot.drop();

/** What a gate's worker is sent (the types worker takes the same messages). */
export type GateRequest = SourceText | { readonly files: readonly SourceText[] } | { readonly done: true };

/** What a gate's worker answers to `{ done: true }` (the types worker speaks the same protocol). */
export interface GateAnswer {
  readonly kind: 'problems';
  readonly problems: SyntaxProblem[];
}

/**
 * `shared`: a large server's types worker, which also runs its gate (it loaded TypeScript while the manifest was
 * validated) and is terminated with the gate. Otherwise the gate's own worker, or this thread.
 */
export function startSyntaxGate(shared?: Worker): SyntaxGate {
  if (shared) dropPrewarmedSyntaxGate();
  else if (!slot.started && !workerWanted()) return inProcessGate();
  const worker = shared ?? slot.take();
  const answer = new Promise<SyntaxProblem[]>((resolve, reject) => {
    const onMessage = (message: { kind?: string }) => {
      if (message.kind !== 'problems') return;
      worker.off('message', onMessage);
      resolve((message as GateAnswer).problems);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the syntax gate worker exited with code ${code}`)));
  });
  // Settled from the first moment: a render that fails before finish() leaves no unhandled rejection.
  answer.catch(() => undefined);
  return {
    check: (path, source) => worker.postMessage({ path, source }),
    checkAll: (files) => worker.postMessage({ files }),
    async finish() {
      worker.postMessage({ done: true });
      try {
        return await answer;
      } finally {
        await worker.terminate();
      }
    },
    close: () => void worker.terminate(),
  };
}

/** Each file is parsed when handed in, as the gate always did before it had a worker. */
function inProcessGate(): SyntaxGate {
  const problems: SyntaxProblem[] = [];
  return {
    check: (path, source) => void problems.push(...checkSyntax(path, source)),
    checkAll: (files) => void problems.push(...checkSyntaxAll(files)),
    finish: () => Promise.resolve(problems),
    close: () => undefined,
  };
}
