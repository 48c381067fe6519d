// The GitHub OpenAPI document ships in @octokit/openapi, a 385 MB package: installing it with the devDependencies
// would cost every `npm ci` (and so every CI run) for a file only `npm run bench` reads. It is fetched on demand
// instead: `npm pack` of the pinned version into .tmp/bench/pkgs/, then just the one file is extracted.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, REPO } from './proc.js';

/** Absolute path of `file` inside `name@version`: from node_modules when installed, else downloaded once. */
export function npmFile(name: string, version: string, file: string): string {
  const installed = path.join(REPO, 'node_modules', name, file);
  if (existsSync(installed)) return installed;
  const dir = path.join(BENCH_DIR, 'pkgs', `${name.replace('/', '+')}@${version}`);
  const target = path.join(dir, 'package', file);
  if (existsSync(target)) return target;
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', dir, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000 });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${name}@${version} produced no tarball in ${dir}`);
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir, `package/${file}`], { timeout: 300_000 });
  return target;
}
