// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `mcpgen generate`.
// Runs resource reads, completions and prompt gets: the request context, result shaping and the error mapping.
// Unlike in tools, an error here is a JSON-RPC error: a declared error class answers with its manifest `code`.
import { randomUUID } from 'node:crypto';
import {
  ProtocolError,
  type GetPromptResult,
  type PromptMessage,
  type ReadResourceResult,
  type ServerContext,
  type Variables,
} from '@modelcontextprotocol/server';
import { McpgenError } from './errors.gen.js';
import { logger, type Logger } from './log.gen.js';

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
}

/** The context of a prompt handler. */
export type PromptContext = ResourceContext;

/** One item of a resource's contents; `uri` defaults to the URI read, `mimeType` to the manifest's. */
export type ResourceItem =
  | {
      readonly text: string;
      readonly uri?: string;
      readonly mimeType?: string;
      readonly _meta?: Record<string, unknown>;
    }
  | {
      readonly blob: string;
      readonly uri?: string;
      readonly mimeType?: string;
      readonly _meta?: Record<string, unknown>;
    };

/** What a resource handler returns: text, bytes (sent as a base64 blob), one item or several. */
export type ResourceReturn = string | Uint8Array | ResourceItem | readonly ResourceItem[];

/** What a prompt handler returns: the text of one user message, the messages, or messages with a description. */
export type PromptReturn =
  | string
  | readonly PromptMessage[]
  | { readonly description?: string; readonly messages: readonly PromptMessage[] };

/** Suggests values for a template variable (the first 100 are sent); `arguments` holds variables already chosen. */
export type CompleteHandler = (
  value: string,
  context: { readonly arguments: Readonly<Record<string, string>> },
) => Promise<string[]>;

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
    super(-32603, `${kind} ${name}: not implemented (edit ${file})`, {
      name: 'NotImplemented',
      code: -32603,
      retryable: false,
    });
  }
}

function requestContext(mcp: ServerContext, bindings: Record<string, string>): ResourceContext {
  return {
    requestId: mcp.mcpReq.id,
    signal: mcp.mcpReq.signal,
    log: logger.child({ ...bindings, requestId: mcp.mcpReq.id }),
    mcp,
  };
}

/**
 * Protocol errors (ResourceNotFoundError included) pass through; a declared error becomes a JSON-RPC error with its
 * code, message and { name, code, retryable, data } as data; anything else is logged with a correlation id and
 * answered -32603 without details.
 */
async function guard<T>(
  what: string,
  log: Logger,
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // After a cancel no answer is sent at all, so there is nothing to explain.
    if (ProtocolError.isInstance(error) || signal?.aborted) throw error;
    if (error instanceof McpgenError) throw new ProtocolError(error.code, error.message, error.toJSON());
    const correlationId = randomUUID();
    log.error(`${what} failed with an unexpected error`, { correlationId, error });
    throw new ProtocolError(
      -32603,
      `Internal error in ${what} (correlation id ${correlationId}); the server logged the details.`,
      {
        name: 'InternalError',
        code: -32603,
        retryable: false,
        correlationId,
      },
    );
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
  return guard(`resource ${spec.name}`, ctx.log, ctx.signal, async () =>
    readResult(await handler(uri, ctx), uri, spec.mimeType),
  );
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
  const log = logger.child({ resource: spec.name, variable });
  return guard(`completion of ${spec.name}.${variable}`, log, undefined, async () => {
    const values = await handler(value, { arguments: { ...context?.arguments } });
    return values.map(String);
  });
}

/** prompts/get: the arguments were validated by the SDK against the prompt's schema (-32602 otherwise). */
export function getPrompt<Args>(
  spec: { readonly name: string },
  handler: (args: Args, ctx: PromptContext) => Promise<PromptReturn>,
  args: Args,
  mcp: ServerContext,
): Promise<GetPromptResult> {
  const ctx = requestContext(mcp, { prompt: spec.name });
  return guard(`prompt ${spec.name}`, ctx.log, ctx.signal, async () =>
    promptResult(await handler(args, ctx)),
  );
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
    if (
      typeof (item as { text?: unknown }).text !== 'string' &&
      typeof (item as { blob?: unknown }).blob !== 'string'
    )
      throw new TypeError('a resource item needs a text or a blob (base64) string');
    const type = item.mimeType ?? mimeType;
    return { ...item, uri: item.uri ?? uri.href, ...(type !== undefined && { mimeType: type }) };
  });
  return { contents } as ReadResourceResult;
}

function promptResult(value: PromptReturn): GetPromptResult {
  if (typeof value === 'string')
    return { messages: [{ role: 'user', content: { type: 'text', text: value } }] };
  if (Array.isArray(value)) return { messages: [...(value as readonly PromptMessage[])] };
  const { description, messages } = value as { description?: string; messages: readonly PromptMessage[] };
  return { ...(description !== undefined && { description }), messages: [...messages] };
}
