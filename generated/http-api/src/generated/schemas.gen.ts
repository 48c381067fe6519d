// generated — do not edit. Source: ../../specs/http-api.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
import type {
  CreateTripInput,
  CreateTripOutput,
  DeleteTripInput,
  GetTripInput,
  GetTripMapInput,
  GetTripNotesInput,
  GetTripOutput,
  GetTripTicketInput,
  ListTripsInput,
  ListTripsOutput,
  QuickQuoteInput,
  UpdateTripsInput,
  UpdateTripsOutput,
  WaitForSeatInput,
} from './types.gen.js';

/** Definitions that several schemas below embed under $defs: printed once, shared by reference. */
const sharedDefs: Readonly<Record<string, unknown>> = {
  Trip: {
    type: "object",
    properties: {
      id: {
        type: "string"
      },
      name: {
        type: "string"
      },
      origin: {
        type: "string"
      },
      destination: {
        type: "string"
      },
      tags: {
        type: "array",
        items: {
          type: "string"
        }
      },
      price: {
        type: "number"
      }
    },
    required: ["id", "name"]
  }
};

/** Input of list_trips. */
export const listTripsInput = jsonSchema<ListTripsInput>({
  type: "object",
  properties: {
    origin: {
      type: "string"
    },
    tags: {
      type: "array",
      items: {
        type: "string"
      }
    },
    price: {
      type: "object",
      properties: {
        min: {
          type: "number"
        },
        max: {
          type: "number"
        }
      },
      additionalProperties: false
    },
    page_size: {
      type: "integer",
      minimum: 1,
      maximum: 100
    },
    request_id: {
      type: "string",
      description: "Sent as X-Request-Id."
    }
  },
  additionalProperties: false
});

/** Output (structuredContent) of list_trips. */
export const listTripsOutput = jsonSchema<ListTripsOutput>({
  type: "object",
  properties: {
    trips: {
      type: "array",
      items: {
        $ref: "#/$defs/Trip"
      }
    },
    total: {
      type: "integer"
    }
  },
  required: ["trips", "total"],
  $defs: {
    Trip: sharedDefs.Trip
  }
});

/** Input of get_trip. */
export const getTripInput = jsonSchema<GetTripInput>({
  type: "object",
  properties: {
    tripId: {
      type: "string",
      minLength: 1
    },
    fields: {
      type: "array",
      items: {
        type: "string"
      }
    }
  },
  required: ["tripId"],
  additionalProperties: false
});

/** Output (structuredContent) of get_trip. */
export const getTripOutput = jsonSchema<GetTripOutput>({
  type: "object",
  $ref: "#/$defs/Trip",
  $defs: {
    Trip: sharedDefs.Trip
  }
});

/** Input of create_trip. */
export const createTripInput = jsonSchema<CreateTripInput>({
  type: "object",
  properties: {
    trip: {
      type: "object",
      properties: {
        name: {
          type: "string",
          minLength: 1
        },
        origin: {
          type: "string"
        },
        destination: {
          type: "string"
        },
        tags: {
          type: "array",
          items: {
            type: "string"
          }
        }
      },
      required: ["name"],
      additionalProperties: false
    },
    idempotency_key: {
      type: "string"
    }
  },
  required: ["trip"],
  additionalProperties: false
});

/** Output (structuredContent) of create_trip. The same JSON as getTripOutput. */
export const createTripOutput: JsonSchemaOf<CreateTripOutput> = getTripOutput;

/** Input of delete_trip. */
export const deleteTripInput = jsonSchema<DeleteTripInput>({
  type: "object",
  properties: {
    tripId: {
      type: "string",
      minLength: 1
    }
  },
  required: ["tripId"],
  additionalProperties: false
});

/** Input of wait_for_seat. The same JSON as deleteTripInput. */
export const waitForSeatInput: JsonSchemaOf<WaitForSeatInput> = deleteTripInput;

/** Input of quick_quote. The same JSON as deleteTripInput. */
export const quickQuoteInput: JsonSchemaOf<QuickQuoteInput> = deleteTripInput;

/** Input of update_trips. */
export const updateTripsInput = jsonSchema<UpdateTripsInput>({
  type: "object",
  properties: {
    filter: {
      type: "object",
      description: "Which trips; sent as JSON text in the query."
    },
    context: {
      type: "object",
      description: "Sent as JSON text in the X-Context header."
    },
    change: {
      type: "object"
    }
  },
  required: ["filter", "change"],
  additionalProperties: false
});

/** Output (structuredContent) of update_trips. */
export const updateTripsOutput = jsonSchema<UpdateTripsOutput>({
  type: "object",
  properties: {
    updated: {
      type: "integer"
    }
  },
  required: ["updated"]
});

/** Input of get_trip_notes. The same JSON as deleteTripInput. */
export const getTripNotesInput: JsonSchemaOf<GetTripNotesInput> = deleteTripInput;

/** Input of get_trip_ticket. The same JSON as deleteTripInput. */
export const getTripTicketInput: JsonSchemaOf<GetTripTicketInput> = deleteTripInput;

/** Input of get_trip_map. The same JSON as deleteTripInput. */
export const getTripMapInput: JsonSchemaOf<GetTripMapInput> = deleteTripInput;
