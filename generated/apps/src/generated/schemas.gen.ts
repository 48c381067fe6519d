// generated — do not edit. Source: ../../specs/apps.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
import type { ListNotesInput, ListNotesOutput, PinNoteInput, PinNoteOutput } from './types.gen.js';

/** Definitions that several schemas below embed under $defs: printed once, shared by reference. */
const sharedDefs: Readonly<Record<string, unknown>> = {
  Notes: {
    type: "object",
    properties: {
      notes: {
        type: "array",
        items: {
          type: "object",
          properties: {
            id: {
              type: "string"
            },
            text: {
              type: "string"
            },
            pinned: {
              type: "boolean"
            }
          },
          required: ["id", "text", "pinned"],
          additionalProperties: false
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
  additionalProperties: false
});

/** Output (structuredContent) of list_notes. */
export const listNotesOutput = jsonSchema<ListNotesOutput>({
  type: "object",
  $ref: "#/$defs/Notes",
  $defs: {
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
