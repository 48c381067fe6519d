// The render cache on disk: a corrupt or missing file is an empty cache (never an error), what a run adds is there
// for the next run, and a key depends on the inputs.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, expect, test } from 'vitest';
import { CACHE_DIR, openRenderCache } from '../../src/emit/render-cache.js';
import { cacheKey } from '../../src/render/cache.js';
import { checkSyntax } from '../../src/render/ts/syntax-gate.js';
import { scratchDir } from '../support/tmp.js';

const scratch = scratchDir('render-cache');
afterAll(() => scratch.cleanup());

test('a corrupt cache file is a miss; what a run puts, the next run gets', async () => {
  const dir = path.join(scratch.dir, 'p');
  mkdirSync(path.join(dir, CACHE_DIR), { recursive: true });
  writeFileSync(path.join(dir, CACHE_DIR, 'types.json'), '{"format":1,"run":3,"entries":{"k":[1,');
  writeFileSync(path.join(dir, CACHE_DIR, 'gate.json'), '{"format":1,"run":3,"entries":{"k":[1,2]}}');

  const first = await openRenderCache(dir);
  const key = cacheKey(first.cache, 'types', '{"type":"string"}');
  expect(key).not.toBe(cacheKey(first.cache, 'types', '{"type":"number"}'));
  expect(first.cache.get('types', key)).toBeUndefined();
  expect(first.cache.get('gate', 'k')).toBeUndefined();
  first.cache.put('types', key, 'export type T = string;\n');
  await first.flush();
  expect(first.cache.stats.types).toEqual({ hits: 0, misses: 1 });

  const second = await openRenderCache(dir);
  expect(second.cache.get('types', key)).toBe('export type T = string;\n');
  expect(second.cache.stats.types).toEqual({ hits: 1, misses: 0 });
  expect(JSON.parse(readFileSync(path.join(dir, CACHE_DIR, 'types.json'), 'utf8'))).toMatchObject({ format: 1, run: 1 });
});

test("Node 20: a run that compiled TypeScript leaves V8's code cache of it, which V8 then takes", async () => {
  const compileCache = (module as { getCompileCacheDir?: () => string | undefined }).getCompileCacheDir?.();
  if (compileCache !== undefined) return; // Node's own compile cache keeps it (Node ≥ 22.1).
  const dir = path.join(scratch.dir, 'code');
  // A first run (nothing reused) does not write it; a run that reuses something does.
  const first = await openRenderCache(dir);
  expect(checkSyntax('a.ts', 'export const a = 1;\n')).toEqual([]);
  first.cache.put('gate', 'k', '');
  await first.flush();
  expect(readdirSync(path.join(dir, CACHE_DIR)).filter((f) => f.startsWith('typescript.'))).toEqual([]);
  const { cache, flush } = await openRenderCache(dir);
  expect(cache.get('gate', 'k')).toBe('');
  await flush();
  const written = readdirSync(path.join(dir, CACHE_DIR)).filter((f) => f.startsWith('typescript.'));
  expect(written).toHaveLength(1);
  // The cache is of TypeScript's source as loadTs compiles it: V8 accepts it for that source.
  const tsFile = createRequire(createRequire(import.meta.url).resolve('ts-morph')).resolve('@ts-morph/common/dist/typescript.js');
  const source = `(function (exports, require, module, __filename, __dirname) { ${readFileSync(tsFile, 'utf8')}\n});`;
  const script = new vm.Script(source, { filename: tsFile, cachedData: readFileSync(path.join(dir, CACHE_DIR, written[0]!)) });
  expect(script.cachedDataRejected).toBe(false);
});
