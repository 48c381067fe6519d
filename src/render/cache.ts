import { createHash } from 'node:crypto';

/**
 * What the render reuses from earlier runs (the store is emit/render-cache.ts): the types of each distinct schema,
 * the syntax gate's verdict on each file text, and its verdicts on each per-tool block and file skeleton
 * (render/gate.ts). A value is found by the hash of everything it was made from, so
 * a hit is exactly what the work would produce, and the render stays pure: it sees an in-memory map.
 */
export type CacheKind = 'types' | 'gate' | 'fragment';
export const CACHE_KINDS: readonly CacheKind[] = ['types', 'gate', 'fragment'];

export interface CacheStats {
  hits: number;
  misses: number;
}

export interface RenderCache {
  /** Part of every key: this generator's code and the versions of the libraries that do the work. */
  readonly identity: string;
  get(kind: CacheKind, key: string): string | undefined;
  put(kind: CacheKind, key: string, value: string): void;
  readonly stats: Readonly<Record<CacheKind, CacheStats>>;
}

/** The key of a value: the hash of the generator's identity and of the inputs the value was made from. */
export function cacheKey(cache: RenderCache, kind: CacheKind, ...inputs: readonly string[]): string {
  return createHash('sha256')
    .update([kind, cache.identity, ...inputs].join('\0'))
    .digest('hex');
}

/** The MCPGEN_CACHE_STATS=1 line: what the cache answered. */
export function describeCacheStats(stats: Readonly<Record<CacheKind, CacheStats>>): string {
  return `mcpgen cache: ${CACHE_KINDS.map((kind) => `${kind} ${stats[kind].hits} hit, ${stats[kind].misses} miss`).join('; ')}`;
}
