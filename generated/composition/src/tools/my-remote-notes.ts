// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { MyRemoteNotesHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /me/notes, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** my_remote_notes (My remote notes): The calling user's notes in the remote notes API, with their own token. */
export const myRemoteNotes: MyRemoteNotesHandler = (input, ctx) => operations.myRemoteNotes(input, ctx);
