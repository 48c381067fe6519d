// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
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

/** Input of test_image_content. The same JSON as testSimpleTextInput. */
export const testImageContentInput: JsonSchemaOf<TestImageContentInput> = testSimpleTextInput;

/** Input of test_audio_content. The same JSON as testSimpleTextInput. */
export const testAudioContentInput: JsonSchemaOf<TestAudioContentInput> = testSimpleTextInput;

/** Input of test_embedded_resource. The same JSON as testSimpleTextInput. */
export const testEmbeddedResourceInput: JsonSchemaOf<TestEmbeddedResourceInput> = testSimpleTextInput;

/** Input of test_multiple_content_types. The same JSON as testSimpleTextInput. */
export const testMultipleContentTypesInput: JsonSchemaOf<TestMultipleContentTypesInput> = testSimpleTextInput;

/** Input of test_tool_with_logging. The same JSON as testSimpleTextInput. */
export const testToolWithLoggingInput: JsonSchemaOf<TestToolWithLoggingInput> = testSimpleTextInput;

/** Input of test_error_handling. The same JSON as testSimpleTextInput. */
export const testErrorHandlingInput: JsonSchemaOf<TestErrorHandlingInput> = testSimpleTextInput;

/** Input of test_tool_with_progress. The same JSON as testSimpleTextInput. */
export const testToolWithProgressInput: JsonSchemaOf<TestToolWithProgressInput> = testSimpleTextInput;

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

/** Input of test_elicitation_sep1034_defaults. The same JSON as testSimpleTextInput. */
export const testElicitationSep1034DefaultsInput: JsonSchemaOf<TestElicitationSep1034DefaultsInput> = testSimpleTextInput;

/** Input of test_elicitation_sep1330_enums. The same JSON as testSimpleTextInput. */
export const testElicitationSep1330EnumsInput: JsonSchemaOf<TestElicitationSep1330EnumsInput> = testSimpleTextInput;

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

/** Input of test_missing_capability. The same JSON as testSimpleTextInput. */
export const testMissingCapabilityInput: JsonSchemaOf<TestMissingCapabilityInput> = testSimpleTextInput;

/** Input of test_streaming_elicitation. The same JSON as testSimpleTextInput. */
export const testStreamingElicitationInput: JsonSchemaOf<TestStreamingElicitationInput> = testSimpleTextInput;

/** Input of test_logging_tool. The same JSON as testSimpleTextInput. */
export const testLoggingToolInput: JsonSchemaOf<TestLoggingToolInput> = testSimpleTextInput;

/** Input of test_input_required_result_elicitation. The same JSON as testSimpleTextInput. */
export const testInputRequiredResultElicitationInput: JsonSchemaOf<TestInputRequiredResultElicitationInput> = testSimpleTextInput;

/** Input of test_input_required_result_sampling. The same JSON as testSimpleTextInput. */
export const testInputRequiredResultSamplingInput: JsonSchemaOf<TestInputRequiredResultSamplingInput> = testSimpleTextInput;

/** Input of test_input_required_result_list_roots. The same JSON as testSimpleTextInput. */
export const testInputRequiredResultListRootsInput: JsonSchemaOf<TestInputRequiredResultListRootsInput> = testSimpleTextInput;

/** Input of test_input_required_result_request_state. The same JSON as testSimpleTextInput. */
export const testInputRequiredResultRequestStateInput: JsonSchemaOf<TestInputRequiredResultRequestStateInput> = testSimpleTextInput;

/** Input of test_input_required_result_multiple_inputs. The same JSON as testSimpleTextInput. */
export const testInputRequiredResultMultipleInputsInput: JsonSchemaOf<TestInputRequiredResultMultipleInputsInput> = testSimpleTextInput;

/** Input of test_input_required_result_multi_round. The same JSON as testSimpleTextInput. */
export const testInputRequiredResultMultiRoundInput: JsonSchemaOf<TestInputRequiredResultMultiRoundInput> = testSimpleTextInput;

/** Input of test_input_required_result_tampered_state. The same JSON as testSimpleTextInput. */
export const testInputRequiredResultTamperedStateInput: JsonSchemaOf<TestInputRequiredResultTamperedStateInput> = testSimpleTextInput;

/** Input of test_input_required_result_capabilities. The same JSON as testSimpleTextInput. */
export const testInputRequiredResultCapabilitiesInput: JsonSchemaOf<TestInputRequiredResultCapabilitiesInput> = testSimpleTextInput;
