// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// OpenTelemetry: one span per tool call through @opentelemetry/api, continuing the caller's trace from the
// request's `_meta` (traceparent, tracestate, baggage). Without an OpenTelemetry SDK registered in the process
// (e.g. `node --import ./telemetry.js dist/main.js`) every call here is a no-op, and the API is not even loaded: it is
// imported by the first call made with an SDK registered.
import type * as otel from '@opentelemetry/api';
import type { ServerContext } from '@modelcontextprotocol/server';
import { SERVER_INFO } from '../config.gen.js';
import { logger } from './log.gen.js';

type Carrier = Readonly<Record<string, unknown>>;

/** Where every copy of @opentelemetry/api 1.x in the process finds the tracer provider an SDK registered. */
const OTEL_GLOBAL = Symbol.for('opentelemetry.js.api.1');

/**
 * Whether an OpenTelemetry SDK has registered a tracer provider. Asked per call, since one may register after
 * start-up (in startup(), say); without one the caller skips inToolSpan: no span, context or propagation. Read from
 * the API's global, so a server without an SDK never loads @opentelemetry/api (~40 ms of start-up).
 */
export function tracing(): boolean {
  return (globalThis as Record<symbol, { trace?: unknown } | undefined>)[OTEL_GLOBAL]?.trace !== undefined;
}

interface Otel {
  readonly api: typeof otel;
  readonly tracer: otel.Tracer;
}

let loaded: Otel | undefined;
let loading: Promise<Otel | undefined> | undefined;

/** The API, imported once; if it cannot be (not installed), calls run without spans. */
function loadOtel(): Promise<Otel | undefined> {
  return (loading ??= import('@opentelemetry/api').then(
    (api) => (loaded = { api, tracer: api.trace.getTracer(SERVER_INFO.name, SERVER_INFO.version) }),
    (error: unknown) => {
      logger.error('an OpenTelemetry SDK is registered but @opentelemetry/api cannot be loaded; no spans', {
        error,
      });
      return undefined;
    },
  ));
}

/** Reads W3C trace context from `_meta`: only string values count. */
const metaGetter: otel.TextMapGetter<Carrier> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = Object.hasOwn(carrier, key) ? carrier[key] : undefined;
    return typeof value === 'string' ? value : undefined;
  },
};

/** What the span reports when the call ends; `error` names the failure (a declared error class, TimeoutError…). */
export interface SpanOutcome {
  readonly error?: string;
  readonly message?: string;
}

/**
 * Runs one tool call inside a SERVER span named `tools/call <tool>` (MCP semantic conventions), child of the
 * caller's traceparent when there is one. The span is active while the handler runs, so spans the handler starts
 * (fetch, database clients) nest under it. Callers ask tracing() first.
 */
export function inToolSpan<T>(
  tool: string,
  mcp: ServerContext,
  taskId: string | undefined,
  run: () => Promise<T>,
  describe: (value: T) => SpanOutcome,
): Promise<T> {
  if (loaded) return inSpan(loaded, tool, mcp, taskId, run, describe);
  return loadOtel().then((o) => (o ? inSpan(o, tool, mcp, taskId, run, describe) : run()));
}

function inSpan<T>(
  { api, tracer }: Otel,
  tool: string,
  mcp: ServerContext,
  taskId: string | undefined,
  run: () => Promise<T>,
  describe: (value: T) => SpanOutcome,
): Promise<T> {
  const carrier: Carrier = mcp.mcpReq._meta ?? {};
  const parent = api.propagation.extract(api.context.active(), carrier, metaGetter);
  const attributes = {
    'mcp.method.name': 'tools/call',
    'gen_ai.operation.name': 'execute_tool',
    'gen_ai.tool.name': tool,
    'jsonrpc.request.id': String(mcp.mcpReq.id),
    ...(taskId !== undefined && { 'mcp.task.id': taskId }),
    // The caller's subject (never its token), when the HTTP transport authenticated one.
    ...(typeof mcp.http?.authInfo?.extra?.subject === 'string' && {
      'enduser.id': mcp.http.authInfo.extra.subject,
    }),
  };
  return tracer.startActiveSpan(`tools/call ${tool}`, { kind: api.SpanKind.SERVER, attributes }, parent, async (span: otel.Span) => {
    try {
      const value = await run();
      const outcome = describe(value);
      if (outcome.error !== undefined) {
        span.setAttribute('error.type', outcome.error);
        span.setStatus({
          code: api.SpanStatusCode.ERROR,
          ...(outcome.message !== undefined && { message: outcome.message }),
        });
      }
      return value;
    } catch (error) {
      span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown');
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
