// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// tasks/get, tasks/update and tasks/cancel of the Tasks extension (io.modelcontextprotocol/tasks, SEP-2663).
import {
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
  type McpServer,
  type ServerContext,
  type StandardSchemaV1,
} from '@modelcontextprotocol/server';
import { CancelledError } from './cancel.gen.js';
import { isElicitResult } from './context.gen.js';
import { declaresTasks, isRecord, live, principalOf, REQUIRED_CAPABILITIES, tasks, taskView } from './task-state.gen.js';
import { isExpired, TERMINAL, type TaskPatch, type TaskRecord } from './task-store.gen.js';

/** tasks/get: the Task plus what its status carries (pending input, the result, or the error). */
function detailedView(record: TaskRecord): Record<string, unknown> {
  return {
    ...taskView(record),
    ...(record.status === 'input_required' && { inputRequests: record.inputRequests ?? {} }),
    ...(record.status === 'completed' && record.result !== undefined && { result: record.result }),
    ...(record.status === 'failed' && record.error !== undefined && { error: record.error }),
  };
}

const TASK_PARAMS: StandardSchemaV1<{ taskId: string }> = {
  '~standard': {
    version: 1,
    vendor: 'mcpgen',
    validate: (value) =>
      isRecord(value) && typeof value.taskId === 'string'
        ? { value: value as { taskId: string } }
        : { issues: [{ message: 'params.taskId must be a string' }] },
  },
};

function requireDeclared(ctx: ServerContext, modern: boolean): void {
  if (!declaresTasks(ctx, modern)) throw new MissingRequiredClientCapabilityError(REQUIRED_CAPABILITIES);
}

/** Unknown, expired and other principals' tasks all look the same: -32602. */
async function findTask(taskId: string, ctx: ServerContext): Promise<TaskRecord> {
  const taskStore = await tasks();
  const record = await taskStore.get(taskId);
  const owner = principalOf(ctx);
  if (record && isExpired(record, Date.now())) {
    live.get(taskId)?.controller.abort(new CancelledError('the task expired'));
    await taskStore.delete(taskId);
  } else if (record && (record.owner === undefined || record.owner === owner)) {
    return record;
  }
  throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown task ${taskId}`);
}

/** The stored task once `answered` keys are answered: still input_required while others are pending. */
function withoutAnswered(current: TaskRecord, answered: readonly string[]): TaskPatch | undefined {
  if (current.status !== 'input_required') return undefined;
  const pending = Object.fromEntries(Object.entries(current.inputRequests ?? {}).filter(([key]) => !answered.includes(key)));
  return Object.keys(pending).length > 0 ? { inputRequests: pending } : { status: 'working', statusMessage: 'input received', inputRequests: undefined };
}

/**
 * tasks/update for a task another instance runs: the keys still pending in the store are taken out of it (one
 * compare-and-set, so an answer is taken once across instances) and sent to the instance whose handler waits.
 */
async function answerRemote(taskId: string, responses: Record<string, unknown>): Promise<Record<string, never>> {
  const taskStore = await tasks();
  let answered: string[] = [];
  await taskStore.update(taskId, (current) => {
    const pending = current.status === 'input_required' ? (current.inputRequests ?? {}) : {};
    answered = Object.keys(responses).filter((k) => Object.hasOwn(pending, k) && isElicitResult(responses[k]));
    return answered.length > 0 ? withoutAnswered(current, answered) : undefined;
  });
  for (const key of answered) await taskStore.shared?.signal(taskId, { kind: 'input', key, answer: responses[key] });
  return {};
}

/** Registers the three task methods on a server instance (per connection or per HTTP request: they are stateless). */
export function registerTaskMethods(server: McpServer, modern: boolean): void {
  server.server.setRequestHandler('tasks/get', { params: TASK_PARAMS }, async ({ taskId }, ctx) => {
    requireDeclared(ctx, modern);
    return detailedView(await findTask(taskId, ctx));
  });
  // inputResponses are lifted out of params by the SDK (MRTR): they arrive in ctx.mcpReq.inputResponses.
  server.server.setRequestHandler('tasks/update', { params: TASK_PARAMS }, async ({ taskId }, ctx) => {
    requireDeclared(ctx, modern);
    await findTask(taskId, ctx);
    const task = live.get(taskId);
    const responses = ctx.mcpReq.inputResponses ?? {};
    const taskStore = await tasks();
    // Running on another instance (shared store): the answers reach it as signals.
    if (!task && taskStore.shared) return answerRemote(taskId, responses);
    const answered: string[] = [];
    for (const [key, answer] of Object.entries(responses)) {
      const waiter = task?.waiters.get(key);
      if (!waiter || !isElicitResult(answer)) continue; // unknown, answered or superseded keys are ignored
      task?.waiters.delete(key);
      answered.push(key);
      waiter(answer);
    }
    if (answered.length > 0) await taskStore.update(taskId, (current) => withoutAnswered(current, answered));
    return {};
  });
  server.server.setRequestHandler('tasks/cancel', { params: TASK_PARAMS }, async ({ taskId }, ctx) => {
    requireDeclared(ctx, modern);
    await findTask(taskId, ctx);
    const task = live.get(taskId);
    task?.controller.abort(new CancelledError('tasks/cancel'));
    const taskStore = await tasks();
    const updated = await taskStore.update(taskId, (current) =>
      TERMINAL.has(current.status) ? undefined : { status: 'cancelled', statusMessage: 'cancelled by the client', inputRequests: undefined },
    );
    // Running on another instance: recorded as cancelled first (its end cannot overwrite that), then aborted there.
    if (!task && updated?.status === 'cancelled') await taskStore.shared?.signal(taskId, { kind: 'cancel' });
    return {};
  });
}
