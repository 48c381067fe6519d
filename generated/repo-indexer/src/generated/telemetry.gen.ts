// generated — do not edit. Source: ../../specs/repo-indexer.yaml. Regenerate with `mcpgen generate`.
// OpenTelemetry: one span per tool call through @opentelemetry/api, continuing the caller's trace from the
// request's `_meta` (traceparent, tracestate, baggage). Without an OpenTelemetry SDK registered in the process
// (e.g. `node --import ./telemetry.js dist/main.js`) every call here is a no-op.
import {
  context,
  propagation,
  ProxyTracerProvider,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import type { ServerContext } from '@modelcontextprotocol/server';

const tracer = trace.getTracer('repo-indexer', '1.0.0');

type Carrier = Readonly<Record<string, unknown>>;

/** What the global provider delegates to until an SDK registers one: spans from it record nothing. */
const NO_SDK = new ProxyTracerProvider().getDelegate();

/**
 * Whether an OpenTelemetry SDK has registered a tracer provider. Asked per call, since one may register after
 * start-up (in startup(), say); without one the caller skips inToolSpan: no span, context or propagation (~10 µs).
 */
export function tracing(): boolean {
  const provider = trace.getTracerProvider();
  return !(provider instanceof ProxyTracerProvider) || provider.getDelegate() !== NO_SDK;
}

/** Reads W3C trace context from `_meta`: only string values count. */
const metaGetter: TextMapGetter<Carrier> = {
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
  const carrier: Carrier = mcp.mcpReq._meta ?? {};
  const parent = propagation.extract(context.active(), carrier, metaGetter);
  const attributes = {
    'mcp.method.name': 'tools/call',
    'gen_ai.operation.name': 'execute_tool',
    'gen_ai.tool.name': tool,
    'jsonrpc.request.id': String(mcp.mcpReq.id),
    ...(taskId !== undefined && { 'mcp.task.id': taskId }),
  };
  return tracer.startActiveSpan(
    `tools/call ${tool}`,
    { kind: SpanKind.SERVER, attributes },
    parent,
    async (span: Span) => {
      try {
        const value = await run();
        const outcome = describe(value);
        if (outcome.error !== undefined) {
          span.setAttribute('error.type', outcome.error);
          span.setStatus({
            code: SpanStatusCode.ERROR,
            ...(outcome.message !== undefined && { message: outcome.message }),
          });
        }
        return value;
      } catch (error) {
        span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown');
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
