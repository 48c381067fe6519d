// generated — do not edit. Source: ../../specs/toolsets.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema } from './runtime/api.gen.js';
import type {
  AddLabelInput,
  CreateCommentInput,
  ListIssuesInput,
  ListIssuesOutput,
  MergePullInput,
} from './types.gen.js';

/** Input of list_issues. */
export const listIssuesInput = jsonSchema<ListIssuesInput>({
  type: "object",
  properties: {
    limit: {
      type: "integer",
      minimum: 1,
      maximum: 100,
      default: 10
    }
  }
}, { defaults: true });

/** Output (structuredContent) of list_issues. */
export const listIssuesOutput = jsonSchema<ListIssuesOutput>({
  type: "object",
  properties: {
    issues: {
      type: "array",
      items: {
        type: "object",
        properties: {
          number: {
            type: "integer"
          },
          title: {
            type: "string"
          }
        },
        required: ["number", "title"]
      }
    }
  },
  required: ["issues"]
});

/** Input of create_comment. */
export const createCommentInput = jsonSchema<CreateCommentInput>({
  type: "object",
  properties: {
    issue: {
      type: "integer",
      minimum: 1
    },
    body: {
      type: "string",
      minLength: 1
    }
  },
  required: ["issue", "body"]
});

/** Input of merge_pull. */
export const mergePullInput = jsonSchema<MergePullInput>({
  type: "object",
  properties: {
    pull: {
      type: "integer",
      minimum: 1
    }
  },
  required: ["pull"]
});

/** Input of add_label. */
export const addLabelInput = jsonSchema<AddLabelInput>({
  type: "object",
  properties: {
    name: {
      type: "string",
      minLength: 1
    },
    color: {
      type: "string",
      pattern: "^[0-9a-f]{6}$"
    }
  },
  required: ["name"]
});
