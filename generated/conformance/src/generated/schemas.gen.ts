// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, wrapped once per process (validators compile on first use).
import { jsonSchema } from './runtime/api.gen.js';
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

/** Input of test_simple_text. */
export const testSimpleTextInput = jsonSchema<TestSimpleTextInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_image_content. */
export const testImageContentInput = jsonSchema<TestImageContentInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_audio_content. */
export const testAudioContentInput = jsonSchema<TestAudioContentInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_embedded_resource. */
export const testEmbeddedResourceInput = jsonSchema<TestEmbeddedResourceInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_multiple_content_types. */
export const testMultipleContentTypesInput = jsonSchema<TestMultipleContentTypesInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_tool_with_logging. */
export const testToolWithLoggingInput = jsonSchema<TestToolWithLoggingInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_error_handling. */
export const testErrorHandlingInput = jsonSchema<TestErrorHandlingInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_tool_with_progress. */
export const testToolWithProgressInput = jsonSchema<TestToolWithProgressInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_sampling. */
export const testSamplingInput = jsonSchema<TestSamplingInput>({
  type: "object",
  properties: {
    prompt: {
      type: "string",
      description: "The prompt for the model"
    }
  },
  required: ["prompt"]
});

/** Input of test_elicitation. */
export const testElicitationInput = jsonSchema<TestElicitationInput>({
  type: "object",
  properties: {
    message: {
      type: "string",
      description: "What to ask the user"
    }
  },
  required: ["message"]
});

/** Input of test_elicitation_sep1034_defaults. */
export const testElicitationSep1034DefaultsInput = jsonSchema<TestElicitationSep1034DefaultsInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_elicitation_sep1330_enums. */
export const testElicitationSep1330EnumsInput = jsonSchema<TestElicitationSep1330EnumsInput>({
  type: "object",
  additionalProperties: false
});

/** Input of json_schema_2020_12_tool. */
export const jsonSchema202012ToolInput = jsonSchema<JsonSchema202012ToolInput>({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  $defs: {
    address: {
      $anchor: "addressDef",
      type: "object",
      properties: {
        street: {
          type: "string"
        },
        city: {
          type: "string"
        }
      }
    }
  },
  properties: {
    name: {
      type: "string"
    },
    address: {
      $ref: "#/$defs/address"
    },
    contactMethod: {
      type: "string",
      enum: ["phone", "email"]
    },
    phone: {
      type: "string"
    },
    email: {
      type: "string"
    }
  },
  allOf: [
    {
      anyOf: [
        {
          required: ["phone"]
        },
        {
          required: ["email"]
        }
      ]
    }
  ],
  if: {
    properties: {
      contactMethod: {
        const: "phone"
      }
    },
    required: ["contactMethod"]
  },
  then: {
    required: ["phone"]
  },
  else: {
    required: ["email"]
  },
  additionalProperties: false
});

/** Input of test_x_mcp_header. */
export const testXMcpHeaderInput = jsonSchema<TestXMcpHeaderInput>({
  type: "object",
  properties: {
    region: {
      type: "string",
      "x-mcp-header": "Region"
    },
    level: {
      type: "integer"
    }
  }
});

/** Input of test_missing_capability. */
export const testMissingCapabilityInput = jsonSchema<TestMissingCapabilityInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_streaming_elicitation. */
export const testStreamingElicitationInput = jsonSchema<TestStreamingElicitationInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_logging_tool. */
export const testLoggingToolInput = jsonSchema<TestLoggingToolInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_input_required_result_elicitation. */
export const testInputRequiredResultElicitationInput = jsonSchema<TestInputRequiredResultElicitationInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_input_required_result_sampling. */
export const testInputRequiredResultSamplingInput = jsonSchema<TestInputRequiredResultSamplingInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_input_required_result_list_roots. */
export const testInputRequiredResultListRootsInput = jsonSchema<TestInputRequiredResultListRootsInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_input_required_result_request_state. */
export const testInputRequiredResultRequestStateInput = jsonSchema<TestInputRequiredResultRequestStateInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_input_required_result_multiple_inputs. */
export const testInputRequiredResultMultipleInputsInput = jsonSchema<TestInputRequiredResultMultipleInputsInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_input_required_result_multi_round. */
export const testInputRequiredResultMultiRoundInput = jsonSchema<TestInputRequiredResultMultiRoundInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_input_required_result_tampered_state. */
export const testInputRequiredResultTamperedStateInput = jsonSchema<TestInputRequiredResultTamperedStateInput>({
  type: "object",
  additionalProperties: false
});

/** Input of test_input_required_result_capabilities. */
export const testInputRequiredResultCapabilitiesInput = jsonSchema<TestInputRequiredResultCapabilitiesInput>({
  type: "object",
  additionalProperties: false
});
