// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  JsonSchema202012ToolInput,
  TestAudioContentInput,
  TestElicitationInput,
  TestElicitationSep1034DefaultsInput,
  TestElicitationSep1330EnumsInput,
  TestEmbeddedResourceInput,
  TestErrorHandlingInput,
  TestImageContentInput,
  TestInputRequiredResultCapabilitiesInput,
  TestInputRequiredResultElicitationInput,
  TestInputRequiredResultListRootsInput,
  TestInputRequiredResultMultiRoundInput,
  TestInputRequiredResultMultipleInputsInput,
  TestInputRequiredResultRequestStateInput,
  TestInputRequiredResultSamplingInput,
  TestInputRequiredResultTamperedStateInput,
  TestLoggingToolInput,
  TestMissingCapabilityInput,
  TestMultipleContentTypesInput,
  TestSamplingInput,
  TestSimpleTextInput,
  TestStreamingElicitationInput,
  TestToolWithLoggingInput,
  TestToolWithProgressInput,
  TestXMcpHeaderInput,
} from './types.gen.js';

/** test_simple_text (Simple text): Returns a fixed text. */
export type TestSimpleTextHandler = (input: TestSimpleTextInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_image_content (Image content): Returns a 1x1 PNG image. */
export type TestImageContentHandler = (input: TestImageContentInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_audio_content (Audio content): Returns a short WAV clip. */
export type TestAudioContentHandler = (input: TestAudioContentInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_embedded_resource (Embedded resource): Returns an embedded text resource. */
export type TestEmbeddedResourceHandler = (input: TestEmbeddedResourceInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_multiple_content_types (Mixed content): Returns text, an image and an embedded resource. */
export type TestMultipleContentTypesHandler = (input: TestMultipleContentTypesInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_tool_with_logging (Logging tool): Sends three log notifications (info), about 50 ms apart. */
export type TestToolWithLoggingHandler = (input: TestToolWithLoggingInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_error_handling (Error handling): Always fails with a tool error. */
export type TestErrorHandlingHandler = (input: TestErrorHandlingInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_tool_with_progress (Progress tool): Reports progress 0, 50 and 100 of 100, about 50 ms apart. */
export type TestToolWithProgressHandler = (input: TestToolWithProgressInput, ctx: ProgressContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_sampling (Sampling): Asks the client's model to answer the prompt (sampling/createMessage). */
export type TestSamplingHandler = (input: TestSamplingInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_elicitation (Elicitation): Asks the user for a username and an email address (elicitation/create). */
export type TestElicitationHandler = (input: TestElicitationInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_elicitation_sep1034_defaults (Elicitation defaults): Elicits a form whose fields all have defaults (SEP-1034). */
export type TestElicitationSep1034DefaultsHandler = (input: TestElicitationSep1034DefaultsInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_elicitation_sep1330_enums (Elicitation enums): Elicits single- and multi-select enums, titled and untitled (SEP-1330). */
export type TestElicitationSep1330EnumsHandler = (input: TestElicitationSep1330EnumsInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** json_schema_2020_12_tool (JSON Schema 2020-12): Takes arguments described with JSON Schema 2020-12 features ($defs, $ref, allOf/anyOf, if/then/else). */
export type JsonSchema202012ToolHandler = (input: JsonSchema202012ToolInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_x_mcp_header (Header-mirrored argument): Echoes the region, which clients also send as the Mcp-Param-Region header (SEP-2243). */
export type TestXMcpHeaderHandler = (input: TestXMcpHeaderInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_missing_capability (Sampling round trip): Needs the client's sampling capability (input_required with a sampling request). */
export type TestMissingCapabilityHandler = (input: TestMissingCapabilityInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_streaming_elicitation (No server requests): Answers with a result only, never a server-to-client request. */
export type TestStreamingElicitationHandler = (input: TestStreamingElicitationInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_logging_tool (Level-gated log): Logs one info message, subject to the client's log level. */
export type TestLoggingToolHandler = (input: TestLoggingToolInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_input_required_result_elicitation (Input required (elicitation)): Asks for the user's name through input_required, then greets them. */
export type TestInputRequiredResultElicitationHandler = (input: TestInputRequiredResultElicitationInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_input_required_result_sampling (Input required (sampling)): Asks the client's model a question through input_required. */
export type TestInputRequiredResultSamplingHandler = (input: TestInputRequiredResultSamplingInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_input_required_result_list_roots (Input required (roots)): Asks for the client's roots through input_required. */
export type TestInputRequiredResultListRootsHandler = (input: TestInputRequiredResultListRootsInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_input_required_result_request_state (Input required (request state)): Asks for a confirmation and carries signed request state across the retry. */
export type TestInputRequiredResultRequestStateHandler = (input: TestInputRequiredResultRequestStateInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_input_required_result_multiple_inputs (Input required (several inputs)): Asks for a name, a sampled greeting and the roots in one round. */
export type TestInputRequiredResultMultipleInputsHandler = (input: TestInputRequiredResultMultipleInputsInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_input_required_result_multi_round (Input required (two rounds)): Asks two questions in two rounds, keeping the first answer in request state. */
export type TestInputRequiredResultMultiRoundHandler = (input: TestInputRequiredResultMultiRoundInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_input_required_result_tampered_state (Input required (tampered state)): Rejects request state that was not minted by this server. */
export type TestInputRequiredResultTamperedStateHandler = (input: TestInputRequiredResultTamperedStateInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_input_required_result_capabilities (Input required (capabilities)): Asks only for the inputs the client declared it can provide. */
export type TestInputRequiredResultCapabilitiesHandler = (input: TestInputRequiredResultCapabilitiesInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  testSimpleText: TestSimpleTextHandler;
  testImageContent: TestImageContentHandler;
  testAudioContent: TestAudioContentHandler;
  testEmbeddedResource: TestEmbeddedResourceHandler;
  testMultipleContentTypes: TestMultipleContentTypesHandler;
  testToolWithLogging: TestToolWithLoggingHandler;
  testErrorHandling: TestErrorHandlingHandler;
  testToolWithProgress: TestToolWithProgressHandler;
  testSampling: TestSamplingHandler;
  testElicitation: TestElicitationHandler;
  testElicitationSep1034Defaults: TestElicitationSep1034DefaultsHandler;
  testElicitationSep1330Enums: TestElicitationSep1330EnumsHandler;
  jsonSchema202012Tool: JsonSchema202012ToolHandler;
  testXMcpHeader: TestXMcpHeaderHandler;
  testMissingCapability: TestMissingCapabilityHandler;
  testStreamingElicitation: TestStreamingElicitationHandler;
  testLoggingTool: TestLoggingToolHandler;
  testInputRequiredResultElicitation: TestInputRequiredResultElicitationHandler;
  testInputRequiredResultSampling: TestInputRequiredResultSamplingHandler;
  testInputRequiredResultListRoots: TestInputRequiredResultListRootsHandler;
  testInputRequiredResultRequestState: TestInputRequiredResultRequestStateHandler;
  testInputRequiredResultMultipleInputs: TestInputRequiredResultMultipleInputsHandler;
  testInputRequiredResultMultiRound: TestInputRequiredResultMultiRoundHandler;
  testInputRequiredResultTamperedState: TestInputRequiredResultTamperedStateHandler;
  testInputRequiredResultCapabilities: TestInputRequiredResultCapabilitiesHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
