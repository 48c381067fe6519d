// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool, resource and prompt of the manifest with its schemas and metadata.
import {
  McpServer,
  ResourceTemplate,
  type CacheHint,
  type McpRequestContext,
  type ToolAnnotations,
} from '@modelcontextprotocol/server';
import * as content from './runtime/content.gen.js';
import { runTool, type ToolSpec } from './runtime/execute.gen.js';
import { lazyHandler } from './runtime/handler-modules.gen.js';
import * as schemas from './schemas.gen.js';
import { defineTool, ToolTable } from './runtime/tool-table.gen.js';
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

interface ToolConfig {
  readonly spec: ToolSpec;
  readonly title?: string;
  readonly description: string;
  readonly annotations?: ToolAnnotations;
}

/** Static tool metadata, built once per process (the factory below runs per connection and per HTTP request). */
const TOOLS = {
  testSimpleText: {
    spec: { name: "test_simple_text", structured: false },
    title: "Simple text",
    description: "Returns a fixed text.",
    annotations: {
      title: "Simple text",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testImageContent: {
    spec: { name: "test_image_content", structured: false },
    title: "Image content",
    description: "Returns a 1x1 PNG image.",
    annotations: {
      title: "Image content",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testAudioContent: {
    spec: { name: "test_audio_content", structured: false },
    title: "Audio content",
    description: "Returns a short WAV clip.",
    annotations: {
      title: "Audio content",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testEmbeddedResource: {
    spec: { name: "test_embedded_resource", structured: false },
    title: "Embedded resource",
    description: "Returns an embedded text resource.",
    annotations: {
      title: "Embedded resource",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testMultipleContentTypes: {
    spec: { name: "test_multiple_content_types", structured: false },
    title: "Mixed content",
    description: "Returns text, an image and an embedded resource.",
    annotations: {
      title: "Mixed content",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testToolWithLogging: {
    spec: { name: "test_tool_with_logging", structured: false },
    title: "Logging tool",
    description: "Sends three log notifications (info), about 50 ms apart.",
    annotations: {
      title: "Logging tool",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testErrorHandling: {
    spec: { name: "test_error_handling", structured: false },
    title: "Error handling",
    description: "Always fails with a tool error.",
    annotations: {
      title: "Error handling",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testToolWithProgress: {
    spec: { name: "test_tool_with_progress", structured: false, progressIntervalMs: 0 },
    title: "Progress tool",
    description: "Reports progress 0, 50 and 100 of 100, about 50 ms apart.",
    annotations: {
      title: "Progress tool",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testSampling: {
    spec: { name: "test_sampling", structured: false },
    title: "Sampling",
    description: "Asks the client's model to answer the prompt (sampling/createMessage).",
    annotations: {
      title: "Sampling",
      readOnlyHint: true,
      openWorldHint: true
    },
  },
  testElicitation: {
    spec: { name: "test_elicitation", structured: false },
    title: "Elicitation",
    description: "Asks the user for a username and an email address (elicitation/create).",
    annotations: {
      title: "Elicitation",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testElicitationSep1034Defaults: {
    spec: { name: "test_elicitation_sep1034_defaults", structured: false },
    title: "Elicitation defaults",
    description: "Elicits a form whose fields all have defaults (SEP-1034).",
    annotations: {
      title: "Elicitation defaults",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testElicitationSep1330Enums: {
    spec: { name: "test_elicitation_sep1330_enums", structured: false },
    title: "Elicitation enums",
    description: "Elicits single- and multi-select enums, titled and untitled (SEP-1330).",
    annotations: {
      title: "Elicitation enums",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  jsonSchema202012Tool: {
    spec: { name: "json_schema_2020_12_tool", structured: false },
    title: "JSON Schema 2020-12",
    description: "Takes arguments described with JSON Schema 2020-12 features ($defs, $ref, allOf/anyOf, if/then/else).",
    annotations: {
      title: "JSON Schema 2020-12",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testXMcpHeader: {
    spec: { name: "test_x_mcp_header", structured: false },
    title: "Header-mirrored argument",
    description: "Echoes the region, which clients also send as the Mcp-Param-Region header (SEP-2243).",
    annotations: {
      title: "Header-mirrored argument",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testMissingCapability: {
    spec: { name: "test_missing_capability", structured: false },
    title: "Sampling round trip",
    description: "Needs the client's sampling capability (input_required with a sampling request).",
    annotations: {
      title: "Sampling round trip",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testStreamingElicitation: {
    spec: { name: "test_streaming_elicitation", structured: false },
    title: "No server requests",
    description: "Answers with a result only, never a server-to-client request.",
    annotations: {
      title: "No server requests",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testLoggingTool: {
    spec: { name: "test_logging_tool", structured: false },
    title: "Level-gated log",
    description: "Logs one info message, subject to the client's log level.",
    annotations: {
      title: "Level-gated log",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testInputRequiredResultElicitation: {
    spec: { name: "test_input_required_result_elicitation", structured: false },
    title: "Input required (elicitation)",
    description: "Asks for the user's name through input_required, then greets them.",
    annotations: {
      title: "Input required (elicitation)",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testInputRequiredResultSampling: {
    spec: { name: "test_input_required_result_sampling", structured: false },
    title: "Input required (sampling)",
    description: "Asks the client's model a question through input_required.",
    annotations: {
      title: "Input required (sampling)",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testInputRequiredResultListRoots: {
    spec: { name: "test_input_required_result_list_roots", structured: false },
    title: "Input required (roots)",
    description: "Asks for the client's roots through input_required.",
    annotations: {
      title: "Input required (roots)",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testInputRequiredResultRequestState: {
    spec: { name: "test_input_required_result_request_state", structured: false },
    title: "Input required (request state)",
    description: "Asks for a confirmation and carries signed request state across the retry.",
    annotations: {
      title: "Input required (request state)",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testInputRequiredResultMultipleInputs: {
    spec: { name: "test_input_required_result_multiple_inputs", structured: false },
    title: "Input required (several inputs)",
    description: "Asks for a name, a sampled greeting and the roots in one round.",
    annotations: {
      title: "Input required (several inputs)",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testInputRequiredResultMultiRound: {
    spec: { name: "test_input_required_result_multi_round", structured: false },
    title: "Input required (two rounds)",
    description: "Asks two questions in two rounds, keeping the first answer in request state.",
    annotations: {
      title: "Input required (two rounds)",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testInputRequiredResultTamperedState: {
    spec: { name: "test_input_required_result_tampered_state", structured: false },
    title: "Input required (tampered state)",
    description: "Rejects request state that was not minted by this server.",
    annotations: {
      title: "Input required (tampered state)",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
  testInputRequiredResultCapabilities: {
    spec: { name: "test_input_required_result_capabilities", structured: false },
    title: "Input required (capabilities)",
    description: "Asks only for the inputs the client declared it can provide.",
    annotations: {
      title: "Input required (capabilities)",
      readOnlyHint: true,
      openWorldHint: false
    },
  },
} satisfies Record<keyof ToolHandlers, ToolConfig>;

/** Every tool with its schemas and handler, in manifest order: one table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable([
  defineTool({
    name: TOOLS.testSimpleText.spec.name,
    title: TOOLS.testSimpleText.title,
    description: TOOLS.testSimpleText.description,
    annotations: TOOLS.testSimpleText.annotations,
    inputSchema: schemas.testSimpleTextInput,
    run: (input, ctx) => runTool(TOOLS.testSimpleText.spec, handlers.testSimpleText, input, ctx),
  }),
  defineTool({
    name: TOOLS.testImageContent.spec.name,
    title: TOOLS.testImageContent.title,
    description: TOOLS.testImageContent.description,
    annotations: TOOLS.testImageContent.annotations,
    inputSchema: schemas.testImageContentInput,
    run: (input, ctx) => runTool(TOOLS.testImageContent.spec, handlers.testImageContent, input, ctx),
  }),
  defineTool({
    name: TOOLS.testAudioContent.spec.name,
    title: TOOLS.testAudioContent.title,
    description: TOOLS.testAudioContent.description,
    annotations: TOOLS.testAudioContent.annotations,
    inputSchema: schemas.testAudioContentInput,
    run: (input, ctx) => runTool(TOOLS.testAudioContent.spec, handlers.testAudioContent, input, ctx),
  }),
  defineTool({
    name: TOOLS.testEmbeddedResource.spec.name,
    title: TOOLS.testEmbeddedResource.title,
    description: TOOLS.testEmbeddedResource.description,
    annotations: TOOLS.testEmbeddedResource.annotations,
    inputSchema: schemas.testEmbeddedResourceInput,
    run: (input, ctx) => runTool(TOOLS.testEmbeddedResource.spec, handlers.testEmbeddedResource, input, ctx),
  }),
  defineTool({
    name: TOOLS.testMultipleContentTypes.spec.name,
    title: TOOLS.testMultipleContentTypes.title,
    description: TOOLS.testMultipleContentTypes.description,
    annotations: TOOLS.testMultipleContentTypes.annotations,
    inputSchema: schemas.testMultipleContentTypesInput,
    run: (input, ctx) => runTool(TOOLS.testMultipleContentTypes.spec, handlers.testMultipleContentTypes, input, ctx),
  }),
  defineTool({
    name: TOOLS.testToolWithLogging.spec.name,
    title: TOOLS.testToolWithLogging.title,
    description: TOOLS.testToolWithLogging.description,
    annotations: TOOLS.testToolWithLogging.annotations,
    inputSchema: schemas.testToolWithLoggingInput,
    run: (input, ctx) => runTool(TOOLS.testToolWithLogging.spec, handlers.testToolWithLogging, input, ctx),
  }),
  defineTool({
    name: TOOLS.testErrorHandling.spec.name,
    title: TOOLS.testErrorHandling.title,
    description: TOOLS.testErrorHandling.description,
    annotations: TOOLS.testErrorHandling.annotations,
    inputSchema: schemas.testErrorHandlingInput,
    run: (input, ctx) => runTool(TOOLS.testErrorHandling.spec, handlers.testErrorHandling, input, ctx),
  }),
  defineTool({
    name: TOOLS.testToolWithProgress.spec.name,
    title: TOOLS.testToolWithProgress.title,
    description: TOOLS.testToolWithProgress.description,
    annotations: TOOLS.testToolWithProgress.annotations,
    inputSchema: schemas.testToolWithProgressInput,
    run: (input, ctx) => runTool(TOOLS.testToolWithProgress.spec, handlers.testToolWithProgress, input, ctx),
  }),
  defineTool({
    name: TOOLS.testSampling.spec.name,
    title: TOOLS.testSampling.title,
    description: TOOLS.testSampling.description,
    annotations: TOOLS.testSampling.annotations,
    inputSchema: schemas.testSamplingInput,
    run: (input, ctx) => runTool(TOOLS.testSampling.spec, handlers.testSampling, input, ctx),
  }),
  defineTool({
    name: TOOLS.testElicitation.spec.name,
    title: TOOLS.testElicitation.title,
    description: TOOLS.testElicitation.description,
    annotations: TOOLS.testElicitation.annotations,
    inputSchema: schemas.testElicitationInput,
    run: (input, ctx) => runTool(TOOLS.testElicitation.spec, handlers.testElicitation, input, ctx),
  }),
  defineTool({
    name: TOOLS.testElicitationSep1034Defaults.spec.name,
    title: TOOLS.testElicitationSep1034Defaults.title,
    description: TOOLS.testElicitationSep1034Defaults.description,
    annotations: TOOLS.testElicitationSep1034Defaults.annotations,
    inputSchema: schemas.testElicitationSep1034DefaultsInput,
    run: (input, ctx) => runTool(TOOLS.testElicitationSep1034Defaults.spec, handlers.testElicitationSep1034Defaults, input, ctx),
  }),
  defineTool({
    name: TOOLS.testElicitationSep1330Enums.spec.name,
    title: TOOLS.testElicitationSep1330Enums.title,
    description: TOOLS.testElicitationSep1330Enums.description,
    annotations: TOOLS.testElicitationSep1330Enums.annotations,
    inputSchema: schemas.testElicitationSep1330EnumsInput,
    run: (input, ctx) => runTool(TOOLS.testElicitationSep1330Enums.spec, handlers.testElicitationSep1330Enums, input, ctx),
  }),
  defineTool({
    name: TOOLS.jsonSchema202012Tool.spec.name,
    title: TOOLS.jsonSchema202012Tool.title,
    description: TOOLS.jsonSchema202012Tool.description,
    annotations: TOOLS.jsonSchema202012Tool.annotations,
    inputSchema: schemas.jsonSchema202012ToolInput,
    run: (input, ctx) => runTool(TOOLS.jsonSchema202012Tool.spec, handlers.jsonSchema202012Tool, input, ctx),
  }),
  defineTool({
    name: TOOLS.testXMcpHeader.spec.name,
    title: TOOLS.testXMcpHeader.title,
    description: TOOLS.testXMcpHeader.description,
    annotations: TOOLS.testXMcpHeader.annotations,
    inputSchema: schemas.testXMcpHeaderInput,
    run: (input, ctx) => runTool(TOOLS.testXMcpHeader.spec, handlers.testXMcpHeader, input, ctx),
  }),
  defineTool({
    name: TOOLS.testMissingCapability.spec.name,
    title: TOOLS.testMissingCapability.title,
    description: TOOLS.testMissingCapability.description,
    annotations: TOOLS.testMissingCapability.annotations,
    inputSchema: schemas.testMissingCapabilityInput,
    run: (input, ctx) => runTool(TOOLS.testMissingCapability.spec, handlers.testMissingCapability, input, ctx),
  }),
  defineTool({
    name: TOOLS.testStreamingElicitation.spec.name,
    title: TOOLS.testStreamingElicitation.title,
    description: TOOLS.testStreamingElicitation.description,
    annotations: TOOLS.testStreamingElicitation.annotations,
    inputSchema: schemas.testStreamingElicitationInput,
    run: (input, ctx) => runTool(TOOLS.testStreamingElicitation.spec, handlers.testStreamingElicitation, input, ctx),
  }),
  defineTool({
    name: TOOLS.testLoggingTool.spec.name,
    title: TOOLS.testLoggingTool.title,
    description: TOOLS.testLoggingTool.description,
    annotations: TOOLS.testLoggingTool.annotations,
    inputSchema: schemas.testLoggingToolInput,
    run: (input, ctx) => runTool(TOOLS.testLoggingTool.spec, handlers.testLoggingTool, input, ctx),
  }),
  defineTool({
    name: TOOLS.testInputRequiredResultElicitation.spec.name,
    title: TOOLS.testInputRequiredResultElicitation.title,
    description: TOOLS.testInputRequiredResultElicitation.description,
    annotations: TOOLS.testInputRequiredResultElicitation.annotations,
    inputSchema: schemas.testInputRequiredResultElicitationInput,
    run: (input, ctx) => runTool(TOOLS.testInputRequiredResultElicitation.spec, handlers.testInputRequiredResultElicitation, input, ctx),
  }),
  defineTool({
    name: TOOLS.testInputRequiredResultSampling.spec.name,
    title: TOOLS.testInputRequiredResultSampling.title,
    description: TOOLS.testInputRequiredResultSampling.description,
    annotations: TOOLS.testInputRequiredResultSampling.annotations,
    inputSchema: schemas.testInputRequiredResultSamplingInput,
    run: (input, ctx) => runTool(TOOLS.testInputRequiredResultSampling.spec, handlers.testInputRequiredResultSampling, input, ctx),
  }),
  defineTool({
    name: TOOLS.testInputRequiredResultListRoots.spec.name,
    title: TOOLS.testInputRequiredResultListRoots.title,
    description: TOOLS.testInputRequiredResultListRoots.description,
    annotations: TOOLS.testInputRequiredResultListRoots.annotations,
    inputSchema: schemas.testInputRequiredResultListRootsInput,
    run: (input, ctx) => runTool(TOOLS.testInputRequiredResultListRoots.spec, handlers.testInputRequiredResultListRoots, input, ctx),
  }),
  defineTool({
    name: TOOLS.testInputRequiredResultRequestState.spec.name,
    title: TOOLS.testInputRequiredResultRequestState.title,
    description: TOOLS.testInputRequiredResultRequestState.description,
    annotations: TOOLS.testInputRequiredResultRequestState.annotations,
    inputSchema: schemas.testInputRequiredResultRequestStateInput,
    run: (input, ctx) => runTool(TOOLS.testInputRequiredResultRequestState.spec, handlers.testInputRequiredResultRequestState, input, ctx),
  }),
  defineTool({
    name: TOOLS.testInputRequiredResultMultipleInputs.spec.name,
    title: TOOLS.testInputRequiredResultMultipleInputs.title,
    description: TOOLS.testInputRequiredResultMultipleInputs.description,
    annotations: TOOLS.testInputRequiredResultMultipleInputs.annotations,
    inputSchema: schemas.testInputRequiredResultMultipleInputsInput,
    run: (input, ctx) => runTool(TOOLS.testInputRequiredResultMultipleInputs.spec, handlers.testInputRequiredResultMultipleInputs, input, ctx),
  }),
  defineTool({
    name: TOOLS.testInputRequiredResultMultiRound.spec.name,
    title: TOOLS.testInputRequiredResultMultiRound.title,
    description: TOOLS.testInputRequiredResultMultiRound.description,
    annotations: TOOLS.testInputRequiredResultMultiRound.annotations,
    inputSchema: schemas.testInputRequiredResultMultiRoundInput,
    run: (input, ctx) => runTool(TOOLS.testInputRequiredResultMultiRound.spec, handlers.testInputRequiredResultMultiRound, input, ctx),
  }),
  defineTool({
    name: TOOLS.testInputRequiredResultTamperedState.spec.name,
    title: TOOLS.testInputRequiredResultTamperedState.title,
    description: TOOLS.testInputRequiredResultTamperedState.description,
    annotations: TOOLS.testInputRequiredResultTamperedState.annotations,
    inputSchema: schemas.testInputRequiredResultTamperedStateInput,
    run: (input, ctx) => runTool(TOOLS.testInputRequiredResultTamperedState.spec, handlers.testInputRequiredResultTamperedState, input, ctx),
  }),
  defineTool({
    name: TOOLS.testInputRequiredResultCapabilities.spec.name,
    title: TOOLS.testInputRequiredResultCapabilities.title,
    description: TOOLS.testInputRequiredResultCapabilities.description,
    annotations: TOOLS.testInputRequiredResultCapabilities.annotations,
    inputSchema: schemas.testInputRequiredResultCapabilitiesInput,
    run: (input, ctx) => runTool(TOOLS.testInputRequiredResultCapabilities.spec, handlers.testInputRequiredResultCapabilities, input, ctx),
  }),
]);

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
    await serve((context) => createServer(context), options);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
