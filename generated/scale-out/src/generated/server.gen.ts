// generated — do not edit. Source: ../../specs/scale-out.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool of the manifest with its schemas and metadata.
import { McpServer, type McpRequestContext } from '@modelcontextprotocol/server';
import { manifestTool, type ManifestEntry } from './runtime/execute.gen.js';
import { lazyHandler } from './runtime/handler-modules.gen.js';
import * as schemas from './schemas.gen.js';
import { ToolTable } from './runtime/tool-table.gen.js';
import { configureRateLimits, rateLimiter } from './runtime/rate-limit.gen.js';
import { INSTRUCTIONS, SERVER_INFO } from './config.gen.js';
import { startApp } from './runtime/lifecycle.gen.js';
import { requestState } from './runtime/api.gen.js';
import { logger } from './runtime/log.gen.js';
import { serve } from './runtime/serve.gen.js';
import { parseServeArgs } from './runtime/startup.gen.js';
import { configureTasks, TASKS_EXTENSION } from './runtime/task-state.gen.js';
import { registerTaskMethods } from './runtime/task-methods.gen.js';
import { routeTaskCalls, type TaskTool } from './runtime/tasks.gen.js';
import type { ToolHandlers } from './tools.gen.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  hold: lazyHandler(() => import('../tools/hold.js').then((m) => m.hold)),
  ask: lazyHandler(() => import('../tools/ask.js').then((m) => m.ask)),
  quick: lazyHandler(() => import('../tools/quick.js').then((m) => m.quick)),
  limited: lazyHandler(() => import('../tools/limited.js').then((m) => m.limited)),
  perCaller: lazyHandler(() => import('../tools/per-caller.js').then((m) => m.perCaller)),
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  hold: manifestTool({
    spec: { name: "hold", structured: true, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 100, start: "immediate" }, outputSchema: schemas.holdOutput },
    title: "Hold",
    description: "Waits the given number of seconds (default 60); logs why when its signal fires first.",
    annotations: {
      title: "Hold",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.holdInput,
    outputSchema: schemas.holdOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.hold,
  }),
  ask: manifestTool({
    spec: { name: "ask", structured: true, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 100, start: "immediate" }, outputSchema: schemas.askOutput },
    title: "Ask",
    description: "Asks one question and returns the answer (and the process that ran the handler).",
    annotations: {
      title: "Ask",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.askInput,
    outputSchema: schemas.askOutput,
    rateLimit: rateLimiter("ask", { max: 10000, perMs: 1000, by: "caller" }),
    resultBudget: { tokens: 20000 },
    handler: handlers.ask,
  }),
  quick: manifestTool({
    spec: { name: "quick", structured: true, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 100, start: "immediate", afterMs: 300 }, outputSchema: schemas.quickOutput },
    title: "Quick or slow",
    description: "Sleeps the given milliseconds; a task only when it takes longer than 300 ms.",
    annotations: {
      title: "Quick or slow",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.quickInput,
    outputSchema: schemas.quickOutput,
    rateLimit: rateLimiter("quick", { max: 10000, perMs: 1000, by: "caller" }),
    resultBudget: { tokens: 20000 },
    handler: handlers.quick,
  }),
  limited: manifestTool({
    spec: { name: "limited", structured: false },
    title: "Limited",
    description: "Answers \"ok\"; at most 3 calls a minute across every instance and caller.",
    annotations: {
      title: "Limited",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.limitedInput,
    rateLimit: rateLimiter("limited", { max: 3, perMs: 60000, by: "tool" }),
    resultBudget: { tokens: 20000 },
    handler: handlers.limited,
  }),
  perCaller: manifestTool({
    spec: { name: "per_caller", structured: false },
    title: "Per caller",
    description: "Answers the caller's name; at most 2 calls a minute per caller.",
    annotations: {
      title: "Per caller",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.perCallerInput,
    rateLimit: rateLimiter("per_caller", { max: 2, perMs: 60000, by: "caller" }),
    resultBudget: { tokens: 20000 },
    handler: handlers.perCaller,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** One table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable(Object.values(TOOLS));

/** Tools that can run as tasks (longRunning), by wire name. */
const TASK_TOOLS: ReadonlyMap<string, TaskTool> = new Map<string, TaskTool>([
  [TOOLS.hold.name, TOOLS.hold as unknown as TaskTool],
  [TOOLS.ask.name, TOOLS.ask as unknown as TaskTool],
  [TOOLS.quick.name, TOOLS.quick as unknown as TaskTool],
]);

/** Builds one server instance with every tool registered; `context.era` is fixed for its life. */
export function createServer(context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
    capabilities: { extensions: { [TASKS_EXTENSION]: {} } },
  });
  TOOL_TABLE.install(server);

  // The Tasks extension does not exist under 2025-11-25: a legacy instance never creates a task.
  const modern = (context?.era ?? 'modern') === 'modern';
  registerTaskMethods(server, modern);
  routeTaskCalls(server, TASK_TOOLS, modern);
  return server;
}

/** Starts the server: stdio by default, Streamable HTTP with --http [--port P] [--host H]. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const options = parseServeArgs(argv);
    await configureTasks({ store: options.taskStore });
    requestState(); // a bad MCPGEN_REQUEST_STATE_KEY stops the start, not the first request
    await startApp();
    // Counted in the deployment's Redis when there is one (MCPGEN_REDIS_URL or a redis:// task store).
    configureRateLimits(options.taskStore);
    await serve((context) => createServer(context), options, TOOL_TABLE.size);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
