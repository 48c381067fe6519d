// Large manifests are parsed on both cores, half of the pieces in a worker thread (src/manifest/parse-parallel.ts).
// With the built worker, the generated project and the diagnostics must not depend on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type * as Load from '../src/manifest/load.js';
import { bigManifest } from './support/big-manifest.js';
import { REPO_ROOT, runCli } from './support/cli.js';
import { scratchDir, tree } from './support/tmp.js';

const SETTINGS = ['always', 'never'] as const;

describe('manifest parsed in a worker thread', () => {
  const scratch = scratchDir('parse-worker');
  afterAll(() => scratch.cleanup());
  const manifest = bigManifest({ tools: 80, definitions: 30, name: 'parse-worker' });

  it('the built worker parses half of the pieces; the value is the single parse’s', async () => {
    const load = (await import(pathToFileURL(path.join(REPO_ROOT, 'dist/manifest/load.js')).href)) as typeof Load;
    const file = path.join(scratch.dir, 'direct.yaml');
    writeFileSync(file, manifest);
    const parallel = await load.parseManifestAsync(manifest, 'direct.yaml', file, { parallel: 'always' });
    // Its multi-line scalars are outside the fast path's subset: yaml parses both pieces.
    expect(load.parseStats(parallel)).toEqual({ mode: 'parallel', pieces: 2, inWorker: 1 });
    // Stringified, both pieces are inside it: the worker runs the fast path too.
    const plain = stringify(parallel.value, { lineWidth: 0 });
    const fast = await load.parseManifestAsync(plain, 'direct.yaml', file, { parallel: 'always' });
    expect(load.parseStats(fast)).toEqual({ mode: 'parallel', pieces: 2, inWorker: 1, fast: 2 });
    expect(fast.value).toEqual(parallel.value);
    expect(parallel.value).toEqual(load.parseManifest(manifest, 'direct.yaml', file).value);
  });

  it('generate: the same project with and without the worker', async () => {
    const dirs = SETTINGS.map((s) => path.join(scratch.dir, `generate-${s}`));
    const results = await Promise.all(
      SETTINGS.map(async (setting, i) => {
        mkdirSync(dirs[i]!, { recursive: true });
        writeFileSync(path.join(dirs[i]!, 'mcp.yaml'), manifest);
        return runCli(['generate', 'mcp.yaml'], { cwd: dirs[i]!, env: { MCPGEN_PARSE_WORKER: setting } });
      }),
    );
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    expect(results[0]!.stdout).toBe(results[1]!.stdout);
    const [a, b] = dirs.map((d) => tree(d));
    expect([...a!.keys()].sort()).toEqual([...b!.keys()].sort());
    for (const [file, content] of a!) expect(content, file).toBe(b!.get(file));
    expect(a!.get('src/generated/types.gen.ts')).toContain('Tool79');
  });

  const conditional = manifest.replace(
    'resources:\n',
    [
      '  conditional:',
      '    title: Conditional',
      '    description: Adds a property in "then".',
      '    annotations: { readOnlyHint: true }',
      '    input: { type: object, properties: { a: { type: string } }, if: { required: [a] }, then: { properties: { b: { type: string } } } }',
      'resources:\n',
    ].join('\n'),
  );
  it.each([
    ['a warning below the second level (the Document is parsed on demand)', conditional, 0, 'MCPG306'],
    ['a duplicate tool across pieces (the single parse reports it)', conditional.replace('resources:\n', '  tool_12:\n    description: again\nresources:\n'), 1, 'MCPG202'],
  ])('validate, %s: the same diagnostics with and without the worker', async (name, source, code, expected) => {
    const dir = path.join(scratch.dir, `validate-${code}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mcp.yaml'), source);
    const results = await Promise.all(SETTINGS.map((s) => runCli(['validate', 'mcp.yaml'], { cwd: dir, env: { MCPGEN_PARSE_WORKER: s } })));
    expect(results[0]!.code, name).toBe(code);
    expect(results[0]!.stdout + results[0]!.stderr).toContain(expected);
    expect(results[0]).toEqual(results[1]);
  });
});
