// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { QuickQuoteHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /trips/{tripId}/quote, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** quick_quote (Quick quote): A price quote, given up on after half a second. */
export const quickQuote: QuickQuoteHandler = (input, ctx) => operations.quickQuote(input, ctx);
