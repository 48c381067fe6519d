// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Runs resource reads, completions and prompt gets: the request context, result shaping and the error mapping.
// Unlike in tools, an error here is a JSON-RPC error: a declared error class answers with its manifest `code`.
import { randomUUID } from 'node:crypto';
import {
  completable,
  isInputRequiredResult,
  ProtocolError,
  type GetPromptResult,
  type InputRequiredResult,
  type McpServer,
  type PromptMessage,
  type ReadResourceResult,
  type ServerContext,
  type StandardSchemaWithJSON,
  type Variables,
} from '@modelcontextprotocol/server';
import { McpgenError } from './errors.gen.js';
import { currentApp, type App } from './lifecycle.gen.js';
import { authOf, type CallerAuth } from './auth.gen.js';
import { logger, type Logger } from './log.gen.js';
import { jsonSchema } from './api.gen.js';

export type { PromptMessage };

/** What a resource or prompt handler receives. One object per request; never shared. */
export interface ResourceContext {
  /** JSON-RPC id of the request. */
  readonly requestId: string | number;
  /** Aborts when the client cancels the request or the connection closes. Pass it on: fetch(url, { signal }). */
  readonly signal: AbortSignal;
  /** Structured logger bound to this request; writes to stderr, never to the protocol stream. */
  readonly log: Logger;
  /** Escape hatch: the SDK's own request context (envelope, _meta, http). */
  readonly mcp: ServerContext;
  /** The application context built by startup() in src/lifecycle.ts (undefined without lifecycle hooks). */
  readonly app: App;
  /** Who is calling, over HTTP with bearer tokens (see ToolContext.auth); undefined over stdio. */
  readonly auth: CallerAuth | undefined;
}

/** The context of a prompt handler. */
export type PromptContext = ResourceContext;

/** One item of a resource's contents; `uri` defaults to the URI read, `mimeType` to the manifest's. */
export type ResourceItem =
  | { readonly text: string; readonly uri?: string; readonly mimeType?: string; readonly _meta?: Record<string, unknown> }
  | { readonly blob: string; readonly uri?: string; readonly mimeType?: string; readonly _meta?: Record<string, unknown> };

/** What a resource handler returns: text, bytes (sent as a base64 blob), one item or several. */
export type ResourceReturn = string | Uint8Array | ResourceItem | readonly ResourceItem[];

/** What a prompt handler returns: the text of one user message, the messages, or messages with a description. */
export type PromptReturn =
  | string
  | readonly PromptMessage[]
  | { readonly description?: string; readonly messages: readonly PromptMessage[] }
  /** 2026-07-28: ask the client for input first (`inputRequired({...})`); the retry carries ctx.mcp.mcpReq.inputResponses. */
  | InputRequiredResult;

/** Suggests values for a template variable or prompt argument (the first 100 are sent); `arguments` holds those already chosen. */
export type CompleteHandler = (value: string, context: { readonly arguments: Readonly<Record<string, string>> }) => Promise<string[]>;

export interface ResourceSpec {
  readonly name: string;
  readonly mimeType?: string;
}

export interface TemplateSpec extends ResourceSpec {
  /** In template order; exploded ({list*}) variables reach the handler as string[]. */
  readonly variables: readonly { readonly name: string; readonly exploded: boolean }[];
}

/** The answer of a stub that has not been implemented yet: a clean JSON-RPC error (-32603), never a crash. */
export class NotImplementedError extends ProtocolError {
  constructor(kind: 'resource' | 'prompt', name: string, file: string) {
    super(-32603, `${kind} ${name}: not implemented (edit ${file})`, { name: 'NotImplemented', code: -32603, retryable: false });
  }
}

function requestContext(mcp: ServerContext, bindings: Record<string, string>): ResourceContext {
  const auth = authOf(mcp);
  return {
    requestId: mcp.mcpReq.id,
    signal: mcp.mcpReq.signal,
    log: logger.child({
      ...bindings,
      requestId: mcp.mcpReq.id,
      ...(auth !== undefined && { subject: auth.subject }),
    }),
    mcp,
    app: currentApp(),
    auth,
  };
}

/**
 * Protocol errors (ResourceNotFoundError included) pass through; a declared error becomes a JSON-RPC error with its
 * code, message and { name, code, retryable, data } as data; anything else is logged with a correlation id and
 * answered -32603 without details.
 */
async function guard<T>(what: string, log: Logger, signal: AbortSignal | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // After a cancel no answer is sent at all, so there is nothing to explain.
    if (ProtocolError.isInstance(error) || signal?.aborted) throw error;
    if (error instanceof McpgenError) throw new ProtocolError(error.code, error.message, error.toJSON());
    const correlationId = randomUUID();
    log.error(`${what} failed with an unexpected error`, { correlationId, error });
    throw new ProtocolError(-32603, `Internal error in ${what} (correlation id ${correlationId}); the server logged the details.`, {
      name: 'InternalError',
      code: -32603,
      retryable: false,
      correlationId,
    });
  }
}

/** resources/read of a fixed resource. */
export function readResource(
  spec: ResourceSpec,
  handler: (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>,
  uri: URL,
  mcp: ServerContext,
): Promise<ReadResourceResult> {
  const ctx = requestContext(mcp, { resource: spec.name });
  return guard(`resource ${spec.name}`, ctx.log, ctx.signal, async () => readResult(await handler(uri, ctx), uri, spec.mimeType));
}

/** resources/read of a URI that matched a template: the variables arrive percent-decoded and typed. */
export function readTemplate<Vars>(
  spec: TemplateSpec,
  handler: (uri: URL, variables: Vars, ctx: ResourceContext) => Promise<ResourceReturn>,
  uri: URL,
  variables: Variables,
  mcp: ServerContext,
): Promise<ReadResourceResult> {
  const ctx = requestContext(mcp, { resource: spec.name });
  return guard(`resource ${spec.name}`, ctx.log, ctx.signal, async () =>
    readResult(await handler(uri, templateVariables(spec, variables) as Vars, ctx), uri, spec.mimeType),
  );
}

/** completion/complete for one variable of a template. */
export function completeVariable(
  spec: TemplateSpec,
  variable: string,
  handler: CompleteHandler,
  value: string,
  context: { arguments?: Record<string, string> } | undefined,
): Promise<string[]> {
  return complete(logger.child({ resource: spec.name, variable }), `${spec.name}.${variable}`, handler, value, context);
}

/** completion/complete for one argument of a prompt. */
export function completeArgument(
  prompt: string,
  argument: string,
  handler: CompleteHandler,
  value: string,
  context: { arguments?: Record<string, string> } | undefined,
): Promise<string[]> {
  return complete(logger.child({ prompt, argument }), `${prompt}.${argument}`, handler, value, context);
}

function complete(
  log: Logger,
  what: string,
  handler: CompleteHandler,
  value: string,
  context: { arguments?: Record<string, string> } | undefined,
): Promise<string[]> {
  return guard(`completion of ${what}`, log, undefined, async () => {
    const values = await handler(value, { arguments: { ...context?.arguments } });
    return values.map(String);
  });
}

/**
 * A prompt's argument schema, built once per process. Arguments with a completion handler are listed in `shape`,
 * where the SDK looks for completable argument schemas (as on a Zod object); that also declares `completions`.
 */
export function promptArguments<Args>(
  document: Record<string, unknown>,
  completions: Readonly<Record<string, (value: string, context?: { arguments?: Record<string, string> }) => Promise<string[]>>> = {},
): StandardSchemaWithJSON<Args, Args> {
  const schema = jsonSchema<Args>(document);
  if (Object.keys(completions).length === 0) return schema;
  const shape = Object.fromEntries(Object.entries(completions).map(([name, handler]) => [name, completable(jsonSchema<string>({ type: 'string' }), handler)]));
  return Object.assign(schema, { shape });
}

/** Live server instances and the URIs each one's client subscribed to (resources/subscribe, 2025-11-25). */
const subscriptions = new Map<McpServer, Set<string>>();

/**
 * Declares resources.subscribe and answers resources/subscribe and /unsubscribe for the resources whose manifest
 * entry says `subscribe: true` (any other URI: -32602). An instance's subscriptions end when it closes; over the
 * stateless HTTP transport that is the end of the request, so only stdio clients can be notified.
 */
export function enableSubscriptions(server: McpServer, subscribable: readonly string[]): void {
  server.server.registerCapabilities({ resources: { subscribe: true } });
  const allowed = new Set(subscribable);
  server.server.setRequestHandler('resources/subscribe', async (request) => {
    const { uri } = request.params;
    if (!allowed.has(uri)) throw new ProtocolError(-32602, `Resource ${uri} does not support subscriptions`, { uri });
    const uris = subscriptions.get(server) ?? new Set<string>();
    subscriptions.set(server, uris.add(uri));
    return {};
  });
  server.server.setRequestHandler('resources/unsubscribe', async (request) => {
    const uris = subscriptions.get(server);
    uris?.delete(request.params.uri);
    if (uris?.size === 0) subscriptions.delete(server);
    return {};
  });
  const previous = server.server.onclose;
  server.server.onclose = () => {
    subscriptions.delete(server);
    previous?.();
  };
}

/** Tells every client subscribed to `uri` that it changed (notifications/resources/updated); they read it again. */
export async function resourceUpdated(uri: string): Promise<void> {
  const subscribed = [...subscriptions].filter(([, uris]) => uris.has(uri)).map(([server]) => server);
  await Promise.all(
    subscribed.map((server) =>
      server.server.sendResourceUpdated({ uri }).catch((error: unknown) => logger.warn('could not notify a subscriber', { uri, error })),
    ),
  );
}

/** prompts/get: the arguments were validated by the SDK against the prompt's schema (-32602 otherwise). */
export function getPrompt<Args>(
  spec: { readonly name: string },
  handler: (args: Args, ctx: PromptContext) => Promise<PromptReturn>,
  args: Args,
  mcp: ServerContext,
): Promise<GetPromptResult | InputRequiredResult> {
  const ctx = requestContext(mcp, { prompt: spec.name });
  return guard(`prompt ${spec.name}`, ctx.log, ctx.signal, async () => {
    const value = await handler(args, ctx);
    return isInputRequiredResult(value) ? value : promptResult(value);
  });
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

function templateVariables(spec: TemplateSpec, raw: Variables): Record<string, string | string[]> {
  return Object.fromEntries(
    spec.variables.map(({ name, exploded }) => {
      const value = raw[name] ?? '';
      const list = Array.isArray(value) ? value : exploded ? value.split(',') : [value];
      return [name, exploded ? list.map(decode) : decode(list.join(','))];
    }),
  );
}

function readResult(value: ResourceReturn, uri: URL, mimeType: string | undefined): ReadResourceResult {
  const items: readonly ResourceItem[] =
    typeof value === 'string'
      ? [{ text: value }]
      : value instanceof Uint8Array
        ? [{ blob: Buffer.from(value).toString('base64') }]
        : Array.isArray(value)
          ? value
          : [value as ResourceItem];
  const contents = items.map((item) => {
    if (typeof (item as { text?: unknown }).text !== 'string' && typeof (item as { blob?: unknown }).blob !== 'string')
      throw new TypeError('a resource item needs a text or a blob (base64) string');
    const type = item.mimeType ?? mimeType;
    return { ...item, uri: item.uri ?? uri.href, ...(type !== undefined && { mimeType: type }) };
  });
  return { contents } as ReadResourceResult;
}

function promptResult(value: Exclude<PromptReturn, InputRequiredResult>): GetPromptResult {
  if (typeof value === 'string') return { messages: [{ role: 'user', content: { type: 'text', text: value } }] };
  if (Array.isArray(value)) return { messages: [...(value as readonly PromptMessage[])] };
  const { description, messages } = value as { description?: string; messages: readonly PromptMessage[] };
  return { ...(description !== undefined && { description }), messages: [...messages] };
}
