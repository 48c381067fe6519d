// The render cache on disk: a corrupt or missing file is an empty cache (never an error), what a run adds is there
// for the next run, and a key depends on the inputs.
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

test('a process takes its own last write back from memory; a file written since by another is read from disk', async () => {
  const dir = path.join(scratch.dir, 'resident');
  const file = path.join(dir, CACHE_DIR, 'gate.json');
  const first = await openRenderCache(dir);
  first.cache.put('gate', 'a', '');
  await first.flush();
  // The same bytes' length, the same inode and modification time, but text that does not parse: only the copy in
  // memory can answer the next open.
  const written = statSync(file);
  writeFileSync(file, ' '.repeat(written.size));
  utimesSync(file, written.atimeMs / 1000, written.mtimeMs / 1000);
  const second = await openRenderCache(dir);
  expect(second.cache.get('gate', 'a')).toBe('');
  second.cache.put('gate', 'b', '');
  await second.flush();
  // Another process's write (a new file in its place): what is on disk now counts.
  writeFileSync(`${file}.other`, JSON.stringify({ format: 1, run: 9, entries: { c: [9, ''] } }));
  const { renameSync } = await import('node:fs');
  renameSync(`${file}.other`, file);
  const third = await openRenderCache(dir);
  expect([third.cache.get('gate', 'a'), third.cache.get('gate', 'c')]).toEqual([undefined, '']);
  // A run that does not flush leaves nothing in memory: the next open reads the disk.
  third.cache.put('gate', 'd', '');
  const fourth = await openRenderCache(dir);
  expect(fourth.cache.get('gate', 'd')).toBeUndefined();
  expect(fourth.cache.get('gate', 'c')).toBe('');
});

test('over its limit a kind keeps the most recently used entries; within it, every entry', async () => {
  const dir = path.join(scratch.dir, 'limits');
  const file = path.join(dir, CACHE_DIR, 'gate.json');
  const first = await openRenderCache(dir);
  first.cache.put('gate', 'old', '');
  first.cache.put('gate', 'used', '');
  await first.flush();
  expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).entries).sort()).toEqual(['old', 'used']);
  // 40,000 entries is the gate's limit: a run that uses `used` and adds 39,999 more pushes `old` out.
  const second = await openRenderCache(dir);
  expect(second.cache.get('gate', 'used')).toBe('');
  for (let n = 0; n < 39_999; n++) second.cache.put('gate', `new${n}`, '');
  await second.flush();
  const kept = Object.keys(JSON.parse(readFileSync(file, 'utf8')).entries);
  expect(kept).toHaveLength(40_000);
  expect(kept).toContain('used');
  expect(kept).not.toContain('old');
});
