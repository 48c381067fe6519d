// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
import type {
  AddNoteInput,
  AddNoteOutput,
  ExportNotesInput,
  ExportNotesOutput,
  GetRemoteNoteInput,
  GetRemoteNoteOutput,
  ListNotesInput,
  ListNotesOutput,
  MyRemoteNotesInput,
  MyRemoteNotesOutput,
  PinNoteInput,
  PinNoteOutput,
} from './types.gen.js';

/** Definitions that several schemas below embed under $defs: printed once, shared by reference. */
const sharedDefs: Readonly<Record<string, unknown>> = {
  Note: {
    type: "object",
    properties: {
      id: {
        type: "string"
      },
      text: {
        type: "string"
      },
      pinned: {
        type: "boolean",
        default: false
      }
    },
    required: ["id", "text", "pinned"],
    additionalProperties: false
  },
  Notes: {
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
    additionalProperties: false
  }
};

/** Input of list_notes. */
export const listNotesInput = jsonSchema<ListNotesInput>({
  type: "object",
  properties: {
    limit: {
      type: "integer",
      minimum: 1,
      maximum: 50,
      default: 10
    }
  },
  additionalProperties: false
}, { defaults: true });

/** Output (structuredContent) of list_notes. */
export const listNotesOutput = jsonSchema<ListNotesOutput>({
  type: "object",
  $ref: "#/$defs/Notes",
  $defs: {
    Note: sharedDefs.Note,
    Notes: sharedDefs.Notes
  }
});

/** Input of pin_note. */
export const pinNoteInput = jsonSchema<PinNoteInput>({
  type: "object",
  properties: {
    id: {
      type: "string",
      description: "The note to pin."
    }
  },
  required: ["id"],
  additionalProperties: false
});

/** Output (structuredContent) of pin_note. The same JSON as listNotesOutput. */
export const pinNoteOutput: JsonSchemaOf<PinNoteOutput> = listNotesOutput;

/** Input of add_note. */
export const addNoteInput = jsonSchema<AddNoteInput>({
  type: "object",
  properties: {
    text: {
      type: "string",
      minLength: 1
    },
    author: {
      $ref: "#/$defs/User"
    },
    pinned: {
      type: "boolean",
      default: false
    }
  },
  required: ["text"],
  additionalProperties: false,
  $defs: {
    User: {
      $ref: "#/$defs/user"
    },
    address: {
      type: "object",
      properties: {
        street: {
          type: "string"
        },
        city: {
          type: "string",
          minLength: 1
        },
        country: {
          type: "string",
          minLength: 2,
          maxLength: 2,
          description: "ISO 3166-1 alpha-2 code"
        }
      },
      required: ["city"]
    },
    user: {
      description: "A person with an account.",
      type: "object",
      properties: {
        name: {
          type: "string",
          minLength: 1
        },
        email: {
          type: "string",
          pattern: "^[^@\\s]+@[^@\\s]+$"
        },
        address: {
          $ref: "#/$defs/address"
        }
      },
      required: ["name", "email"],
      additionalProperties: false
    }
  }
}, { defaults: true });

/** Output (structuredContent) of add_note. */
export const addNoteOutput = jsonSchema<AddNoteOutput>({
  type: "object",
  $ref: "#/$defs/Note",
  $defs: {
    Note: sharedDefs.Note
  }
});

/** Input of export_notes. */
export const exportNotesInput = jsonSchema<ExportNotesInput>({
  type: "object",
  properties: {
    format: {
      type: "string",
      enum: ["text", "markdown"],
      default: "text"
    }
  },
  additionalProperties: false
}, { defaults: true });

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

/** Input of get_remote_note. */
export const getRemoteNoteInput = jsonSchema<GetRemoteNoteInput>({
  type: "object",
  properties: {
    noteId: {
      type: "string",
      minLength: 1
    }
  },
  required: ["noteId"],
  additionalProperties: false
});

/** Output (structuredContent) of get_remote_note. The same JSON as addNoteOutput. */
export const getRemoteNoteOutput: JsonSchemaOf<GetRemoteNoteOutput> = addNoteOutput;

/** Input of my_remote_notes. */
export const myRemoteNotesInput = jsonSchema<MyRemoteNotesInput>({
  type: "object",
  additionalProperties: false
});

/** Output (structuredContent) of my_remote_notes. */
export const myRemoteNotesOutput = jsonSchema<MyRemoteNotesOutput>({
  type: "object",
  properties: {
    notes: {
      type: "array",
      items: {
        $ref: "#/$defs/Note"
      },
      maxItems: 50
    }
  },
  required: ["notes"],
  $defs: {
    Note: sharedDefs.Note
  }
});
