// generated — do not edit. Source: ../../specs/docs-search.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool and resource of the manifest with its schemas and metadata.
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
import { document as documentResource, documentCompletions as documentResourceCompletions } from '../resources/document.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  searchDocuments: lazyHandler(() => import('../tools/search-documents.js').then((m) => m.searchDocuments)),
};

/** Your resource handlers; a missing or mistyped export in src/resources/ is a compile error here. */
export const resourceHandlers: ResourceHandlers = {
  document: documentResource,
};

/** Your completion handlers of template variables (exported next to each template's handler). */
export const resourceCompletions: ResourceCompletions = {
  document: documentResourceCompletions,
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  searchDocuments: manifestTool({
    spec: { name: "search_documents", structured: true },
    title: "Search documents",
    description: "Full-text search over the document store.",
    annotations: {
      title: "Search documents",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.searchDocumentsInput,
    outputSchema: schemas.searchDocumentsOutput,
    resultBudget: { tokens: 20000, limit: "limit" },
    handler: handlers.searchDocuments,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** One table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable(Object.values(TOOLS));

interface TemplateConfig {
  readonly spec: content.TemplateSpec;
  readonly uriTemplate: string;
  readonly metadata: { readonly title?: string; readonly description?: string; readonly mimeType?: string };
  readonly cacheHint?: CacheHint;
}

/** Resource templates, in resources/templates/list order. */
const RESOURCE_TEMPLATES = {
  document: {
    spec: { name: "document", mimeType: "text/markdown", variables: [{ name: "id", exploded: false }] },
    uriTemplate: "docs://documents/{id}",
    metadata: {
      title: "Document by id",
      description: "One document as Markdown; unknown ids answer the declared NotFound error (-32602).",
      mimeType: "text/markdown"
    },
  },
} satisfies Record<string, TemplateConfig>;

/** Builds one server instance with every tool and resource registered; `context.era` is fixed for its life. */
export function createServer(_context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
  });
  TOOL_TABLE.install(server);
  server.registerResource(
    RESOURCE_TEMPLATES.document.spec.name,
    new ResourceTemplate(RESOURCE_TEMPLATES.document.uriTemplate, {
      list: undefined,
      complete: {
        id: (value: string, context?: { arguments?: Record<string, string> }) =>
          content.completeVariable(RESOURCE_TEMPLATES.document.spec, "id", resourceCompletions.document.id, value, context),
      },
    }),
    { ...RESOURCE_TEMPLATES.document.metadata },
    (uri, variables, ctx) => content.readTemplate(RESOURCE_TEMPLATES.document.spec, resourceHandlers.document, uri, variables, ctx),
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
