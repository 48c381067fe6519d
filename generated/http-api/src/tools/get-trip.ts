// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GetTripHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /trips/{tripId}, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/**
 * get_trip (Get a trip): One trip by id, with only the fields asked for.
 * @throws {TripNotFound} (declared in the manifest)
 * @throws {ClientError} (declared in the manifest)
 */
export const getTrip: GetTripHandler = (input, ctx) => operations.getTrip(input, ctx);
