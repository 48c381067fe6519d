// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Tasks in Redis, shared by every instance of the server (MCPGEN_TASK_STORE=redis://host:port/db, needs ioredis@6):
// - a task is one key (its record as JSON) that Redis expires at createdAt + ttlMs; updates are compare-and-set;
// - tasks/cancel and tasks/update answers reach the instance running the task over pub/sub;
// - each instance heartbeats; the tasks of an instance silent for DEAD_AFTER_MS are marked failed by another one.
import { randomBytes } from 'node:crypto';
import { logger } from './log.gen.js';
import { connectRedis, keyPrefix, shownUrl, unavailable, type RedisClient } from './redis.gen.js';
import { apply, stoppedPatch, type SharedTasks, type TaskPatch, type TaskRecord, type TaskSignal, type TaskStore } from './task-store.gen.js';

/** How often an instance says it is alive (and looks for dead ones). */
export const HEARTBEAT_MS = 2_000;
/** An instance not heard from for this long is dead: its working tasks are failed. */
export const DEAD_AFTER_MS = 10_000;

/** Writes ARGV[2] only if the key still holds ARGV[1] (what the caller read); keeps the key's TTL. */
const COMPARE_AND_SET = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
return 1`;

/** Records this instance's heartbeat (Redis's clock, so instances' clocks may differ) and lists the dead ones. */
const HEARTBEAT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now, ARGV[1])
return redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))`;

const isSignal = (value: unknown): value is { taskId: string } & TaskSignal => {
  const v = value as { taskId?: unknown; kind?: unknown; key?: unknown } | null;
  return typeof v === 'object' && v !== null && typeof v.taskId === 'string' && (v.kind === 'cancel' || (v.kind === 'input' && typeof v.key === 'string'));
};

export class RedisTaskStore implements TaskStore, SharedTasks {
  readonly shared: SharedTasks = this;
  /** Random per process: a restarted instance is a new one (its predecessor's tasks are failed). */
  readonly instance = randomBytes(12).toString('base64url');
  private readonly running = new Set<string>();
  private readonly listeners: ((taskId: string, signal: TaskSignal) => void)[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;
  private failing = false;

  private constructor(
    private readonly redis: RedisClient,
    private readonly subscriber: RedisClient,
    private readonly prefix: string,
  ) {}

  static async open(url: string, options: { readonly prefix?: string } = {}): Promise<RedisTaskStore> {
    const redis = await connectRedis(url);
    const subscriber = await connectRedis(url).catch((error: unknown) => {
      redis.disconnect();
      throw error;
    });
    const store = new RedisTaskStore(redis, subscriber, options.prefix ?? keyPrefix());
    subscriber.on('message', (channel, message) => {
      if (channel === store.channel) store.received(message);
    });
    await subscriber.subscribe(store.channel);
    await store.beat();
    store.heartbeat = setInterval(() => void store.beat(), HEARTBEAT_MS);
    store.heartbeat.unref();
    logger.debug('task store: redis', { url: shownUrl(url), instance: store.instance });
    return store;
  }

  private get channel(): string {
    return `${this.prefix}signals`;
  }
  private taskKey(taskId: string): string {
    return `${this.prefix}task:${taskId}`;
  }
  private runsKey(instance: string): string {
    return `${this.prefix}runs:${instance}`;
  }
  private get instancesKey(): string {
    return `${this.prefix}instances`;
  }

  async create(record: TaskRecord): Promise<void> {
    const json = JSON.stringify(record);
    try {
      if (record.ttlMs === null) await this.redis.set(this.taskKey(record.taskId), json);
      else await this.redis.set(this.taskKey(record.taskId), json, 'PX', record.ttlMs);
    } catch (error) {
      throw unavailable('task create', error);
    }
  }

  async get(taskId: string): Promise<TaskRecord | undefined> {
    let raw: string | null;
    try {
      raw = await this.redis.get(this.taskKey(taskId));
    } catch (error) {
      throw unavailable('task read', error);
    }
    return raw === null ? undefined : (JSON.parse(raw) as TaskRecord);
  }

  /** Read, change, compare-and-set, retried on a concurrent write: `change` may run more than once. */
  async update(taskId: string, change: (current: TaskRecord) => TaskPatch | undefined): Promise<TaskRecord | undefined> {
    const key = this.taskKey(taskId);
    try {
      for (;;) {
        const raw = await this.redis.get(key);
        if (raw === null) return undefined;
        const current = JSON.parse(raw) as TaskRecord;
        const patch = change(current);
        if (!patch) return current;
        const next = apply(current, patch);
        if ((await this.redis.eval(COMPARE_AND_SET, 1, key, raw, JSON.stringify(next))) === 1) return next;
      }
    } catch (error) {
      throw unavailable('task update', error);
    }
  }

  async delete(taskId: string): Promise<void> {
    try {
      await this.redis.del(this.taskKey(taskId));
    } catch (error) {
      throw unavailable('task delete', error);
    }
  }

  /** Redis expires tasks itself; what is left to do is stop this instance's handlers whose task expired. */
  async sweep(): Promise<string[]> {
    const ids = [...this.running];
    const gone: string[] = [];
    for (const id of ids) if ((await this.redis.exists(this.taskKey(id)).catch(() => 1)) === 0) gone.push(id);
    return gone;
  }

  async claim(taskId: string): Promise<void> {
    this.running.add(taskId);
    try {
      await this.redis.sadd(this.runsKey(this.instance), taskId);
    } catch (error) {
      this.running.delete(taskId);
      throw unavailable('task claim', error);
    }
  }

  async release(taskId: string): Promise<void> {
    this.running.delete(taskId);
    await this.redis.srem(this.runsKey(this.instance), taskId).catch(() => undefined);
  }

  async signal(taskId: string, signal: TaskSignal): Promise<void> {
    try {
      await this.redis.publish(this.channel, JSON.stringify({ ...signal, taskId }));
    } catch (error) {
      throw unavailable('task signal', error);
    }
  }

  onSignal(listener: (taskId: string, signal: TaskSignal) => void): void {
    this.listeners.push(listener);
  }

  private received(message: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (!isSignal(parsed)) return;
    const { taskId, ...signal } = parsed;
    for (const listener of this.listeners) listener(taskId, signal as TaskSignal);
  }

  /** One heartbeat: stay listed as alive, and fail the tasks of instances that are not. */
  private beat(): Promise<void> {
    this.beating ??= (async () => {
      try {
        const dead = (await this.redis.eval(HEARTBEAT, 1, this.instancesKey, this.instance, DEAD_AFTER_MS)) as string[];
        for (const instance of dead) await this.failTasksOf(instance, 'stopped responding');
        if (this.failing) logger.info('redis heartbeat restored');
        this.failing = false;
      } catch (error) {
        if (!this.failing) logger.warn('redis heartbeat failed', { reason: String(error) });
        this.failing = true;
      } finally {
        this.beating = undefined;
      }
    })();
    return this.beating;
  }

  /** Marks every unfinished task an instance was running failed (idempotent: several instances may do it). */
  private async failTasksOf(instance: string, why: string): Promise<void> {
    const ids = await this.redis.smembers(this.runsKey(instance));
    for (const id of ids) await this.fail(id, why);
    await this.redis.del(this.runsKey(instance));
    await this.redis.zrem(this.instancesKey, instance);
    if (ids.length > 0) logger.warn('failed the tasks of a dead instance', { instance, tasks: ids.length });
  }

  /** Fails one task unless it already ended. */
  fail(taskId: string, why: string): Promise<TaskRecord | undefined> {
    return this.update(taskId, (current) => stoppedPatch(current, why));
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.beating;
    const runs = this.runsKey(this.instance);
    await Promise.allSettled([this.redis.del(runs), this.redis.zrem(this.instancesKey, this.instance)]);
    await Promise.allSettled([this.subscriber.quit(), this.redis.quit()]);
  }
}
