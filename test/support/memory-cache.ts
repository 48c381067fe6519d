// A render cache in memory, counting hits and misses per kind: what the gate's and the build's verdict tests read.
import { CACHE_KINDS, type CacheKind, type CacheStats, type RenderCache } from '../../src/render/cache.js';

export function memoryCache(): RenderCache {
  const entries = new Map<string, string>();
  const stats = Object.fromEntries(CACHE_KINDS.map((k) => [k, { hits: 0, misses: 0 }])) as Record<CacheKind, CacheStats>;
  return {
    identity: 'test',
    stats,
    get(kind, key) {
      const value = entries.get(`${kind}:${key}`);
      stats[kind][value === undefined ? 'misses' : 'hits']++;
      return value;
    },
    put(kind, key, value) {
      entries.set(`${kind}:${key}`, value);
    },
  };
}
