// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `npm run generate`.
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
import type { ToolHandlers } from './tools.gen.js';
import type { ResourceCompletions, ResourceHandlers } from './resources.gen.js';
import type { FailPromptArgs, PromptHandlers, SummarizePromptArgs } from './prompts.gen.js';
import { readme as readmeResource } from '../resources/readme.js';
import { swatchRed as swatchRedResource } from '../resources/swatch-red.js';
import { counters as countersResource } from '../resources/counters.js';
import { rateLimited as rateLimitedResource } from '../resources/rate-limited.js';
import { todo as todoResource } from '../resources/todo.js';
import { tag as tagResource, tagCompletions as tagResourceCompletions } from '../resources/tag.js';
import { file as fileResource } from '../resources/file.js';
import { palette as paletteResource, paletteCompletions as paletteResourceCompletions } from '../resources/palette.js';
import { summarize as summarizePrompt } from '../prompts/summarize.js';
import { greeting as greetingPrompt } from '../prompts/greeting.js';
import { fail as failPrompt } from '../prompts/fail.js';
import { todo as todoPrompt } from '../prompts/todo.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  status: lazyHandler(() => import('../tools/status.js').then((m) => m.status)),
  echo: lazyHandler(() => import('../tools/echo.js').then((m) => m.echo)),
  filesReadText: lazyHandler(() => import('../tools/files-read-text.js').then((m) => m.filesReadText)),
  tagUpsert: lazyHandler(() => import('../tools/tag-upsert.js').then((m) => m.tagUpsert)),
  tagsList: lazyHandler(() => import('../tools/tags-list.js').then((m) => m.tagsList)),
  tagGet: lazyHandler(() => import('../tools/tag-get.js').then((m) => m.tagGet)),
  treeStats: lazyHandler(() => import('../tools/tree-stats.js').then((m) => m.treeStats)),
  geometryMeasure: lazyHandler(() => import('../tools/geometry-measure.js').then((m) => m.geometryMeasure)),
  deleteTool: lazyHandler(() => import('../tools/delete.js').then((m) => m.deleteTool)),
  info: lazyHandler(() => import('../tools/info.js').then((m) => m.info)),
  imageRender: lazyHandler(() => import('../tools/image-render.js').then((m) => m.imageRender)),
  fail: lazyHandler(() => import('../tools/fail.js').then((m) => m.fail)),
  countdown: lazyHandler(() => import('../tools/countdown.js').then((m) => m.countdown)),
  todoLater: lazyHandler(() => import('../tools/todo-later.js').then((m) => m.todoLater)),
};

/** Your resource handlers; a missing or mistyped export in src/resources/ is a compile error here. */
export const resourceHandlers: ResourceHandlers = {
  readme: readmeResource,
  swatchRed: swatchRedResource,
  counters: countersResource,
  rateLimited: rateLimitedResource,
  todo: todoResource,
  tag: tagResource,
  file: fileResource,
  palette: paletteResource,
};

/** Your completion handlers of template variables (exported next to each template's handler). */
export const resourceCompletions: ResourceCompletions = {
  tag: tagResourceCompletions,
  palette: paletteResourceCompletions,
};

/** Your prompt handlers; a missing or mistyped export in src/prompts/ is a compile error here. */
export const promptHandlers: PromptHandlers = {
  summarize: summarizePrompt,
  greeting: greetingPrompt,
  fail: failPrompt,
  todo: todoPrompt,
};

/** Cache hints of the list results (2026-07-28 clients): the manifest's top-level `cache`. */
const LIST_CACHE: CacheHint = {
  ttlMs: 60000,
  cacheScope: "public"
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  status: manifestTool({
    spec: { name: "status", structured: false },
    title: "Server status",
    description: "Says the server is up. Takes no arguments.",
    annotations: {
      title: "Server status",
      readOnlyHint: true
    },
    inputSchema: schemas.statusInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.status,
  }),
  echo: manifestTool({
    spec: { name: "echo", structured: true },
    title: "Echo",
    description: "Echoes its arguments back, normalized. Multi-line\ndescription with \"quotes\" and 'apostrophes'.",
    annotations: {
      title: "Echo",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.echoInput,
    outputSchema: schemas.echoOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.echo,
  }),
  filesReadText: manifestTool({
    spec: { name: "files.read-text", structured: true },
    title: "Read a text file",
    description: "Reads one of the server's built-in virtual text files.",
    annotations: {
      title: "Read a text file",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.filesReadTextInput,
    outputSchema: schemas.filesReadTextOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.filesReadText,
  }),
  tagUpsert: manifestTool({
    spec: { name: "tag.upsert", structured: true },
    title: "Create or update a tag",
    description: "Stores a tag in memory (per process) and returns it.",
    annotations: {
      title: "Create or update a tag",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.tagUpsertInput,
    outputSchema: schemas.tagUpsertOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.tagUpsert,
  }),
  tagsList: manifestTool({
    spec: { name: "tags.list", structured: true },
    title: "List tags",
    description: "Lists the built-in tags, optionally filtered by color.",
    annotations: {
      title: "List tags",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.tagsListInput,
    outputSchema: schemas.tagsListOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.tagsList,
  }),
  tagGet: manifestTool({
    spec: { name: "tag.get", structured: true },
    title: "Get tag",
    description: "Returns one built-in tag by name.",
    annotations: {
      title: "Get tag",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.tagGetInput,
    outputSchema: schemas.tagGetOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.tagGet,
  }),
  treeStats: manifestTool({
    spec: { name: "tree.stats", structured: true },
    title: "Tree statistics",
    description: "Sums and counts the nodes of a tree and returns it mirrored.",
    annotations: {
      title: "Tree statistics",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.treeStatsInput,
    outputSchema: schemas.treeStatsOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.treeStats,
  }),
  geometryMeasure: manifestTool({
    spec: { name: "geometry.measure", structured: true },
    title: "Measure shapes",
    description: "Returns the area of each shape and the bounding box of all of them.",
    annotations: {
      title: "Measure shapes",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.geometryMeasureInput,
    outputSchema: schemas.geometryMeasureOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.geometryMeasure,
  }),
  deleteTool: manifestTool({
    spec: { name: "delete", structured: false },
    title: "Delete a tag",
    description: "Deletes a tag by name and reports what happened.",
    annotations: {
      title: "Delete a tag",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false
    },
    inputSchema: schemas.deleteToolInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.deleteTool,
  }),
  info: manifestTool({
    spec: { name: "info", structured: false },
    description: "Returns process information as JSON (no output schema).",
    inputSchema: schemas.infoInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.info,
  }),
  imageRender: manifestTool({
    spec: { name: "image.render", structured: false },
    title: "Render a swatch",
    description: "Renders a 1x1 PNG swatch of the given color.",
    annotations: {
      title: "Render a swatch",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.imageRenderInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.imageRender,
  }),
  fail: manifestTool({
    spec: { name: "fail", structured: false },
    title: "Fail on purpose",
    description: "Throws the selected error class, to test the error mapping.",
    annotations: {
      title: "Fail on purpose",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.failInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.fail,
  }),
  countdown: manifestTool({
    spec: { name: "countdown", structured: true, progressIntervalMs: 20, timeoutMs: 1500 },
    title: "Count down",
    description: "Counts down `steps` steps, pausing delayMs per step and reporting progress; fails at the end if asked to.",
    annotations: {
      title: "Count down",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.countdownInput,
    outputSchema: schemas.countdownOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.countdown,
  }),
  todoLater: manifestTool({
    spec: { name: "todo-later", structured: false },
    description: "A tool whose handler is still the generated stub.",
    annotations: {
      readOnlyHint: true
    },
    inputSchema: schemas.todoLaterInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.todoLater,
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
  readme: {
    spec: { name: "readme", mimeType: "text/markdown" },
    uri: "kitchen://readme",
    metadata: {
      title: "Read me",
      description: "What the kitchen sink is, in Markdown: \"quotes\" and café ✓ included.",
      mimeType: "text/markdown"
    },
    cacheHint: {
      ttlMs: 5000,
      cacheScope: "public"
    },
  },
  swatchRed: {
    spec: { name: "swatch.red", mimeType: "image/png" },
    uri: "https://kitchen.example/swatches/red.png",
    metadata: {
      title: "Red swatch",
      mimeType: "image/png"
    },
  },
  counters: {
    spec: { name: "counters" },
    uri: "kitchen://counters",
    metadata: {},
  },
  rateLimited: {
    spec: { name: "rate-limited" },
    uri: "kitchen://rate-limited",
    metadata: {
      description: "Always rate limited."
    },
  },
  todo: {
    spec: { name: "todo" },
    uri: "kitchen://todo",
    metadata: {},
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
  tag: {
    spec: { name: "tag", mimeType: "application/json", variables: [{ name: "name", exploded: false }] },
    uriTemplate: "kitchen://tags/{name}",
    metadata: {
      title: "Tag by name",
      description: "One built-in tag as JSON.",
      mimeType: "application/json"
    },
    cacheHint: {
      ttlMs: 1000
    },
  },
  file: {
    spec: { name: "file", mimeType: "text/plain", variables: [{ name: "path", exploded: false }] },
    uriTemplate: "kitchen://files/{+path}",
    metadata: {
      title: "Virtual file",
      mimeType: "text/plain"
    },
  },
  palette: {
    spec: { name: "palette", mimeType: "application/json", variables: [{ name: "theme", exploded: false }, { name: "colors", exploded: true }] },
    uriTemplate: "kitchen://palettes/{theme}/{colors*}",
    metadata: {
      description: "A palette of colors as JSON.",
      mimeType: "application/json"
    },
  },
} satisfies Record<string, TemplateConfig>;

/** Prompts, in prompts/list order; the argument schemas (all strings) are wrapped once per process. */
const PROMPTS = {
  summarize: {
    spec: { name: "summarize" },
    title: "Summarize",
    description: "Asks for a summary of a topic.",
    argsSchema: content.promptArguments<SummarizePromptArgs>({
      type: "object",
      properties: {
        topic: {
          type: "string",
          description: "What to summarize"
        },
        style: {
          type: "string",
          description: "short or long (default: short)"
        }
      },
      required: ["topic"]
    }),
  },
  greeting: {
    spec: { name: "greeting" },
    title: "Greeting",
    description: "A canned exchange between the user and the assistant.",
  },
  fail: {
    spec: { name: "fail" },
    title: "Fail on purpose",
    argsSchema: content.promptArguments<FailPromptArgs>({
      type: "object",
      properties: {
        error: {
          type: "string",
          description: "Conflict, TagNotFound or unexpected"
        }
      },
      required: ["error"]
    }),
  },
  todo: {
    spec: { name: "todo" },
    description: "A prompt whose handler is still the generated stub.",
  },
};

/** Builds one server instance with every tool, resource and prompt registered; `context.era` is fixed for its life. */
export function createServer(_context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
    cacheHints: {
      'tools/list': LIST_CACHE,
      'prompts/list': LIST_CACHE,
      'resources/list': LIST_CACHE,
      'resources/templates/list': LIST_CACHE,
    },
  });
  TOOL_TABLE.install(server);
  server.registerResource(
    RESOURCES.readme.spec.name,
    RESOURCES.readme.uri,
    { ...RESOURCES.readme.metadata, cacheHint: RESOURCES.readme.cacheHint },
    (uri, ctx) => content.readResource(RESOURCES.readme.spec, resourceHandlers.readme, uri, ctx),
  );
  server.registerResource(
    RESOURCES.swatchRed.spec.name,
    RESOURCES.swatchRed.uri,
    { ...RESOURCES.swatchRed.metadata },
    (uri, ctx) => content.readResource(RESOURCES.swatchRed.spec, resourceHandlers.swatchRed, uri, ctx),
  );
  server.registerResource(
    RESOURCES.counters.spec.name,
    RESOURCES.counters.uri,
    { ...RESOURCES.counters.metadata },
    (uri, ctx) => content.readResource(RESOURCES.counters.spec, resourceHandlers.counters, uri, ctx),
  );
  server.registerResource(
    RESOURCES.rateLimited.spec.name,
    RESOURCES.rateLimited.uri,
    { ...RESOURCES.rateLimited.metadata },
    (uri, ctx) => content.readResource(RESOURCES.rateLimited.spec, resourceHandlers.rateLimited, uri, ctx),
  );
  server.registerResource(
    RESOURCES.todo.spec.name,
    RESOURCES.todo.uri,
    { ...RESOURCES.todo.metadata },
    (uri, ctx) => content.readResource(RESOURCES.todo.spec, resourceHandlers.todo, uri, ctx),
  );
  server.registerResource(
    RESOURCE_TEMPLATES.tag.spec.name,
    new ResourceTemplate(RESOURCE_TEMPLATES.tag.uriTemplate, {
      list: undefined,
      complete: {
        name: (value: string, context?: { arguments?: Record<string, string> }) =>
          content.completeVariable(RESOURCE_TEMPLATES.tag.spec, "name", resourceCompletions.tag.name, value, context),
      },
    }),
    { ...RESOURCE_TEMPLATES.tag.metadata, cacheHint: RESOURCE_TEMPLATES.tag.cacheHint },
    (uri, variables, ctx) => content.readTemplate(RESOURCE_TEMPLATES.tag.spec, resourceHandlers.tag, uri, variables, ctx),
  );
  server.registerResource(
    RESOURCE_TEMPLATES.file.spec.name,
    new ResourceTemplate(RESOURCE_TEMPLATES.file.uriTemplate, {
      list: undefined,
    }),
    { ...RESOURCE_TEMPLATES.file.metadata },
    (uri, variables, ctx) => content.readTemplate(RESOURCE_TEMPLATES.file.spec, resourceHandlers.file, uri, variables, ctx),
  );
  server.registerResource(
    RESOURCE_TEMPLATES.palette.spec.name,
    new ResourceTemplate(RESOURCE_TEMPLATES.palette.uriTemplate, {
      list: undefined,
      complete: {
        theme: (value: string, context?: { arguments?: Record<string, string> }) =>
          content.completeVariable(RESOURCE_TEMPLATES.palette.spec, "theme", resourceCompletions.palette.theme, value, context),
        colors: (value: string, context?: { arguments?: Record<string, string> }) =>
          content.completeVariable(RESOURCE_TEMPLATES.palette.spec, "colors", resourceCompletions.palette.colors, value, context),
      },
    }),
    { ...RESOURCE_TEMPLATES.palette.metadata },
    (uri, variables, ctx) => content.readTemplate(RESOURCE_TEMPLATES.palette.spec, resourceHandlers.palette, uri, variables, ctx),
  );
  server.registerPrompt(
    PROMPTS.summarize.spec.name,
    {
      title: PROMPTS.summarize.title,
      description: PROMPTS.summarize.description,
      argsSchema: PROMPTS.summarize.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.summarize.spec, promptHandlers.summarize, args, ctx),
  );
  server.registerPrompt(
    PROMPTS.greeting.spec.name,
    {
      title: PROMPTS.greeting.title,
      description: PROMPTS.greeting.description,
    },
    (ctx) => content.getPrompt(PROMPTS.greeting.spec, promptHandlers.greeting, {}, ctx),
  );
  server.registerPrompt(
    PROMPTS.fail.spec.name,
    {
      title: PROMPTS.fail.title,
      argsSchema: PROMPTS.fail.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.fail.spec, promptHandlers.fail, args, ctx),
  );
  server.registerPrompt(
    PROMPTS.todo.spec.name,
    {
      description: PROMPTS.todo.description,
    },
    (ctx) => content.getPrompt(PROMPTS.todo.spec, promptHandlers.todo, {}, ctx),
  );
  return server;
}

/** Starts the server: stdio by default, Streamable HTTP with --http [--port P] [--host H]. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const options = parseServeArgs(argv);
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
