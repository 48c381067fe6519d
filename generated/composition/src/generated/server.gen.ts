// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool, resource and prompt of the manifest with its schemas and metadata.
import { McpServer, ResourceTemplate, type CacheHint, type McpRequestContext } from '@modelcontextprotocol/server';
import * as content from './runtime/content.gen.js';
import { manifestTool, type ManifestEntry } from './runtime/execute.gen.js';
import { lazyHandler } from './runtime/handler-modules.gen.js';
import * as schemas from './schemas.gen.js';
import type { ToolTable } from './runtime/tool-table.gen.js';
import { configureRateLimits, rateLimiter } from './runtime/rate-limit.gen.js';
import {
  chooseToolsets,
  selectedTable,
  servesToolset,
  takeToolsetsFlag,
  type ToolsetCatalog,
} from './runtime/toolsets.gen.js';
import { installApps } from './runtime/apps.gen.js';
import { TOOL_UI, VIEWS } from './views.gen.js';
import { INSTRUCTIONS, SERVER_INFO } from './config.gen.js';
import { startApp } from './runtime/lifecycle.gen.js';
import { requestState } from './runtime/api.gen.js';
import { logger } from './runtime/log.gen.js';
import { serve } from './runtime/serve.gen.js';
import { missingCredentials, parseServeArgs } from './runtime/startup.gen.js';
import { configureTasks, TASKS_EXTENSION } from './runtime/task-state.gen.js';
import { registerTaskMethods } from './runtime/task-methods.gen.js';
import { routeTaskCalls, type TaskTool } from './runtime/tasks.gen.js';
import type { ToolHandlers } from './tools.gen.js';
import type { ResourceHandlers } from './resources.gen.js';
import type { PromptHandlers, ReviewNotePromptArgs, SummarizeNotesPromptArgs } from './prompts.gen.js';
import { notesIndex as notesIndexResource } from '../resources/notes-index.js';
import { note as noteResource } from '../resources/note.js';
import { summarizeNotes as summarizeNotesPrompt } from '../prompts/summarize-notes.js';
import { reviewNote as reviewNotePrompt } from '../prompts/review-note.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  listNotes: lazyHandler(() => import('../tools/list-notes.js').then((m) => m.listNotes)),
  pinNote: lazyHandler(() => import('../tools/pin-note.js').then((m) => m.pinNote)),
  addNote: lazyHandler(() => import('../tools/add-note.js').then((m) => m.addNote)),
  exportNotes: lazyHandler(() => import('../tools/export-notes.js').then((m) => m.exportNotes)),
  getRemoteNote: lazyHandler(() => import('../tools/get-remote-note.js').then((m) => m.getRemoteNote)),
  myRemoteNotes: lazyHandler(() => import('../tools/my-remote-notes.js').then((m) => m.myRemoteNotes)),
};

/** Your resource handlers; a missing or mistyped export in src/resources/ is a compile error here. */
export const resourceHandlers: ResourceHandlers = {
  notesIndex: notesIndexResource,
  note: noteResource,
};

/** Your prompt handlers; a missing or mistyped export in src/prompts/ is a compile error here. */
export const promptHandlers: PromptHandlers = {
  summarizeNotes: summarizeNotesPrompt,
  reviewNote: reviewNotePrompt,
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  listNotes: manifestTool({
    spec: { name: "list_notes", structured: true },
    title: "List notes",
    description: "Lists the notes, pinned ones first. Hosts with MCP Apps show them in the notes view.",
    annotations: {
      title: "List notes",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.listNotesInput,
    outputSchema: schemas.listNotesOutput,
    rateLimit: rateLimiter("list_notes", { max: 1000, perMs: 1000, by: "caller" }),
    resultBudget: { tokens: 4000, limit: "limit" },
    handler: handlers.listNotes,
  }),
  pinNote: manifestTool({
    spec: { name: "pin_note", structured: true },
    title: "Pin note",
    description: "Pins a note so it is listed first. Called by the notes view's Pin button.",
    annotations: {
      title: "Pin note",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.pinNoteInput,
    outputSchema: schemas.pinNoteOutput,
    rateLimit: rateLimiter("pin_note", { max: 1000, perMs: 1000, by: "caller" }),
    resultBudget: { tokens: 16000 },
    handler: handlers.pinNote,
  }),
  addNote: manifestTool({
    spec: { name: "add_note", structured: true },
    title: "Add a note",
    description: "Adds a note written by a user.\n\nThe author comes from a schema file; the note is not pinned unless asked.",
    annotations: {
      title: "Add a note",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false
    },
    inputSchema: schemas.addNoteInput,
    outputSchema: schemas.addNoteOutput,
    listOutputSchema: false,
    rateLimit: rateLimiter("add_note", { max: 2, perMs: 60000, by: "tool" }),
    resultBudget: { tokens: 16000 },
    handler: handlers.addNote,
  }),
  exportNotes: manifestTool({
    spec: { name: "export_notes", structured: true, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 500, start: "immediate" }, outputSchema: schemas.exportNotesOutput },
    title: "Export notes",
    description: "Exports every note as one document, reporting progress per note; may run as a task.",
    annotations: {
      title: "Export notes",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.exportNotesInput,
    outputSchema: schemas.exportNotesOutput,
    rateLimit: rateLimiter("export_notes", { max: 1000, perMs: 1000, by: "caller" }),
    resultBudget: { tokens: 16000 },
    handler: handlers.exportNotes,
  }),
  getRemoteNote: manifestTool({
    spec: { name: "get_remote_note", structured: true },
    title: "Get a remote note",
    description: "One note from the remote notes API.",
    annotations: {
      title: "Get a remote note",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.getRemoteNoteInput,
    outputSchema: schemas.getRemoteNoteOutput,
    rateLimit: rateLimiter("get_remote_note", { max: 1000, perMs: 1000, by: "caller" }),
    resultBudget: { tokens: 16000 },
    handler: handlers.getRemoteNote,
  }),
  myRemoteNotes: manifestTool({
    spec: { name: "my_remote_notes", structured: true },
    title: "My remote notes",
    description: "The calling user's notes in the remote notes API, with their own token.",
    annotations: {
      title: "My remote notes",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.myRemoteNotesInput,
    outputSchema: schemas.myRemoteNotesOutput,
    rateLimit: rateLimiter("my_remote_notes", { max: 1000, perMs: 1000, by: "caller" }),
    resultBudget: { tokens: 16000 },
    handler: handlers.myRemoteNotes,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** Every tool, in manifest order; the selected toolsets' tools are served. */
const TOOL_ENTRIES = Object.values(TOOLS);

/** The manifest's toolsets (MCPGEN_TOOLSETS or --toolsets selects them) and the toolset of each tool. */
const TOOLSETS: ToolsetCatalog = {
  toolsets: [
    { name: "notes", description: "Read, write and pin notes.", default: true },
    { name: "jobs", description: "Long-running exports.", default: false },
    { name: "remote", description: "The remote notes API.", default: false },
  ],
  toolsetOf: new Map<string, string>([
    [TOOLS.listNotes.name, "notes"],
    [TOOLS.pinNote.name, "notes"],
    [TOOLS.addNote.name, "notes"],
    [TOOLS.exportNotes.name, "jobs"],
    [TOOLS.getRemoteNote.name, "remote"],
    [TOOLS.myRemoteNotes.name, "remote"],
  ]),
};

let toolTable: ToolTable | undefined;
/** The tools of the selected toolsets, or search_tools and call_tool in discover mode: one table per process. */
const selectedTools = (): ToolTable => (toolTable ??= selectedTable(TOOL_ENTRIES, TOOLSETS));

interface ResourceConfig {
  readonly spec: content.ResourceSpec;
  readonly uri: string;
  readonly metadata: { readonly title?: string; readonly description?: string; readonly mimeType?: string };
  readonly cacheHint?: CacheHint;
}

/** Fixed resources, in resources/list order. */
const RESOURCES = {
  notesIndex: {
    spec: { name: "notes-index", mimeType: "text/plain" },
    uri: "notes://index",
    metadata: {
      title: "Notes index",
      description: "The ids and first words of every note.",
      mimeType: "text/plain"
    },
  },
} satisfies Record<string, ResourceConfig>;

interface TemplateConfig {
  readonly spec: content.TemplateSpec;
  readonly uriTemplate: string;
  readonly metadata: { readonly title?: string; readonly description?: string; readonly mimeType?: string };
  readonly cacheHint?: CacheHint;
}

/** Resource templates, in resources/templates/list order. */
const RESOURCE_TEMPLATES = {
  note: {
    spec: { name: "note", mimeType: "text/plain", variables: [{ name: "id", exploded: false }] },
    uriTemplate: "notes://notes/{id}",
    metadata: {
      title: "One note",
      mimeType: "text/plain"
    },
  },
} satisfies Record<string, TemplateConfig>;

/** Prompts, in prompts/list order; the argument schemas (all strings) are wrapped once per process. */
const PROMPTS = {
  summarizeNotes: {
    spec: { name: "summarize_notes" },
    title: "Summarize the notes",
    description: "Asks the model to summarize every note.",
    argsSchema: content.promptArguments<SummarizeNotesPromptArgs>({
      type: "object",
      properties: {
        style: {
          type: "string",
          description: "short or long (default: short)"
        }
      }
    }),
  },
  reviewNote: {
    spec: { name: "review_note" },
    title: "Review a note",
    description: "Asks for a review of one note (arguments in the wire's list form).",
    argsSchema: content.promptArguments<ReviewNotePromptArgs>({
      type: "object",
      properties: {
        id: {
          type: "string",
          description: "The note to review."
        }
      },
      required: ["id"]
    }),
  },
};

/** Tools that can run as tasks (longRunning), by wire name. */
const TASK_TOOLS: ReadonlyMap<string, TaskTool> = new Map<string, TaskTool>([
  [TOOLS.exportNotes.name, TOOLS.exportNotes as unknown as TaskTool],
]);

/** Builds one server instance with every tool, resource and prompt registered; `context.era` is fixed for its life. */
export function createServer(context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
    capabilities: { extensions: { [TASKS_EXTENSION]: {} } },
  });
  selectedTools().install(server);
  // MCP Apps: the extension, the ui:// views, and tools/list with each tool's link to its view.
  installApps(server, selectedTools(), VIEWS, TOOL_UI);
  server.registerResource(
    RESOURCES.notesIndex.spec.name,
    RESOURCES.notesIndex.uri,
    { ...RESOURCES.notesIndex.metadata },
    (uri, ctx) => content.readResource(RESOURCES.notesIndex.spec, resourceHandlers.notesIndex, uri, ctx),
  );
  server.registerResource(
    RESOURCE_TEMPLATES.note.spec.name,
    new ResourceTemplate(RESOURCE_TEMPLATES.note.uriTemplate, {
      list: undefined,
    }),
    { ...RESOURCE_TEMPLATES.note.metadata },
    (uri, variables, ctx) => content.readTemplate(RESOURCE_TEMPLATES.note.spec, resourceHandlers.note, uri, variables, ctx),
  );
  if (servesToolset("notes", TOOLSETS.toolsets))
  server.registerPrompt(
    PROMPTS.summarizeNotes.spec.name,
    {
      title: PROMPTS.summarizeNotes.title,
      description: PROMPTS.summarizeNotes.description,
      argsSchema: PROMPTS.summarizeNotes.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.summarizeNotes.spec, promptHandlers.summarizeNotes, args, ctx),
  );
  server.registerPrompt(
    PROMPTS.reviewNote.spec.name,
    {
      title: PROMPTS.reviewNote.title,
      description: PROMPTS.reviewNote.description,
      argsSchema: PROMPTS.reviewNote.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.reviewNote.spec, promptHandlers.reviewNote, args, ctx),
  );

  // The Tasks extension does not exist under 2025-11-25: a legacy instance never creates a task.
  const modern = (context?.era ?? 'modern') === 'modern';
  registerTaskMethods(server, modern);
  routeTaskCalls(server, TASK_TOOLS, modern);
  return server;
}

/** Starts the server: stdio by default, Streamable HTTP with --http [--port P] [--host H]. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const { toolsets, rest } = takeToolsetsFlag(argv);
    const options = parseServeArgs(rest);
    // An unknown toolset name stops the start with the list of valid ones.
    chooseToolsets(toolsets, TOOLSETS.toolsets);
    await configureTasks({ store: options.taskStore });
    requestState(); // a bad MCPGEN_REQUEST_STATE_KEY stops the start, not the first request
    const missing = missingCredentials(["MCPGEN_API_TOKEN", "MCPGEN_API_NOTES_USER"]);
    if (missing) logger.warn('no API credential is set: the tools that call the API will fail until one is', { set: missing });
    await startApp();
    // Counted in the deployment's Redis when there is one (MCPGEN_REDIS_URL or a redis:// task store).
    configureRateLimits(options.taskStore);
    await serve((context) => createServer(context), options, selectedTools().size);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
