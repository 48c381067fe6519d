// generated — do not edit. Source: ../../specs/conformance-tasks.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool of the manifest with its schemas and metadata.
import { McpServer, type McpRequestContext } from '@modelcontextprotocol/server';
import { manifestTool, type ManifestEntry } from './runtime/execute.gen.js';
import { lazyHandler } from './runtime/handler-modules.gen.js';
import * as schemas from './schemas.gen.js';
import { ToolTable } from './runtime/tool-table.gen.js';
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
  greet: lazyHandler(() => import('../tools/greet.js').then((m) => m.greet)),
  slowCompute: lazyHandler(() => import('../tools/slow-compute.js').then((m) => m.slowCompute)),
  failingJob: lazyHandler(() => import('../tools/failing-job.js').then((m) => m.failingJob)),
  protocolErrorJob: lazyHandler(() => import('../tools/protocol-error-job.js').then((m) => m.protocolErrorJob)),
  confirmDelete: lazyHandler(() => import('../tools/confirm-delete.js').then((m) => m.confirmDelete)),
  multiInput: lazyHandler(() => import('../tools/multi-input.js').then((m) => m.multiInput)),
  testToolWithTask: lazyHandler(() => import('../tools/test-tool-with-task.js').then((m) => m.testToolWithTask)),
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  greet: manifestTool({
    spec: { name: "greet", structured: false },
    title: "Greet",
    description: "Returns \"Hello, {name}!\". Synchronous only; never becomes a task.",
    annotations: {
      title: "Greet",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.greetInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.greet,
  }),
  slowCompute: manifestTool({
    spec: { name: "slow_compute", structured: true, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 100, start: "immediate" }, outputSchema: schemas.slowComputeOutput },
    title: "Slow compute",
    description: "Sleeps the given number of seconds, then returns; ends cancelled when cancelled while running.",
    annotations: {
      title: "Slow compute",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.slowComputeInput,
    outputSchema: schemas.slowComputeOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.slowCompute,
  }),
  failingJob: manifestTool({
    spec: { name: "failing_job", structured: false, task: { mode: "required", ttlMs: 3600000, pollIntervalMs: 100, start: "immediate" } },
    title: "Failing job",
    description: "Always ends with a tool execution error after about one second. Runs only as a task.",
    annotations: {
      title: "Failing job",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.failingJobInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.failingJob,
  }),
  protocolErrorJob: manifestTool({
    spec: { name: "protocol_error_job", structured: false, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 100, start: "immediate" } },
    title: "Protocol error job",
    description: "Fails with a JSON-RPC protocol error (the task ends failed).",
    annotations: {
      title: "Protocol error job",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.protocolErrorJobInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.protocolErrorJob,
  }),
  confirmDelete: manifestTool({
    spec: { name: "confirm_delete", structured: false, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 100, start: "immediate" } },
    title: "Confirm delete",
    description: "Asks the user to confirm before pretending to delete the file.",
    annotations: {
      title: "Confirm delete",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.confirmDeleteInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.confirmDelete,
  }),
  multiInput: manifestTool({
    spec: { name: "multi_input", structured: false, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 100, start: "immediate" } },
    title: "Multiple inputs",
    description: "Asks two questions at once and reports both answers.",
    annotations: {
      title: "Multiple inputs",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.multiInputInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.multiInput,
  }),
  testToolWithTask: manifestTool({
    spec: { name: "test_tool_with_task", structured: false, task: { mode: "required", ttlMs: 3600000, pollIntervalMs: 100, start: "explicit" } },
    title: "Task after input",
    description: "Asks for the user's name on the request itself (input_required), then continues as a task that greets them.",
    annotations: {
      title: "Task after input",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testToolWithTaskInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testToolWithTask,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** One table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable(Object.values(TOOLS));

/** Tools that can run as tasks (longRunning), by wire name. */
const TASK_TOOLS: ReadonlyMap<string, TaskTool> = new Map<string, TaskTool>([
  [TOOLS.slowCompute.name, TOOLS.slowCompute as unknown as TaskTool],
  [TOOLS.failingJob.name, TOOLS.failingJob as unknown as TaskTool],
  [TOOLS.protocolErrorJob.name, TOOLS.protocolErrorJob as unknown as TaskTool],
  [TOOLS.confirmDelete.name, TOOLS.confirmDelete as unknown as TaskTool],
  [TOOLS.multiInput.name, TOOLS.multiInput as unknown as TaskTool],
  [TOOLS.testToolWithTask.name, TOOLS.testToolWithTask as unknown as TaskTool],
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
    await serve((context) => createServer(context), options, TOOL_TABLE.size);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
