// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { UpdateTripsHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (PATCH /trips, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** update_trips (Update trips): Applies one change to every trip the filter selects (a bulk update; the filter is its scope). */
export const updateTrips: UpdateTripsHandler = (input, ctx) => operations.updateTrips(input, ctx);
