// One path to a result: whatever the lock short-cut answers is byte for byte what the full render prints (stdout,
// stderr, exit code), for every golden, including `auth`, and also when package.json lacks a dependency the
// generated code imports (drift of package.json). In process (the same runMcpgen as dist/cli.js), so it is cheap to run for all.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generate } from '../src/pipeline.js';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { listSpecs } from './support/specs.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('lock-eq');
afterAll(() => scratch.cleanup());

/** Drops dependencies from the project's package.json, keeping everything else as it was. */
function dropDependencies(project: string, names: readonly string[]): void {
  const file = path.join(project, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { dependencies: Record<string, string> };
  for (const name of names) delete pkg.dependencies[name];
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

describe.each(listSpecs())('$name: the lock answers what the full render prints', ({ name, manifest }) => {
  // A copy of the golden two folders below the repository, like generated/<name>, so the headers' source matches.
  const project = path.join(scratch.dir, name);
  const rel = path.relative(REPO_ROOT, project);
  const run = (...args: string[]) => runCliInProcess(['generate', manifest, '--out', rel, ...args]);
  const answeredByLock = async () => (await generate({ manifestPath: manifest, outDir: project, cwd: REPO_ROOT, check: true })).fromLock === true;

  test('as generated, and with dependencies missing from package.json', async () => {
    cpSync(path.join(REPO_ROOT, 'generated', name), project, { recursive: true });
    const first = await run();
    expect(first.code, first.stderr).toBe(0);
    expect(await answeredByLock()).toBe(true);

    const [fastCheck, fullCheck] = [await run('--check'), await run('--check', '--full')];
    expect(fastCheck).toEqual(fullCheck);
    expect(fastCheck.code, fastCheck.stderr).toBe(0);
    const [fastGenerate, fullGenerate] = [await run(), await run('--full')];
    expect(fastGenerate).toEqual(fullGenerate);

    // jose (auth only) and ajv, which every server needs: the short-cut must know the project's own list.
    dropDependencies(project, ['jose', 'ajv']);
    expect(await answeredByLock()).toBe(true);
    const [fast, full] = [await run('--check'), await run('--check', '--full')];
    expect(fast).toEqual(full);
    expect(full.code).toBe(1);
    expect(full.stderr).toContain('package.json:1:1: error MCPG903 changed');
    if (name === 'auth') expect(full.stderr).toMatch(/^\+\s+"jose": /m);
  });
});
