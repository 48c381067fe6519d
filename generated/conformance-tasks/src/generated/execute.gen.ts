// generated — do not edit. Source: ../../specs/conformance-tasks.yaml. Regenerate with `mcpgen generate`.
// Runs one handler call, answered on its own request or in the background under a task, and turns whatever
// happens into an outcome. Everything a call needs is created here and released in `finally`.
import { randomUUID } from 'node:crypto';
import {
  inputRequired,
  ProtocolError,
  type CallToolResult,
  type ElicitResult,
  type InputRequiredResult,
  type ServerContext,
  type StandardSchemaV1,
} from '@modelcontextprotocol/server';
import {
  CancelledError,
  describeReason,
  linkCallSignal,
  sleep,
  throwIfCancelled,
  TimeoutError,
} from './cancel.gen.js';
import { McpgenError, type ErrorInfo } from './errors.gen.js';
import { enterCall, ShutdownError, shuttingDown } from './lifecycle.gen.js';
import { LazyLogger, logger, type Logger } from './log.gen.js';
import {
  notificationSink,
  progressInterval,
  ProgressReporter,
  track,
  type ProgressSink,
} from './progress.gen.js';
import {
  ERROR_META_KEY,
  isToolResult,
  RESULT_BRAND,
  type InputRequestParams,
  type TaskContext,
  type ToolReturn,
} from './runtime.gen.js';
import { inToolSpan, type SpanOutcome } from './telemetry.gen.js';

export interface TaskSettings {
  readonly mode: 'optional' | 'required';
  readonly ttlMs: number;
  readonly pollIntervalMs: number;
  /** immediate: the handle is returned at once; explicit: when the handler calls ctx.startTask(). */
  readonly start: 'immediate' | 'explicit';
}

export interface ToolSpec {
  readonly name: string;
  /** The tool declares an output schema: results carry structuredContent plus its JSON as text. */
  readonly structured: boolean;
  /** Minimum milliseconds between two progress updates of one call. */
  readonly progressIntervalMs?: number;
  /** The call is aborted and answered with a timeout error after this many milliseconds. */
  readonly timeoutMs?: number;
  /** Task-capable (longRunning): how and for how long it runs as a task. */
  readonly task?: TaskSettings;
  /** Checked by the runtime where the SDK cannot (results of tasks). */
  readonly outputSchema?: StandardSchemaV1;
}

export type Handler<Input, Output> = (input: Input, ctx: TaskContext) => Promise<ToolReturn<Output>>;

/** A handler whose module is imported when first needed. */
export type LazyHandler<Args extends unknown[], R> = (...args: Args) => Promise<R>;

/** Every lazy handler of the process, for the background preload. */
const lazyHandlers: (() => Promise<unknown>)[] = [];

/**
 * Wraps a handler module's import. A module that fails to load fails that call (an internal error, logged with its
 * stack) and is tried again on the next one.
 */
export function lazyHandler<Args extends unknown[], R>(
  load: () => Promise<(...args: Args) => Promise<R>>,
): LazyHandler<Args, R> {
  let handler: ((...args: Args) => Promise<R>) | undefined;
  let loading: Promise<(...args: Args) => Promise<R>> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (h) => (handler = h),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  lazyHandlers.push(loaded);
  return (...args) => (handler ? handler(...args) : loaded().then((h) => h(...args)));
}

/**
 * Imports every handler module in the background once the server is up, one at a time: start-up does not wait for
 * them, first calls rarely do, and a module that cannot load is reported now instead of at its first call.
 */
export function preloadHandlers(): void {
  const next = async (i: number): Promise<void> => {
    if (i >= lazyHandlers.length || shuttingDown()) return;
    await lazyHandlers[i]!().catch((error: unknown) =>
      logger.error('a handler module failed to load; its tool fails until this is fixed', { error }),
    );
    setImmediate(() => void next(i + 1));
  };
  setImmediate(() => void next(0));
}

/** How a call runs: its cancellation source, where progress goes, how input is asked for. */
export interface Execution {
  readonly taskId: string | undefined;
  readonly signal: AbortSignal;
  readonly progress: ProgressSink;
  requestInput(request: InputRequestParams): Promise<ElicitResult>;
  /** Turns a request into a task (taskStart: explicit); absent where that cannot happen. */
  startTask?(): Promise<void>;
}

export type Outcome =
  | { readonly kind: 'result'; readonly result: CallToolResult }
  | { readonly kind: 'input-required'; readonly result: InputRequiredResult }
  | { readonly kind: 'failed'; readonly error: { code: number; message: string; data?: unknown } }
  | { readonly kind: 'cancelled'; readonly reason: unknown };

const DEFAULT_PROGRESS_INTERVAL_MS = 50;

/** Thrown by requestInput in a plain request: the request answers input_required and the client retries. */
class InputRequiredSignal {
  constructor(
    readonly key: string,
    readonly request: InputRequestParams,
  ) {}
}

/** A call answered on its own request: progress as notifications, input through MRTR (input_required + retry). */
export function requestExecution(mcp: ServerContext, log: Logger): Execution {
  let asked = 0;
  return {
    taskId: undefined,
    signal: mcp.mcpReq.signal,
    progress: notificationSink(mcp, log),
    async requestInput(request) {
      // Keys follow call order, so the retried request finds its answers under the same keys.
      const key = `input_${++asked}`;
      const answer = mcp.mcpReq.inputResponses?.[key];
      if (isElicitResult(answer)) return answer;
      throw new InputRequiredSignal(key, request);
    },
  };
}

export function isElicitResult(value: unknown): value is ElicitResult {
  const action = (value as { action?: unknown } | null | undefined)?.action;
  return action === 'accept' || action === 'decline' || action === 'cancel';
}

type Settled =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** Runs one call in its OpenTelemetry span; refused while the server is stopping. */
export function executeTool<Input, Output>(
  spec: ToolSpec,
  handler: Handler<Input, Output>,
  input: Input,
  mcp: ServerContext,
  execution: Execution,
): Promise<Outcome> {
  const stopping = shuttingDown();
  if (stopping) return Promise.resolve({ kind: 'result', result: shuttingDownResult(stopping) });
  return inToolSpan(
    spec.name,
    mcp,
    execution.taskId,
    () => execute(spec, handler, input, mcp, execution),
    describeOutcome,
  );
}

async function execute<Input, Output>(
  spec: ToolSpec,
  handler: Handler<Input, Output>,
  input: Input,
  mcp: ServerContext,
  execution: Execution,
): Promise<Outcome> {
  const lifetime = enterCall();
  // The signal, logger and progress reporter are built on first use: most handlers touch none of them, and a call
  // should cost what it uses (a linked AbortSignal alone costs more than the rest of the call's bookkeeping).
  const timed =
    spec.timeoutMs === undefined
      ? undefined
      : linkCallSignal([execution.signal, lifetime.signal], spec.timeoutMs);
  let linked = timed;
  const signal = () => (linked ??= linkCallSignal([execution.signal, lifetime.signal], undefined)).signal;
  let log: Logger | undefined;
  const callLog = () =>
    (log ??= logger.child({
      tool: spec.name,
      requestId: mcp.mcpReq.id,
      ...(execution.taskId && { taskId: execution.taskId }),
    }));
  let reporter: ProgressReporter | undefined;
  const progress = (value: number, total?: number, message?: string) =>
    (reporter ??= new ProgressReporter(
      execution.progress,
      progressInterval(spec.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS),
      callLog(),
    )).report(value, total, message);
  const ctx: TaskContext = {
    tool: spec.name,
    requestId: mcp.mcpReq.id,
    get taskId() {
      return execution.taskId;
    },
    startTask: () => execution.startTask?.() ?? Promise.resolve(),
    get signal() {
      return signal();
    },
    throwIfCancelled: () => {
      if (execution.signal.aborted || lifetime.cancelledBy || linked?.signal.aborted)
        throwIfCancelled(signal());
    },
    sleep: (ms) => sleep(ms, signal()),
    requestInput: (request) => execution.requestInput(request),
    get log() {
      return callLog();
    },
    mcp,
    progress,
    track: (items, options = {}) => track(items, options, signal(), progress),
  };
  try {
    // The handler's promise never rejects unobserved, even when a timeout answers first.
    const running: Promise<Settled> = handler(input, ctx).then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error }),
    );
    const settled = timed ? await Promise.race([running, timed.timedOut]) : await running;
    if (settled instanceof TimeoutError) {
      void running.then(() => callLog().debug('handler finished after its timeout'));
      return { kind: 'result', result: timeoutResult(spec.name, settled) };
    }
    const reason: unknown = timed?.signal.reason;
    if (reason instanceof TimeoutError) return { kind: 'result', result: timeoutResult(spec.name, reason) };
    if (!settled.ok && lifetime.cancelledBy && !execution.signal.aborted)
      return { kind: 'result', result: shuttingDownResult(lifetime.cancelledBy) };
    if (execution.signal.aborted) return { kind: 'cancelled', reason: execution.signal.reason };
    const outcome = settled.ok
      ? ({ kind: 'result', result: toCallToolResult(spec, settled.value) } as const)
      : failure(settled.error, ctx, execution);
    // Where the work ended is reported before the answer, error or not (but never after a cancel).
    if (outcome.kind !== 'cancelled' && reporter) await reporter.flush();
    return outcome;
  } finally {
    linked?.dispose();
    reporter?.dispose();
    lifetime.done();
  }
}

function failure(error: unknown, ctx: TaskContext, execution: Execution): Outcome {
  if (error instanceof InputRequiredSignal) {
    const { message, requestedSchema } = error.request;
    const request = inputRequired.elicit({
      mode: 'form',
      message,
      requestedSchema: requestedSchema as never,
    });
    return { kind: 'input-required', result: inputRequired({ inputRequests: { [error.key]: request } }) };
  }
  if (error instanceof CancelledError) return { kind: 'cancelled', reason: error.reason };
  // In a task a thrown protocol error fails the task (SEP-2663); in a request it is a tool error like any other.
  if (execution.taskId !== undefined && ProtocolError.isInstance(error)) {
    const e = error as ProtocolError;
    return {
      kind: 'failed',
      error: { code: e.code, message: e.message, ...(e.data !== undefined && { data: e.data }) },
    };
  }
  return { kind: 'result', result: errorResult(error, ctx) };
}

/** A plain tools/call: the outcome becomes the response (the SDK sends none at all for a cancelled request). */
export async function runTool<Input, Output>(
  spec: ToolSpec,
  handler: Handler<Input, Output>,
  input: Input,
  mcp: ServerContext,
): Promise<CallToolResult | InputRequiredResult> {
  const log = new LazyLogger(logger, { tool: spec.name, requestId: mcp.mcpReq.id });
  return responseFor(await executeTool(spec, handler, input, mcp, requestExecution(mcp, log)), log);
}

/** The response a request gives for an outcome. */
export function responseFor(outcome: Outcome, log: Logger): CallToolResult | InputRequiredResult {
  switch (outcome.kind) {
    case 'result':
    case 'input-required':
      return outcome.result;
    case 'cancelled':
      log.debug('call cancelled', { reason: describeReason(outcome.reason) });
      return {
        content: [{ type: 'text', text: `cancelled: ${describeReason(outcome.reason)}` }],
        isError: true,
      };
    case 'failed':
      return describedError(
        { name: 'ProtocolError', code: outcome.error.code, retryable: false, data: outcome.error.data },
        outcome.error.message,
      );
  }
}

/** A call the stopping server will not start, or cancelled when the grace period ran out: retry elsewhere or later. */
function shuttingDownResult(error: ShutdownError): CallToolResult {
  return {
    content: [{ type: 'text', text: `Server unavailable: ${error.message}. Retrying later may succeed.` }],
    isError: true,
    _meta: { [ERROR_META_KEY]: { name: 'ShutdownError', code: -32000, retryable: true } },
  };
}

/** What the span records: the error class of an isError result, a failed task's code, or a cancel. */
function describeOutcome(outcome: Outcome): SpanOutcome {
  switch (outcome.kind) {
    case 'result': {
      if (outcome.result.isError !== true) return {};
      const info = outcome.result._meta?.[ERROR_META_KEY] as { name?: unknown } | undefined;
      return { error: typeof info?.name === 'string' ? info.name : 'tool_error' };
    }
    case 'failed':
      return { error: String(outcome.error.code), message: outcome.error.message };
    case 'cancelled':
      return { error: 'cancelled' };
    case 'input-required':
      return {};
  }
}

function timeoutResult(tool: string, error: TimeoutError): CallToolResult {
  return {
    content: [
      {
        type: 'text',
        text: `${tool} timed out after ${error.timeoutMs} ms; the call was cancelled. Retrying with less work may succeed.`,
      },
    ],
    isError: true,
    _meta: { [ERROR_META_KEY]: { name: 'TimeoutError', code: -32001, retryable: true } },
  };
}

export function toCallToolResult(spec: ToolSpec, value: unknown): CallToolResult {
  if (isToolResult(value)) {
    const { [RESULT_BRAND]: _brand, ...result } = value;
    return result as CallToolResult;
  }
  if (spec.structured) {
    return {
      content: [{ type: 'text', text: JSON.stringify(value) }],
      structuredContent: value as CallToolResult['structuredContent'],
    };
  }
  if (value === undefined) return { content: [] };
  return { content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }] };
}

/** Declared errors explain themselves; anything else is logged with a correlation id and answered generically. */
function errorResult(error: unknown, ctx: TaskContext): CallToolResult {
  if (error instanceof McpgenError) return describedError(error.toJSON(), error.message);
  if (ProtocolError.isInstance(error)) {
    const e = error as ProtocolError;
    return describedError({ name: 'ProtocolError', code: e.code, retryable: false, data: e.data }, e.message);
  }
  const correlationId = randomUUID();
  ctx.log.error('tool failed with an unexpected error', { correlationId, error });
  return {
    content: [
      {
        type: 'text',
        text: `Internal error in ${ctx.tool} (correlation id ${correlationId}); the server logged the details.`,
      },
    ],
    isError: true,
    _meta: { [ERROR_META_KEY]: { name: 'InternalError', code: -32603, retryable: false, correlationId } },
  };
}

function describedError(info: ErrorInfo, message: string): CallToolResult {
  const data = info.data === undefined ? '' : ` ${JSON.stringify(info.data)}`;
  const retry = info.retryable ? ' (retryable: the same call may succeed later)' : '';
  return {
    content: [{ type: 'text', text: `${info.name}: ${message}${data}${retry}` }],
    isError: true,
    _meta: { [ERROR_META_KEY]: info },
  };
}
