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

// Loaded now: the worker is started while the main thread parses and validates the manifest.
loadTs();

/**
 * Until the first request arrives the worker has nothing to do: it parses a sample of generated code over and over,
 * so that V8 has compiled TypeScript's scanner and parser before the real files come (a large server's first
 * files then parse ~1.5× faster). In slices, so a request waits for one slice at most.
 */
const WARM_UP_SOURCE = `import type { ToolHandlers } from './tools.gen.js';
import { defineTool, ToolTable } from './tool-table.gen.js';

/** A tool's input. */
export interface ReposGetInput {
  /**
   * The account owner of the repository. The name is not case sensitive.
   */
  owner: string;
  repo?: string;
  per_page?: number;
  state?: ('open' | 'closed' | 'all') | null;
  labels?: string[];
  [k: string]: unknown;
}

export const TOOLS = {
  reposGet: {
    spec: { name: 'repos_get', structured: true },
    title: 'Get a repository',
    description:
      'The parent and source objects are present when the repository is a fork.\\n\\nSee the docs.',
    annotations: { readOnlyHint: true, openWorldHint: true },
  },
} as const;

export function createTable(handlers: ToolHandlers): ToolTable {
  return new ToolTable([
    defineTool({
      name: TOOLS.reposGet.spec.name,
      inputSchema: schemas.reposGetInput,
      run: (input, ctx) => runTool(TOOLS.reposGet.spec, handlers.reposGet, input, ctx),
    }),
  ]);
}
`;
let requested = false;
const warmUp = (rounds: number): void => {
  if (requested || rounds === 0) return;
  checkSyntax('warm-up.ts', WARM_UP_SOURCE);
  setImmediate(() => warmUp(rounds - 1));
};
warmUp(400);

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
  requested = true;
  if ('input' in request)
    compileParts(request).catch((error: unknown) =>
      port.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error), bug: error instanceof Error && error.name === 'GeneratorBugError' }),
    );
  else if ('done' in request) port.postMessage({ kind: 'problems', problems } satisfies GateAnswer);
  else if ('files' in request) problems.push(...checkSyntaxAll(request.files));
  else problems.push(...checkSyntax(request.path, request.source));
});
