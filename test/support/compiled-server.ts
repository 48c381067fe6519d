// A generated server as plain JavaScript, for the many tests that start one: tsx transpiles every module on each
// start (~1.5 CPU s a process), the same esbuild transform done once per project content costs ~0.2 s and each
// start of the result ~0.6 s. Type-checking stays with `npm run typecheck:generated` (tsc), as tsx never checks.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { REPO_ROOT } from './cli.js';

/** Under the repository's node_modules, so the transpiled modules resolve the same packages as the sources. */
const CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'mcpgen-compiled-servers');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Keyed by everything the transform reads (the sources and the tsconfig esbuild honours), so an edit recompiles. */
function contentKey(project: string, sources: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of [path.join(project, 'tsconfig.json'), path.join(project, 'package.json'), ...sources]) {
    hash.update(path.relative(project, file)).update('\0');
    if (existsSync(file)) hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Path of `project`'s src/main.js, transpiled (module for module, as tsx does) into a cache keyed by content. */
export function compiledEntry(project: string): string {
  const src = path.join(project, 'src');
  const sources = filesUnder(src);
  const out = path.join(CACHE, `${path.basename(project)}-${contentKey(project, sources)}`);
  const entry = path.join(out, 'main.js');
  if (existsSync(entry)) return entry;
  // Built beside the final folder and renamed into place: a parallel test file sees a complete build or none.
  const staging = `${out}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // Files other than TypeScript (JSON, README) keep their place next to the modules that may read them.
  cpSync(src, staging, { recursive: true, filter: (from) => !from.endsWith('.ts') });
  buildSync({
    entryPoints: sources.filter((f) => f.endsWith('.ts')),
    outdir: staging,
    outbase: src,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: path.join(project, 'tsconfig.json'),
    logLevel: 'error',
  });
  try {
    renameSync(staging, out);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(entry)) throw error;
  }
  return entry;
}

/**
 * node arguments that run a project's server from its entry file: `<project>/src/main.ts` as the JavaScript above
 * (scratch projects too: an import started a few times costs one transform instead of one tsx load per start), any
 * other entry through tsx.
 */
export function entryArgs(entry: string, extra: readonly string[] = []): string[] {
  const main = /[\\/]src[\\/]main\.ts$/.exec(path.resolve(entry));
  if (main === null) return ['--import', 'tsx', entry, ...extra];
  return [compiledEntry(path.resolve(entry).slice(0, main.index)), ...extra];
}
