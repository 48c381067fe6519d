// generated — do not edit. Source: ../../specs/http-api.yaml. Regenerate with `npm run generate`.
// The HTTP call behind each tool with an `http` binding. Its handler in src/tools/ delegates here, so a regenerate
// after the API changed updates the URL and parameters without touching the handler.
import { callOperation, type Api, type Operation } from './runtime/http-call.gen.js';
import type { JsonValue, ToolContext, ToolReturn } from './runtime/api.gen.js';
import * as errors from './errors.gen.js';
import * as schemas from './schemas.gen.js';
import type {
  ClientErrorData,
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
  TripNotFoundData,
  UpdateTripsInput,
  UpdateTripsOutput,
  WaitForSeatInput,
} from './types.gen.js';

/** The manifest's `api`. MCPGEN_API_BASE_URL overrides baseUrl; credentials are read from `env` on every call. */
export const API: Api = {
  baseUrl: "https://api.trips.example.com/v1",
  auth: {
    bearerAuth: {
      type: "bearer",
      env: "MCPGEN_API_TOKEN"
    },
    keyQuery: {
      type: "apiKey",
      in: "query",
      name: "api_key",
      env: "MCPGEN_API_KEY_QUERY"
    }
  }
};

const OPERATIONS = {
  listTrips: {
    method: "GET",
    path: "/trips",
    parameters: [
      { in: "query", name: "origin", property: "origin", style: "form", explode: true },
      { in: "query", name: "tags", property: "tags", style: "form", explode: true },
      { in: "query", name: "price", property: "price", style: "deepObject", explode: true },
      { in: "query", name: "page[size]", property: "page_size", style: "form", explode: true },
      { in: "header", name: "X-Request-Id", property: "request_id", style: "simple", explode: false }
    ],
    accept: ["application/json"],
    auth: ["bearerAuth", "keyQuery"],
    errors: {},
    timeoutMs: 30000,
    structured: true,
    documented: schemas.listTripsOutput,
    advertised: schemas.listTripsOutput
  },
  getTrip: {
    method: "GET",
    path: "/trips/{tripId}",
    parameters: [
      { in: "path", name: "tripId", property: "tripId", style: "simple", explode: false },
      { in: "query", name: "fields", property: "fields", style: "pipeDelimited", explode: false }
    ],
    accept: ["application/json"],
    auth: ["keyQuery"],
    errors: { "404": (data) => new errors.TripNotFound(data as TripNotFoundData), "4XX": (data) => new errors.ClientError(data as ClientErrorData) },
    timeoutMs: 30000,
    structured: true,
    documented: schemas.getTripOutput,
    advertised: schemas.getTripOutput
  },
  createTrip: {
    method: "POST",
    path: "/trips",
    parameters: [
      { in: "header", name: "Idempotency-Key", property: "idempotency_key", style: "simple", explode: false }
    ],
    body: {
      property: "trip",
      contentType: "application/json"
    },
    accept: ["application/json"],
    auth: ["bearerAuth"],
    errors: { "4XX": (data) => new errors.ClientError(data as ClientErrorData) },
    timeoutMs: 30000,
    structured: true,
    documented: schemas.createTripOutput,
    advertised: schemas.createTripOutput
  },
  deleteTrip: {
    method: "DELETE",
    path: "/trips/{tripId}",
    parameters: [
      { in: "path", name: "tripId", property: "tripId", style: "simple", explode: false }
    ],
    accept: ["application/json"],
    auth: ["bearerAuth", "keyQuery"],
    errors: { "404": (data) => new errors.TripNotFound(data as TripNotFoundData) },
    timeoutMs: 30000,
    structured: false
  },
  waitForSeat: {
    method: "GET",
    path: "/trips/{tripId}/seat",
    parameters: [
      { in: "path", name: "tripId", property: "tripId", style: "simple", explode: false }
    ],
    accept: ["application/json"],
    auth: ["bearerAuth", "keyQuery"],
    errors: {},
    timeoutMs: 30000,
    structured: false
  },
  quickQuote: {
    method: "GET",
    path: "/trips/{tripId}/quote",
    parameters: [
      { in: "path", name: "tripId", property: "tripId", style: "simple", explode: false }
    ],
    accept: ["application/json"],
    auth: ["bearerAuth", "keyQuery"],
    errors: {},
    timeoutMs: 500,
    structured: false
  },
  updateTrips: {
    method: "PATCH",
    path: "/trips",
    parameters: [
      { in: "query", name: "filter", property: "filter", style: "form", explode: true, serialize: "json" },
      { in: "header", name: "X-Context", property: "context", style: "simple", explode: false, serialize: "json" }
    ],
    body: {
      property: "change",
      contentType: "application/json"
    },
    accept: ["application/json"],
    auth: ["bearerAuth", "keyQuery"],
    errors: {},
    timeoutMs: 30000,
    structured: true,
    documented: schemas.updateTripsOutput,
    advertised: schemas.updateTripsOutput
  },
  getTripNotes: {
    method: "GET",
    path: "/trips/{tripId}/notes",
    parameters: [
      { in: "path", name: "tripId", property: "tripId", style: "simple", explode: false }
    ],
    accept: ["text/plain"],
    auth: ["bearerAuth", "keyQuery"],
    errors: {},
    timeoutMs: 30000,
    structured: false
  },
  getTripTicket: {
    method: "GET",
    path: "/trips/{tripId}/ticket",
    parameters: [
      { in: "path", name: "tripId", property: "tripId", style: "simple", explode: false }
    ],
    accept: ["application/pdf"],
    auth: ["bearerAuth", "keyQuery"],
    errors: {},
    timeoutMs: 30000,
    structured: false
  },
  getTripMap: {
    method: "GET",
    path: "/trips/{tripId}/map",
    parameters: [
      { in: "path", name: "tripId", property: "tripId", style: "simple", explode: false }
    ],
    accept: ["image/png"],
    auth: ["bearerAuth", "keyQuery"],
    errors: {},
    timeoutMs: 30000,
    structured: false
  },
} satisfies Record<string, Operation>;

/**
 * One typed function per tool with an `http` binding: the request it makes and the result it answers (the output, or
 * a complete result when the API answers binary content: test it with isToolResult()).
 */
export const operations = {
  /** list_trips: GET /trips */
  listTrips: (input: ListTripsInput, ctx: ToolContext): Promise<ToolReturn<ListTripsOutput>> =>
    callOperation<ListTripsOutput>(API, OPERATIONS.listTrips, input, ctx),
  /** get_trip: GET /trips/{tripId} */
  getTrip: (input: GetTripInput, ctx: ToolContext): Promise<ToolReturn<GetTripOutput>> =>
    callOperation<GetTripOutput>(API, OPERATIONS.getTrip, input, ctx),
  /** create_trip: POST /trips */
  createTrip: (input: CreateTripInput, ctx: ToolContext): Promise<ToolReturn<CreateTripOutput>> =>
    callOperation<CreateTripOutput>(API, OPERATIONS.createTrip, input, ctx),
  /** delete_trip: DELETE /trips/{tripId} */
  deleteTrip: (input: DeleteTripInput, ctx: ToolContext): Promise<ToolReturn<JsonValue>> =>
    callOperation<JsonValue>(API, OPERATIONS.deleteTrip, input, ctx),
  /** wait_for_seat: GET /trips/{tripId}/seat */
  waitForSeat: (input: WaitForSeatInput, ctx: ToolContext): Promise<ToolReturn<JsonValue>> =>
    callOperation<JsonValue>(API, OPERATIONS.waitForSeat, input, ctx),
  /** quick_quote: GET /trips/{tripId}/quote */
  quickQuote: (input: QuickQuoteInput, ctx: ToolContext): Promise<ToolReturn<JsonValue>> =>
    callOperation<JsonValue>(API, OPERATIONS.quickQuote, input, ctx),
  /** update_trips: PATCH /trips */
  updateTrips: (input: UpdateTripsInput, ctx: ToolContext): Promise<ToolReturn<UpdateTripsOutput>> =>
    callOperation<UpdateTripsOutput>(API, OPERATIONS.updateTrips, input, ctx),
  /** get_trip_notes: GET /trips/{tripId}/notes */
  getTripNotes: (input: GetTripNotesInput, ctx: ToolContext): Promise<ToolReturn<JsonValue>> =>
    callOperation<JsonValue>(API, OPERATIONS.getTripNotes, input, ctx),
  /** get_trip_ticket: GET /trips/{tripId}/ticket */
  getTripTicket: (input: GetTripTicketInput, ctx: ToolContext): Promise<ToolReturn<JsonValue>> =>
    callOperation<JsonValue>(API, OPERATIONS.getTripTicket, input, ctx),
  /** get_trip_map: GET /trips/{tripId}/map */
  getTripMap: (input: GetTripMapInput, ctx: ToolContext): Promise<ToolReturn<JsonValue>> =>
    callOperation<JsonValue>(API, OPERATIONS.getTripMap, input, ctx),
};
