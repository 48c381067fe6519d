// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// tools/list and tools/call served from one table built once per process: the factory, which runs per connection
// and per HTTP request, only installs two handlers, whatever the number of tools. It does what McpServer.registerTool
// does on SDK 2.4.0 (input and output validation, -32602 for unknown tools, both eras' result shapes) but keeps the
// tools in a Map: McpServer keeps them in a plain object, where constructor, toString or __proto__ cannot be tools.
import {
  isInputRequiredResult,
  ProtocolError,
  ProtocolErrorCode,
  type CallToolResult,
  type InputRequiredResult,
  type McpServer,
  type ServerContext,
  type StandardSchemaV1,
  type StandardSchemaWithJSON,
  type Tool,
  type ToolAnnotations,
} from '@modelcontextprotocol/server';
import { toolDenial, visibleTools } from './auth.gen.js';
import { HTTP_META_KEY } from './errors.gen.js';
import { fitResultChecked, type ResultBudget } from './result-budget.gen.js';

type ToolAnswer = CallToolResult | InputRequiredResult;

/**
 * A tool's rate limit, checked before its input is validated: the answer of a call over the limit, else undefined.
 * server.gen.ts builds it with rateLimiter() of rate-limit.gen.ts, which only projects with a rate limit carry.
 */
export type RateCheck = (ctx: ServerContext) => Promise<CallToolResult | undefined>;

/** One tool as the table serves it; `run` gets input already validated against `inputSchema`. */
export interface ToolEntry<Input = unknown> {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly annotations?: ToolAnnotations;
  readonly inputSchema: StandardSchemaWithJSON<Input, Input>;
  /**
   * Listed as its JSON is: already in the form SDK 2.4.0 advertises (a typeless root that is provably an object has
   * `type: "object"`), which mcpgen applies when it generates schemas.gen.ts (advertisedOutputSchema in src/ir/wire-tool.ts).
   */
  readonly outputSchema?: StandardSchemaWithJSON<unknown, unknown>;
  /** false: tools/list leaves the output schema out (manifest `advertise`); results are still checked against it. */
  readonly listOutputSchema?: false;
  readonly rateLimit?: RateCheck;
  /** A result over it is cut to fit (result-budget.gen.ts); search_tools and call_tool have none of their own. */
  readonly resultBudget?: ResultBudget;
  /** `server`: the instance serving the call (a tool that calls other tools of the table needs it). */
  readonly run: (input: Input, ctx: ServerContext, server: McpServer) => Promise<ToolAnswer>;
}

/** Ties a tool's input type to its schema and handler, then erases it for the table. */
export const defineTool = <Input>(entry: ToolEntry<Input>): ToolEntry => entry as unknown as ToolEntry;

interface Listed {
  readonly entry: ToolEntry;
  /** The output schema exactly as tools/list advertises it (the 2025-11-25 {result} wrap keys off it). */
  readonly outputJson: Record<string, unknown> | undefined;
}

export class ToolTable {
  private readonly byName = new Map<string, Listed>();
  private listed: Tool[] | undefined;
  private inputs: Map<string, Tool['inputSchema']> | undefined;

  constructor(entries: readonly ToolEntry[]) {
    for (const entry of entries) {
      const outputJson = entry.outputSchema?.['~standard'].jsonSchema.output({ target: 'draft-2020-12' });
      this.byName.set(entry.name, { entry, outputJson });
    }
  }

  get size(): number {
    return this.byName.size;
  }

  /** The input schema of a tool exactly as tools/list advertises it (undefined for an unknown tool). */
  inputJson(name: string): Record<string, unknown> | undefined {
    if (!this.byName.has(name)) return undefined;
    this.inputs ??= new Map(this.list().tools.map((t) => [t.name, t.inputSchema]));
    return this.inputs.get(name);
  }

  /** The tools/list result, computed on first use and shared by every server instance of the process. */
  list(): { tools: Tool[] } {
    this.listed ??= [...this.byName.values()].map(({ entry, outputJson }) => ({
      name: entry.name,
      ...(entry.title !== undefined && { title: entry.title }),
      description: entry.description,
      inputSchema: {
        type: 'object',
        ...entry.inputSchema['~standard'].jsonSchema.input({ target: 'draft-2020-12' }),
      } as Tool['inputSchema'],
      ...(entry.annotations !== undefined && { annotations: entry.annotations }),
      ...(outputJson !== undefined && entry.listOutputSchema !== false && { outputSchema: outputJson as Tool['outputSchema'] }),
    }));
    return { tools: this.listed };
  }

  async call(server: McpServer, name: string, args: unknown, ctx: ServerContext): Promise<ToolAnswer> {
    const tool = this.byName.get(name);
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool ${name} not found`);
    const denied = ctx.http?.authInfo && toolDenial(name, ctx.http.authInfo);
    if (denied) return denied;
    const { entry, outputJson } = tool;
    if (entry.rateLimit) {
      const limited = await entry.rateLimit(ctx);
      if (limited) return limited;
    }
    try {
      // Every step awaited, as McpServer's own tools/call does, even where it is synchronous: the requests read in one
      // chunk then advance step by step together, which costs less CPU per call than running each through alone.
      const input = await validatedInput(entry, args ?? {}, name);
      const result = await runEntry(entry, input, ctx, server);
      await validatedOutput(entry, result, name);
      if (isInputRequiredResult(result)) return result;
      const fitted = entry.resultBudget ? await fitResultChecked(result, entry.resultBudget, input, name, entry.outputSchema) : result;
      return server.server.projectCallToolResult(fitted, outputJson);
    } catch (error) {
      if (error instanceof ProtocolError && error.code === ProtocolErrorCode.UrlElicitationRequired) throw error;
      return {
        content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }],
        isError: true,
      };
    }
  }

  /** Installs tools/list and tools/call on one server instance (cheap: nothing per tool). */
  install(server: McpServer): void {
    if (this.byName.size === 0) return;
    const protocol = server.server;
    protocol.registerCapabilities({
      tools: { listChanged: protocol.getCapabilities().tools?.listChanged ?? true },
    });
    // With auth.hideUnauthorized, each caller sees only the tools its scopes allow.
    protocol.setRequestHandler('tools/list', (_request, ctx) => visibleTools(this.list(), ctx.http?.authInfo));
    // The HTTP entry checks SEP-2243 Mcp-Param-* headers against this; McpServer's own lookup knows no tools here.
    server.toolInputSchemaJson = (name) => this.inputJson(name);
    protocol.setRequestHandler(
      'tools/call',
      async (request, ctx) => (await this.call(server, request.params.name, request.params.arguments, ctx)) as CallToolResult,
    );
  }
}

async function validatedInput<T>(entry: ToolEntry<T>, args: unknown, tool: string): Promise<T> {
  return await validated(entry.inputSchema, args, 'Input validation error: Invalid arguments for tool', tool);
}

async function runEntry<T>(entry: ToolEntry<T>, input: T, ctx: ServerContext, server: McpServer): Promise<ToolAnswer> {
  return entry.run(input, ctx, server);
}

async function validatedOutput(entry: ToolEntry, result: ToolAnswer, tool: string): Promise<void> {
  if (!entry.outputSchema || isInputRequiredResult(result) || result.isError || drifted(result)) return;
  if (result.structuredContent === undefined)
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Output validation error: Tool ${tool} has an output schema but no structured content was provided`,
    );
  await validated(entry.outputSchema, result.structuredContent, 'Output validation error: Invalid structured content for tool', tool);
}

/** An API's answer that does not match its documented schema, returned as text with a note on purpose (http-drift.gen.ts). */
const drifted = (result: CallToolResult): boolean =>
  result.structuredContent === undefined && Array.isArray((result._meta?.[HTTP_META_KEY] as { drift?: unknown } | undefined)?.drift);

/** Validates like the SDK: issues joined into one message, each prefixed with its path when it has one. */
async function validated<T>(schema: StandardSchemaV1<T, T>, value: unknown, prefix: string, tool: string): Promise<T> {
  return validValue(await schema['~standard'].validate(value), prefix, tool);
}

function validValue<T>(result: StandardSchemaV1.Result<T>, prefix: string, tool: string): T {
  if (!result.issues) return result.value;
  const detail = result.issues
    .map((i) => (i.path?.length ? `${i.path.map((p) => String(typeof p === 'object' ? p.key : p)).join('.')}: ${i.message}` : i.message))
    .join(', ');
  throw new ProtocolError(ProtocolErrorCode.InvalidParams, `${prefix} ${tool}: ${detail}`);
}
