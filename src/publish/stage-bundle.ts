// The folder an MCP Bundle is packed from, staged apart from the project so that it holds exactly the server: dist/
// compiled from the project's sources into the empty folder (no file a deleted source left in the project's dist/,
// no tsc build state), and the production dependencies npm installs from a package.json and lockfile stripped of
// everything a developer needs (devDependencies such as mcpgen, installed from a folder or a tarball on the author's
// machine, whose paths would otherwise be carried along or make `npm ci` fail).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ProjectPackage } from './project-package.js';

/** A failed step, said in one line (exit 1). */
export class StageError extends Error {}

/** The project's TypeScript compiler (its devDependency), as `npm run build` would run it. */
export function projectCompiler(project: string): string | undefined {
  try {
    return createRequire(path.join(project, 'package.json')).resolve('typescript/bin/tsc');
  } catch {
    return undefined;
  }
}

/**
 * Compiles the project (its tsconfig.json) into `<bundle>/dist`. tsc's incremental state goes to `stateDir`, outside
 * the bundle; a fresh state file means a whole build, whatever the project's own dist/ holds.
 */
export function compileInto(tsc: string, project: string, bundle: string, stateDir: string): void {
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', path.join(project, 'tsconfig.json'), '--outDir', path.join(bundle, 'dist'), '--tsBuildInfoFile', path.join(stateDir, 'bundle.tsbuildinfo')],
    { cwd: project, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 },
  );
  if (result.status !== 0)
    throw new StageError(
      `the project does not compile, so no bundle was made:\n${`${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`.trim()}`,
    );
  if (!existsSync(path.join(bundle, 'dist', 'main.js')))
    throw new StageError('compiling the project gave no dist/main.js (src/main.ts), the entry point of a bundle');
}

type LockEntry = { readonly dev?: boolean; readonly link?: boolean; readonly resolved?: string; readonly [key: string]: unknown };
type Lockfile = { packages?: Record<string, LockEntry>; [key: string]: unknown };

/**
 * The lockfile of the production tree: the root without devDependencies, and no package only development needs
 * (npm marks them `dev`), nor a link to one (a folder install links mcpgen; the link itself carries no mark).
 */
export function productionLock(lock: Lockfile): Lockfile {
  // A lockfile without `packages` (npm 6's) is npm ci's to refuse or take as it is.
  const packages = lock.packages;
  if (packages === undefined) return lock;
  const kept: Record<string, LockEntry> = {};
  for (const [key, entry] of Object.entries(packages)) {
    if (key === '') {
      const { devDependencies: _dev, ...root } = entry;
      kept[key] = root;
    } else if (entry.dev === true) continue;
    else if (entry.link === true) {
      // Kept only when it links a package of the production tree.
      const target = entry.resolved === undefined ? undefined : packages[entry.resolved];
      if (target !== undefined && target.dev !== true) kept[key] = entry;
    } else kept[key] = entry;
  }
  return { ...lock, packages: kept };
}

/** package.json for the bundle: what runs the server, without the scripts and devDependencies of its development. */
export function productionPackage(pkg: ProjectPackage): Record<string, unknown> {
  const { devDependencies: _dev, scripts: _scripts, ...production } = pkg;
  return production;
}

/** Writes the production package.json (and lockfile) into `bundle` and installs the dependencies there with npm. */
export async function installProduction(project: string, pkg: ProjectPackage, bundle: string): Promise<void> {
  await writeFile(path.join(bundle, 'package.json'), `${JSON.stringify(productionPackage(pkg), null, 2)}\n`);
  const lockFile = path.join(project, 'package-lock.json');
  const locked = existsSync(lockFile);
  if (locked) {
    // The lock pins the whole tree: npm ci installs exactly its production part.
    const lock = productionLock(JSON.parse(await readFile(lockFile, 'utf8')) as Lockfile);
    await writeFile(path.join(bundle, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  }
  const npm = spawnSync(
    'npm',
    [locked ? 'ci' : 'install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', ...(locked ? [] : ['--no-package-lock'])],
    { cwd: bundle, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 },
  );
  if (npm.status !== 0) throw new StageError(`npm could not install the production dependencies:\n${`${npm.stderr ?? ''}${npm.error?.message ?? ''}`.trim()}`);
}
