// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Where per-user API credentials live (api.auth schemes of type oauth2): each user's upstream token, and the short-lived
// single-use records of an authorization in progress. Every value is sealed with AES-256-GCM under MCPGEN_TOKEN_KEY,
// its storage key as additional data (a value copied under another key does not open). In a SQLite file (default
// sqlite:mcpgen-tokens.sqlite, needs better-sqlite3@12), in Redis (redis:// or rediss://, needs ioredis@6), which
// several instances share, or in memory (one process; lost on restart): MCPGEN_TOKEN_STORE, else MCPGEN_REDIS_URL.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { openSqlite, type SqliteDatabase } from './sqlite.gen.js';

/** The store: values are JSON, sealed before they leave the process. */
export interface SealedStore {
  get<T>(key: string): Promise<T | undefined>;
  /** ttlMs undefined: kept until deleted. */
  put(key: string, value: unknown, ttlMs?: number): Promise<void>;
  /** Reads and deletes in one step: of two concurrent takes, one gets the value. */
  take<T>(key: string): Promise<T | undefined>;
  delete(key: string): Promise<void>;
}

/** What a backend keeps: opaque sealed text per key, with an optional expiry (ms since the epoch). */
interface Backend {
  get(key: string, now: number): Promise<string | undefined>;
  put(key: string, value: string, expiresAt: number | undefined): Promise<void>;
  take(key: string, now: number): Promise<string | undefined>;
  delete(key: string): Promise<void>;
}

/** MCPGEN_TOKEN_KEY: 32 bytes, base64 (or base64url). Throws with what to do when it is missing or malformed. */
export function tokenKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const value = env.MCPGEN_TOKEN_KEY;
  const hint = 'generate one with: node -e "console.log(crypto.randomBytes(32).toString(\'base64\'))"';
  if (value === undefined || value === '')
    throw new Error(`per-user API credentials need MCPGEN_TOKEN_KEY (32 bytes, base64) to encrypt the tokens they store; ${hint}`);
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`MCPGEN_TOKEN_KEY must be 32 bytes in base64 (it decodes to ${key.length}); ${hint}`);
  return key;
}

function seal(key: Buffer, name: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(name));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The value, or undefined when it does not open under this key and name (tampered, moved, or another key). */
function open<T>(key: Buffer, name: string, sealed: string): T | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(Buffer.from(name));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

class MemoryBackend implements Backend {
  private readonly entries = new Map<string, { value: string; expiresAt: number | undefined }>();
  async get(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
    else return entry?.value;
    return undefined;
  }
  async put(key: string, value: string, expiresAt: number | undefined) {
    this.entries.set(key, { value, expiresAt });
  }
  async take(key: string, now: number) {
    const value = await this.get(key, now);
    this.entries.delete(key);
    return value;
  }
  async delete(key: string) {
    this.entries.delete(key);
  }
}

/** The slice of better-sqlite3 this store uses (typed here so the package stays optional). */
type SqliteStatement = ReturnType<SqliteDatabase['prepare']>;
/** A row of upstream_tokens as the SELECT and DELETE … RETURNING statements give it. */
type ValueRow = { value: string } | undefined;

class SqliteBackend implements Backend {
  private constructor(
    private readonly select: SqliteStatement,
    private readonly upsert: SqliteStatement,
    private readonly remove: SqliteStatement,
    private readonly takeOne: SqliteStatement,
  ) {}

  static async open(file: string): Promise<SqliteBackend> {
    const db = await openSqlite(file, 'the per-user token store sqlite:<file>');
    db.exec('CREATE TABLE IF NOT EXISTS upstream_tokens (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER)');
    return new SqliteBackend(
      db.prepare('SELECT value FROM upstream_tokens WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)'),
      db.prepare(
        'INSERT INTO upstream_tokens (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at',
      ),
      db.prepare('DELETE FROM upstream_tokens WHERE key = ? OR (expires_at IS NOT NULL AND expires_at <= ?)'),
      db.prepare('DELETE FROM upstream_tokens WHERE key = ? AND (expires_at IS NULL OR expires_at > ?) RETURNING value'),
    );
  }
  async get(key: string, now: number) {
    const row = this.select.get(key, now) as ValueRow;
    // Expired rows (this one, and any other) go as soon as they are seen.
    if (row === undefined) this.remove.run(key, now);
    return row?.value;
  }
  async put(key: string, value: string, expiresAt: number | undefined) {
    this.upsert.run(key, value, expiresAt ?? null);
  }
  async take(key: string, now: number) {
    return (this.takeOne.get(key, now) as ValueRow)?.value;
  }
  async delete(key: string) {
    this.remove.run(key, 0);
  }
}

/** Redis: expiry is Redis's own (PX), so an expired record is gone from every instance at once. */
async function redisBackend(url: string): Promise<Backend> {
  const { sharedRedis, keyPrefix } = await import('./redis.gen.js');
  const redis = await sharedRedis(url);
  const prefix = `${keyPrefix()}upstream:`;
  const TAKE = "local v = redis.call('GET', KEYS[1]); if v then redis.call('DEL', KEYS[1]) end; return v";
  return {
    get: async (key) => (await redis.get(prefix + key)) ?? undefined,
    put: async (key, value, expiresAt) => {
      if (expiresAt === undefined) await redis.set(prefix + key, value);
      else await redis.set(prefix + key, value, 'PX', Math.max(1, expiresAt - Date.now()));
    },
    take: async (key) => ((await redis.eval(TAKE, 1, prefix + key)) as string | null) ?? undefined,
    delete: async (key) => void (await redis.del(prefix + key)),
  };
}

/** Store keys name no user: the parts are hashed, so a listing of the store shows no subject or scheme. */
export const storeKey = (kind: string, ...parts: string[]): string => `${kind}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;

/** The store named by MCPGEN_TOKEN_STORE (memory, sqlite:<file>, redis://…), else MCPGEN_REDIS_URL, else the SQLite file. */
export async function openSealedStore(key: Buffer, env: NodeJS.ProcessEnv = process.env): Promise<SealedStore> {
  const named = env.MCPGEN_TOKEN_STORE || env.MCPGEN_REDIS_URL || 'sqlite:mcpgen-tokens.sqlite';
  let backend: Backend;
  if (named === 'memory') backend = new MemoryBackend();
  else if (named.startsWith('sqlite:') && named.length > 'sqlite:'.length) backend = await SqliteBackend.open(named.slice('sqlite:'.length));
  else if (/^rediss?:\/\/./.test(named)) backend = await redisBackend(named);
  else throw new Error(`unknown token store ${JSON.stringify(named)} in MCPGEN_TOKEN_STORE: use "sqlite:<file>", "redis://host:port/db" or "memory"`);
  return {
    get: async <T>(name: string) => {
      const sealed = await backend.get(name, Date.now());
      return sealed === undefined ? undefined : open<T>(key, name, sealed);
    },
    put: (name, value, ttlMs) => backend.put(name, seal(key, name, value), ttlMs === undefined ? undefined : Date.now() + ttlMs),
    take: async <T>(name: string) => {
      const sealed = await backend.take(name, Date.now());
      return sealed === undefined ? undefined : open<T>(key, name, sealed);
    },
    delete: (name) => backend.delete(name),
  };
}
