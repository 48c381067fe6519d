// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `mcpgen generate`.
// Runs one handler call, answered on its own request or in the background under a task, and turns whatever
// happens into an outcome. Everything a call needs is created here and released in `finally`.
import { randomUUID } from 'node:crypto';
import {
  inputRequired,
  ProtocolError,
  type CallToolResult,
  type InputRequiredResult,
  type ServerContext,
  type StandardSchemaV1,
} from '@modelcontextprotocol/server';
import {
  CancelledError,
  describeReason,
  linkCallSignal,
  TimeoutError,
  type CallSignal,
} from './cancel.gen.js';
import { CallContext, InputRequiredSignal, RequestExecution, type Execution } from './context.gen.js';
import { McpgenError, type ErrorInfo } from './errors.gen.js';
import {
  cancelledByStop,
  enterCall,
  leaveCall,
  ShutdownError,
  shuttingDown,
  stopSignal,
} from './lifecycle.gen.js';
import { logger, type Logger } from './log.gen.js';
import {
  ERROR_META_KEY,
  isToolResult,
  RESULT_BRAND,
  type TaskContext,
  type ToolReturn,
} from './runtime.gen.js';
import { inToolSpan, tracing, type SpanOutcome } from './telemetry.gen.js';

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

/** Every lazy handler of the process, for the background preload. */
const lazyHandlers: (() => Promise<unknown>)[] = [];

/**
 * Wraps a handler module's import. A module that fails to load fails that call (an internal error, logged with its
 * stack) and is tried again on the next one.
 */
export function lazyHandler<Input, Context, R>(
  load: () => Promise<(input: Input, ctx: Context) => Promise<R>>,
): (input: Input, ctx: Context) => Promise<R> {
  let handler: ((input: Input, ctx: Context) => Promise<R>) | undefined;
  let loading: Promise<(input: Input, ctx: Context) => Promise<R>> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (h) => (handler = h),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  lazyHandlers.push(loaded);
  return (input, ctx) => (handler ? handler(input, ctx) : loaded().then((h) => h(input, ctx)));
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

export type Outcome =
  | { readonly kind: 'result'; readonly result: CallToolResult }
  | { readonly kind: 'input-required'; readonly result: InputRequiredResult }
  | { readonly kind: 'failed'; readonly error: { code: number; message: string; data?: unknown } }
  | { readonly kind: 'cancelled'; readonly reason: unknown };

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
  if (!tracing()) return execute(spec, handler, input, mcp, execution, asOutcome);
  return inToolSpan(
    spec.name,
    mcp,
    execution.taskId,
    () => execute(spec, handler, input, mcp, execution, asOutcome),
    describeOutcome,
  );
}

type Settled =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

const asOutcome = (outcome: Outcome): Outcome => outcome;

/** Runs the handler; `answer` turns the outcome into what the caller returns (a plain request: its response). */
async function execute<Input, Output, E extends Execution, R>(
  spec: ToolSpec,
  handler: Handler<Input, Output>,
  input: Input,
  mcp: ServerContext,
  execution: E,
  answer: (outcome: Outcome, execution: E) => R,
): Promise<R> {
  enterCall();
  const timed =
    spec.timeoutMs === undefined
      ? undefined
      : linkCallSignal([execution.signal, stopSignal()], spec.timeoutMs);
  const ctx = new CallContext(spec, mcp, execution, timed);
  try {
    let outcome: Outcome;
    if (timed) outcome = await raceTimeout(handler, input, ctx, timed, execution);
    else {
      // No Promise.race and no settled record without a timeout: the handler is awaited directly.
      try {
        const value = await handler(input, ctx);
        outcome = concluded(true, value, ctx, execution);
      } catch (error) {
        outcome = concluded(false, error, ctx, execution);
      }
    }
    // Where the work ended is reported before the answer, error or not (but never after a cancel).
    if (outcome.kind !== 'cancelled' && ctx.reporter) await ctx.reporter.flush();
    return answer(outcome, execution);
  } finally {
    ctx.linked?.dispose();
    ctx.reporter?.dispose();
    leaveCall();
  }
}

/** A tool with a timeout: answered when the handler settles or the timeout fires, whichever comes first. */
async function raceTimeout<Input, Output>(
  handler: Handler<Input, Output>,
  input: Input,
  ctx: CallContext,
  timed: CallSignal,
  execution: Execution,
): Promise<Outcome> {
  // The handler's promise never rejects unobserved, even when the timeout answers first.
  const running: Promise<Settled> = invoke(handler, input, ctx).then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
  const settled = await Promise.race([running, timed.timedOut]);
  if (settled instanceof TimeoutError) {
    void running.then(() => ctx.log.debug('handler finished after its timeout'));
    return { kind: 'result', result: timeoutResult(ctx.tool, settled) };
  }
  return settled.ok
    ? concluded(true, settled.value, ctx, execution)
    : concluded(false, settled.error, ctx, execution);
}

function invoke<Input, Output>(
  handler: Handler<Input, Output>,
  input: Input,
  ctx: CallContext,
): Promise<ToolReturn<Output>> {
  try {
    return Promise.resolve(handler(input, ctx));
  } catch (error) {
    return Promise.reject(error);
  }
}

/** The outcome of a handler that returned (`ok`) or threw `value`, given what else happened to the call meanwhile. */
function concluded(ok: boolean, value: unknown, ctx: CallContext, execution: Execution): Outcome {
  const reason: unknown = ctx.timed?.signal.reason;
  if (reason instanceof TimeoutError) return { kind: 'result', result: timeoutResult(ctx.tool, reason) };
  const { signal } = execution;
  const stopped = cancelledByStop();
  if (!ok && stopped && !signal.aborted) return { kind: 'result', result: shuttingDownResult(stopped) };
  if (signal.aborted) return { kind: 'cancelled', reason: signal.reason };
  return ok ? { kind: 'result', result: toCallToolResult(ctx.spec, value) } : failure(value, ctx, execution);
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
export function runTool<Input, Output>(
  spec: ToolSpec,
  handler: Handler<Input, Output>,
  input: Input,
  mcp: ServerContext,
): Promise<CallToolResult | InputRequiredResult> {
  const execution = new RequestExecution(mcp, spec.name);
  const stopping = shuttingDown();
  if (stopping) return Promise.resolve(shuttingDownResult(stopping));
  // Without a span the response is made inside execute(): one async step less per call.
  if (!tracing()) return execute(spec, handler, input, mcp, execution, answerRequest);
  return executeTool(spec, handler, input, mcp, execution).then((o) => answerRequest(o, execution));
}

function answerRequest(outcome: Outcome, execution: RequestExecution): CallToolResult | InputRequiredResult {
  if (outcome.kind === 'result' || outcome.kind === 'input-required') return outcome.result;
  return responseFor(outcome, execution.log);
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
