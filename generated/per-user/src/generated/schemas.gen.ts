// generated — do not edit. Source: ../../specs/per-user.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
import type { ListReposInput, ListReposOutput, WhoamiUpstreamInput, WhoamiUpstreamOutput } from './types.gen.js';

/** Input of whoami_upstream. */
export const whoamiUpstreamInput = jsonSchema<WhoamiUpstreamInput>({
  type: "object",
  additionalProperties: false
});

/** Output (structuredContent) of whoami_upstream. */
export const whoamiUpstreamOutput = jsonSchema<WhoamiUpstreamOutput>({
  type: "object",
  properties: {
    login: {
      type: "string"
    }
  },
  required: ["login"]
});

/** Input of list_repos. The same JSON as whoamiUpstreamInput. */
export const listReposInput: JsonSchemaOf<ListReposInput> = whoamiUpstreamInput;

/** Output (structuredContent) of list_repos. */
export const listReposOutput = jsonSchema<ListReposOutput>({
  type: "object",
  properties: {
    owner: {
      type: "string"
    },
    repos: {
      type: "array",
      items: {
        type: "string"
      }
    }
  },
  required: ["owner", "repos"]
});
