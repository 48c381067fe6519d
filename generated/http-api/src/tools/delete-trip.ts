// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { DeleteTripHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (DELETE /trips/{tripId}, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/**
 * delete_trip (Delete a trip): Deletes a trip; the API answers 204 No Content.
 * @throws {TripNotFound} (declared in the manifest)
 */
export const deleteTrip: DeleteTripHandler = (input, ctx) => operations.deleteTrip(input, ctx);
