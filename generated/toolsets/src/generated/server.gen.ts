// generated — do not edit. Source: ../../specs/toolsets.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool and prompt of the manifest with its schemas and metadata.
import { McpServer, type McpRequestContext } from '@modelcontextprotocol/server';
import * as content from './runtime/content.gen.js';
import { manifestTool, type ManifestEntry } from './runtime/execute.gen.js';
import { lazyHandler } from './runtime/handler-modules.gen.js';
import * as schemas from './schemas.gen.js';
import type { ToolTable } from './runtime/tool-table.gen.js';
import {
  chooseToolsets,
  selectedTable,
  servesToolset,
  takeToolsetsFlag,
  type ToolsetCatalog,
} from './runtime/toolsets.gen.js';
import { INSTRUCTIONS, SERVER_INFO } from './config.gen.js';
import { startApp } from './runtime/lifecycle.gen.js';
import { requestState } from './runtime/api.gen.js';
import { logger } from './runtime/log.gen.js';
import { serve } from './runtime/serve.gen.js';
import { parseServeArgs } from './runtime/startup.gen.js';
import type { ToolHandlers } from './tools.gen.js';
import type { PromptHandlers, TriagePromptArgs } from './prompts.gen.js';
import { triage as triagePrompt } from '../prompts/triage.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  listIssues: lazyHandler(() => import('../tools/list-issues.js').then((m) => m.listIssues)),
  createComment: lazyHandler(() => import('../tools/create-comment.js').then((m) => m.createComment)),
  mergePull: lazyHandler(() => import('../tools/merge-pull.js').then((m) => m.mergePull)),
  addLabel: lazyHandler(() => import('../tools/add-label.js').then((m) => m.addLabel)),
};

/** Your prompt handlers; a missing or mistyped export in src/prompts/ is a compile error here. */
export const promptHandlers: PromptHandlers = {
  triage: triagePrompt,
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  listIssues: manifestTool({
    spec: { name: "list_issues", structured: true },
    title: "List issues",
    description: "Lists the open issues of the project, newest first.",
    annotations: {
      title: "List issues",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.listIssuesInput,
    outputSchema: schemas.listIssuesOutput,
    listOutputSchema: false,
    resultBudget: { tokens: 20000, limit: "limit" },
    handler: handlers.listIssues,
  }),
  createComment: manifestTool({
    spec: { name: "create_comment", structured: false },
    title: "Comment on an issue",
    description: "Adds a comment to an issue.",
    annotations: {
      title: "Comment on an issue",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false
    },
    inputSchema: schemas.createCommentInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.createComment,
  }),
  mergePull: manifestTool({
    spec: { name: "merge_pull", structured: false },
    title: "Merge a pull request",
    description: "Merges an open pull request into its base branch.",
    annotations: {
      title: "Merge a pull request",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.mergePullInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.mergePull,
  }),
  addLabel: manifestTool({
    spec: { name: "add_label", structured: false },
    title: "Create a label",
    description: "Creates a repository label with a color.",
    annotations: {
      title: "Create a label",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.addLabelInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.addLabel,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** Every tool, in manifest order; the selected toolsets' tools are served. */
const TOOL_ENTRIES = Object.values(TOOLS);

/** The manifest's toolsets (MCPGEN_TOOLSETS or --toolsets selects them) and the toolset of each tool. */
const TOOLSETS: ToolsetCatalog = {
  toolsets: [
    { name: "issues", description: "Read, open and comment on issues.", default: true },
    { name: "pulls", description: "Review and merge pull requests.", default: false },
    { name: "admin", description: "Repository settings and labels.", default: false },
  ],
  toolsetOf: new Map<string, string>([
    [TOOLS.listIssues.name, "issues"],
    [TOOLS.createComment.name, "issues"],
    [TOOLS.mergePull.name, "pulls"],
    [TOOLS.addLabel.name, "admin"],
  ]),
};

let toolTable: ToolTable | undefined;
/** The tools of the selected toolsets, or search_tools and call_tool in discover mode: one table per process. */
const selectedTools = (): ToolTable => (toolTable ??= selectedTable(TOOL_ENTRIES, TOOLSETS));

/** Prompts, in prompts/list order; the argument schemas (all strings) are wrapped once per process. */
const PROMPTS = {
  triage: {
    spec: { name: "triage" },
    title: "Triage an issue",
    description: "Asks for a label and a priority for an issue.",
    argsSchema: content.promptArguments<TriagePromptArgs>({
      type: "object",
      properties: {
        issue: {
          type: "string",
          description: "The issue number."
        }
      },
      required: ["issue"]
    }),
  },
};

/** Builds one server instance with every tool and prompt registered; `context.era` is fixed for its life. */
export function createServer(_context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
  });
  selectedTools().install(server);
  if (servesToolset("issues", TOOLSETS.toolsets))
  server.registerPrompt(
    PROMPTS.triage.spec.name,
    {
      title: PROMPTS.triage.title,
      description: PROMPTS.triage.description,
      argsSchema: PROMPTS.triage.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.triage.spec, promptHandlers.triage, args, ctx),
  );
  return server;
}

/** Starts the server: stdio by default, Streamable HTTP with --http [--port P] [--host H]. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const { toolsets, rest } = takeToolsetsFlag(argv);
    const options = parseServeArgs(rest);
    // An unknown toolset name stops the start with the list of valid ones.
    chooseToolsets(toolsets, TOOLSETS.toolsets);
    requestState(); // a bad MCPGEN_REQUEST_STATE_KEY stops the start, not the first request
    await startApp();
    await serve((context) => createServer(context), options, selectedTools().size);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
