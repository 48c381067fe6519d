// generated — do not edit. Source: ../../specs/docs-search.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema } from './runtime/api.gen.js';
import type { SearchDocumentsInput, SearchDocumentsOutput } from './types.gen.js';

/** Input of search_documents. */
export const searchDocumentsInput = jsonSchema<SearchDocumentsInput>({
  type: "object",
  properties: {
    query: {
      type: "string",
      minLength: 1
    },
    limit: {
      type: "integer",
      minimum: 1,
      maximum: 100,
      default: 10
    }
  },
  required: ["query"]
}, { defaults: true });

/** Output (structuredContent) of search_documents. */
export const searchDocumentsOutput = jsonSchema<SearchDocumentsOutput>({
  type: "object",
  properties: {
    documents: {
      type: "array",
      items: {
        $ref: "#/$defs/Document"
      }
    }
  },
  required: ["documents"],
  $defs: {
    Document: {
      type: "object",
      properties: {
        title: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri"
        },
        lastModified: {
          type: "string",
          format: "date-time"
        }
      },
      required: ["title", "url"]
    }
  }
});
