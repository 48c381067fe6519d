// generated — do not edit. Source: ../../specs/file-refs.yaml. Regenerate with `npm run generate`.
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
import { preloadHandlers } from './runtime/handler-modules.gen.js';
import { serveOverStdio } from './runtime/stdio.gen.js';
import { parseServeArgs } from './runtime/startup.gen.js';
import type { ToolHandlers } from './tools.gen.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  saveUser: lazyHandler(() => import('../tools/save-user.js').then((m) => m.saveUser)),
  orgChart: lazyHandler(() => import('../tools/org-chart.js').then((m) => m.orgChart)),
  categoryPaths: lazyHandler(() => import('../tools/category-paths.js').then((m) => m.categoryPaths)),
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  saveUser: manifestTool({
    spec: { name: "save_user", structured: true },
    title: "Save user",
    description: "Stores a user and greets them.",
    annotations: {
      title: "Save user",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.saveUserInput,
    outputSchema: schemas.saveUserOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.saveUser,
  }),
  orgChart: manifestTool({
    spec: { name: "org_chart", structured: true },
    title: "Org chart",
    description: "Counts the people in a team and how deep its reporting lines go.",
    annotations: {
      title: "Org chart",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.orgChartInput,
    outputSchema: schemas.orgChartOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.orgChart,
  }),
  categoryPaths: manifestTool({
    spec: { name: "category_paths", structured: true },
    title: "Category paths",
    description: "Lists every path of a category tree, such as \"Books/Fiction\".",
    annotations: {
      title: "Category paths",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.categoryPathsInput,
    outputSchema: schemas.categoryPathsOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.categoryPaths,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** One table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable(Object.values(TOOLS));

/** Builds one server instance with every tool registered; `context.era` is fixed for its life. */
export function createServer(_context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
  });
  TOOL_TABLE.install(server);
  return server;
}

/** Starts the server over stdio (server.transports is [stdio]: no HTTP transport). */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const options = parseServeArgs(argv);
    requestState(); // a bad MCPGEN_REQUEST_STATE_KEY stops the start, not the first request
    await startApp();
    if (options.http) throw new Error('--http: this server serves stdio only (server.transports in the manifest)');
    serveOverStdio((context) => createServer(context), TOOL_TABLE.size);
    preloadHandlers();
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
