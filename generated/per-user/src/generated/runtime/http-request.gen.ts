// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The request behind a tool with an `http` binding, built from its input (pure): parameters serialised per OpenAPI
// style/explode (RFC 6570) or as JSON text (`serialize: json`), the body, and credentials read from the environment.
import type { ToolContext } from './api.gen.js';
import { InvalidParamsError, McpgenError } from './errors.gen.js';
import { encodeBody, type Body } from './http-body.gen.js';
import type { AnswerSchemas } from './http-drift.gen.js';

export type Location = 'path' | 'query' | 'header' | 'cookie';
export type Style = 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';

export interface Parameter {
  readonly in: Location;
  readonly name: string;
  /** The input property carrying the value. */
  readonly property: string;
  readonly style: Style;
  readonly explode: boolean;
  /** json: the value as JSON text under the parameter's name (OpenAPI `content: application/json`); style does not apply. */
  readonly serialize?: 'json';
}

/** An oauth2 scheme: per user with `auth` (upstream.gen.ts), else the static bearer token in `env`. */
export interface OAuth2Scheme {
  readonly type: 'oauth2';
  readonly env: string;
  readonly authorizationUrl: string;
  readonly tokenUrl: string;
  readonly scopes: readonly string[];
}

export type AuthScheme =
  | { readonly type: 'bearer' | 'basic'; readonly env: string }
  | { readonly type: 'apiKey'; readonly in: 'header' | 'query'; readonly name: string; readonly env: string }
  | OAuth2Scheme;

/** Each user's own token for the oauth2 schemes (upstream.gen.ts). */
export interface PerUserCredentials {
  /** The caller's token; undefined without a caller (the static token of `env`); throws to ask the user to authorize. */
  token(name: string, scheme: OAuth2Scheme, op: Operation, ctx: ToolContext): Promise<string | undefined>;
  /** The API answered 401 to the caller's token: forget it. */
  refused(name: string, ctx: ToolContext): Promise<void>;
}

export interface Api {
  /** MCPGEN_API_BASE_URL replaces it at run time. */
  readonly baseUrl: string;
  readonly auth: Readonly<Record<string, AuthScheme>>;
  /** Present when an oauth2 scheme is per user (the manifest has `auth`). */
  readonly perUser?: PerUserCredentials;
}

/** What an error thrown for a non-2xx status carries: the status and the body (JSON when it is JSON, else text). */
export type HttpErrorData = {
  status: number;
  body: unknown;
  /** 429 and 503: how long the API asked to wait (its Retry-After header), in milliseconds. */
  retryAfterMs?: number;
  /** 401 and 403: which environment variable carries the credential, and whether it was set. */
  credentials?: string;
};

/** One HTTP operation; its output schemas (AnswerSchemas) check each 2xx JSON answer (http-drift.gen.ts). */
export interface Operation extends AnswerSchemas {
  readonly method: string;
  /** OpenAPI path template, e.g. /trips/{tripId}. */
  readonly path: string;
  /** The operation's own server (OpenAPI servers on its path or itself); `env` names the variable that overrides it. */
  readonly server?: { readonly url: string; readonly env: string };
  readonly parameters: readonly Parameter[];
  readonly body?: Body;
  /** The media types the operation documents for its 2xx answers: the Accept header. */
  readonly accept: readonly string[];
  /** Schemes of Api.auth, alternatives tried in order: the first whose variables are all set is used. A list is one
   * alternative whose schemes are all sent (an OpenAPI security requirement that names several). */
  readonly auth: readonly (string | readonly string[])[];
  /** The upstream scopes the operation needs from its oauth2 scheme (http.scopes). */
  readonly scopes?: readonly string[];
  /** Status ("404", "4XX", "default") → the declared error to throw. */
  readonly errors: Readonly<Record<string, (data: HttpErrorData) => Error>>;
  readonly timeoutMs: number;
  /** 2xx statuses the API documents without a body: a success, {} as structured content. */
  readonly noContent?: readonly string[];
}

/** A non-2xx status the operation maps to no declared error. */
export class ApiResponseError extends McpgenError<HttpErrorData> {
  override readonly name = 'ApiResponseError';
  readonly code = -32000;
}

/** The API could not be reached, did not answer in time, or answered something unusable. */
export class ApiRequestError extends McpgenError {
  override readonly name = 'ApiRequestError';
  readonly code = -32000;
}

const enc = encodeURIComponent;

/** A scalar as text; a nested array or object (which OpenAPI styles do not define) as JSON. */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** The [key, value] pairs of a plain object value; undefined for anything else. */
function entriesOf(value: unknown): [string, unknown][] | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.entries(value).filter(([, v]) => v !== undefined);
}

/** The value of a path parameter (styles simple, label, matrix), percent-encoded. */
export function serializePath(p: Parameter, value: unknown): string {
  const entries = entriesOf(value);
  const pair = ([k, v]: [string, unknown]) => `${enc(k)}=${enc(text(v))}`;
  const flat = (list: [string, unknown][]) => list.flatMap(([k, v]) => [enc(k), enc(text(v))]);
  if (p.style === 'matrix') {
    const name = enc(p.name);
    if (Array.isArray(value)) return p.explode ? value.map((v) => `;${name}=${enc(text(v))}`).join('') : `;${name}=${value.map((v) => enc(text(v))).join(',')}`;
    if (entries) return p.explode ? entries.map((e) => `;${pair(e)}`).join('') : `;${name}=${flat(entries).join(',')}`;
    const s = text(value);
    return s === '' ? `;${name}` : `;${name}=${enc(s)}`;
  }
  const prefix = p.style === 'label' ? '.' : '';
  const separator = p.style === 'label' && p.explode ? '.' : ',';
  if (Array.isArray(value)) return prefix + value.map((v) => enc(text(v))).join(separator);
  if (entries) return prefix + (p.explode ? entries.map(pair) : flat(entries)).join(separator);
  return prefix + enc(text(value));
}

/** The `name=value` pairs of a query parameter, percent-encoded (delimiters stay literal). */
export function serializeQuery(p: Parameter, value: unknown): string[] {
  const name = enc(p.name);
  const entries = entriesOf(value);
  if (p.style === 'deepObject' && entries) return entries.map(([k, v]) => `${name}[${enc(k)}]=${enc(text(v))}`);
  const delimiter = p.style === 'spaceDelimited' ? '%20' : p.style === 'pipeDelimited' ? '|' : ',';
  if (Array.isArray(value)) return p.explode ? value.map((v) => `${name}=${enc(text(v))}`) : [`${name}=${value.map((v) => enc(text(v))).join(delimiter)}`];
  if (entries)
    return p.explode
      ? entries.map(([k, v]) => `${enc(k)}=${enc(text(v))}`)
      : [`${name}=${entries.flatMap(([k, v]) => [enc(k), enc(text(v))]).join(delimiter)}`];
  return [`${name}=${enc(text(value))}`];
}

/** A header parameter's value (style simple); header values are not percent-encoded. */
export function serializeHeader(p: Parameter, value: unknown): string {
  const entries = entriesOf(value);
  if (Array.isArray(value)) return value.map(text).join(',');
  if (entries) return (p.explode ? entries.map(([k, v]) => `${k}=${text(v)}`) : entries.flatMap(([k, v]) => [k, text(v)])).join(',');
  return text(value);
}

/** The `name=value` pairs a cookie parameter adds to the Cookie header (style form). */
export function serializeCookie(p: Parameter, value: unknown): string[] {
  const entries = entriesOf(value);
  if (Array.isArray(value)) return p.explode ? value.map((v) => `${p.name}=${enc(text(v))}`) : [`${p.name}=${value.map((v) => enc(text(v))).join(',')}`];
  if (entries)
    return p.explode ? entries.map(([k, v]) => `${k}=${enc(text(v))}`) : [`${p.name}=${entries.flatMap(([k, v]) => [enc(k), enc(text(v))]).join(',')}`];
  return [`${p.name}=${enc(text(value))}`];
}

/** JSON text that a header can carry: every character past ASCII as its \\u escape (the same JSON value). */
const asciiJson = (value: unknown): string => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A `serialize: json` parameter on the wire: its JSON text, percent-encoded except in a header. */
export function serializeJson(p: Parameter, value: unknown): string {
  const json = JSON.stringify(value);
  if (p.in === 'header') return asciiJson(value);
  if (p.in === 'path') return enc(json);
  return `${p.in === 'query' ? enc(p.name) : p.name}=${enc(json)}`;
}

/** Absent values are not sent; RFC 6570 treats an empty list or object as absent too. */
function isAbsent(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  const entries = entriesOf(value);
  return entries !== undefined && entries.length === 0;
}

export interface HttpRequest {
  readonly url: URL;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array | FormData;
}

// What fetch accepts in a header value; checked first, so a bad value never reaches an error message.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** The base URL of an operation, and the variable that sets it: its own server, else the API's. */
export function baseUrlOf(api: Api, op: Operation, env: Readonly<Record<string, string | undefined>>): { url: string; env: string } {
  if (op.server) return { url: env[op.server.env] || op.server.url, env: op.server.env };
  return { url: env.MCPGEN_API_BASE_URL || api.baseUrl, env: 'MCPGEN_API_BASE_URL' };
}

/** The base URL; a bad value is named by its variable, not shown (it may carry a user and password). */
function baseUrl(value: string, variable: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new ApiRequestError(`${variable} is not an absolute URL`);
  }
}

/** The request an operation makes for `input`, credentials taken from `env`. Pure. */
export function requestFor(api: Api, op: Operation, input: Readonly<Record<string, unknown>>, env: Readonly<Record<string, string | undefined>>): HttpRequest {
  const headers: Record<string, string> = { accept: op.accept.join(', ') };
  const query: string[] = [];
  const cookies: string[] = [];
  const path = op.path.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const p = op.parameters.find((q) => q.in === 'path' && q.name === name);
    const value = p ? input[p.property] : undefined;
    if (!p || value === undefined || value === null) throw new InvalidParamsError(`missing path parameter ${name}`);
    return p.serialize === 'json' ? serializeJson(p, value) : serializePath(p, value);
  });
  for (const p of op.parameters) {
    const value = input[p.property];
    if (p.in === 'path' || (p.serialize === 'json' ? value === undefined || value === null : isAbsent(value))) continue;
    if (p.serialize === 'json' && p.in !== 'header') (p.in === 'query' ? query : cookies).push(serializeJson(p, value));
    else if (p.in === 'query') query.push(...serializeQuery(p, value));
    else if (p.in === 'cookie') cookies.push(...serializeCookie(p, value));
    else {
      const header = p.serialize === 'json' ? serializeJson(p, value) : serializeHeader(p, value);
      if (!HEADER_VALUE.test(header)) throw new InvalidParamsError(`header parameter ${p.name} holds characters a header cannot carry`);
      headers[p.name.toLowerCase()] = header;
    }
  }
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  for (const alternative of op.auth) {
    const schemes = (typeof alternative === 'string' ? [alternative] : alternative).map((name) => api.auth[name]);
    const secrets = schemes.map((scheme) => (scheme ? env[scheme.env] : undefined));
    if (schemes.length === 0 || secrets.some((secret) => secret === undefined || secret === '')) continue;
    schemes.forEach((scheme, i) => {
      const secret = secrets[i]!;
      // Named by its variable, never by its value.
      if (scheme!.type === 'apiKey' && scheme!.in === 'query') query.push(`${enc(scheme!.name)}=${enc(secret)}`);
      else if (!HEADER_VALUE.test(secret)) throw new ApiRequestError(`the credential in ${scheme!.env} holds characters a header cannot carry`);
      else if (scheme!.type === 'apiKey') headers[scheme!.name.toLowerCase()] = secret;
      else headers.authorization = scheme!.type === 'basic' ? `Basic ${Buffer.from(secret).toString('base64')}` : `Bearer ${secret}`;
    });
    break;
  }
  let body: string | Uint8Array | FormData | undefined;
  const payload = op.body ? input[op.body.property] : undefined;
  if (op.body && payload !== undefined) {
    const encoded = encodeBody(op.body, payload);
    body = encoded.body;
    if (encoded.contentType !== undefined) headers['content-type'] = encoded.contentType;
  }
  const server = baseUrlOf(api, op, env);
  const base = baseUrl(server.url, server.env);
  const expected = base.pathname.replace(/\/$/, '') + path;
  const url = new URL(base.origin + expected);
  // A value such as ".." would otherwise walk up the path: the URL parser resolves dot segments.
  if (url.pathname !== expected) throw new InvalidParamsError(`a path parameter of ${op.path} is "." or ".."`);
  url.search = query.join('&');
  return { url, headers, ...(body !== undefined && { body }) };
}
