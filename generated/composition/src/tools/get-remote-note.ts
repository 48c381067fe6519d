// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { GetRemoteNoteHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /notes/{noteId}, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/**
 * get_remote_note (Get a remote note): One note from the remote notes API.
 * @throws {RemoteNotFound} (declared in the manifest)
 */
export const getRemoteNote: GetRemoteNoteHandler = (input, ctx) => operations.getRemoteNote(input, ctx);
