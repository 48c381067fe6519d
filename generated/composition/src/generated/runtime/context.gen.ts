// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// What a handler's call sees: its ctx, and the execution behind it (where its cancellation, progress and input come
// from). One of each per call, so what a call does not use is not built.
import type { ElicitResult, InputRequest, McpServer, ServerContext } from '@modelcontextprotocol/server';
import { linkCallSignal, sleep, throwIfCancelled, type CallSignal } from './cancel.gen.js';
import { authOf, type CallerAuth } from './auth.gen.js';
import type { ToolSpec } from './tool-spec.gen.js';
import { cancelledByStop, currentApp, stopSignal, type App } from './lifecycle.gen.js';
import { logger, type Logger } from './log.gen.js';
import { notificationSink, progressInterval, ProgressReporter, track, type ProgressSink } from './progress.gen.js';
import type { InputRequestParams, TaskContext, TrackOptions } from './api.gen.js';

/** How a call runs: its cancellation source, where progress goes, how input is asked for. */
export interface Execution {
  readonly taskId: string | undefined;
  readonly signal: AbortSignal;
  readonly progress: ProgressSink;
  requestInput(request: InputRequestParams): Promise<ElicitResult>;
  /** Turns a request into a task (taskStart: explicit); absent where that cannot happen. */
  startTask?(): Promise<void>;
  /** The instance serving a plain request (its client's capabilities); absent in a task. */
  readonly server?: McpServer | undefined;
}

const DEFAULT_PROGRESS_INTERVAL_MS = 50;

/**
 * Thrown by requestInput in a plain request: the request answers input_required and the client retries. `built`: an
 * input request made by the SDK's builders instead of a form (a URL elicitation).
 */
export class InputRequiredSignal {
  constructor(
    readonly key: string,
    readonly request: InputRequestParams | undefined,
    readonly built?: InputRequest,
  ) {}
}

/** A call answered on its own request: progress as notifications, input through MRTR (input_required + retry). */
export class RequestExecution implements Execution {
  readonly taskId = undefined;
  private asked = 0;
  private sink: ProgressSink | undefined;

  constructor(
    private readonly mcp: ServerContext,
    private readonly tool: string,
    private logger?: Logger,
    readonly server?: McpServer,
  ) {}

  get signal(): AbortSignal {
    return this.mcp.mcpReq.signal;
  }

  /** The runtime's own logger for this request, built only if something is logged. */
  get log(): Logger {
    const subject = authOf(this.mcp)?.subject;
    return (this.logger ??= logger.child({
      tool: this.tool,
      requestId: this.mcp.mcpReq.id,
      ...(subject !== undefined && { subject }),
    }));
  }

  get progress(): ProgressSink {
    return (this.sink ??= notificationSink(this.mcp, this.log));
  }

  async requestInput(request: InputRequestParams): Promise<ElicitResult> {
    // Keys follow call order, so the retried request finds its answers under the same keys.
    const key = `input_${++this.asked}`;
    const answer = this.mcp.mcpReq.inputResponses?.[key];
    if (isElicitResult(answer)) return answer;
    throw new InputRequiredSignal(key, request);
  }
}

export function requestExecution(mcp: ServerContext, log: Logger): Execution {
  return new RequestExecution(mcp, '', log);
}

export function isElicitResult(value: unknown): value is ElicitResult {
  const action = (value as { action?: unknown } | null | undefined)?.action;
  return action === 'accept' || action === 'decline' || action === 'cancel';
}

/**
 * The ctx a handler gets, one per call. A call should cost what it uses: the signal (a linked AbortSignal costs more
 * than the rest of a call's bookkeeping), the logger and the progress reporter are built on first use, and each
 * method is a function made when it is read, so `const { progress, signal } = ctx` works like `ctx.progress()`.
 */
export class CallContext implements TaskContext {
  readonly tool: string;
  readonly requestId: string | number;
  readonly app: App;
  /** The tool's timeout, or the call's sources of cancellation linked once the handler asks for its signal. */
  linked: CallSignal | undefined;
  reporter: ProgressReporter | undefined;
  private logger: Logger | undefined;

  constructor(
    readonly spec: ToolSpec,
    readonly mcp: ServerContext,
    private readonly execution: Execution,
    readonly timed: CallSignal | undefined,
  ) {
    this.tool = spec.name;
    this.requestId = mcp.mcpReq.id;
    this.app = currentApp();
    this.linked = timed;
  }

  get taskId(): string | undefined {
    return this.execution.taskId;
  }

  get auth(): CallerAuth | undefined {
    return authOf(this.mcp);
  }

  /** The instance serving a plain request; undefined in a task. */
  get server(): McpServer | undefined {
    return this.execution.server;
  }

  get signal(): AbortSignal {
    return (this.linked ??= linkCallSignal([this.execution.signal, stopSignal()], undefined)).signal;
  }

  get log(): Logger {
    const subject = this.auth?.subject;
    return (this.logger ??= logger.child({
      tool: this.tool,
      requestId: this.requestId,
      ...(this.execution.taskId && { taskId: this.execution.taskId }),
      ...(subject !== undefined && { subject }),
    }));
  }

  get startTask(): () => Promise<void> {
    return () => this.execution.startTask?.() ?? Promise.resolve();
  }

  get throwIfCancelled(): () => void {
    return () => {
      if (this.execution.signal.aborted || cancelledByStop() || this.linked?.signal.aborted) throwIfCancelled(this.signal);
    };
  }

  get sleep(): (ms: number) => Promise<void> {
    return (ms) => sleep(ms, this.signal);
  }

  get requestInput(): (request: InputRequestParams) => Promise<ElicitResult> {
    return (request) => this.execution.requestInput(request);
  }

  get progress(): (value: number, total?: number, message?: string) => Promise<void> {
    return (value, total, message) => this.report(value, total, message);
  }

  get track(): <T>(items: Iterable<T> | AsyncIterable<T>, options?: TrackOptions<T>) => AsyncGenerator<T, void, undefined> {
    return (items, options = {}) => track(items, options, this.signal, this.progress);
  }

  private report(value: number, total?: number, message?: string): Promise<void> {
    this.reporter ??= new ProgressReporter(this.execution.progress, progressInterval(this.spec.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS), this.log);
    return this.reporter.report(value, total, message);
  }
}
