// The render cache on disk: a corrupt or missing file is an empty cache (never an error), what a run adds is there
// for the next run, and a key depends on the inputs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CACHE_DIR, openRenderCache } from '../../src/emit/render-cache.js';
import { cacheKey } from '../../src/render/cache.js';
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
