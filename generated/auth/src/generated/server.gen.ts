// generated — do not edit. Source: ../../specs/auth.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool, resource and prompt of the manifest with its schemas and metadata.
import { McpServer, ResourceTemplate, type CacheHint, type McpRequestContext } from '@modelcontextprotocol/server';
import * as content from './runtime/content.gen.js';
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
import type { ResourceHandlers } from './resources.gen.js';
import type { PromptHandlers } from './prompts.gen.js';
import { notesIndex as notesIndexResource } from '../resources/notes-index.js';
import { note as noteResource } from '../resources/note.js';
import { summarizeNotes as summarizeNotesPrompt } from '../prompts/summarize-notes.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  whoami: lazyHandler(() => import('../tools/whoami.js').then((m) => m.whoami)),
  listNotes: lazyHandler(() => import('../tools/list-notes.js').then((m) => m.listNotes)),
  addNote: lazyHandler(() => import('../tools/add-note.js').then((m) => m.addNote)),
  exportNotes: lazyHandler(() => import('../tools/export-notes.js').then((m) => m.exportNotes)),
};

/** Your resource handlers; a missing or mistyped export in src/resources/ is a compile error here. */
export const resourceHandlers: ResourceHandlers = {
  notesIndex: notesIndexResource,
  note: noteResource,
};

/** Your prompt handlers; a missing or mistyped export in src/prompts/ is a compile error here. */
export const promptHandlers: PromptHandlers = {
  summarizeNotes: summarizeNotesPrompt,
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  whoami: manifestTool({
    spec: { name: "whoami", structured: true },
    title: "Who am I",
    description: "The caller as the server sees it (subject, client and scopes of the access token).",
    annotations: {
      title: "Who am I",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.whoamiInput,
    outputSchema: schemas.whoamiOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.whoami,
  }),
  listNotes: manifestTool({
    spec: { name: "list_notes", structured: true },
    title: "List notes",
    description: "Every note, oldest first.",
    annotations: {
      title: "List notes",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.listNotesInput,
    outputSchema: schemas.listNotesOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.listNotes,
  }),
  addNote: manifestTool({
    spec: { name: "add_note", structured: true },
    title: "Add a note",
    description: "Adds a note written by the caller.",
    annotations: {
      title: "Add a note",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false
    },
    inputSchema: schemas.addNoteInput,
    outputSchema: schemas.addNoteOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.addNote,
  }),
  exportNotes: manifestTool({
    spec: { name: "export_notes", structured: true, task: { mode: "optional", ttlMs: 3600000, pollIntervalMs: 500, start: "immediate" }, outputSchema: schemas.exportNotesOutput },
    title: "Export notes",
    description: "Exports every note as one text document; may run as a task.",
    annotations: {
      title: "Export notes",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.exportNotesInput,
    outputSchema: schemas.exportNotesOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.exportNotes,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** One table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable(Object.values(TOOLS));

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
  TOOL_TABLE.install(server);
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
  server.registerPrompt(
    PROMPTS.summarizeNotes.spec.name,
    {
      title: PROMPTS.summarizeNotes.title,
      description: PROMPTS.summarizeNotes.description,
    },
    (ctx) => content.getPrompt(PROMPTS.summarizeNotes.spec, promptHandlers.summarizeNotes, {}, ctx),
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
