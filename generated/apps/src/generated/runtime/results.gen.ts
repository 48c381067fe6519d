// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// What a call answers: its outcome (a result, a request for input, a failed task, a cancel) and the tool results
// made from a handler's return value, a declared or unexpected error, a timeout or a stop.
import { randomUUID } from 'node:crypto';
import { inputRequired, ProtocolError, ProtocolErrorCode, type CallToolResult, type InputRequiredResult } from '@modelcontextprotocol/server';
import { CancelledError, describeReason, type TimeoutError } from './cancel.gen.js';
import { InputRequiredSignal, type Execution } from './context.gen.js';
import { McpgenError, type ErrorInfo } from './errors.gen.js';
import type { ToolSpec } from './tool-spec.gen.js';
import type { ShutdownError } from './lifecycle.gen.js';
import type { Logger } from './log.gen.js';
import { isToolResult, RESULT_BRAND, type TaskContext } from './api.gen.js';
import { ERROR_META_KEY } from './errors.gen.js';
import type { SpanOutcome } from './telemetry.gen.js';

export type Outcome =
  | { readonly kind: 'result'; readonly result: CallToolResult }
  | { readonly kind: 'input-required'; readonly result: InputRequiredResult }
  | { readonly kind: 'failed'; readonly error: { code: number; message: string; data?: unknown } }
  | { readonly kind: 'cancelled'; readonly reason: unknown };

/** The outcome of a handler that threw `error` (a request for input, a cancel, a protocol error in a task, ...). */
export function failure(error: unknown, ctx: TaskContext, execution: Execution): Outcome {
  if (error instanceof InputRequiredSignal) {
    const request =
      error.built ??
      inputRequired.elicit({
        mode: 'form',
        message: error.request?.message ?? '',
        requestedSchema: error.request?.requestedSchema as never,
      });
    return { kind: 'input-required', result: inputRequired({ inputRequests: { [error.key]: request } }) };
  }
  // The 2025-era answer to a client that cannot be sent to a URL: the JSON-RPC error itself, never a tool error.
  if (execution.taskId === undefined && ProtocolError.isInstance(error) && (error as ProtocolError).code === ProtocolErrorCode.UrlElicitationRequired)
    throw error;
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
      return describedError({ name: 'ProtocolError', code: outcome.error.code, retryable: false, data: outcome.error.data }, outcome.error.message);
  }
}

/** A call the stopping server will not start, or cancelled when the grace period ran out: retry elsewhere or later. */
export function shuttingDownResult(error: ShutdownError): CallToolResult {
  return {
    content: [{ type: 'text', text: `Server unavailable: ${error.message}. Retrying later may succeed.` }],
    isError: true,
    _meta: { [ERROR_META_KEY]: { name: 'ShutdownError', code: -32000, retryable: true } },
  };
}

/** What the span records: the error class of an isError result, a failed task's code, or a cancel. */
export function describeOutcome(outcome: Outcome): SpanOutcome {
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

export function timeoutResult(tool: string, error: TimeoutError): CallToolResult {
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
  if (error instanceof McpgenError) return describedError(error.toJSON(), error.message, error.resultMeta);
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

function describedError(info: ErrorInfo, message: string, meta?: Record<string, unknown>): CallToolResult {
  const data = info.data === undefined ? '' : ` ${JSON.stringify(info.data)}`;
  const retry = info.retryable ? ' (retryable: the same call may succeed later)' : '';
  return {
    content: [{ type: 'text', text: `${info.name}: ${message}${data}${retry}` }],
    isError: true,
    _meta: { ...meta, [ERROR_META_KEY]: info },
  };
}
