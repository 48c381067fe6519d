import module from 'node:module';
import { parentPort } from 'node:worker_threads';
import { loadTs } from './load-ts.js';
import { PARSER_OPERATIONS, type ParserOperation } from './parser.js';

// The worker of ts/parser.ts: TypeScript is loaded at once, while the render that started the worker goes on. A
// worker is a Node instance of its own: it turns on the compile cache (Node ≥ 22.1) as the CLI does (cli.ts).
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
loadTs();

parentPort?.on('message', ({ id, operation, args }: { id: number; operation: ParserOperation; args: unknown[] }) => {
  try {
    const run = PARSER_OPERATIONS[operation] as (...a: unknown[]) => unknown;
    parentPort?.postMessage({ id, result: run(...args) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
