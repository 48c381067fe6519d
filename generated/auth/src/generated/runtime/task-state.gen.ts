// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The Tasks extension's process-wide state (tasks.gen.ts runs tasks, task-methods.gen.ts answers tasks/get, /update
// and /cancel): one store, the live part of each running task, the sweeper, and who may see a task.
import { randomBytes } from 'node:crypto';
import type { ElicitResult, ServerContext } from '@modelcontextprotocol/server';
import { principalKey } from './auth.gen.js';
import { CancelledError } from './cancel.gen.js';
import { isElicitResult } from './context.gen.js';
import { stopOnSignals } from './lifecycle.gen.js';
import { logger } from './log.gen.js';
import { openTaskStore, stoppedPatch, type TaskRecord, type TaskSignal, type TaskStore } from './task-store.gen.js';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
export const REQUIRED_CAPABILITIES = { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } };

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * This request declared the extension in its own envelope, on a 2026-07-28 instance (earlier declarations do not
 * count, and under 2025-11-25 the extension does not exist, whatever _meta says).
 */
export function declaresTasks(ctx: ServerContext, modern: boolean): boolean {
  if (!modern) return false;
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const version = envelope?.['io.modelcontextprotocol/protocolVersion'];
  if (typeof version !== 'string' || version < '2026-07-28') return false;
  const capabilities = envelope?.['io.modelcontextprotocol/clientCapabilities'];
  return isRecord(capabilities) && isRecord(capabilities.extensions) && capabilities.extensions[TASKS_EXTENSION] !== undefined;
}

/** Who is asking, when the HTTP host authenticated the caller: tasks are bound to their creator. */
export function principalOf(ctx: ServerContext): string | undefined {
  return principalKey(ctx.http?.authInfo);
}

// ---- process-wide state: one store, plus the live part of each running task (abort, pending input) ----

export interface LiveTask {
  readonly controller: AbortController;
  readonly waiters: Map<string, (answer: ElicitResult) => void>;
  /** Input keys are never reused for the task's whole life, answered or not. */
  nextKey: number;
}

let store: TaskStore | undefined;
let sweeper: NodeJS.Timeout | undefined;
let sweepEveryMs = Infinity;
export const live = new Map<string, LiveTask>();

/** Opens the task store (memory unless told otherwise); the entry point calls this before serving. */
export async function configureTasks(options: { store?: string | undefined } = {}): Promise<TaskStore> {
  if (store) return store;
  store = await openTaskStore(options.store);
  // Another instance cancelled or answered a task: act on it if it runs here.
  store.shared?.onSignal(deliver);
  // A stop ends the tasks still running here as failed, so that no task stays `working` after its instance.
  stopOnSignals({ stopAccepting: () => undefined, close: closeTasks });
  return store;
}

/** A signal from another instance (through a shared store) for a task this process may be running. */
export function deliver(taskId: string, signal: TaskSignal): void {
  const task = live.get(taskId);
  if (!task) return;
  if (signal.kind === 'cancel') {
    task.controller.abort(new CancelledError('tasks/cancel'));
    return;
  }
  const waiter = task.waiters.get(signal.key);
  if (!waiter || !isElicitResult(signal.answer)) return;
  task.waiters.delete(signal.key);
  waiter(signal.answer);
}

export async function tasks(): Promise<TaskStore> {
  return store ?? configureTasks();
}

/** Sweeps at the pace of the shortest TTL seen (1 s to 60 s), so no task outlives its TTL by more than that. */
export function startSweeper(ttlMs: number): void {
  const every = Math.max(1_000, Math.min(ttlMs, 60_000));
  if (sweeper && every >= sweepEveryMs) return;
  clearInterval(sweeper);
  sweepEveryMs = every;
  sweeper = setInterval(() => {
    void tasks()
      .then((s) => s.sweep(Date.now()))
      .then((ids) => {
        for (const id of ids) live.get(id)?.controller.abort(new CancelledError('the task expired'));
      });
  }, every);
  sweeper.unref();
}

/** How long a stop waits for stopped tasks to record how they ended. */
const SETTLE_MS = 1_000;

/** On stop: tasks still running here are failed (their handlers aborted), then the store is closed. */
export async function closeTasks(): Promise<void> {
  clearInterval(sweeper);
  sweeper = undefined;
  sweepEveryMs = Infinity;
  const current = store;
  const running = [...live.keys()];
  if (current && running.length > 0) {
    await Promise.allSettled(running.map((id) => current.update(id, (t) => stoppedPatch(t, 'was stopped'))));
    logger.info('failed the tasks still running', { tasks: running.length });
  }
  for (const task of live.values()) task.controller.abort(new CancelledError('the server is shutting down'));
  const deadline = Date.now() + SETTLE_MS;
  while (live.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await current?.close();
  store = undefined;
}

/** 128+ bits from the CSPRNG: a task id is as good as a bearer token. */
export const newTaskId = () => randomBytes(18).toString('base64url');

/** The Task fields of a record, exactly as the wire carries them. */
export function taskView(record: TaskRecord): Record<string, unknown> {
  return {
    taskId: record.taskId,
    status: record.status,
    ...(record.statusMessage !== undefined && { statusMessage: record.statusMessage }),
    createdAt: record.createdAt,
    lastUpdatedAt: record.lastUpdatedAt,
    ttlMs: record.ttlMs,
    ...(record.pollIntervalMs !== undefined && { pollIntervalMs: record.pollIntervalMs }),
  };
}
