// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ListTripsHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /trips, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** list_trips (List trips): Lists trips, filtered by origin, tags and price range. */
export const listTrips: ListTripsHandler = (input, ctx) => operations.listTrips(input, ctx);
