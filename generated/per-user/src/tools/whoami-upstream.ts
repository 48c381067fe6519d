// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { WhoamiUpstreamHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /user, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** whoami_upstream (Who am I upstream): The API's view of the calling user. */
export const whoamiUpstream: WhoamiUpstreamHandler = (input, ctx) => operations.whoamiUpstream(input, ctx);
