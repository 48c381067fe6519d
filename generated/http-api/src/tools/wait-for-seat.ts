// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { WaitForSeatHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /trips/{tripId}/seat, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** wait_for_seat (Wait for a seat): Waits until a seat on the trip frees up (the API holds the request open until then). */
export const waitForSeat: WaitForSeatHandler = (input, ctx) => operations.waitForSeat(input, ctx);
