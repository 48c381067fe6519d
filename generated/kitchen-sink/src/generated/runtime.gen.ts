// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `mcpgen generate`.
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
import { McpgenError, type ErrorInfo } from './errors.gen.js';
import { logger, type Logger } from './log.gen.js';

/** Any JSON value: what a tool without an output schema may return. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What every handler receives besides its typed input. One object per request; never shared between calls. */
export interface ToolContext {
  /** The tool's wire name. */
  readonly tool: string;
  /** JSON-RPC id of this call. */
  readonly requestId: string | number;
  /** Aborts when the client cancels the call or goes away; pass it to fetch, timers and child processes. */
  readonly signal: AbortSignal;
  /** Structured logger bound to this call; writes to stderr, never to the protocol stream. */
  readonly log: Logger;
  /** Escape hatch: the SDK's own request context (envelope, _meta, http, notify). */
  readonly mcp: ServerContext;
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
export function jsonSchema<T>(schema: JsonSchemaType): StandardSchemaWithJSON<T, T> {
  let compiled: StandardSchemaWithJSON<T, T> | undefined;
  const validator = () => (compiled ??= fromJsonSchema<T>(schema));
  return {
    '~standard': {
      version: 1,
      vendor: 'mcpgen',
      jsonSchema: { input: () => schema, output: () => schema },
      validate: (value) => validator()['~standard'].validate(value),
    },
  };
}

export interface ToolSpec {
  readonly name: string;
  /** The tool declares an output schema: results carry structuredContent plus its JSON as text. */
  readonly structured: boolean;
}

/** Runs one handler and turns whatever happens into a CallToolResult. */
export async function runTool<Input, Output>(
  spec: ToolSpec,
  handler: (input: Input, ctx: ToolContext) => Promise<ToolReturn<Output>>,
  input: Input,
  mcp: ServerContext,
): Promise<CallToolResult> {
  const ctx: ToolContext = {
    tool: spec.name,
    requestId: mcp.mcpReq.id,
    signal: mcp.mcpReq.signal,
    log: logger.child({ tool: spec.name, requestId: mcp.mcpReq.id }),
    mcp,
  };
  try {
    return toCallToolResult(spec, await handler(input, ctx));
  } catch (error) {
    return errorResult(error, ctx);
  }
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
