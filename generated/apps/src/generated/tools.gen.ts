// generated — do not edit. Source: ../../specs/apps.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type { ListNotesInput, ListNotesOutput, PinNoteInput, PinNoteOutput } from './types.gen.js';

/** list_notes (List notes): Lists the notes, pinned ones first. Hosts with MCP Apps show them in the notes view. */
export type ListNotesHandler = (input: ListNotesInput, ctx: ToolContext) => Promise<ToolReturn<ListNotesOutput>>;

/** pin_note (Pin note): Pins a note so it is listed first. Called by the notes view's Pin button. */
export type PinNoteHandler = (input: PinNoteInput, ctx: ToolContext) => Promise<ToolReturn<PinNoteOutput>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  listNotes: ListNotesHandler;
  pinNote: PinNoteHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
