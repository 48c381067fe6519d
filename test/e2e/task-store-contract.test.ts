// The task store contract, run against every store the runtime ships: memory, SQLite and Redis (a real redis-server
// started here). The stores are the golden project's runtime (generated/scale-out), byte for byte mcpgen's templates.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  isExpired,
  MemoryTaskStore,
  SqliteTaskStore,
  type TaskRecord,
  type TaskSignal,
  type TaskStore,
} from '../../generated/scale-out/src/generated/runtime/task-store.gen.js';
import { RedisTaskStore } from '../../generated/scale-out/src/generated/runtime/task-store-redis.gen.js';
import { startRedis, type RedisProcess } from '../support/redis.js';
import { sleep } from './tasks-helpers.js';

let redis: RedisProcess;
const dir = mkdtempSync(path.join(tmpdir(), 'mcpgen-store-contract-'));
let prefixes = 0;

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Kind {
  readonly name: string;
  /** Opens a store; `where` names the backing data, so a second open sees the same tasks (durable stores). */
  open(where: string): Promise<TaskStore>;
  readonly durable: boolean;
}

const KINDS: Kind[] = [
  { name: 'memory', durable: false, open: async () => new MemoryTaskStore() },
  { name: 'sqlite', durable: true, open: (where) => SqliteTaskStore.open(path.join(dir, `${where}.db`)) },
  { name: 'redis', durable: true, open: (where) => RedisTaskStore.open(redis.url, { prefix: `contract:${where}:` }) },
];

let ids = 0;
function record(overrides: Partial<TaskRecord> = {}): TaskRecord {
  const now = new Date().toISOString();
  return {
    taskId: `task-${process.pid}-${++ids}`,
    tool: 'hold',
    status: 'working',
    createdAt: now,
    lastUpdatedAt: now,
    ttlMs: 60_000,
    pollIntervalMs: 100,
    ...overrides,
  };
}

describe.each(KINDS)('$name task store', (kind) => {
  const open = () => kind.open(`${kind.name}-${++prefixes}`);

  test('create then get returns the record; an unknown id is undefined', async () => {
    const store = await open();
    try {
      const created = record({ owner: 'alice', statusMessage: 'starting' });
      await store.create(created);
      expect(await store.get(created.taskId)).toEqual(created);
      expect(await store.get('never-created')).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  test('update applies the patch atomically, an undefined field is removed, no patch leaves the task alone', async () => {
    const store = await open();
    try {
      const created = record({ statusMessage: 'x', inputRequests: { input_1: { method: 'elicitation/create' } } });
      await store.create(created);
      await sleep(5);
      const next = await store.update(created.taskId, () => ({ status: 'working', inputRequests: undefined, statusMessage: 'y' }));
      expect(next).toMatchObject({ taskId: created.taskId, statusMessage: 'y', tool: 'hold' });
      expect(next).not.toHaveProperty('inputRequests');
      expect(Date.parse(next!.lastUpdatedAt)).toBeGreaterThan(Date.parse(created.lastUpdatedAt));
      expect(await store.get(created.taskId)).toEqual(next);
      expect(await store.update(created.taskId, () => undefined)).toEqual(next);
      let called = false;
      expect(await store.update('never-created', () => ((called = true), { statusMessage: 'z' }))).toBeUndefined();
      expect(called).toBe(false);
    } finally {
      await store.close();
    }
  });

  test('concurrent updates lose no write', async () => {
    const store = await open();
    try {
      const created = record({ pollIntervalMs: 0 });
      await store.create(created);
      await Promise.all(Array.from({ length: 25 }, () => store.update(created.taskId, (t) => ({ pollIntervalMs: (t.pollIntervalMs ?? 0) + 1 }))));
      expect((await store.get(created.taskId))?.pollIntervalMs).toBe(25);
    } finally {
      await store.close();
    }
  });

  test('delete removes a task; an expired task is gone after a sweep (or reads as expired before it)', async () => {
    const store = await open();
    try {
      const doomed = record();
      await store.create(doomed);
      await store.delete(doomed.taskId);
      expect(await store.get(doomed.taskId)).toBeUndefined();

      const shortLived = record({ ttlMs: 200 });
      const forever = record({ ttlMs: null });
      await store.create(shortLived);
      await store.create(forever);
      await sleep(400);
      const before = await store.get(shortLived.taskId);
      expect(before === undefined || isExpired(before, Date.now())).toBe(true);
      await store.sweep(Date.now());
      expect(await store.get(shortLived.taskId)).toBeUndefined();
      expect(await store.get(forever.taskId)).toEqual(forever);
    } finally {
      await store.close();
    }
  });

  test.runIf(kind.durable)('a second store on the same data sees the tasks (restart, or another instance)', async () => {
    const where = `${kind.name}-shared-${++prefixes}`;
    const first = await kind.open(where);
    const done = record({ status: 'completed', result: { content: [], resultType: 'complete' } });
    try {
      await first.create(done);
    } finally {
      await first.close();
    }
    const second = await kind.open(where);
    try {
      expect(await second.get(done.taskId)).toEqual(done);
    } finally {
      await second.close();
    }
  });
});

describe('redis: what instances share besides the records', () => {
  test('a signal sent by one instance reaches the listeners of the others (within 250 ms)', async () => {
    const prefix = `contract:signals-${++prefixes}:`;
    const a = await RedisTaskStore.open(redis.url, { prefix });
    const b = await RedisTaskStore.open(redis.url, { prefix });
    try {
      const received: { taskId: string; signal: TaskSignal; at: number }[] = [];
      a.onSignal((taskId, signal) => received.push({ taskId, signal, at: Date.now() }));
      const sentAt = Date.now();
      await b.signal('t1', { kind: 'cancel' });
      await b.signal('t1', { kind: 'input', key: 'input_1', answer: { action: 'accept', content: { answer: 'yes' } } });
      const deadline = Date.now() + 250;
      while (received.length < 2 && Date.now() < deadline) await sleep(5);
      expect(received.map(({ taskId, signal }) => ({ taskId, signal }))).toEqual([
        { taskId: 't1', signal: { kind: 'cancel' } },
        { taskId: 't1', signal: { kind: 'input', key: 'input_1', answer: { action: 'accept', content: { answer: 'yes' } } } },
      ]);
      expect(received[0]!.at - sentAt).toBeLessThan(250);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test('an unreachable Redis is a clear error, not a hang', async () => {
    const started = Date.now();
    await expect(RedisTaskStore.open('redis://127.0.0.1:1/0')).rejects.toThrow(/cannot connect to Redis at redis:\/\/127\.0\.0\.1:1\/0/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
