// generated — do not edit. Source: ../../specs/prompts-only.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool, resource and prompt of the manifest with its schemas and metadata.
import { McpServer, type CacheHint, type McpRequestContext } from '@modelcontextprotocol/server';
import * as content from './runtime/content.gen.js';
import { INSTRUCTIONS, SERVER_INFO } from './config.gen.js';
import { startApp } from './runtime/lifecycle.gen.js';
import { requestState } from './runtime/api.gen.js';
import { logger } from './runtime/log.gen.js';
import { serve } from './runtime/serve.gen.js';
import { parseServeArgs } from './runtime/startup.gen.js';
import type { ToolHandlers } from './tools.gen.js';
import type { ResourceHandlers } from './resources.gen.js';
import type { GreetPromptArgs, PromptHandlers, ReviewPromptArgs } from './prompts.gen.js';
import { styleGuide as styleGuideResource } from '../resources/style-guide.js';
import { review as reviewPrompt } from '../prompts/review.js';
import { greet as greetPrompt } from '../prompts/greet.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
};

/** Your resource handlers; a missing or mistyped export in src/resources/ is a compile error here. */
export const resourceHandlers: ResourceHandlers = {
  styleGuide: styleGuideResource,
};

/** Your prompt handlers; a missing or mistyped export in src/prompts/ is a compile error here. */
export const promptHandlers: PromptHandlers = {
  review: reviewPrompt,
  greet: greetPrompt,
};


interface ResourceConfig {
  readonly spec: content.ResourceSpec;
  readonly uri: string;
  readonly metadata: { readonly title?: string; readonly description?: string; readonly mimeType?: string };
  readonly cacheHint?: CacheHint;
}

/** Fixed resources, in resources/list order. */
const RESOURCES = {
  styleGuide: {
    spec: { name: "style-guide", mimeType: "text/markdown" },
    uri: "docs://style-guide",
    metadata: {
      title: "Style guide",
      description: "How we write.",
      mimeType: "text/markdown"
    },
  },
} satisfies Record<string, ResourceConfig>;

/** Prompts, in prompts/list order; the argument schemas (all strings) are wrapped once per process. */
const PROMPTS = {
  review: {
    spec: { name: "review" },
    title: "Review a draft",
    description: "Asks for a review of a draft against the style guide.",
    argsSchema: content.promptArguments<ReviewPromptArgs>({
      type: "object",
      properties: {
        draft: {
          type: "string",
          description: "The text to review."
        },
        tone: {
          type: "string",
          description: "friendly or strict."
        }
      },
      required: ["draft"]
    }),
  },
  greet: {
    spec: { name: "greet" },
    title: "Greet",
    description: "A greeting.",
    argsSchema: content.promptArguments<GreetPromptArgs>({
      type: "object",
      properties: {
        name: {
          type: "string",
          description: "Who to greet."
        }
      },
      required: ["name"]
    }),
  },
};

/** Builds one server instance with every tool, resource and prompt registered; `context.era` is fixed for its life. */
export function createServer(_context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
  });
  server.registerResource(
    RESOURCES.styleGuide.spec.name,
    RESOURCES.styleGuide.uri,
    { ...RESOURCES.styleGuide.metadata },
    (uri, ctx) => content.readResource(RESOURCES.styleGuide.spec, resourceHandlers.styleGuide, uri, ctx),
  );
  server.registerPrompt(
    PROMPTS.review.spec.name,
    {
      title: PROMPTS.review.title,
      description: PROMPTS.review.description,
      argsSchema: PROMPTS.review.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.review.spec, promptHandlers.review, args, ctx),
  );
  server.registerPrompt(
    PROMPTS.greet.spec.name,
    {
      title: PROMPTS.greet.title,
      description: PROMPTS.greet.description,
      argsSchema: PROMPTS.greet.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.greet.spec, promptHandlers.greet, args, ctx),
  );
  return server;
}

/** Starts the server: stdio by default, Streamable HTTP with --http [--port P] [--host H]. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const options = parseServeArgs(argv);
    requestState(); // a bad MCPGEN_REQUEST_STATE_KEY stops the start, not the first request
    await startApp();
    await serve((context) => createServer(context), options, 0);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
