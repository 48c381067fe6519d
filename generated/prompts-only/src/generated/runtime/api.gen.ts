// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// What handlers see: the per-call context, result helpers and schema wrappers. The machinery is in execute.gen.ts.
import { randomBytes } from 'node:crypto';
import {
  createRequestStateCodec,
  fromJsonSchema,
  ProtocolError,
  ResourceNotFoundError,
  type ContentBlock,
  type ElicitResult,
  type JsonSchemaType,
  type RequestStateCodec,
  type ServerContext,
  type StandardSchemaV1,
  type StandardSchemaWithJSON,
} from '@modelcontextprotocol/server';
import { unknownProperties, explainedIssues } from './arguments.gen.js';
import { principalKey, type CallerAuth } from './auth.gen.js';
import { CancelledError, TimeoutError } from './cancel.gen.js';
import { defaultsValidator, prototypeKeysOf, revealFilledDefaults, shadowPrototypeKeys } from './defaults.gen.js';
import type { App } from './lifecycle.gen.js';
import type { Logger } from './log.gen.js';
import type { TrackOptions } from './progress.gen.js';
import { ERROR_META_KEY } from './errors.gen.js';

/** `throw new ResourceNotFoundError(uri.href)` in a resource handler answers JSON-RPC -32602 with data { uri }. */
export { CancelledError, ProtocolError, ResourceNotFoundError, TimeoutError, type CallerAuth, type ElicitResult, type TrackOptions };

/** Any JSON value: what a tool without an output schema may return. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A form-mode elicitation: what ctx.requestInput() asks the user. */
export interface InputRequestParams {
  readonly message: string;
  /** A flat object schema of primitive properties (the MCP elicitation subset of JSON Schema). */
  readonly requestedSchema: {
    readonly type: 'object';
    readonly properties: Record<string, Record<string, unknown>>;
    readonly required?: readonly string[];
  };
}

/** What every handler receives besides its typed input. One object per call; never shared between calls. */
export interface ToolContext {
  /** The tool's wire name. */
  readonly tool: string;
  /** JSON-RPC id of the tools/call that started this work. */
  readonly requestId: string | number;
  /** Set when the call runs as a task (io.modelcontextprotocol/tasks). */
  readonly taskId: string | undefined;
  /**
   * Aborts when the client cancels the call (stdio notifications/cancelled, tasks/cancel), the HTTP stream closes,
   * or the tool's timeoutMs elapses; `signal.reason` says which. Pass it on: fetch(url, { signal }), spawn(cmd, { signal }).
   */
  readonly signal: AbortSignal;
  /** Throws CancelledError once the signal has fired; call it between steps of long work. */
  throwIfCancelled(): void;
  /** Waits `ms`, or rejects with CancelledError as soon as the call is cancelled. */
  sleep(ms: number): Promise<void>;
  /**
   * Asks the user for input (a form elicitation) and resolves with the answer. In a task the task waits in
   * input_required until tasks/update answers; in a plain 2026-07-28 call the request answers input_required and the
   * client retries it with the answer, so code before this call runs again: keep it free of side effects.
   */
  requestInput(request: InputRequestParams): Promise<ElicitResult>;
  /** Structured logger bound to this call; writes to stderr, never to the protocol stream. */
  readonly log: Logger;
  /** Escape hatch: the SDK's own request context (envelope, _meta, http). In a task, that of the tools/call. */
  readonly mcp: ServerContext;
  /** The application context built by startup() in src/lifecycle.ts (undefined without lifecycle hooks). */
  readonly app: App;
  /**
   * Who is calling, over HTTP with bearer tokens: the verified access token's subject, client, scopes and claims
   * (tasks are bound to subject and client). Undefined over stdio and over HTTP without authentication.
   */
  readonly auth: CallerAuth | undefined;
}

/** The context of a tool declared with `progress: true` or `longRunning: true`. */
export interface ProgressContext extends ToolContext {
  /**
   * Reports progress: notifications/progress when the client asked for it (otherwise a no-op), or the task's
   * statusMessage when running as a task. `progress` must strictly increase (other values are dropped); `total`
   * may be omitted when unknown. Updates are rate-limited; the newest one is always delivered before the result.
   */
  progress(progress: number, total?: number, message?: string): Promise<void>;
  /** `for await (const file of ctx.track(files, { message: 'indexing' }))`: cancellation check before, progress after each item. */
  track<T>(items: Iterable<T> | AsyncIterable<T>, options?: TrackOptions<T>): AsyncGenerator<T, void, undefined>;
}

/** The context of a longRunning tool: it may run as a task (io.modelcontextprotocol/tasks). */
export interface TaskContext extends ProgressContext {
  /**
   * For tools with `taskStart: explicit`: returns the task handle to the client now and continues in the background.
   * Input asked for before this call is gathered on the request itself. A no-op in a plain call or once started.
   */
  startTask(): Promise<void>;
}

export const RESULT_BRAND: unique symbol = Symbol.for('mcpgen.toolResult');

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

export function isToolResult(value: unknown): value is ToolResult<unknown> {
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

/** What jsonSchema() returns; schemas.gen.ts types a schema that is the same JSON as another's with it. */
export type JsonSchemaOf<T> = StandardSchemaWithJSON<T, T>;

/**
 * A JSON Schema as the SDK's Standard Schema, built once per process. The validator compiles on first use, once per
 * distinct schema, so start-up cost does not grow with the number of tools. With `defaults` (a tool input whose schema
 * has `default`s), validation fills them in: the handler gets the call's arguments with every default applied.
 */
export function jsonSchema<T>(document: Record<string, unknown>, options: { readonly defaults?: boolean } = {}): JsonSchemaOf<T> {
  // Typed loosely on purpose: JSON Schema allows keywords (annotations, x-*) that JsonSchemaType does not list.
  const schema = document as JsonSchemaType;
  let compiled: StandardSchemaWithJSON<T, T> | undefined;
  const validator = () => (compiled ??= sharedValidator<T>(schema, options.defaults === true));
  // Property names such as constructor or toString are checked on a copy where absent ones read as undefined.
  let keys: ReadonlySet<string> | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'mcpgen',
      jsonSchema: { input: () => document, output: () => document },
      validate: (value) => {
        // A closed object names what it does not know (did you mean ...?) instead of ajv's bare "additional properties".
        const unknown = unknownProperties(document, value);
        const shadowed = (keys ??= prototypeKeysOf(document));
        if (shadowed.size === 0) {
          const named = (r: StandardSchemaV1.Result<T>) => explainedIssues(unknown, r, document, value);
          const plain = validator()['~standard'].validate(value);
          return plain instanceof Promise ? plain.then(named) : named(plain);
        }
        const copy = shadowPrototypeKeys(value, shadowed);
        // The errors are explained on the copy the validator saw: on the value itself, an absent "constructor" would
        // read as Object.prototype's.
        const named = (r: StandardSchemaV1.Result<T>) => explainedIssues(unknown, r, document, copy);
        const result = validator()['~standard'].validate(copy);
        // Defaults are filled into the copy, so it is what the handler gets; otherwise the call's own value.
        const original = (r: StandardSchemaV1.Result<T>) => {
          if (r.issues || !options.defaults) return r.issues ? r : { value: value as T };
          revealFilledDefaults(copy, shadowed);
          return r;
        };
        return result instanceof Promise ? result.then((r) => named(original(r))) : named(original(result));
      },
    },
  };
}

/** Compiled validators by schema text: tools whose schemas are the same JSON share one, compiled once per process. */
const validators = new Map<string, StandardSchemaWithJSON<unknown, unknown>>();

function sharedValidator<T>(schema: JsonSchemaType, defaults: boolean): StandardSchemaWithJSON<T, T> {
  const key = `${defaults ? 'defaults' : 'plain'} ${JSON.stringify(schema)}`;
  let found = validators.get(key);
  if (found === undefined) {
    found = fromJsonSchema<unknown>(schema, defaults ? defaultsValidator() : undefined);
    validators.set(key, found);
  }
  return found as StandardSchemaWithJSON<T, T>;
}

let codec: RequestStateCodec | undefined;

/**
 * Seals state that must survive an input_required round trip (2026-07-28): `await requestState().mint(payload,
 * ctx.mcp)` is the string for `inputRequired({ requestState })`; on the retry `ctx.mcp.mcpReq.requestState()` is the
 * payload again. The server verifies every echoed state before any handler runs and answers a forged, expired or
 * foreign one with -32602. HMAC-SHA256 keyed by MCPGEN_REQUEST_STATE_KEY (32+ characters; every process behind one
 * endpoint needs the same), else by a random per-process key; bound to the method and the authenticated principal.
 */
export function requestState(): RequestStateCodec {
  if (codec) return codec;
  const configured = process.env.MCPGEN_REQUEST_STATE_KEY;
  if (configured !== undefined && Buffer.byteLength(configured) < 32) throw new Error('MCPGEN_REQUEST_STATE_KEY must be at least 32 bytes');
  codec = createRequestStateCodec({
    key: configured ?? randomBytes(32),
    bind: (ctx) => `${ctx.mcpReq.method}\0${principalKey(ctx.http?.authInfo) ?? ''}`,
  });
  return codec;
}
