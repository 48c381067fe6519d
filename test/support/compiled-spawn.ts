// Preloaded (`--import`) into the process that runs several generated projects' contract tests at once: each of those
// tests starts its server as `node --import tsx src/main.ts`, and tsx's start-up is most of what such a start costs.
// The same sources, transpiled once per content by compiled-server.ts, start instead. What is checked does not
// change; one project's `npm test` still runs for real through tsx (test/e2e/generated-tests.test.ts).
import childProcess, { type SpawnOptions } from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { entryArgs } from './compiled-server.js';

const original = childProcess.spawn;

function withCompiledServer(args: readonly string[], options: SpawnOptions | undefined): readonly string[] {
  const [flag, loader, entry, ...rest] = args;
  if (flag !== '--import' || loader !== 'tsx' || entry === undefined || !/(^|[\\/])src[\\/]main\.ts$/.test(entry)) return args;
  return entryArgs(path.resolve(String(options?.cwd ?? process.cwd()), entry), rest);
}

// The SDK's stdio transport spawns through cross-spawn, which looks `spawn` up on this module object at each call.
childProcess.spawn = function spawn(this: unknown, ...call: unknown[]) {
  const [command, args, options] = call;
  if (command === process.execPath && Array.isArray(args)) call[1] = withCompiledServer(args as string[], options as SpawnOptions | undefined);
  return Reflect.apply(original, this, call);
} as typeof childProcess.spawn;
syncBuiltinESMExports();
