// generated — do not edit. Source: ../../specs/repo-indexer.yaml. Regenerate with `mcpgen generate`.
// The runtime every generated tool goes through: handler context, result shaping and the error mapping.
import { randomUUID } from 'node:crypto';
import {
  fromJsonSchema,
  ProtocolError,
  type CallToolResult,
  type ContentBlock,
  type JsonSchemaType,
  type ServerContext,
  type StandardSchemaWithJSON,
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
import { logger, type Logger } from './log.gen.js';
import { progressInterval, ProgressReporter, track, type TrackOptions } from './progress.gen.js';

export { CancelledError, TimeoutError, type TrackOptions };

/** Any JSON value: what a tool without an output schema may return. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What every handler receives besides its typed input. One object per request; never shared between calls. */
export interface ToolContext {
  /** The tool's wire name. */
  readonly tool: string;
  /** JSON-RPC id of this call. */
  readonly requestId: string | number;
  /**
   * Aborts when the client cancels the call (stdio), the HTTP stream closes or the client goes away, or the tool's
   * timeoutMs elapses; `signal.reason` says which. Pass it on: fetch(url, { signal }), spawn(cmd, { signal }).
   */
  readonly signal: AbortSignal;
  /** Throws CancelledError once the signal has fired; call it between steps of long work. */
  throwIfCancelled(): void;
  /** Waits `ms`, or rejects with CancelledError as soon as the call is cancelled. */
  sleep(ms: number): Promise<void>;
  /** Structured logger bound to this call; writes to stderr, never to the protocol stream. */
  readonly log: Logger;
  /** Escape hatch: the SDK's own request context (envelope, _meta, http, notify). */
  readonly mcp: ServerContext;
}

/** The context of a tool declared with `progress: true`. */
export interface ProgressContext extends ToolContext {
  /**
   * Reports progress (notifications/progress) when the client asked for it; otherwise a no-op. `progress` must
   * strictly increase (other values are dropped); `total` may be omitted when unknown. Updates are rate-limited,
   * and the newest one is always delivered before the result.
   */
  progress(progress: number, total?: number, message?: string): Promise<void>;
  /** `for await (const file of ctx.track(files, { message: 'indexing' }))`: cancellation check before, progress after each item. */
  track<T>(
    items: Iterable<T> | AsyncIterable<T>,
    options?: TrackOptions<T>,
  ): AsyncGenerator<T, void, undefined>;
}

const RESULT_BRAND: unique symbol = Symbol.for('mcpgen.toolResult');

/** A complete tool result (content blocks such as images, audio or embedded resources), made by toolResult(). */
export interface ToolResult<Output> {
  readonly [RESULT_BRAND]: true;
  readonly content: ContentBlock[];
  readonly structuredContent?: Output;
  readonly isError?: boolean;
  readonly _meta?: Record<string, unknown>;
}

/** What a handler may return: the typed output, or a complete result built with toolResult(). */
export type ToolReturn<Output> = Output | ToolResult<Output>;

/** Build a complete result, e.g. toolResult({ content: [{ type: 'image', data, mimeType: 'image/png' }] }). */
export function toolResult<Output = never>(result: {
  content: ContentBlock[];
  structuredContent?: Output;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}): ToolResult<Output> {
  return { ...result, [RESULT_BRAND]: true };
}

function isToolResult(value: unknown): value is ToolResult<unknown> {
  return typeof value === 'object' && value !== null && RESULT_BRAND in value;
}

/** The answer of a stub that has not been implemented yet: a clean tool error, never a crash. */
export function notImplemented(tool: string, file: string): ToolResult<never> {
  return toolResult({
    content: [{ type: 'text', text: `${tool}: not implemented (edit ${file})` }],
    isError: true,
    _meta: { [ERROR_META_KEY]: { name: 'NotImplemented', code: -32603, retryable: false } },
  });
}

/** Where error details travel, machine-readably, on an isError result. */
export const ERROR_META_KEY = 'dev.mcpgen/error';

/**
 * A JSON Schema as the SDK's Standard Schema, built once per process. The validator compiles on first use,
 * so start-up cost does not grow with the number of tools.
 */
export function jsonSchema<T>(document: Record<string, unknown>): StandardSchemaWithJSON<T, T> {
  // Typed loosely on purpose: JSON Schema allows keywords (annotations, x-*) that JsonSchemaType does not list.
  const schema = document as JsonSchemaType;
  let compiled: StandardSchemaWithJSON<T, T> | undefined;
  const validator = () => (compiled ??= fromJsonSchema<T>(schema));
  return {
    '~standard': {
      version: 1,
      vendor: 'mcpgen',
      jsonSchema: { input: () => document, output: () => document },
      validate: (value) => validator()['~standard'].validate(value),
    },
  };
}

export interface ToolSpec {
  readonly name: string;
  /** The tool declares an output schema: results carry structuredContent plus its JSON as text. */
  readonly structured: boolean;
  /** Minimum milliseconds between two progress notifications of one call. */
  readonly progressIntervalMs?: number;
  /** The call is aborted and answered with a timeout error after this many milliseconds. */
  readonly timeoutMs?: number;
}

const DEFAULT_PROGRESS_INTERVAL_MS = 50;

type Outcome =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/**
 * Runs one handler and turns whatever happens into a CallToolResult. Everything the call needs (signal, timer,
 * progress state) is created here and released in `finally`: overlapping calls share nothing.
 */
export async function runTool<Input, Output>(
  spec: ToolSpec,
  handler: (input: Input, ctx: ProgressContext) => Promise<ToolReturn<Output>>,
  input: Input,
  mcp: ServerContext,
): Promise<CallToolResult> {
  const log = logger.child({ tool: spec.name, requestId: mcp.mcpReq.id });
  const call = linkCallSignal(mcp.mcpReq.signal, spec.timeoutMs);
  const reporter = new ProgressReporter(
    mcp,
    progressInterval(spec.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS),
    log,
  );
  const { signal } = call;
  const progress = (value: number, total?: number, message?: string) =>
    reporter.report(value, total, message);
  const ctx: ProgressContext = {
    tool: spec.name,
    requestId: mcp.mcpReq.id,
    signal,
    throwIfCancelled: () => throwIfCancelled(signal),
    sleep: (ms) => sleep(ms, signal),
    log,
    mcp,
    progress,
    track: (items, options = {}) => track(items, options, signal, progress),
  };
  try {
    // The handler's promise never rejects unobserved, even when a timeout answers first.
    const running: Promise<Outcome> = handler(input, ctx).then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error }),
    );
    const outcome = await Promise.race([running, call.timedOut]);
    if (outcome instanceof TimeoutError) {
      void running.then(() => log.debug('handler finished after its timeout'));
      return timeoutResult(spec.name, outcome);
    }
    if (signal.reason instanceof TimeoutError) return timeoutResult(spec.name, signal.reason);
    if (mcp.mcpReq.signal.aborted) return cancelledResult(mcp.mcpReq.signal.reason, log);
    if (!outcome.ok) return errorResult(outcome.error, ctx);
    const result = toCallToolResult(spec, outcome.value);
    await reporter.flush();
    return result;
  } finally {
    call.dispose();
    reporter.dispose();
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

/** The SDK sends no response for a cancelled request; this result only exists for the record. */
function cancelledResult(reason: unknown, log: Logger): CallToolResult {
  log.debug('call cancelled', { reason: describeReason(reason) });
  return { content: [{ type: 'text', text: `cancelled: ${describeReason(reason)}` }], isError: true };
}

function toCallToolResult(spec: ToolSpec, value: unknown): CallToolResult {
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
function errorResult(error: unknown, ctx: ToolContext): CallToolResult {
  if (error instanceof CancelledError) return cancelledResult(error.reason, ctx.log);
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
