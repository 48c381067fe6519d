// Worker thread of a large server's render: compiles its share of types.gen.ts (in parts claimed from a counter
// shared with the main thread, types-job.ts), then runs the syntax gate on every file the main thread printed
// directly (gate-job.ts protocol). The main thread formats what the types printer was unsure of (prettier is
// loaded by one thread at most).
import { parentPort } from 'node:worker_threads';
import type { GateAnswer, GateRequest } from './ts/gate-job.js';
import { checkSyntax, checkSyntaxAll, loadTs, type SyntaxProblem } from './ts/syntax-gate.js';
import type { TypesInput } from './types-file.js';
import { planPart } from './types-job.js';

const port = parentPort!;

// json-schema-to-typescript (when a schema needs it) reads process.env.VERBOSE on every log call; a worker's
// process.env is backed by C++ interceptors (~0.35 µs a read), a plain copy by nothing. Nothing here writes it.
process.env = { ...process.env };

// Loaded now: the worker is started while the main thread parses and validates the manifest. (Warming the parser
// up on a sample until the IR came, as before, cost ~0.5 s of CPU on a core the main thread's GC and compiler use,
// for a gate that no longer parses types.gen.ts: without it GitHub's render takes ~0.1 s less.)
loadTs();

interface TypesRequest {
  readonly input: TypesInput;
  readonly header: string;
  readonly of: number;
  readonly next: Int32Array;
}
type Request = TypesRequest | GateRequest;

const problems: SyntaxProblem[] = [];

/**
 * Claims parts until none are left (their printed declarations need no gate: see finishPart in types-job.ts).
 * Between parts it lets the files the main thread sent through the gate, so that the gate is not all left for the end while the main thread, done with its
 * own rendering, claims the remaining parts.
 */
async function compileParts({ input, header, of, next }: TypesRequest): Promise<void> {
  for (let i = Atomics.add(next, 0, 1); i < of; i = Atomics.add(next, 0, 1)) {
    const plan = await planPart(input, header, { index: i, of });
    port.postMessage({ kind: 'chunks', index: i, ...plan });
    await new Promise((resolve) => setImmediate(resolve));
  }
  port.postMessage({ kind: 'done' });
}

port.on('message', (request: Request) => {
  if ('input' in request)
    compileParts(request).catch((error: unknown) =>
      port.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error), bug: error instanceof Error && error.name === 'GeneratorBugError' }),
    );
  else if ('done' in request) port.postMessage({ kind: 'problems', problems } satisfies GateAnswer);
  else if ('files' in request) problems.push(...checkSyntaxAll(request.files));
  else problems.push(...checkSyntax(request.path, request.source));
});
