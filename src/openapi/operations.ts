import { STATUS_CODES } from 'node:http';
import { sha256Hex } from '../sha256.js';
import { identsFor } from '../names.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';

const METHODS: readonly string[] = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** The keys of an OpenAPI path item that are operations (trace included, which no tool is made of). */
export const PATH_ITEM_METHODS: ReadonlySet<string> = new Set([...METHODS, 'trace']);

/** A warning of the conversion at a place of the document (MCPG704). */
export type Warn = (at: (string | number)[], message: string, hint?: string) => void;

/** How filters, overrides and warnings name an operation: its operationId, else "METHOD /path". */
export const operationKey = (op: Obj, method: string, route: string): string =>
  typeof op.operationId === 'string' && op.operationId !== '' ? op.operationId : `${method.toUpperCase()} ${route}`;

export type Operation = ReturnType<typeof listOperations>[number];

/**
 * Every operation of the document (of `methods`, by default a tool's), in document order: its key (operationKey), method,
 * path and object, its parameters (the path item's, overridden by its own of the same name and location), its tags, and
 * its first server (its own, else its path item's: OpenAPI lets both replace the document's servers).
 */
export function listOperations(doc: Obj, methods = METHODS) {
  return Object.entries(isObject(doc.paths) ? doc.paths : {}).flatMap(([route, item]) => {
    if (!isObject(item)) return [];
    const shared = Array.isArray(item.parameters) ? item.parameters.filter(isObject) : [];
    return Object.keys(item)
      .filter((k) => methods.includes(k) && isObject(item[k]))
      .map((method) => {
        const op = item[method] as Obj;
        const own = Array.isArray(op.parameters) ? op.parameters.filter(isObject) : [];
        const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
        const server = [op.servers, item.servers].find((s): s is unknown[] => Array.isArray(s) && s.length > 0)?.[0];
        const tags = Array.isArray(op.tags) ? op.tags.map(String) : [];
        return { key: operationKey(op, method, route), method, path: route, op, parameters, tags, ...(isObject(server) && { server }) };
      });
  });
}

/**
 * A tool name from the operationId (else method and path): [A-Za-z0-9_-], at most 64 characters, the set every common
 * client accepts (no ".", which MCP allows but Claude Desktop, OpenAI function calling, Codex and Copilot CLI refuse).
 */
export function baseToolName(operation: Operation): string {
  const id = typeof operation.op.operationId === 'string' ? operation.op.operationId : `${operation.method}${operation.path}`;
  const name = id.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^[_-]+|[_-]+$/g, '') || operation.method;
  if (name.length <= 64) return name;
  // Cut, with a hash of the whole so two long names that share a beginning stay distinct and stable.
  return `${name.slice(0, 55).replace(/[_-]+$/, '')}_${sha256Hex(operation.key).slice(0, 8)}`;
}

/** Claims a tool name unique by wire name and by every TypeScript identifier it maps to (first come keeps it). */
export function nameClaimer(): (wanted: string) => string {
  const seen = new Set<string>();
  const keys = (name: string) => {
    const ids = identsFor(name);
    return [`name:${name}`, `ident:${ids.camel}`, `file:${ids.file}`, `type:${ids.pascal}`];
  };
  return (wanted) => {
    let name = wanted;
    for (let n = 2; keys(name).some((k) => seen.has(k)); n++) name = `${wanted.slice(0, 60)}_${n}`;
    for (const k of keys(name)) seen.add(k);
    return name;
  };
}

/** Hints from HTTP semantics (RFC 9110): safe methods are read-only; PUT and DELETE are idempotent. */
export function annotationsFor(method: Operation['method']): Obj {
  if (method === 'get' || method === 'head' || method === 'options') return { readOnlyHint: true, openWorldHint: true };
  return { readOnlyHint: false, destructiveHint: method === 'delete', idempotentHint: method === 'put' || method === 'delete', openWorldHint: true };
}

/** The statuses whose errors are named by their reason phrase in Node's table; every other one is HttpError<code>. */
const NAMED = [400, 401, 402, 403, 404, 405, 406, 408, 409, 410, 412, 413, 415, 422, 423, 428, 429, 500, 501, 502, 503, 504];
/** Phrases of our own: RFC 9110's where Node's table has the older ones, and the ranges. */
const PHRASES: Readonly<Record<string, string>> = { 413: 'Content Too Large', 422: 'Unprocessable Content', '4XX': 'Client Error', '5XX': 'Server Error' };

/** The declared error for a documented non-2xx status ("404", "4XX", "default"), or undefined for a success. */
export function errorClassFor(status: string): { name: string; message: string; retryable: boolean } | undefined {
  const code = status.toUpperCase();
  if (status === 'default') return { name: 'ApiError', message: 'The API answered with an error status', retryable: false };
  if (!/^[45](\d\d|XX)$/.test(code)) return undefined;
  const words = PHRASES[code] ?? (NAMED.includes(Number(code)) ? STATUS_CODES[code] : undefined) ?? `Http Error${code}`;
  return { name: words.replace(/ /g, ''), message: `The API answered ${code} ${words}`, retryable: ['408', '429', '502', '503', '504'].includes(code) };
}

/** A JSON media type: application/json, application/*+json. */
export const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** The first JSON media type (or other `pattern`) of a `content` map: its name, schema and media type object. */
export function jsonContent(content: unknown, pattern = JSON_TYPE): { type: string; schema: unknown; media: Obj } | undefined {
  if (!isObject(content)) return undefined;
  const type = Object.keys(content).find((k) => pattern.test(k));
  const media = type !== undefined ? content[type] : undefined;
  return type !== undefined && isObject(media) ? { type, schema: media.schema ?? {}, media } : undefined;
}

/** A JSON property name for a parameter: "page[size]" → page_size, "X-Request-Id" → X_Request_Id. */
export const propertyName = (name: string): string => name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'param';
