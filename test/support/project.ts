// A generated project on disk, as tests look at it: its manifest, and strict tsc over it with its own tsconfig.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './cli.js';

const TSC = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');

export type Obj = Record<string, any>;

export const manifestOf = (dir: string): Obj => parse(readFileSync(path.join(dir, 'mcp.yaml'), 'utf8')) as Obj;

/** Strict tsc over the project (its own tsconfig, no emit); '' when it compiles, else the compiler's output. */
export function compileProject(dir: string): string {
  const r = spawnSync(process.execPath, [TSC, '-p', path.join(dir, 'tsconfig.json'), '--noEmit'], { encoding: 'utf8', timeout: 240_000 });
  return r.status === 0 ? '' : `${r.stdout}${r.stderr}`.slice(0, 4000);
}

/** Strict tsc (the project's own tsconfig, no emit) for a test that compiles the same project several times:
 * incremental, its build info kept in the project's node_modules/.cache, so each later run re-checks only the files
 * an edit can affect (tsc reports the same diagnostics as a full run) at about half the CPU. */
export function compileAgain(dir: string): SpawnSyncReturns<string> {
  const buildInfo = path.join(dir, 'node_modules/.cache/tsc.tsbuildinfo');
  return spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 240_000,
  });
}
