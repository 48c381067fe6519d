// generated — do not edit. Source: ../../specs/repo-indexer.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema } from './runtime/api.gen.js';
import type { IndexRepositoryInput, IndexRepositoryOutput, IndexerStatusInput, IndexerStatusOutput } from './types.gen.js';

/** Input of index_repository. */
export const indexRepositoryInput = jsonSchema<IndexRepositoryInput>({
  type: "object",
  properties: {
    path: {
      type: "string",
      minLength: 1,
      description: "Folder to index, relative to the server's root"
    },
    maxFiles: {
      type: "integer",
      minimum: 1,
      description: "Stop after this many files"
    },
    delayMs: {
      type: "integer",
      minimum: 0,
      maximum: 10000,
      description: "Pause per file (to watch progress)"
    }
  },
  required: ["path"],
  additionalProperties: false
});

/** Output (structuredContent) of index_repository. */
export const indexRepositoryOutput = jsonSchema<IndexRepositoryOutput>({
  type: "object",
  properties: {
    files: {
      type: "integer"
    },
    lines: {
      type: "integer"
    },
    bytes: {
      type: "integer"
    },
    byExtension: {
      type: "object",
      additionalProperties: {
        type: "integer"
      }
    }
  },
  required: ["files", "lines", "bytes", "byExtension"]
});

/** Input of indexer_status. */
export const indexerStatusInput = jsonSchema<IndexerStatusInput>({
  type: "object",
  additionalProperties: false
});

/** Output (structuredContent) of indexer_status. */
export const indexerStatusOutput = jsonSchema<IndexerStatusOutput>({
  type: "object",
  properties: {
    runs: {
      type: "array",
      items: {
        type: "object",
        properties: {
          requestId: {
            type: ["string", "integer"]
          },
          status: {
            enum: ["running", "completed", "cancelled", "failed"]
          },
          filesSeen: {
            type: "integer"
          },
          total: {
            type: "integer"
          },
          startedAt: {
            type: "string",
            format: "date-time"
          },
          stopLatencyMs: {
            type: "number",
            description: "From the cancel signal to the handler's exit"
          },
          reason: {
            type: "string"
          }
        },
        required: ["requestId", "status", "filesSeen", "total", "startedAt"]
      }
    },
    activeTimers: {
      type: "integer",
      description: "Timers pending in the server process right now"
    }
  },
  required: ["runs", "activeTimers"]
});
