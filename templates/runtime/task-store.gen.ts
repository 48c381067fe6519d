// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Where tasks live: in memory (default), in a SQLite file (MCPGEN_TASK_STORE=sqlite:<path>, needs better-sqlite3@12)
// or in Redis (MCPGEN_TASK_STORE=redis://host:port/db or rediss://, needs ioredis@6; task-store-redis.gen.ts), which
// several instances share. Task state lives outside the per-request server instances, so stdio and HTTP share one
// store per process.
import { openSqlite, type SqliteDatabase } from './sqlite.gen.js';

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';
export const TERMINAL: ReadonlySet<TaskStatus> = new Set(['completed', 'failed', 'cancelled']);

export interface TaskRecord {
  readonly taskId: string;
  readonly tool: string;
  /** The authenticated principal that created the task; other principals never see it. */
  readonly owner?: string;
  readonly status: TaskStatus;
  readonly statusMessage?: string;
  readonly createdAt: string;
  readonly lastUpdatedAt: string;
  readonly ttlMs: number | null;
  readonly pollIntervalMs?: number;
  readonly inputRequests?: Readonly<Record<string, unknown>>;
  readonly result?: Readonly<Record<string, unknown>>;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
}

/** Fields to change; `undefined` removes a field (e.g. inputRequests once answered). */
export type TaskPatch = {
  -readonly [K in keyof Omit<TaskRecord, 'taskId' | 'tool' | 'owner' | 'createdAt'>]?: TaskRecord[K] | undefined;
};

/** What one instance tells the instance running a task (a shared store carries it between processes). */
export type TaskSignal = { readonly kind: 'cancel' } | { readonly kind: 'input'; readonly key: string; readonly answer: unknown };

/** A store several instances share: tasks run by one instance can be cancelled, answered and failed by another. */
export interface SharedTasks {
  /** This instance runs the task: if the instance dies, another one marks the task failed. */
  claim(taskId: string): Promise<void>;
  /** The task ended here (whatever the outcome). */
  release(taskId: string): Promise<void>;
  /** Delivers a signal to whichever instance runs the task (at most once, fire and forget). */
  signal(taskId: string, signal: TaskSignal): Promise<void>;
  /** Called for every signal sent to a task, on every instance: the one running it acts. */
  onSignal(listener: (taskId: string, signal: TaskSignal) => void): void;
}

/** The adapter boundary: an SDK-provided store (or Postgres…) can replace these. */
export interface TaskStore {
  /** Present when several instances share the store (Redis). */
  readonly shared?: SharedTasks;
  /** Resolves once a get() for the same id would find it: a handle is never sent before that. */
  create(record: TaskRecord): Promise<void>;
  get(taskId: string): Promise<TaskRecord | undefined>;
  /** Atomic read-modify-write; `change` returns the patch to apply, or undefined to leave the task as it is. */
  update(taskId: string, change: (current: TaskRecord) => TaskPatch | undefined): Promise<TaskRecord | undefined>;
  delete(taskId: string): Promise<void>;
  /** Removes tasks whose ttlMs has run out; returns their ids. */
  sweep(now: number): Promise<string[]>;
  close(): Promise<void>;
}

export const isExpired = (record: TaskRecord, now: number): boolean => record.ttlMs !== null && Date.parse(record.createdAt) + record.ttlMs <= now;

/** A task whose instance stopped (died, or was stopped) before it finished: failed, with this error. */
export const INSTANCE_STOPPED = {
  code: -32603,
  message: 'The server instance running the task stopped before it finished',
} as const;

/** The patch that fails an unfinished task whose instance stopped (`why`: how); undefined for a finished one. */
export const stoppedPatch = (current: TaskRecord, why: string): TaskPatch | undefined =>
  TERMINAL.has(current.status)
    ? undefined
    : {
        status: 'failed',
        statusMessage: `the server instance running the task ${why}`,
        inputRequests: undefined,
        error: INSTANCE_STOPPED,
      };

export const apply = (record: TaskRecord, patch: TaskPatch): TaskRecord => {
  const next: Record<string, unknown> = { ...record, ...patch, lastUpdatedAt: new Date().toISOString() };
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
  return next as unknown as TaskRecord;
};

export class MemoryTaskStore implements TaskStore {
  private readonly tasks = new Map<string, TaskRecord>();

  async create(record: TaskRecord): Promise<void> {
    this.tasks.set(record.taskId, record);
  }
  async get(taskId: string): Promise<TaskRecord | undefined> {
    return this.tasks.get(taskId);
  }
  async update(taskId: string, change: (current: TaskRecord) => TaskPatch | undefined): Promise<TaskRecord | undefined> {
    const current = this.tasks.get(taskId);
    if (!current) return undefined;
    const patch = change(current);
    if (!patch) return current;
    const next = apply(current, patch);
    this.tasks.set(taskId, next);
    return next;
  }
  async delete(taskId: string): Promise<void> {
    this.tasks.delete(taskId);
  }
  async sweep(now: number): Promise<string[]> {
    const expired = [...this.tasks.values()].filter((t) => isExpired(t, now)).map((t) => t.taskId);
    for (const id of expired) this.tasks.delete(id);
    return expired;
  }
  async close(): Promise<void> {}
}

/** Durable tasks: completed results survive a restart; tasks a dead process left running are marked failed. */
export class SqliteTaskStore implements TaskStore {
  private constructor(private readonly db: SqliteDatabase) {}

  static async open(file: string): Promise<SqliteTaskStore> {
    const db = await openSqlite(file, 'MCPGEN_TASK_STORE=sqlite');
    db.exec('CREATE TABLE IF NOT EXISTS mcpgen_tasks (task_id TEXT PRIMARY KEY, record TEXT NOT NULL)');
    const store = new SqliteTaskStore(db);
    store.failOrphans();
    return store;
  }

  /** Tasks still working when their process died can never finish: fail them so clients stop polling. */
  private failOrphans(): void {
    const rows = this.db.prepare('SELECT record FROM mcpgen_tasks').all() as { record: string }[];
    for (const row of rows) {
      const record = JSON.parse(row.record) as TaskRecord;
      if (TERMINAL.has(record.status)) continue;
      this.write(
        apply(record, {
          status: 'failed',
          statusMessage: 'the server restarted while the task was running',
          inputRequests: undefined,
          error: { code: -32603, message: 'The server restarted while the task was running' },
        }),
      );
    }
  }

  private write(record: TaskRecord): void {
    this.db.prepare('INSERT OR REPLACE INTO mcpgen_tasks (task_id, record) VALUES (?, ?)').run(record.taskId, JSON.stringify(record));
  }
  private read(taskId: string): TaskRecord | undefined {
    const row = this.db.prepare('SELECT record FROM mcpgen_tasks WHERE task_id = ?').get(taskId) as { record: string } | undefined;
    return row ? (JSON.parse(row.record) as TaskRecord) : undefined;
  }

  async create(record: TaskRecord): Promise<void> {
    this.write(record);
  }
  async get(taskId: string): Promise<TaskRecord | undefined> {
    return this.read(taskId);
  }
  async update(taskId: string, change: (current: TaskRecord) => TaskPatch | undefined): Promise<TaskRecord | undefined> {
    return this.db.transaction(() => {
      const current = this.read(taskId);
      if (!current) return undefined;
      const patch = change(current);
      if (!patch) return current;
      const next = apply(current, patch);
      this.write(next);
      return next;
    })();
  }
  async delete(taskId: string): Promise<void> {
    this.db.prepare('DELETE FROM mcpgen_tasks WHERE task_id = ?').run(taskId);
  }
  async sweep(now: number): Promise<string[]> {
    const rows = this.db.prepare('SELECT record FROM mcpgen_tasks').all() as { record: string }[];
    const expired = rows
      .map((r) => JSON.parse(r.record) as TaskRecord)
      .filter((t) => isExpired(t, now))
      .map((t) => t.taskId);
    for (const id of expired) await this.delete(id);
    return expired;
  }
  async close(): Promise<void> {
    this.db.close();
  }
}

/** `memory` (default), `sqlite:<file>` or `redis://…`/`rediss://…`, from --task-store or MCPGEN_TASK_STORE. */
export async function openTaskStore(spec: string | undefined): Promise<TaskStore> {
  const value = spec ?? process.env.MCPGEN_TASK_STORE ?? 'memory';
  if (value === 'memory') return new MemoryTaskStore();
  if (value.startsWith('sqlite:') && value.length > 'sqlite:'.length) return SqliteTaskStore.open(value.slice('sqlite:'.length));
  if (/^rediss?:\/\/./.test(value)) {
    // Loaded only here: a server without Redis never loads the Redis store or its client.
    const { RedisTaskStore } = await import('./task-store-redis.gen.js');
    return RedisTaskStore.open(value);
  }
  throw new Error(`unknown task store ${JSON.stringify(value)}: use "memory", "sqlite:<file>" or "redis://host:port/db"`);
}
