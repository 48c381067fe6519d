// The two verdicts of issue 41 on one sampled call: was the request exactly as the document says (one request, which
// the mock found valid), and did the API's answer reach the official client faithfully (the data; isError with the
// status and the body for an error; a success for a documented bodiless 2xx; never a client-side exception).
import { isDeepStrictEqual } from 'node:util';

/** One request as the mock saw it, and what it answered. */
export interface Exchange {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly answerType?: string;
  readonly answerBytes: Buffer;
  /** The mock's complaints about the request (Prism's sl-violations about the request); empty when it is valid. */
  readonly requestViolations: readonly string[];
}

export interface CallResult {
  readonly content?: readonly { type: string; text?: string; resource?: { blob?: string; text?: string } }[];
  readonly structuredContent?: unknown;
  readonly isError?: boolean;
  readonly _meta?: Record<string, unknown>;
}

export interface Verdict {
  readonly requestExact: boolean;
  readonly answerFaithful: boolean;
  /** Why a verdict is false, for the report: '' when both hold. */
  readonly why: string;
}

const HTTP_META = 'dev.mcpgen/http';
const PRISM_ERROR = 'https://stoplight.io/prism/errors#';

const isJsonType = (type: string | undefined) => type !== undefined && /^application\/([\w.+-]*\+)?json\b|^[\w-]+\/[\w.+-]*\+json\b/i.test(type);
const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};
const texts = (r: CallResult) => (r.content ?? []).map((c) => c.text ?? c.resource?.text ?? '').filter((t) => t !== '');

/** The 2025-11-25 wire's form of an answer whose output schema's root is not `type: "object"` (`{}`, an array, an
 * anyOf): {result: value}, as the SDK wraps it (isNonObjectJsonSchemaRoot). */
const legacyWrap = (structured: unknown, value: unknown) => isDeepStrictEqual(structured, { result: value });

/** What Prism's refusal says was wrong with the request: " (body.spec: must have required property 'x'; …)". */
function validationOf(value: unknown): string {
  const found = (value as { validation?: unknown } | null)?.validation;
  if (!Array.isArray(found) || found.length === 0) return '';
  const named = found
    .slice(0, 3)
    .map((v: { location?: unknown; message?: unknown }) => `${Array.isArray(v.location) ? v.location.join('.') : ''}: ${String(v.message)}`);
  return ` (${named.join('; ')})`;
}

/** Prism's own error answer (a request it could not route or validate), not one the document describes. */
export function mockRefusal(exchange: Exchange): string | undefined {
  if (!isJsonType(exchange.answerType)) return undefined;
  const body = parseJson(exchange.answerBytes.toString('utf8'));
  const type = body.ok ? (body.value as { type?: unknown } | null)?.type : undefined;
  return typeof type === 'string' && type.startsWith(PRISM_ERROR)
    ? `${type.slice(PRISM_ERROR.length)}: ${(body as { value: { detail?: string } }).value.detail ?? ''}${validationOf((body as { value: unknown }).value)}`
    : undefined;
}

/** The request verdict: exactly one request, which the mock found valid and did not refuse. */
function judgeRequest(exchanges: readonly Exchange[], expectedStatus: number | undefined): string {
  if (exchanges.length !== 1) return `${exchanges.length} requests sent`;
  const [sent] = exchanges as [Exchange];
  if (sent.requestViolations.length > 0) return `request breaks the document: ${sent.requestViolations.join('; ')}`;
  const refusal = mockRefusal(sent);
  if (refusal !== undefined) return `the mock refused the request (${refusal})`;
  if (sent.status === 401 && expectedStatus !== 401) return 'answered 401: the credential was not sent as documented';
  return '';
}

/** Whether the client got the answer: the data of a 2xx, or an error carrying the status and the body. */
function judgeAnswer(sent: Exchange, result: CallResult): string {
  const body = sent.answerBytes;
  const meta = result._meta?.[HTTP_META] as { status?: number } | undefined;
  if (sent.status >= 200 && sent.status < 300) {
    if (result.isError === true) return `a ${sent.status} reported as an error: ${(texts(result).at(-1) ?? '').slice(0, 400)}`;
    if (body.length === 0) return '';
    const shown = texts(result);
    if (isJsonType(sent.answerType)) {
      const value = parseJson(body.toString('utf8'));
      if (!value.ok) return shown.includes(body.toString('utf8')) ? '' : 'a body that is not JSON did not reach the client';
      if (
        result.structuredContent !== undefined &&
        !isDeepStrictEqual(result.structuredContent, value.value) &&
        !legacyWrap(result.structuredContent, value.value)
      )
        return 'structuredContent differs from the answer';
      return shown.some((t) => {
        const parsed = parseJson(t);
        return parsed.ok && isDeepStrictEqual(parsed.value, value.value);
      })
        ? ''
        : 'the JSON answer is not in the result';
    }
    const blobs = (result.content ?? []).map((c) => c.resource?.blob).filter((b) => b !== undefined);
    if (blobs.includes(body.toString('base64')) || shown.includes(body.toString('utf8'))) return '';
    return `the ${sent.answerType ?? 'untyped'} answer is not in the result`;
  }
  if (result.isError !== true) return `a ${sent.status} reported as a success`;
  if (meta?.status !== sent.status) return `_meta status ${String(meta?.status)} instead of ${sent.status}`;
  if (body.length === 0) return '';
  const all = texts(result).join('\n');
  const raw = body.toString('utf8');
  // The body as sent, or as a string inside the error's JSON data.
  if (all.includes(raw) || all.includes(JSON.stringify(raw))) return '';
  const value = parseJson(raw);
  if (value.ok) {
    const carried = texts(result).some((t) => {
      const parsed = parseJson(t);
      if (!parsed.ok) return false;
      const data = parsed.value as { body?: unknown } | null;
      return isDeepStrictEqual(parsed.value, value.value) || isDeepStrictEqual(data?.body, value.value);
    });
    if (carried || all.includes(JSON.stringify(value.value))) return '';
  }
  return `the ${sent.status} body (${sent.answerType ?? 'untyped'}) is not in the result`;
}

/** Both verdicts for one call: `outcome` is the client's result, or what it threw. */
export function judgeCall(exchanges: readonly Exchange[], outcome: { result: CallResult } | { thrown: unknown }, expectedStatus?: number): Verdict {
  const request = judgeRequest(exchanges, expectedStatus);
  let answer: string;
  if ('thrown' in outcome) answer = `the client threw: ${String((outcome.thrown as Error)?.message ?? outcome.thrown).slice(0, 200)}`;
  else if (exchanges.length === 0) answer = `no request was sent: ${texts(outcome.result).join(' ').slice(0, 200)}`;
  else answer = judgeAnswer(exchanges[exchanges.length - 1]!, outcome.result);
  return { requestExact: request === '', answerFaithful: answer === '', why: [request, answer].filter((w) => w !== '').join('; ') };
}
