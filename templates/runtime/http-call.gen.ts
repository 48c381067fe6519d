// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The HTTP call behind every tool with an `http` binding (../operations.gen.ts describes each operation): the request
// (http-request.gen.ts) sent with fetch, the answer returned as the tool's result (with the HTTP status in its _meta)
// and a non-2xx status thrown as the declared error it maps to.
import { toolResult, type ToolContext, type ToolReturn } from './api.gen.js';
import { McpgenError } from './errors.gen.js';
import { answerOf, errorBody } from './http-answer.gen.js';
import { httpMeta, jsonResult } from './http-drift.gen.js';
import { ApiRequestError, ApiResponseError, requestFor, type Api, type HttpErrorData, type OAuth2Scheme, type Operation } from './http-request.gen.js';

export { ApiRequestError, ApiResponseError, type Api, type Operation } from './http-request.gen.js';

/** The URL tried, as an error may show it: without the query (it may hold an API key) and without user or password. */
const shown = (url: URL): string => `${url.protocol}//${url.host}${url.pathname}`;

/** A failed fetch as the error the tool answers: a cancel stays a cancel; the URL is named without its query. */
function requestFailed(op: Operation, ctx: ToolContext, url: URL, timedOut: boolean, error: unknown): unknown {
  if (ctx.signal.aborted) ctx.throwIfCancelled();
  if (timedOut) return new ApiRequestError(`the API did not answer ${op.method} ${op.path} within ${op.timeoutMs} ms`, { retryable: true });
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return new ApiRequestError(`could not reach the API at ${shown(url)} for ${op.method} ${op.path}${typeof code === 'string' ? ` (${code})` : ''}`, {
    retryable: true,
  });
}

/** Retry-After (seconds, or an HTTP date) in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** For a 401 or 403: the variables of the operation's credentials, and which of them are set. */
function credentialsHint(api: Api, op: Operation, env: NodeJS.ProcessEnv): string | undefined {
  // Each alternative as its variables: "A" or, for schemes sent together, "A and B".
  const alternatives = op.auth
    .map((a) => (typeof a === 'string' ? [a] : a).flatMap((name) => (api.auth[name] ? [api.auth[name].env] : [])))
    .filter((variables) => variables.length > 0);
  if (alternatives.length === 0) return undefined;
  const isSet = (v: string) => env[v] !== undefined && env[v] !== '';
  const used = alternatives.find((variables) => variables.every(isSet));
  return used === undefined
    ? `no credential is set: set ${alternatives.map((variables) => variables.join(' and ')).join(' or ')}`
    : `the API refused the credential in ${used.join(' and ')}`;
}

/** Performs the operation with the global fetch; resolves with the answer, or throws the error it maps to. */
export async function callOperation<Output>(api: Api, op: Operation, input: object, ctx: ToolContext): Promise<ToolReturn<Output>> {
  const perUser = await perUserToken(api, op, ctx);
  // The user's own token stands in for the scheme's variable, for this request only.
  const env = perUser ? { ...process.env, [perUser.env]: perUser.token } : process.env;
  const request = requestFor(api, op, input as Readonly<Record<string, unknown>>, env);
  // Held here until the call ends: Node 20's AbortSignal.any() holds its sources weakly, so an unreferenced
  // timeout signal may be collected and never fire.
  const timeout = AbortSignal.timeout(op.timeoutMs);
  const signal = AbortSignal.any([ctx.signal, timeout]);
  let status: number;
  let statusText: string;
  let contentType: string | null;
  let bytes: Uint8Array;
  let retryAfter: string | null;
  try {
    // redirect: manual, so credentials never follow a redirect to another origin; a 3xx is an unmapped status.
    const response = await fetch(request.url, { method: op.method, headers: request.headers, body: request.body ?? null, signal, redirect: 'manual' });
    ({ status, statusText } = response);
    contentType = response.headers.get('content-type');
    retryAfter = response.headers.get('retry-after');
    // Bytes, not text: a binary answer decoded as UTF-8 would be corrupted.
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw requestFailed(op, ctx, request.url, timeout.aborted, error);
  }
  ctx.log.debug('API answered', { method: op.method, path: op.path, status });
  const line = `${status}${statusText ? ` ${statusText}` : ''}`;
  const meta = httpMeta({ status });
  if (status >= 200 && status < 300) {
    if (bytes.byteLength === 0) {
      // A documented bodiless success (204 after a DELETE, or chosen by Prefer: return=minimal) is a success; the
      // tool's output schema admits {} (the import adds that branch).
      if (op.structured && documentsNoContent(op, status))
        return toolResult<Output>({ content: [{ type: 'text', text: line }], structuredContent: {} as Output, _meta: meta });
      if (op.structured) throw withStatus(new ApiRequestError(`the API answered ${line} without a body`), status);
      return toolResult({ content: [{ type: 'text', text: line }], _meta: meta });
    }
    const answer = answerOf(bytes, contentType, `${request.url.origin}${request.url.pathname}`);
    if (answer.kind === 'binary') {
      if (op.structured) throw withStatus(new ApiRequestError(`the API answered ${line} with ${contentType ?? 'binary data'}, not JSON`), status);
      return toolResult({ content: answer.result.content, _meta: meta });
    }
    if (!op.structured && answer.kind === 'text') return toolResult({ content: [{ type: 'text', text: answer.text }], _meta: meta });
    let value: unknown;
    try {
      value = JSON.parse(answer.text);
    } catch {
      throw withStatus(new ApiRequestError(`the API answered ${line} with a body that is not JSON`), status);
    }
    return jsonResult<Output>(op, value, status, `${op.method} ${op.path}`, ctx.log);
  }
  if (status === 401 && perUser) await api.perUser?.refused(perUser.scheme, ctx);
  const wait = status === 429 || status === 503 ? retryAfterMs(retryAfter) : undefined;
  const credentials =
    status !== 401 && status !== 403
      ? undefined
      : perUser
        ? `the API refused your ${perUser.scheme} authorization${status === 401 ? '; the next call asks you to authorize again' : ''}`
        : credentialsHint(api, op, process.env);
  const data: HttpErrorData = {
    status,
    body: errorBody(bytes, contentType),
    ...(wait !== undefined && { retryAfterMs: wait }),
    ...(credentials !== undefined && { credentials }),
  };
  const mapped = op.errors[String(status)] ?? op.errors[`${Math.floor(status / 100)}XX`] ?? op.errors.default;
  if (mapped) throw withStatus(mapped(data), status);
  const notes = [credentials, wait !== undefined ? `retry after ${wait} ms` : undefined].filter((n) => n !== undefined);
  throw withStatus(
    new ApiResponseError(`the API answered ${line}${notes.map((n) => `; ${n}`).join('')}`, { data, retryable: status === 429 || status >= 500 }),
    status,
  );
}

/**
 * With per-user schemes: the caller's token for the first alternative of the operation that holds an oauth2 scheme,
 * unless one before it has all its variables set. The other schemes of that alternative come from the environment.
 * Undefined without a caller or such a scheme.
 */
async function perUserToken(api: Api, op: Operation, ctx: ToolContext) {
  if (api.perUser === undefined) return undefined;
  for (const alternative of op.auth) {
    const names = (typeof alternative === 'string' ? [alternative] : alternative).filter((name) => api.auth[name] !== undefined);
    const oauth = names.find((name) => api.auth[name]!.type === 'oauth2');
    if (oauth === undefined) {
      if (names.length > 0 && names.every((name) => process.env[api.auth[name]!.env])) return undefined;
      continue;
    }
    const scheme = api.auth[oauth] as OAuth2Scheme;
    const token = await api.perUser.token(oauth, scheme, op, ctx);
    return token === undefined ? undefined : { scheme: oauth, env: scheme.env, token };
  }
  return undefined;
}

/** The operation documents this 2xx status (or its range) without a body. */
const documentsNoContent = (op: Operation, status: number): boolean =>
  op.noContent !== undefined && (op.noContent.includes(String(status)) || op.noContent.includes(`${Math.floor(status / 100)}XX`));

/** An error for an answer the API gave: its result carries the status, as every result of the tool does. */
function withStatus(error: Error, status: number): Error {
  if (error instanceof McpgenError) error.resultMeta = httpMeta({ status });
  return error;
}
