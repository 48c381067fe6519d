// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GetTripTicketHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /trips/{tripId}/ticket, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** get_trip_ticket (Trip ticket): The ticket of a trip, a PDF. */
export const getTripTicket: GetTripTicketHandler = (input, ctx) => operations.getTripTicket(input, ctx);
