// generated — do not edit. Source: ../../specs/conformance-tasks.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
import type {
  ConfirmDeleteInput,
  FailingJobInput,
  GreetInput,
  MultiInputInput,
  ProtocolErrorJobInput,
  SlowComputeInput,
  SlowComputeOutput,
  TestToolWithTaskInput,
} from './types.gen.js';

/** Input of greet. */
export const greetInput = jsonSchema<GreetInput>({
  type: "object",
  properties: {
    name: {
      type: "string"
    }
  },
  required: ["name"]
});

/** Input of slow_compute. */
export const slowComputeInput = jsonSchema<SlowComputeInput>({
  type: "object",
  properties: {
    seconds: {
      type: "number",
      minimum: 0,
      maximum: 600
    },
    label: {
      type: "string"
    }
  },
  required: ["seconds"]
});

/** Output (structuredContent) of slow_compute. */
export const slowComputeOutput = jsonSchema<SlowComputeOutput>({
  type: "object",
  properties: {
    label: {
      type: "string"
    },
    seconds: {
      type: "number"
    }
  },
  required: ["seconds"]
});

/** Input of failing_job. */
export const failingJobInput = jsonSchema<FailingJobInput>({
  type: "object",
  additionalProperties: false
});

/** Input of protocol_error_job. The same JSON as failingJobInput. */
export const protocolErrorJobInput: JsonSchemaOf<ProtocolErrorJobInput> = failingJobInput;

/** Input of confirm_delete. */
export const confirmDeleteInput = jsonSchema<ConfirmDeleteInput>({
  type: "object",
  properties: {
    filename: {
      type: "string"
    }
  }
});

/** Input of multi_input. The same JSON as failingJobInput. */
export const multiInputInput: JsonSchemaOf<MultiInputInput> = failingJobInput;

/** Input of test_tool_with_task. The same JSON as failingJobInput. */
export const testToolWithTaskInput: JsonSchemaOf<TestToolWithTaskInput> = failingJobInput;
