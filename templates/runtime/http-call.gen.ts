// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The HTTP call behind every tool with an `http` binding (../operations.gen.ts describes each operation): the request
// (http-request.gen.ts) sent with fetch, the answer returned as the tool's result and a non-2xx status thrown as the
// declared error it maps to.
import type { ToolContext } from './api.gen.js';
import { ApiRequestError, ApiResponseError, requestFor, type Api, type HttpErrorData, type Operation } from './http-request.gen.js';

export { ApiRequestError, ApiResponseError, type Api, type Operation } from './http-request.gen.js';

/** How much of an error body is kept (characters). */
const MAX_ERROR_BODY = 4096;

const isJson = (contentType: string | null) => contentType !== null && /^application\/([\w.+-]*\+)?json\b/i.test(contentType);

/** An error body as data: JSON when it is JSON, else text; either cut to MAX_ERROR_BODY characters. */
function errorBody(raw: string, contentType: string | null): unknown {
  if (isJson(contentType) && raw.length <= MAX_ERROR_BODY) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      // Not JSON after all: kept as text.
    }
  }
  return raw.length <= MAX_ERROR_BODY ? raw : `${raw.slice(0, MAX_ERROR_BODY)}…`;
}

/** A failed fetch as the error the tool answers: a cancel stays a cancel; the URL (it may hold a key) is never named. */
function requestFailed(op: Operation, ctx: ToolContext, timedOut: boolean, error: unknown): unknown {
  if (ctx.signal.aborted) ctx.throwIfCancelled();
  if (timedOut)
    return new ApiRequestError(`the API did not answer ${op.method} ${op.path} within ${op.timeoutMs} ms`, { retryable: true });
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return new ApiRequestError(`could not reach the API for ${op.method} ${op.path}${typeof code === 'string' ? ` (${code})` : ''}`, { retryable: true });
}

/** Performs the operation with the global fetch; resolves with the answer, or throws the error it maps to. */
export async function callOperation<Output>(api: Api, op: Operation, input: object, ctx: ToolContext): Promise<Output> {
  const request = requestFor(api, op, input as Readonly<Record<string, unknown>>, process.env);
  // Held here until the call ends: Node 20's AbortSignal.any() holds its sources weakly, so an unreferenced
  // timeout signal may be collected and never fire.
  const timeout = AbortSignal.timeout(op.timeoutMs);
  const signal = AbortSignal.any([ctx.signal, timeout]);
  let status: number;
  let statusText: string;
  let contentType: string | null;
  let raw: string;
  try {
    // redirect: manual, so credentials never follow a redirect to another origin; a 3xx is an unmapped status.
    const response = await fetch(request.url, { method: op.method, headers: request.headers, body: request.body ?? null, signal, redirect: 'manual' });
    ({ status, statusText } = response);
    contentType = response.headers.get('content-type');
    raw = await response.text();
  } catch (error) {
    throw requestFailed(op, ctx, timeout.aborted, error);
  }
  ctx.log.debug('API answered', { method: op.method, path: op.path, status });
  const line = `${status}${statusText ? ` ${statusText}` : ''}`;
  if (status >= 200 && status < 300) {
    if (raw === '') {
      if (op.structured) throw new ApiRequestError(`the API answered ${line} without a body`);
      return line as Output;
    }
    if (!op.structured && !isJson(contentType)) return raw as Output;
    try {
      return JSON.parse(raw) as Output;
    } catch {
      throw new ApiRequestError(`the API answered ${line} with a body that is not JSON`);
    }
  }
  const data: HttpErrorData = { status, body: errorBody(raw, contentType) };
  const mapped = op.errors[String(status)] ?? op.errors[`${Math.floor(status / 100)}XX`] ?? op.errors.default;
  if (mapped) throw mapped(data);
  throw new ApiResponseError(`the API answered ${line}`, { data, retryable: status === 429 || status >= 500 });
}
