import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FragmentKind } from '../fragments.js';
import { blocksParse, skeletonParses, type BlockVerdict } from './fragment-gate.js';
import { checkSyntax, type SyntaxProblem } from './syntax-gate.js';

/**
 * TypeScript's parser as the syntax gate calls it (render/gate.ts). The built CLI runs it on a worker thread that
 * starts loading TypeScript as soon as a render begins: loading and compiling its 9 MB takes about a quarter of a
 * second, which then overlaps reading, validating and rendering the manifest instead of adding to them, and the
 * parses overlap the rendering of the types. The worker calls the same functions (ts/parser-worker.ts) as the
 * in-thread parser, which runs them directly (mcpgen run from its sources, as the unit tests do, has no worker file).
 */
export interface TsParser {
  readonly onWorker: boolean;
  blocks(kind: FragmentKind, texts: readonly string[]): Promise<BlockVerdict[] | undefined>;
  skeleton(text: string, offsets: readonly number[], kinds: readonly FragmentKind[]): Promise<boolean>;
  file(path: string, content: string): Promise<SyntaxProblem[]>;
  /** No parse will be asked for (the manifest is invalid): a worker still loading TypeScript stops at once. */
  stop(): void;
}

export const PARSER_OPERATIONS = {
  blocks: blocksParse,
  skeleton: skeletonParses,
  file: checkSyntax,
} as const;

export type ParserOperation = keyof typeof PARSER_OPERATIONS;

export const inThreadParser: TsParser = {
  onWorker: false,
  blocks: async (kind, texts) => blocksParse(kind, texts),
  skeleton: async (text, offsets, kinds) => skeletonParses(text, offsets, kinds),
  file: async (path, content) => checkSyntax(path, content),
  stop: () => undefined,
};

let shared: TsParser | undefined;

/**
 * Above this size of manifest (about 300 tools) the parser runs in the render's thread. The worker's own heap adds
 * about 45 MB to the run's peak (measured at GitHub's 1,186 tools: 390 against 345 MB), and TypeScript's load is a
 * small part of such a run.
 */
export const WORKER_MANIFEST_LIMIT = 1_000_000;

/** The parser for a render of a manifest of this many characters: the worker's, or in this thread for a large one. */
export const parserFor = (manifestChars: number): TsParser => (manifestChars > WORKER_MANIFEST_LIMIT ? inThreadParser : sharedParser());

/**
 * The process's parser, started on first use and kept: `mcpgen dev` generates again on every save without loading
 * TypeScript again. The worker holds the process open only while a parse is pending.
 */
export function sharedParser(): TsParser {
  if (shared) return shared;
  const script = new URL('./parser-worker.js', import.meta.url);
  shared = (import.meta.url.endsWith('.js') && existsSync(fileURLToPath(script)) && workerParser(script)) || inThreadParser;
  return shared;
}

interface Reply {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: string;
}

/** A parser on a new worker; undefined where no worker can be started (the parse then runs in this thread). */
function workerParser(script: URL): TsParser | undefined {
  // A small young generation: the worker's garbage is each batch's syntax tree, and its peak counts in the run's. No
  // flags of the process (`node --input-type=module -e`, say, stops a worker from starting): it only parses.
  let worker: Worker;
  try {
    worker = new Worker(script, { execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  } catch {
    return undefined;
  }
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', ({ id, result, error }: Reply) => {
    const request = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (error !== undefined) request?.reject(new Error(`the syntax gate's parser failed: ${error}`));
    else request?.resolve(result);
  });
  // A worker that fails or stops: its callers get the error (an internal bug: exit 3); the next render starts another.
  const fail = (error: Error) => {
    if (shared === parser) shared = undefined;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the syntax gate's parser stopped (exit code ${code})`)));
  // After the listeners: adding a 'message' listener refs the worker again.
  worker.unref();
  const call = <T>(operation: ParserOperation, args: readonly unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ id, operation, args });
    });
  const parser: TsParser = {
    onWorker: true,
    blocks: (kind, texts) => call('blocks', [kind, texts]),
    skeleton: (text, offsets, kinds) => call('skeleton', [text, offsets, kinds]),
    file: (path, content) => call('file', [path, content]),
    stop: () => {
      if (pending.size > 0) return;
      if (shared === parser) shared = undefined;
      void worker.terminate();
    },
  };
  return parser;
}
