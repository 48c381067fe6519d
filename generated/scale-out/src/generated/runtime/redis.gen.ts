// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Redis for servers scaled out to several instances: shared tasks (task-store-redis.gen.ts) and shared rate limits
// (rate-limit.gen.ts). The client, ioredis@6, is an optional package loaded on first use: a server that never
// names a redis:// URL never loads it. One connection per URL and process; pub/sub takes one more.
import { logger } from './log.gen.js';
import { SERVER_INFO } from '../config.gen.js';

/** The slice of ioredis the runtime uses (typed here so the package stays optional). */
export interface RedisClient {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ...options: (string | number)[]): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
  exists(...keys: string[]): Promise<number>;
  sadd(key: string, ...members: string[]): Promise<number>;
  srem(key: string, ...members: string[]): Promise<number>;
  smembers(key: string): Promise<string[]>;
  zrem(key: string, ...members: string[]): Promise<number>;
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
  publish(channel: string, message: string): Promise<number>;
  subscribe(...channels: string[]): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  connect(): Promise<void>;
  duplicate(): RedisClient;
  quit(): Promise<unknown>;
  disconnect(): void;
}

type RedisConstructor = new (url: string, options: Record<string, unknown>) => RedisClient;

export const isRedisUrl = (value: string | undefined): value is string => value !== undefined && /^rediss?:\/\/./.test(value);

/** The Redis of this deployment: MCPGEN_REDIS_URL, else a redis:// task store (MCPGEN_TASK_STORE or --task-store). */
export function redisUrl(taskStore?: string): string | undefined {
  const candidates = [process.env.MCPGEN_REDIS_URL, taskStore, process.env.MCPGEN_TASK_STORE];
  return candidates.find((value) => isRedisUrl(value));
}

/** Every key and channel starts with this: MCPGEN_REDIS_PREFIX, else "mcpgen:<server name>:". */
export const keyPrefix = (): string => process.env.MCPGEN_REDIS_PREFIX ?? `mcpgen:${SERVER_INFO.name}:`;

/** The URL without its password, for logs and errors. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(unparsable URL)';
  }
}

async function loadRedis(): Promise<RedisConstructor> {
  const moduleName = 'ioredis';
  try {
    const loaded = (await import(moduleName)) as { default?: unknown; Redis?: unknown };
    return (loaded.Redis ?? loaded.default) as RedisConstructor;
  } catch {
    throw new Error('a redis:// URL needs the ioredis package: npm install ioredis@6');
  }
}

/** A new connected client; fails (without a stack for the operator) when Redis cannot be reached. */
export async function connectRedis(url: string): Promise<RedisClient> {
  const Redis = await loadRedis();
  const client = new Redis(url, {
    lazyConnect: true,
    // A request waits for a reconnect this many times, then fails: the caller answers an error, it never hangs.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true; // ioredis retries on its own; one line per outage is enough
    logger.warn('redis connection error', { url: shownUrl(url), reason: error.message });
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`cannot connect to Redis at ${shownUrl(url)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return client;
}

const shared = new Map<string, Promise<RedisClient>>();

/** The process's one client for `url`, connected on first use. */
export function sharedRedis(url: string): Promise<RedisClient> {
  let client = shared.get(url);
  if (!client) {
    client = connectRedis(url);
    client.catch(() => shared.delete(url));
    shared.set(url, client);
  }
  return client;
}

/** Closes the shared clients (on stop). */
export async function closeRedis(): Promise<void> {
  const clients = [...shared.values()];
  shared.clear();
  await Promise.all(clients.map((c) => c.then((r) => r.quit()).catch(() => undefined)));
}

/** A Redis failure as a caller sees it: logged here with its reason, never sent to the client. */
export function unavailable(what: string, error: unknown): Error {
  logger.error(`redis ${what} failed`, { reason: error instanceof Error ? error.message : String(error) });
  return new Error('the shared store is unavailable; retry later');
}
