// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ListNotesHandler } from '../generated/tools.gen.js';
import { listed } from '../notes.js';

/** list_notes (List notes): Lists the notes, pinned ones first. Hosts with MCP Apps show them in the notes view. */
export const listNotes: ListNotesHandler = async (input) => listed(input.limit);
