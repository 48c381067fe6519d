// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The Tasks extension (io.modelcontextprotocol/tasks, SEP-2663) on SDK 2.4.0, which has no server runtime for it:
// tools/call answered with a task, and the task run in the background. With task-state.gen.ts,
// task-methods.gen.ts and task-store.gen.ts it is everything task-related, so the SDK's own extension can replace them.
import {
  MissingRequiredClientCapabilityError,
  type CallToolResult,
  isInputRequiredResult,
  type ElicitResult,
  type HandlerResultTypeMap,
  type JSONRPCRequest,
  type McpServer,
  type ServerContext,
  type StandardSchemaV1,
} from '@modelcontextprotocol/server';
import { toolDenial } from './auth.gen.js';
import { CancelledError } from './cancel.gen.js';
import { requestExecution, type Execution } from './context.gen.js';
import { executeTool, type Handler } from './execute.gen.js';
import type { ToolSpec } from './tool-spec.gen.js';
import type { RateCheck } from './tool-table.gen.js';
import { responseFor, type Outcome } from './results.gen.js';
import { ERROR_META_KEY } from './errors.gen.js';
import { logger } from './log.gen.js';
import { fitResultChecked, type ResultBudget } from './result-budget.gen.js';
import { checkOutput, PhasedExecution } from './task-phases.gen.js';
import { stoppedPatch, TERMINAL, type TaskPatch, type TaskRecord, type TaskStore } from './task-store.gen.js';
import { declaresTasks, live, newTaskId, principalOf, REQUIRED_CAPABILITIES, startSweeper, tasks, taskView, type LiveTask } from './task-state.gen.js';

// ---- tools/call: answer with a task when the request declared the extension ----

/** What the task router needs to know about a task-capable tool. */
export interface TaskTool<Input = never, Output = unknown> {
  readonly spec: ToolSpec & { readonly task: NonNullable<ToolSpec['task']> };
  readonly handler: Handler<Input, Output>;
  readonly inputSchema: StandardSchemaV1<Input>;
  /** The tool's rate limit (rateLimiter() of rate-limit.gen.ts), when it has one. */
  readonly rateLimit?: RateCheck;
  /** A task's result is cut to it as a call's is (result-budget.gen.ts). */
  readonly resultBudget?: ResultBudget;
}

/** Stores a new task (so tasks/get finds it before the handle leaves) and its live part; returns the handle. */
async function createTask(spec: TaskTool['spec'], mcp: ServerContext) {
  const taskStore = await tasks();
  const now = new Date().toISOString();
  const owner = principalOf(mcp);
  const record: TaskRecord = {
    taskId: newTaskId(),
    tool: spec.name,
    ...(owner !== undefined && { owner }),
    status: 'working',
    createdAt: now,
    lastUpdatedAt: now,
    ttlMs: spec.task.ttlMs,
    pollIntervalMs: spec.task.pollIntervalMs,
  };
  // Claimed before it exists: an instance that dies between the two leaves no task `working` for ever.
  await taskStore.shared?.claim(record.taskId);
  await taskStore.create(record);
  const task: LiveTask = { controller: new AbortController(), waiters: new Map(), nextKey: 1 };
  live.set(record.taskId, task);
  startSweeper(spec.task.ttlMs);
  return {
    handle: { resultType: 'task', ...taskView(record) },
    execution: taskExecution(record.taskId, task, taskStore),
  };
}

/** Changes a task unless it already ended (a cancel that won the race is never overwritten). */
function patchActive(taskStore: TaskStore, taskId: string, change: (current: TaskRecord) => TaskPatch | undefined) {
  return taskStore.update(taskId, (current) => (TERMINAL.has(current.status) ? undefined : change(current)));
}

/** A call running as a task: cancelled by tasks/cancel, progress into statusMessage, input through tasks/update. */
function taskExecution(taskId: string, task: LiveTask, taskStore: TaskStore): Execution {
  const { signal } = task.controller;
  return {
    taskId,
    signal,
    progress: {
      enabled: () => !signal.aborted,
      send: async ({ progress, total, message }) => {
        await patchActive(taskStore, taskId, () => ({
          statusMessage: message ?? (total === undefined ? `${progress}` : `${progress}/${total}`),
        }));
      },
    },
    requestInput: (request) =>
      new Promise<ElicitResult>((resolve, reject) => {
        if (signal.aborted) return reject(new CancelledError(signal.reason));
        const key = `input_${task.nextKey++}`;
        const onAbort = () => reject(new CancelledError(signal.reason));
        signal.addEventListener('abort', onAbort, { once: true });
        task.waiters.set(key, (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        });
        const elicitation = {
          method: 'elicitation/create',
          params: { mode: 'form', message: request.message, requestedSchema: request.requestedSchema },
        };
        void patchActive(taskStore, taskId, (current) => ({
          status: 'input_required',
          statusMessage: request.message,
          inputRequests: { ...current.inputRequests, [key]: elicitation },
        }));
      }),
  };
}

/** Records how the handler ended: completed (also for tool errors), failed (protocol errors) or cancelled. */
async function settleTask<Input>(taskId: string, tool: TaskTool<Input, unknown>, input: Input, outcome: Promise<Outcome>): Promise<void> {
  const { spec } = tool;
  const taskStore = await tasks();
  const end = (patch: TaskPatch) => patchActive(taskStore, taskId, () => ({ ...patch, inputRequests: undefined }));
  try {
    const settled = await outcome;
    if (stoppedHere(settled)) await patchActive(taskStore, taskId, (t) => stoppedPatch(t, 'was stopped'));
    else if (settled.kind === 'result') {
      const result = await withinBudget(tool, input, await checkOutput(spec, settled.result));
      await end({
        status: 'completed',
        statusMessage: result.isError ? 'failed with a tool error' : 'completed',
        result: { ...result, resultType: 'complete' },
      });
    } else if (settled.kind === 'failed') await end({ status: 'failed', statusMessage: settled.error.message, error: settled.error });
    else if (settled.kind === 'cancelled') await end({ status: 'cancelled', statusMessage: 'cancelled' });
    else await end({ status: 'failed', error: { code: -32603, message: 'input could not be requested' } });
  } catch (error) {
    logger.error('task failed unexpectedly', { tool: spec.name, taskId, error });
    await end({ status: 'failed', error: { code: -32603, message: 'Internal error' } }).catch(() => undefined);
  } finally {
    live.delete(taskId);
    await taskStore.shared?.release(taskId);
  }
}

/** The server's stop cancelled the handler: the task ends failed, as when its instance dies. */
const stoppedHere = (settled: Outcome): boolean =>
  settled.kind === 'result' && (settled.result._meta?.[ERROR_META_KEY] as { name?: unknown } | undefined)?.name === 'ShutdownError';

/** taskStart: immediate — the handle goes back at once and the whole handler runs in the background. */
async function startTask<Input, Output>(tool: TaskTool<Input, Output>, input: Input, mcp: ServerContext): Promise<Record<string, unknown>> {
  const { handle, execution } = await createTask(tool.spec, mcp);
  void settleTask(execution.taskId!, tool, input, executeTool(tool.spec, tool.handler, input, mcp, execution));
  return handle;
}

/**
 * taskStart: explicit — the handler runs inside the request (input through MRTR, progress as notifications) until
 * it calls ctx.startTask(); then the task is created, its handle answers the request and the rest runs as the task.
 * A handler that finishes without starting a task answers the request directly.
 */
async function startTaskWhenAsked<Input, Output>(tool: TaskTool<Input, Output>, input: Input, mcp: ServerContext, afterMs?: number) {
  const log = logger.child({ tool: tool.spec.name, requestId: mcp.mcpReq.id });
  let announce: (handle: Record<string, unknown>) => void = () => undefined;
  const handed = new Promise<Record<string, unknown>>((resolve) => (announce = resolve));
  const phased = new PhasedExecution(requestExecution(mcp, log), async () => {
    const { handle, execution } = await createTask(tool.spec, mcp);
    announce(handle);
    return execution;
  });
  const outcome = executeTool(tool.spec, tool.handler, input, mcp, phased);
  // taskAfterMs: a plain call that becomes a task only if it is still running after that long.
  const timer = afterMs === undefined ? undefined : setTimeout(() => void phased.startTask(), afterMs);
  const first = await Promise.race([handed.then((handle) => ({ handle })), outcome.then((settled) => ({ settled }))]);
  clearTimeout(timer);
  if ('handle' in first) {
    void settleTask(phased.taskId!, tool, input, outcome);
    return first.handle;
  }
  const answer = responseFor(first.settled, log);
  return isInputRequiredResult(answer) ? answer : withinBudget(tool, input, answer);
}

/** A result of a task-capable tool, cut to its budget as the tool table cuts a plain call's. */
function withinBudget<Input>(tool: TaskTool<Input, unknown>, input: Input, result: CallToolResult): Promise<CallToolResult> | CallToolResult {
  return tool.resultBudget ? fitResultChecked(result, tool.resultBudget, input, tool.spec.name, tool.spec.outputSchema) : result;
}

type ToolsCallHandler = (request: JSONRPCRequest, ctx: ServerContext) => Promise<HandlerResultTypeMap['tools/call']>;

/**
 * Routes tools/call for task-capable tools. The tool table (tool-table.gen.ts) would validate a task handle against
 * the tool's output schema and turn a -32021 into an isError result, so the dispatcher itself is wrapped (after
 * installation): a call that declared the extension gets a task; a task-required tool called without it gets JSON-RPC
 * -32021; everything else goes to the table unchanged. This reaches the SDK's protected _getRequestHandler: the SDK version is pinned and
 * a test covers it.
 */
export function routeTaskCalls(server: McpServer, taskTools: ReadonlyMap<string, TaskTool>, modern: boolean): void {
  const protocol = server.server as unknown as {
    _getRequestHandler(method: string): ToolsCallHandler | undefined;
  };
  const inner = protocol._getRequestHandler('tools/call');
  if (!inner) throw new Error('tools/call handler missing: register tools before routing task calls');
  server.server.setRequestHandler('tools/call', async (request, ctx) => {
    const tool = taskTools.get(request.params.name);
    const denied = tool && ctx.http?.authInfo && toolDenial(tool.spec.name, ctx.http.authInfo);
    if (denied) return denied as unknown as HandlerResultTypeMap['tools/call'];
    if (tool && declaresTasks(ctx, modern)) {
      // Before validation, as the tool table does for every other call.
      const limited = tool.rateLimit && (await tool.rateLimit(ctx));
      if (limited) return limited as HandlerResultTypeMap['tools/call'];
      const checked = await tool.inputSchema['~standard'].validate(request.params.arguments ?? {});
      if (checked.issues) {
        const detail = checked.issues.map((i) => i.message).join('; ');
        return {
          content: [
            {
              type: 'text',
              text: `Input validation error: Invalid arguments for tool ${tool.spec.name}: ${detail}`,
            },
          ],
          isError: true,
        };
      }
      const { start, afterMs } = tool.spec.task;
      const started =
        start === 'explicit' || afterMs !== undefined ? startTaskWhenAsked(tool, checked.value, ctx, afterMs) : startTask(tool, checked.value, ctx);
      return (await started) as unknown as HandlerResultTypeMap['tools/call'];
    }
    if (tool?.spec.task.mode === 'required') throw new MissingRequiredClientCapabilityError(REQUIRED_CAPABILITIES);
    return inner(request as unknown as JSONRPCRequest, ctx);
  });
}
