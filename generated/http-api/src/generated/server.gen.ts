// generated — do not edit. Source: ../../specs/http-api.yaml. Regenerate with `npm run generate`.
// The server factory: registers every tool of the manifest with its schemas and metadata.
import { McpServer, type McpRequestContext } from '@modelcontextprotocol/server';
import { manifestTool, type ManifestEntry } from './runtime/execute.gen.js';
import { lazyHandler } from './runtime/handler-modules.gen.js';
import * as schemas from './schemas.gen.js';
import { ToolTable } from './runtime/tool-table.gen.js';
import { INSTRUCTIONS, SERVER_INFO } from './config.gen.js';
import { startApp } from './runtime/lifecycle.gen.js';
import { requestState } from './runtime/api.gen.js';
import { logger } from './runtime/log.gen.js';
import { serve } from './runtime/serve.gen.js';
import { missingCredentials, parseServeArgs } from './runtime/startup.gen.js';
import type { ToolHandlers } from './tools.gen.js';

/**
 * Your handlers; a missing or mistyped export in src/tools/ is a compile error here. Each module is imported on its
 * tool's first call, so start-up time does not grow with the number of tools.
 */
export const handlers: ToolHandlers = {
  listTrips: lazyHandler(() => import('../tools/list-trips.js').then((m) => m.listTrips)),
  getTrip: lazyHandler(() => import('../tools/get-trip.js').then((m) => m.getTrip)),
  createTrip: lazyHandler(() => import('../tools/create-trip.js').then((m) => m.createTrip)),
  deleteTrip: lazyHandler(() => import('../tools/delete-trip.js').then((m) => m.deleteTrip)),
  waitForSeat: lazyHandler(() => import('../tools/wait-for-seat.js').then((m) => m.waitForSeat)),
  quickQuote: lazyHandler(() => import('../tools/quick-quote.js').then((m) => m.quickQuote)),
  updateTrips: lazyHandler(() => import('../tools/update-trips.js').then((m) => m.updateTrips)),
  getTripNotes: lazyHandler(() => import('../tools/get-trip-notes.js').then((m) => m.getTripNotes)),
  getTripTicket: lazyHandler(() => import('../tools/get-trip-ticket.js').then((m) => m.getTripTicket)),
  getTripMap: lazyHandler(() => import('../tools/get-trip-map.js').then((m) => m.getTripMap)),
};

/**
 * Every tool with its metadata, schemas and handler, in manifest order: built once per process (the factory below
 * runs per connection and per HTTP request).
 */
const TOOLS = {
  listTrips: manifestTool({
    spec: { name: "list_trips", structured: true },
    title: "List trips",
    description: "Lists trips, filtered by origin, tags and price range.",
    annotations: {
      title: "List trips",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.listTripsInput,
    outputSchema: schemas.listTripsOutput,
    resultBudget: { tokens: 20000, limit: "page_size" },
    handler: handlers.listTrips,
  }),
  getTrip: manifestTool({
    spec: { name: "get_trip", structured: true },
    title: "Get a trip",
    description: "One trip by id, with only the fields asked for.",
    annotations: {
      title: "Get a trip",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.getTripInput,
    outputSchema: schemas.getTripOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.getTrip,
  }),
  createTrip: manifestTool({
    spec: { name: "create_trip", structured: true },
    title: "Create a trip",
    description: "Creates a trip and answers it with its new id.",
    annotations: {
      title: "Create a trip",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.createTripInput,
    outputSchema: schemas.createTripOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.createTrip,
  }),
  deleteTrip: manifestTool({
    spec: { name: "delete_trip", structured: false },
    title: "Delete a trip",
    description: "Deletes a trip; the API answers 204 No Content.",
    annotations: {
      title: "Delete a trip",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.deleteTripInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.deleteTrip,
  }),
  waitForSeat: manifestTool({
    spec: { name: "wait_for_seat", structured: false },
    title: "Wait for a seat",
    description: "Waits until a seat on the trip frees up (the API holds the request open until then).",
    annotations: {
      title: "Wait for a seat",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.waitForSeatInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.waitForSeat,
  }),
  quickQuote: manifestTool({
    spec: { name: "quick_quote", structured: false, timeoutMs: 500 },
    title: "Quick quote",
    description: "A price quote, given up on after half a second.",
    annotations: {
      title: "Quick quote",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.quickQuoteInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.quickQuote,
  }),
  updateTrips: manifestTool({
    spec: { name: "update_trips", structured: true },
    title: "Update trips",
    description: "Applies one change to every trip the filter selects (a bulk update; the filter is its scope).",
    annotations: {
      title: "Update trips",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.updateTripsInput,
    outputSchema: schemas.updateTripsOutput,
    resultBudget: { tokens: 20000 },
    handler: handlers.updateTrips,
  }),
  getTripNotes: manifestTool({
    spec: { name: "get_trip_notes", structured: false },
    title: "Trip notes",
    description: "The notes of a trip, as plain text.",
    annotations: {
      title: "Trip notes",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.getTripNotesInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.getTripNotes,
  }),
  getTripTicket: manifestTool({
    spec: { name: "get_trip_ticket", structured: false },
    title: "Trip ticket",
    description: "The ticket of a trip, a PDF.",
    annotations: {
      title: "Trip ticket",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.getTripTicketInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.getTripTicket,
  }),
  getTripMap: manifestTool({
    spec: { name: "get_trip_map", structured: false },
    title: "Trip map",
    description: "The map of a trip, a PNG image.",
    annotations: {
      title: "Trip map",
      readOnlyHint: true,
      openWorldHint: true
    },
    inputSchema: schemas.getTripMapInput,
    resultBudget: { tokens: 20000 },
    handler: handlers.getTripMap,
  }),
} satisfies Record<keyof ToolHandlers, ManifestEntry>;

/** One table per process, shared by every instance. */
const TOOL_TABLE = new ToolTable(Object.values(TOOLS));

/** Builds one server instance with every tool registered; `context.era` is fixed for its life. */
export function createServer(_context?: Pick<McpRequestContext, 'era'>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    ...(INSTRUCTIONS !== undefined && { instructions: INSTRUCTIONS }),
    // Echoed input_required state is checked before any handler runs (see requestState() in runtime/api.gen.ts).
    requestState: { verify: (state, ctx) => requestState().verify(state, ctx) },
  });
  TOOL_TABLE.install(server);
  return server;
}

/** Starts the server: stdio by default, Streamable HTTP with --http [--port P] [--host H]. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    const options = parseServeArgs(argv);
    requestState(); // a bad MCPGEN_REQUEST_STATE_KEY stops the start, not the first request
    const missing = missingCredentials(["MCPGEN_API_TOKEN", "MCPGEN_API_KEY_QUERY"]);
    if (missing) logger.warn('no API credential is set: the tools that call the API will fail until one is', { set: missing });
    await startApp();
    await serve((context) => createServer(context), options, TOOL_TABLE.size);
  } catch (error) {
    // A bad flag, port, store or a failing startup() is the operator's to fix: one clear line, no stack trace.
    logger.error('could not start the server', {
      reason: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
}
