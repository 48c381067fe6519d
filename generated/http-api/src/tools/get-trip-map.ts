// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GetTripMapHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /trips/{tripId}/map, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** get_trip_map (Trip map): The map of a trip, a PNG image. */
export const getTripMap: GetTripMapHandler = (input, ctx) => operations.getTripMap(input, ctx);
