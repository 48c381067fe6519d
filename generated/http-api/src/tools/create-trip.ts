// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { CreateTripHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (POST /trips, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/**
 * create_trip (Create a trip): Creates a trip and answers it with its new id.
 * @throws {ClientError} (declared in the manifest)
 */
export const createTrip: CreateTripHandler = (input, ctx) => operations.createTrip(input, ctx);
