// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GetTripNotesHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /trips/{tripId}/notes, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** get_trip_notes (Trip notes): The notes of a trip, as plain text. */
export const getTripNotes: GetTripNotesHandler = (input, ctx) => operations.getTripNotes(input, ctx);
