// generated — do not edit. Source: ../../specs/per-user.yaml. Regenerate with `npm run generate`.
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
import { missingCredentials, parseServeArgs } from './runtime/startup.gen.js';
import type { ToolHandlers } from './tools.gen.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  whoamiUpstream: lazyHandler(() => import('../tools/whoami-upstream.js').then((m) => m.whoamiUpstream)),
  listRepos: lazyHandler(() => import('../tools/list-repos.js').then((m) => m.listRepos)),
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  whoamiUpstream: manifestTool({
    spec: { name: "whoami_upstream", structured: true },
    title: "Who am I upstream",
    description: "The API's view of the calling user.",
    annotations: {
      title: "Who am I upstream",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.whoamiUpstreamInput,
    outputSchema: schemas.whoamiUpstreamOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.whoamiUpstream,
  }),
  listRepos: manifestTool({
    spec: { name: "list_repos", structured: true },
    title: "List repositories",
    description: "The calling user's repositories.",
    annotations: {
      title: "List repositories",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.listReposInput,
    outputSchema: schemas.listReposOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.listRepos,
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

/** Starts the server: stdio by default, Streamable HTTP with --http [--port P] [--host H]. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const options = parseServeArgs(argv);
    requestState(); // a bad MCPGEN_REQUEST_STATE_KEY stops the start, not the first request
    const missing = missingCredentials(["MCPGEN_API_REPOS"]);
    if (missing) logger.warn('no API credential is set: the tools that call the API will fail until one is', { set: missing });
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
