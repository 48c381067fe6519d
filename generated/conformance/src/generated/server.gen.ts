// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `npm run generate`.
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
import type { ResourceHandlers } from './resources.gen.js';
import type { PromptCompletions, PromptHandlers, TestPromptWithArgumentsPromptArgs, TestPromptWithEmbeddedResourcePromptArgs } from './prompts.gen.js';
import { staticText as staticTextResource } from '../resources/static-text.js';
import { staticBinary as staticBinaryResource } from '../resources/static-binary.js';
import { watchedResource as watchedResourceResource } from '../resources/watched-resource.js';
import { template as templateResource } from '../resources/template.js';
import { testSimplePrompt as testSimplePromptPrompt } from '../prompts/test-simple-prompt.js';
import { testPromptWithArguments as testPromptWithArgumentsPrompt, testPromptWithArgumentsCompletions as testPromptWithArgumentsPromptCompletions } from '../prompts/test-prompt-with-arguments.js';
import { testPromptWithEmbeddedResource as testPromptWithEmbeddedResourcePrompt } from '../prompts/test-prompt-with-embedded-resource.js';
import { testPromptWithImage as testPromptWithImagePrompt } from '../prompts/test-prompt-with-image.js';
import { testInputRequiredResultPrompt as testInputRequiredResultPromptPrompt } from '../prompts/test-input-required-result-prompt.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  testSimpleText: lazyHandler(() => import('../tools/test-simple-text.js').then((m) => m.testSimpleText)),
  testImageContent: lazyHandler(() => import('../tools/test-image-content.js').then((m) => m.testImageContent)),
  testAudioContent: lazyHandler(() => import('../tools/test-audio-content.js').then((m) => m.testAudioContent)),
  testEmbeddedResource: lazyHandler(() => import('../tools/test-embedded-resource.js').then((m) => m.testEmbeddedResource)),
  testMultipleContentTypes: lazyHandler(() => import('../tools/test-multiple-content-types.js').then((m) => m.testMultipleContentTypes)),
  testToolWithLogging: lazyHandler(() => import('../tools/test-tool-with-logging.js').then((m) => m.testToolWithLogging)),
  testErrorHandling: lazyHandler(() => import('../tools/test-error-handling.js').then((m) => m.testErrorHandling)),
  testToolWithProgress: lazyHandler(() => import('../tools/test-tool-with-progress.js').then((m) => m.testToolWithProgress)),
  testSampling: lazyHandler(() => import('../tools/test-sampling.js').then((m) => m.testSampling)),
  testElicitation: lazyHandler(() => import('../tools/test-elicitation.js').then((m) => m.testElicitation)),
  testElicitationSep1034Defaults: lazyHandler(() => import('../tools/test-elicitation-sep1034-defaults.js').then((m) => m.testElicitationSep1034Defaults)),
  testElicitationSep1330Enums: lazyHandler(() => import('../tools/test-elicitation-sep1330-enums.js').then((m) => m.testElicitationSep1330Enums)),
  jsonSchema202012Tool: lazyHandler(() => import('../tools/json-schema-2020-12-tool.js').then((m) => m.jsonSchema202012Tool)),
  testXMcpHeader: lazyHandler(() => import('../tools/test-x-mcp-header.js').then((m) => m.testXMcpHeader)),
  testMissingCapability: lazyHandler(() => import('../tools/test-missing-capability.js').then((m) => m.testMissingCapability)),
  testStreamingElicitation: lazyHandler(() => import('../tools/test-streaming-elicitation.js').then((m) => m.testStreamingElicitation)),
  testLoggingTool: lazyHandler(() => import('../tools/test-logging-tool.js').then((m) => m.testLoggingTool)),
  testInputRequiredResultElicitation: lazyHandler(() => import('../tools/test-input-required-result-elicitation.js').then((m) => m.testInputRequiredResultElicitation)),
  testInputRequiredResultSampling: lazyHandler(() => import('../tools/test-input-required-result-sampling.js').then((m) => m.testInputRequiredResultSampling)),
  testInputRequiredResultListRoots: lazyHandler(() => import('../tools/test-input-required-result-list-roots.js').then((m) => m.testInputRequiredResultListRoots)),
  testInputRequiredResultRequestState: lazyHandler(() => import('../tools/test-input-required-result-request-state.js').then((m) => m.testInputRequiredResultRequestState)),
  testInputRequiredResultMultipleInputs: lazyHandler(() => import('../tools/test-input-required-result-multiple-inputs.js').then((m) => m.testInputRequiredResultMultipleInputs)),
  testInputRequiredResultMultiRound: lazyHandler(() => import('../tools/test-input-required-result-multi-round.js').then((m) => m.testInputRequiredResultMultiRound)),
  testInputRequiredResultTamperedState: lazyHandler(() => import('../tools/test-input-required-result-tampered-state.js').then((m) => m.testInputRequiredResultTamperedState)),
  testInputRequiredResultCapabilities: lazyHandler(() => import('../tools/test-input-required-result-capabilities.js').then((m) => m.testInputRequiredResultCapabilities)),
};

/** Your resource handlers; a missing or mistyped export in src/resources/ is a compile error here. */
export const resourceHandlers: ResourceHandlers = {
  staticText: staticTextResource,
  staticBinary: staticBinaryResource,
  watchedResource: watchedResourceResource,
  template: templateResource,
};

/** Your prompt handlers; a missing or mistyped export in src/prompts/ is a compile error here. */
export const promptHandlers: PromptHandlers = {
  testSimplePrompt: testSimplePromptPrompt,
  testPromptWithArguments: testPromptWithArgumentsPrompt,
  testPromptWithEmbeddedResource: testPromptWithEmbeddedResourcePrompt,
  testPromptWithImage: testPromptWithImagePrompt,
  testInputRequiredResultPrompt: testInputRequiredResultPromptPrompt,
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  testSimpleText: manifestTool({
    spec: { name: "test_simple_text", structured: false },
    title: "Simple text",
    description: "Returns a fixed text.",
    annotations: {
      title: "Simple text",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testSimpleTextInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testSimpleText,
  }),
  testImageContent: manifestTool({
    spec: { name: "test_image_content", structured: false },
    title: "Image content",
    description: "Returns a 1x1 PNG image.",
    annotations: {
      title: "Image content",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testImageContentInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testImageContent,
  }),
  testAudioContent: manifestTool({
    spec: { name: "test_audio_content", structured: false },
    title: "Audio content",
    description: "Returns a short WAV clip.",
    annotations: {
      title: "Audio content",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testAudioContentInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testAudioContent,
  }),
  testEmbeddedResource: manifestTool({
    spec: { name: "test_embedded_resource", structured: false },
    title: "Embedded resource",
    description: "Returns an embedded text resource.",
    annotations: {
      title: "Embedded resource",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testEmbeddedResourceInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testEmbeddedResource,
  }),
  testMultipleContentTypes: manifestTool({
    spec: { name: "test_multiple_content_types", structured: false },
    title: "Mixed content",
    description: "Returns text, an image and an embedded resource.",
    annotations: {
      title: "Mixed content",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testMultipleContentTypesInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testMultipleContentTypes,
  }),
  testToolWithLogging: manifestTool({
    spec: { name: "test_tool_with_logging", structured: false },
    title: "Logging tool",
    description: "Sends three log notifications (info), about 50 ms apart.",
    annotations: {
      title: "Logging tool",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testToolWithLoggingInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testToolWithLogging,
  }),
  testErrorHandling: manifestTool({
    spec: { name: "test_error_handling", structured: false },
    title: "Error handling",
    description: "Always fails with a tool error.",
    annotations: {
      title: "Error handling",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testErrorHandlingInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testErrorHandling,
  }),
  testToolWithProgress: manifestTool({
    spec: { name: "test_tool_with_progress", structured: false, progressIntervalMs: 0 },
    title: "Progress tool",
    description: "Reports progress 0, 50 and 100 of 100, about 50 ms apart.",
    annotations: {
      title: "Progress tool",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testToolWithProgressInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testToolWithProgress,
  }),
  testSampling: manifestTool({
    spec: { name: "test_sampling", structured: false },
    title: "Sampling",
    description: "Asks the client's model to answer the prompt (sampling/createMessage).",
    annotations: {
      title: "Sampling",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.testSamplingInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testSampling,
  }),
  testElicitation: manifestTool({
    spec: { name: "test_elicitation", structured: false },
    title: "Elicitation",
    description: "Asks the user for a username and an email address (elicitation/create).",
    annotations: {
      title: "Elicitation",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testElicitationInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testElicitation,
  }),
  testElicitationSep1034Defaults: manifestTool({
    spec: { name: "test_elicitation_sep1034_defaults", structured: false },
    title: "Elicitation defaults",
    description: "Elicits a form whose fields all have defaults (SEP-1034).",
    annotations: {
      title: "Elicitation defaults",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testElicitationSep1034DefaultsInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testElicitationSep1034Defaults,
  }),
  testElicitationSep1330Enums: manifestTool({
    spec: { name: "test_elicitation_sep1330_enums", structured: false },
    title: "Elicitation enums",
    description: "Elicits single- and multi-select enums, titled and untitled (SEP-1330).",
    annotations: {
      title: "Elicitation enums",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testElicitationSep1330EnumsInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testElicitationSep1330Enums,
  }),
  jsonSchema202012Tool: manifestTool({
    spec: { name: "json_schema_2020_12_tool", structured: false },
    title: "JSON Schema 2020-12",
    description: "Takes arguments described with JSON Schema 2020-12 features ($defs, $ref, allOf/anyOf, if/then/else).",
    annotations: {
      title: "JSON Schema 2020-12",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.jsonSchema202012ToolInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.jsonSchema202012Tool,
  }),
  testXMcpHeader: manifestTool({
    spec: { name: "test_x_mcp_header", structured: false },
    title: "Header-mirrored argument",
    description: "Echoes the region, which clients also send as the Mcp-Param-Region header (SEP-2243).",
    annotations: {
      title: "Header-mirrored argument",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testXMcpHeaderInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testXMcpHeader,
  }),
  testMissingCapability: manifestTool({
    spec: { name: "test_missing_capability", structured: false },
    title: "Sampling round trip",
    description: "Needs the client's sampling capability (input_required with a sampling request).",
    annotations: {
      title: "Sampling round trip",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testMissingCapabilityInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testMissingCapability,
  }),
  testStreamingElicitation: manifestTool({
    spec: { name: "test_streaming_elicitation", structured: false },
    title: "No server requests",
    description: "Answers with a result only, never a server-to-client request.",
    annotations: {
      title: "No server requests",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testStreamingElicitationInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testStreamingElicitation,
  }),
  testLoggingTool: manifestTool({
    spec: { name: "test_logging_tool", structured: false },
    title: "Level-gated log",
    description: "Logs one info message, subject to the client's log level.",
    annotations: {
      title: "Level-gated log",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testLoggingToolInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testLoggingTool,
  }),
  testInputRequiredResultElicitation: manifestTool({
    spec: { name: "test_input_required_result_elicitation", structured: false },
    title: "Input required (elicitation)",
    description: "Asks for the user's name through input_required, then greets them.",
    annotations: {
      title: "Input required (elicitation)",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testInputRequiredResultElicitationInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testInputRequiredResultElicitation,
  }),
  testInputRequiredResultSampling: manifestTool({
    spec: { name: "test_input_required_result_sampling", structured: false },
    title: "Input required (sampling)",
    description: "Asks the client's model a question through input_required.",
    annotations: {
      title: "Input required (sampling)",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testInputRequiredResultSamplingInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testInputRequiredResultSampling,
  }),
  testInputRequiredResultListRoots: manifestTool({
    spec: { name: "test_input_required_result_list_roots", structured: false },
    title: "Input required (roots)",
    description: "Asks for the client's roots through input_required.",
    annotations: {
      title: "Input required (roots)",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testInputRequiredResultListRootsInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testInputRequiredResultListRoots,
  }),
  testInputRequiredResultRequestState: manifestTool({
    spec: { name: "test_input_required_result_request_state", structured: false },
    title: "Input required (request state)",
    description: "Asks for a confirmation and carries signed request state across the retry.",
    annotations: {
      title: "Input required (request state)",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testInputRequiredResultRequestStateInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testInputRequiredResultRequestState,
  }),
  testInputRequiredResultMultipleInputs: manifestTool({
    spec: { name: "test_input_required_result_multiple_inputs", structured: false },
    title: "Input required (several inputs)",
    description: "Asks for a name, a sampled greeting and the roots in one round.",
    annotations: {
      title: "Input required (several inputs)",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testInputRequiredResultMultipleInputsInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testInputRequiredResultMultipleInputs,
  }),
  testInputRequiredResultMultiRound: manifestTool({
    spec: { name: "test_input_required_result_multi_round", structured: false },
    title: "Input required (two rounds)",
    description: "Asks two questions in two rounds, keeping the first answer in request state.",
    annotations: {
      title: "Input required (two rounds)",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testInputRequiredResultMultiRoundInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testInputRequiredResultMultiRound,
  }),
  testInputRequiredResultTamperedState: manifestTool({
    spec: { name: "test_input_required_result_tampered_state", structured: false },
    title: "Input required (tampered state)",
    description: "Rejects request state that was not minted by this server.",
    annotations: {
      title: "Input required (tampered state)",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testInputRequiredResultTamperedStateInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testInputRequiredResultTamperedState,
  }),
  testInputRequiredResultCapabilities: manifestTool({
    spec: { name: "test_input_required_result_capabilities", structured: false },
    title: "Input required (capabilities)",
    description: "Asks only for the inputs the client declared it can provide.",
    annotations: {
      title: "Input required (capabilities)",
      readOnlyHint: true,
      openWorldHint: false
    },
    inputSchema: schemas.testInputRequiredResultCapabilitiesInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.testInputRequiredResultCapabilities,
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
  staticText: {
    spec: { name: "static-text", mimeType: "text/plain" },
    uri: "test://static-text",
    metadata: {
      description: "A static text resource.",
      mimeType: "text/plain"
    },
  },
  staticBinary: {
    spec: { name: "static-binary", mimeType: "image/png" },
    uri: "test://static-binary",
    metadata: {
      description: "A static binary resource (a 1x1 PNG).",
      mimeType: "image/png"
    },
  },
  watchedResource: {
    spec: { name: "watched-resource", mimeType: "text/plain" },
    uri: "test://watched-resource",
    metadata: {
      description: "A resource clients may subscribe to.",
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
  template: {
    spec: { name: "template", mimeType: "application/json", variables: [{ name: "id", exploded: false }] },
    uriTemplate: "test://template/{id}/data",
    metadata: {
      description: "JSON data for an id.",
      mimeType: "application/json"
    },
  },
} satisfies Record<string, TemplateConfig>;

/** Your completion handlers of prompt arguments (exported next to each prompt's handler). */
const promptCompletions: PromptCompletions = {
  testPromptWithArguments: testPromptWithArgumentsPromptCompletions,
};

/** Prompts, in prompts/list order; the argument schemas (all strings) are wrapped once per process. */
const PROMPTS = {
  testSimplePrompt: {
    spec: { name: "test_simple_prompt" },
    description: "A prompt without arguments.",
  },
  testPromptWithArguments: {
    spec: { name: "test_prompt_with_arguments" },
    description: "A prompt with two arguments.",
    argsSchema: content.promptArguments<TestPromptWithArgumentsPromptArgs>({
      type: "object",
      properties: {
        arg1: {
          type: "string",
          description: "First test argument"
        },
        arg2: {
          type: "string",
          description: "Second test argument"
        }
      },
      required: ["arg1", "arg2"]
    }, {
      arg1: (value, context) => content.completeArgument("test_prompt_with_arguments", "arg1", promptCompletions.testPromptWithArguments.arg1, value, context),
    }),
  },
  testPromptWithEmbeddedResource: {
    spec: { name: "test_prompt_with_embedded_resource" },
    description: "A prompt that embeds a resource.",
    argsSchema: content.promptArguments<TestPromptWithEmbeddedResourcePromptArgs>({
      type: "object",
      properties: {
        resourceUri: {
          type: "string",
          description: "URI of the resource to embed"
        }
      },
      required: ["resourceUri"]
    }),
  },
  testPromptWithImage: {
    spec: { name: "test_prompt_with_image" },
    description: "A prompt with an image.",
  },
  testInputRequiredResultPrompt: {
    spec: { name: "test_input_required_result_prompt" },
    description: "Asks for context through input_required before building the prompt.",
  },
};

/** Builds one server instance with every tool, resource and prompt registered; `context.era` is fixed for its life. */
export function createServer(_context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
  });
  TOOL_TABLE.install(server);
  server.registerResource(
    RESOURCES.staticText.spec.name,
    RESOURCES.staticText.uri,
    { ...RESOURCES.staticText.metadata },
    (uri, ctx) => content.readResource(RESOURCES.staticText.spec, resourceHandlers.staticText, uri, ctx),
  );
  server.registerResource(
    RESOURCES.staticBinary.spec.name,
    RESOURCES.staticBinary.uri,
    { ...RESOURCES.staticBinary.metadata },
    (uri, ctx) => content.readResource(RESOURCES.staticBinary.spec, resourceHandlers.staticBinary, uri, ctx),
  );
  server.registerResource(
    RESOURCES.watchedResource.spec.name,
    RESOURCES.watchedResource.uri,
    { ...RESOURCES.watchedResource.metadata },
    (uri, ctx) => content.readResource(RESOURCES.watchedResource.spec, resourceHandlers.watchedResource, uri, ctx),
  );
  server.registerResource(
    RESOURCE_TEMPLATES.template.spec.name,
    new ResourceTemplate(RESOURCE_TEMPLATES.template.uriTemplate, {
      list: undefined,
    }),
    { ...RESOURCE_TEMPLATES.template.metadata },
    (uri, variables, ctx) => content.readTemplate(RESOURCE_TEMPLATES.template.spec, resourceHandlers.template, uri, variables, ctx),
  );
  server.registerPrompt(
    PROMPTS.testSimplePrompt.spec.name,
    {
      description: PROMPTS.testSimplePrompt.description,
    },
    (ctx) => content.getPrompt(PROMPTS.testSimplePrompt.spec, promptHandlers.testSimplePrompt, {}, ctx),
  );
  server.registerPrompt(
    PROMPTS.testPromptWithArguments.spec.name,
    {
      description: PROMPTS.testPromptWithArguments.description,
      argsSchema: PROMPTS.testPromptWithArguments.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.testPromptWithArguments.spec, promptHandlers.testPromptWithArguments, args, ctx),
  );
  server.registerPrompt(
    PROMPTS.testPromptWithEmbeddedResource.spec.name,
    {
      description: PROMPTS.testPromptWithEmbeddedResource.description,
      argsSchema: PROMPTS.testPromptWithEmbeddedResource.argsSchema,
    },
    (args, ctx) => content.getPrompt(PROMPTS.testPromptWithEmbeddedResource.spec, promptHandlers.testPromptWithEmbeddedResource, args, ctx),
  );
  server.registerPrompt(
    PROMPTS.testPromptWithImage.spec.name,
    {
      description: PROMPTS.testPromptWithImage.description,
    },
    (ctx) => content.getPrompt(PROMPTS.testPromptWithImage.spec, promptHandlers.testPromptWithImage, {}, ctx),
  );
  server.registerPrompt(
    PROMPTS.testInputRequiredResultPrompt.spec.name,
    {
      description: PROMPTS.testInputRequiredResultPrompt.description,
    },
    (ctx) => content.getPrompt(PROMPTS.testInputRequiredResultPrompt.spec, promptHandlers.testInputRequiredResultPrompt, {}, ctx),
  );
  content.enableSubscriptions(server, ["test://watched-resource"]);
  // Declaring logging makes the SDK answer logging/setLevel and lets ctx.mcp.mcpReq.log() send notifications/message.
  server.server.registerCapabilities({ logging: {} });
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
