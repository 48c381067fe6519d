// generated — do not edit. Source: ../../specs/auth.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
import type {
  AddNoteInput,
  AddNoteOutput,
  ExportNotesInput,
  ExportNotesOutput,
  ListNotesInput,
  ListNotesOutput,
  WhoamiInput,
  WhoamiOutput,
} from './types.gen.js';

/** Definitions that several schemas below embed under $defs: printed once, shared by reference. */
const sharedDefs: Readonly<Record<string, unknown>> = {
  Note: {
    type: "object",
    properties: {
      id: {
        type: "integer"
      },
      text: {
        type: "string"
      },
      author: {
        type: "string"
      }
    },
    required: ["id", "text", "author"]
  }
};

/** Input of whoami. */
export const whoamiInput = jsonSchema<WhoamiInput>({
  type: "object",
  additionalProperties: false
});

/** Output (structuredContent) of whoami. */
export const whoamiOutput = jsonSchema<WhoamiOutput>({
  type: "object",
  properties: {
    authenticated: {
      type: "boolean"
    },
    subject: {
      type: "string"
    },
    clientId: {
      type: "string"
    },
    scopes: {
      type: "array",
      items: {
        type: "string"
      }
    }
  },
  required: ["authenticated", "scopes"]
});

/** Input of list_notes. The same JSON as whoamiInput. */
export const listNotesInput: JsonSchemaOf<ListNotesInput> = whoamiInput;

/** Output (structuredContent) of list_notes. */
export const listNotesOutput = jsonSchema<ListNotesOutput>({
  type: "object",
  properties: {
    notes: {
      type: "array",
      items: {
        $ref: "#/$defs/Note"
      }
    }
  },
  required: ["notes"],
  $defs: {
    Note: sharedDefs.Note
  }
});

/** Input of add_note. */
export const addNoteInput = jsonSchema<AddNoteInput>({
  type: "object",
  properties: {
    text: {
      type: "string",
      minLength: 1,
      maxLength: 1000
    }
  },
  required: ["text"]
});

/** Output (structuredContent) of add_note. */
export const addNoteOutput = jsonSchema<AddNoteOutput>({
  type: "object",
  $ref: "#/$defs/Note",
  $defs: {
    Note: sharedDefs.Note
  }
});

/** Input of export_notes. The same JSON as whoamiInput. */
export const exportNotesInput: JsonSchemaOf<ExportNotesInput> = whoamiInput;

/** Output (structuredContent) of export_notes. */
export const exportNotesOutput = jsonSchema<ExportNotesOutput>({
  type: "object",
  properties: {
    count: {
      type: "integer"
    },
    document: {
      type: "string"
    }
  },
  required: ["count", "document"]
});
