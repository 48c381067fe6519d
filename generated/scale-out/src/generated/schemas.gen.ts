// generated — do not edit. Source: ../../specs/scale-out.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
import type {
  AskInput,
  AskOutput,
  HoldInput,
  HoldOutput,
  LimitedInput,
  PerCallerInput,
  QuickInput,
  QuickOutput,
} from './types.gen.js';

/** Input of hold. */
export const holdInput = jsonSchema<HoldInput>({
  type: "object",
  properties: {
    seconds: {
      type: "number",
      minimum: 0,
      maximum: 600
    }
  }
});

/** Output (structuredContent) of hold. */
export const holdOutput = jsonSchema<HoldOutput>({
  type: "object",
  properties: {
    held: {
      type: "number"
    },
    pid: {
      type: "integer"
    }
  },
  required: ["held", "pid"]
});

/** Input of ask. */
export const askInput = jsonSchema<AskInput>({
  type: "object",
  additionalProperties: false
});

/** Output (structuredContent) of ask. */
export const askOutput = jsonSchema<AskOutput>({
  type: "object",
  properties: {
    answer: {
      type: "string"
    },
    pid: {
      type: "integer"
    }
  },
  required: ["answer", "pid"]
});

/** Input of quick. */
export const quickInput = jsonSchema<QuickInput>({
  type: "object",
  properties: {
    ms: {
      type: "integer",
      minimum: 0,
      maximum: 60000
    }
  },
  required: ["ms"]
});

/** Output (structuredContent) of quick. */
export const quickOutput = jsonSchema<QuickOutput>({
  type: "object",
  properties: {
    slept: {
      type: "integer"
    }
  },
  required: ["slept"]
});

/** Input of limited. */
export const limitedInput = jsonSchema<LimitedInput>({
  type: "object",
  properties: {
    n: {
      type: "integer"
    }
  },
  required: ["n"]
});

/** Input of per_caller. The same JSON as askInput. */
export const perCallerInput: JsonSchemaOf<PerCallerInput> = askInput;
