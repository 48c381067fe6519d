// generated — do not edit. Source: ../../specs/http-api.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
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

/** list_trips (List trips): Lists trips, filtered by origin, tags and price range. */
export type ListTripsHandler = (input: ListTripsInput, ctx: ToolContext) => Promise<ToolReturn<ListTripsOutput>>;

/**
 * get_trip (Get a trip): One trip by id, with only the fields asked for.
 * @throws {TripNotFound} (declared in the manifest)
 * @throws {ClientError} (declared in the manifest)
 */
export type GetTripHandler = (input: GetTripInput, ctx: ToolContext) => Promise<ToolReturn<GetTripOutput>>;

/**
 * create_trip (Create a trip): Creates a trip and answers it with its new id.
 * @throws {ClientError} (declared in the manifest)
 */
export type CreateTripHandler = (input: CreateTripInput, ctx: ToolContext) => Promise<ToolReturn<CreateTripOutput>>;

/**
 * delete_trip (Delete a trip): Deletes a trip; the API answers 204 No Content.
 * @throws {TripNotFound} (declared in the manifest)
 */
export type DeleteTripHandler = (input: DeleteTripInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** wait_for_seat (Wait for a seat): Waits until a seat on the trip frees up (the API holds the request open until then). */
export type WaitForSeatHandler = (input: WaitForSeatInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** quick_quote (Quick quote): A price quote, given up on after half a second. */
export type QuickQuoteHandler = (input: QuickQuoteInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** update_trips (Update trips): Applies one change to every trip the filter selects (a bulk update; the filter is its scope). */
export type UpdateTripsHandler = (input: UpdateTripsInput, ctx: ToolContext) => Promise<ToolReturn<UpdateTripsOutput>>;

/** get_trip_notes (Trip notes): The notes of a trip, as plain text. */
export type GetTripNotesHandler = (input: GetTripNotesInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** get_trip_ticket (Trip ticket): The ticket of a trip, a PDF. */
export type GetTripTicketHandler = (input: GetTripTicketInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** get_trip_map (Trip map): The map of a trip, a PNG image. */
export type GetTripMapHandler = (input: GetTripMapInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  listTrips: ListTripsHandler;
  getTrip: GetTripHandler;
  createTrip: CreateTripHandler;
  deleteTrip: DeleteTripHandler;
  waitForSeat: WaitForSeatHandler;
  quickQuote: QuickQuoteHandler;
  updateTrips: UpdateTripsHandler;
  getTripNotes: GetTripNotesHandler;
  getTripTicket: GetTripTicketHandler;
  getTripMap: GetTripMapHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
