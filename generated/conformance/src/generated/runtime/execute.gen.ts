// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Runs one handler call, answered on its own request or in the background under a task, and turns whatever
// happens into an outcome (results.gen.ts makes the results). Everything a call needs is created here and released
// in `finally`.
import type { CallToolResult, InputRequiredResult, McpServer, ServerContext } from '@modelcontextprotocol/server';
import { linkCallSignal, TimeoutError, type CallSignal } from './cancel.gen.js';
import { CallContext, RequestExecution, type Execution } from './context.gen.js';
import { cancelledByStop, enterCall, leaveCall, shuttingDown, stopSignal } from './lifecycle.gen.js';
import { describeOutcome, failure, responseFor, shuttingDownResult, timeoutResult, toCallToolResult, type Outcome } from './results.gen.js';
import type { TaskContext, ToolReturn } from './api.gen.js';
import { inToolSpan, tracing } from './telemetry.gen.js';
import type { ToolEntry } from './tool-table.gen.js';
import type { ToolSpec } from './tool-spec.gen.js';

export type Handler<Input, Output> = (input: Input, ctx: TaskContext) => Promise<ToolReturn<Output>>;

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
  return inToolSpan(spec.name, mcp, execution.taskId, () => execute(spec, handler, input, mcp, execution, asOutcome), describeOutcome);
}

type Settled = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

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
  const timed = spec.timeoutMs === undefined ? undefined : linkCallSignal([execution.signal, stopSignal()], spec.timeoutMs);
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
  return settled.ok ? concluded(true, settled.value, ctx, execution) : concluded(false, settled.error, ctx, execution);
}

function invoke<Input, Output>(handler: Handler<Input, Output>, input: Input, ctx: CallContext): Promise<ToolReturn<Output>> {
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

/** A plain tools/call: the outcome becomes the response (the SDK sends none at all for a cancelled request). */
export function runTool<Input, Output>(
  spec: ToolSpec,
  handler: Handler<Input, Output>,
  input: Input,
  mcp: ServerContext,
  server?: McpServer,
): Promise<CallToolResult | InputRequiredResult> {
  const stopping = shuttingDown();
  if (stopping) return Promise.resolve(shuttingDownResult(stopping));
  const execution = new RequestExecution(mcp, spec.name, undefined, server);
  if (tracing()) return executeTool(spec, handler, input, mcp, execution).then((o) => answerRequest(o, execution));
  if (spec.timeoutMs !== undefined) return execute(spec, handler, input, mcp, execution, answerRequest);
  // The common call (no span, no timeout) is one promise reaction, not an async function (less CPU per call);
  // settle() does what execute() does in `finally`.
  enterCall();
  const ctx = new CallContext(spec, mcp, execution, undefined);
  return invoke(handler, input, ctx).then(
    (value) => settle(true, value, ctx, execution),
    (error: unknown) => settle(false, error, ctx, execution),
  );
}

/** A manifest tool as server.gen.ts writes it: one literal with its spec, what tools/list shows and its handler. */
export interface ManifestTool<Input, Output> extends Omit<ToolEntry<Input>, 'name' | 'run'> {
  readonly spec: ToolSpec;
  readonly handler: Handler<Input, Output>;
}

/** The tool as the table serves it, named by its spec; a call runs its handler through runTool. */
export type ManifestEntry = ToolEntry & ManifestTool<never, unknown>;

/** Ties a manifest tool's input type to its schema and handler, then erases it for the table (as defineTool does). */
export function manifestTool<Input, Output>(tool: ManifestTool<Input, Output>): ManifestEntry {
  const { spec, handler } = tool;
  const entry: ToolEntry<Input> & ManifestTool<Input, Output> = {
    ...tool,
    name: spec.name,
    run: (input, ctx, server) => runTool(spec, handler, input, ctx, server),
  };
  return entry as unknown as ManifestEntry;
}

type Answer = CallToolResult | InputRequiredResult;

/** The handler returned (`ok`) or threw `value`: the response, and the call's bookkeeping released. */
function settle(ok: boolean, value: unknown, ctx: CallContext, execution: RequestExecution): Answer | Promise<Answer> {
  if (ctx.reporter) return settleReported(ok, value, ctx, execution);
  try {
    return answerRequest(concluded(ok, value, ctx, execution), execution);
  } finally {
    ctx.linked?.dispose();
    leaveCall();
  }
}

/** As settle(), for a call that reported progress: where the work ended is reported before the answer. */
async function settleReported(ok: boolean, value: unknown, ctx: CallContext, execution: RequestExecution): Promise<Answer> {
  try {
    const outcome = concluded(ok, value, ctx, execution);
    if (outcome.kind !== 'cancelled') await ctx.reporter?.flush();
    return answerRequest(outcome, execution);
  } finally {
    ctx.linked?.dispose();
    ctx.reporter?.dispose();
    leaveCall();
  }
}

function answerRequest(outcome: Outcome, execution: RequestExecution): Answer {
  if (outcome.kind === 'result' || outcome.kind === 'input-required') return outcome.result;
  return responseFor(outcome, execution.log);
}
