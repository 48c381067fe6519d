import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MCPGEN_VERSION } from '../self.js';

import { CACHE_KINDS as KINDS, type CacheKind, type CacheStats, type RenderCache } from '../render/cache.js';

/**
 * The render cache on disk (render/cache.ts says what it holds), one file per kind beside the lock in the project's
 * node_modules, out of version control. A missing, unreadable or corrupt file is an empty cache; a failed write
 * only costs speed.
 */
export const CACHE_DIR = 'node_modules/.cache/mcpgen';

/** Per kind: most entries, most characters of values. Least recently used entries go first. */
const LIMITS: Record<CacheKind, { entries: number; chars: number }> = {
  types: { entries: 40_000, chars: 48_000_000 },
  gate: { entries: 40_000, chars: 4_000_000 },
  fragment: { entries: 80_000, chars: 8_000_000 },
};

/** One cache file: each entry is [the run that last used it, value]. */
interface CacheFile {
  readonly format: 1;
  readonly run: number;
  readonly entries: Record<string, [number, string]>;
}

const CODE_ROOT = fileURLToPath(new URL('../', import.meta.url));

async function listCode(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return listCode(full);
      return /\.(?:js|ts|json)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

/** The code a process runs does not change while it runs: `mcpgen dev` works its identity out once. */
let identityOnce: Promise<string> | undefined;

/** mcpgen's own code (dist/, or src/ under tsx) and the versions of jstt and of ts-morph's TypeScript. */
async function generatorIdentity(): Promise<string> {
  const require = createRequire(import.meta.url);
  const version = (name: string) => {
    try {
      return (require(`${name}/package.json`) as { version?: string }).version ?? '?';
    } catch {
      return '?';
    }
  };
  const files = await listCode(CODE_ROOT);
  const hash = createHash('sha256').update(`mcpgen ${MCPGEN_VERSION}\njstt ${version('json-schema-to-typescript')}\nts-morph ${version('ts-morph')}\n`);
  for (const [i, text] of (await Promise.all(files.map((f) => readFile(f)))).entries()) hash.update(`${path.relative(CODE_ROOT, files[i]!)}\n`).update(text);
  return hash.digest('hex');
}

function parseCacheFile(text: string | undefined): CacheFile | undefined {
  if (text === undefined) return undefined;
  try {
    const file = JSON.parse(text) as Partial<CacheFile>;
    if (file.format !== 1 || typeof file.run !== 'number' || typeof file.entries !== 'object' || file.entries === null) return undefined;
    const ok = Object.values(file.entries).every((e) => Array.isArray(e) && typeof e[0] === 'number' && typeof e[1] === 'string');
    return ok ? (file as CacheFile) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What this process last wrote to each cache file, with the file's identity then (inode, size, modification time).
 * `mcpgen dev` generates on every save and takes its own last write back instead of reading and parsing it again
 * (about 20 ms a save at 120 tools); a file written since by another process is read from disk. An entry is taken by
 * the run that opens it, so a run that does not flush leaves nothing behind.
 */
const lastWritten = new Map<string, { stamp: string; file: CacheFile }>();
/** The project whose cache files lastWritten holds: only the last one's (`mcpgen dev` generates one project). */
let lastWrittenDir: string | undefined;

const stampOf = async (file: string) =>
  stat(file).then(
    (s) => `${s.ino}:${s.size}:${Math.floor(s.mtimeMs)}`,
    () => undefined,
  );

async function readCacheFile(file: string): Promise<CacheFile | undefined> {
  const kept = lastWritten.get(file);
  lastWritten.delete(file);
  if (kept && kept.stamp === (await stampOf(file))) return kept.file;
  return readFile(file, 'utf8').then(parseCacheFile, () => undefined);
}

export interface OpenCache {
  readonly cache: RenderCache;
  /** Writes the kinds that gained entries (temp file + rename), evicting the least recently used over the limits. */
  flush(): Promise<void>;
}

/** The cache of the project in `outDir`. */
export async function openRenderCache(outDir: string): Promise<OpenCache> {
  const dir = path.join(outDir, CACHE_DIR);
  const [identity, ...loaded] = await Promise.all([
    (identityOnce ??= generatorIdentity()),
    ...KINDS.map((kind) => readCacheFile(path.join(dir, `${kind}.json`))),
  ]);
  const files = Object.fromEntries(KINDS.map((kind, i) => [kind, loaded[i] ?? { format: 1, run: 0, entries: {} }])) as Record<CacheKind, CacheFile>;
  const runs = Object.fromEntries(KINDS.map((kind) => [kind, files[kind].run + 1])) as Record<CacheKind, number>;
  const stats = Object.fromEntries(KINDS.map((kind) => [kind, { hits: 0, misses: 0 }])) as Record<CacheKind, CacheStats>;
  const added = new Set<CacheKind>();
  const cache: RenderCache = {
    identity: identity as string,
    stats,
    get(kind, key) {
      const entry = Object.hasOwn(files[kind].entries, key) ? files[kind].entries[key] : undefined;
      if (entry === undefined) {
        stats[kind].misses++;
        return undefined;
      }
      stats[kind].hits++;
      entry[0] = runs[kind];
      return entry[1];
    },
    put(kind, key, value) {
      files[kind].entries[key] = [runs[kind], value];
      added.add(kind);
    },
  };
  const flush = async () => {
    if (lastWrittenDir !== dir) lastWritten.clear();
    lastWrittenDir = dir;
    await Promise.all(
      KINDS.map(async (kind) => {
        const target = path.join(dir, `${kind}.json`);
        const file = added.has(kind) ? bounded(files[kind], runs[kind], LIMITS[kind]) : files[kind];
        if (added.has(kind) && !(await writeCacheFile(target, JSON.stringify(file)))) return;
        const stamp = await stampOf(target);
        if (stamp !== undefined) lastWritten.set(target, { stamp, file });
      }),
    );
  };
  return { cache, flush };
}

/** The file to write: the most recently used entries within the limits (ties: by key, so the result is stable). */
function bounded(file: CacheFile, run: number, limit: { entries: number; chars: number }): CacheFile {
  const all = Object.entries(file.entries);
  // Within the limits nothing is evicted: no order to work out (a save in `mcpgen dev` writes the cache each time).
  if (all.length <= limit.entries && all.reduce((n, [key, [, value]]) => n + key.length + value.length, 0) <= limit.chars) {
    return { format: 1, run, entries: file.entries };
  }
  const sorted = all.sort(([ka, [ua]], [kb, [ub]]) => ub - ua || (ka < kb ? -1 : ka > kb ? 1 : 0));
  const kept: Record<string, [number, string]> = {};
  let chars = 0;
  let count = 0;
  for (const [key, entry] of sorted) {
    chars += key.length + entry[1].length;
    if (++count > limit.entries || chars > limit.chars) break;
    kept[key] = entry;
  }
  return { format: 1, run, entries: kept };
}

/** Whether the file was written. */
async function writeCacheFile(target: string, content: string): Promise<boolean> {
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(temp, content);
    await rename(temp, target);
    return true;
  } catch {
    await rm(temp, { force: true }).catch(() => undefined);
    return false;
  }
}
