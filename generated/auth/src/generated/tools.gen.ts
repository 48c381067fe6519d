// generated — do not edit. Source: ../../specs/auth.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  AddNoteInput,
  AddNoteOutput,
  ExportNotesInput,
  ExportNotesOutput,
  ListNotesInput,
  ListNotesOutput,
  WhoamiInput,
  WhoamiOutput,
} from './types.gen.js';

/** whoami (Who am I): The caller as the server sees it (subject, client and scopes of the access token). */
export type WhoamiHandler = (input: WhoamiInput, ctx: ToolContext) => Promise<ToolReturn<WhoamiOutput>>;

/** list_notes (List notes): Every note, oldest first. */
export type ListNotesHandler = (input: ListNotesInput, ctx: ToolContext) => Promise<ToolReturn<ListNotesOutput>>;

/** add_note (Add a note): Adds a note written by the caller. */
export type AddNoteHandler = (input: AddNoteInput, ctx: ToolContext) => Promise<ToolReturn<AddNoteOutput>>;

/** export_notes (Export notes): Exports every note as one text document; may run as a task. */
export type ExportNotesHandler = (input: ExportNotesInput, ctx: TaskContext) => Promise<ToolReturn<ExportNotesOutput>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  whoami: WhoamiHandler;
  listNotes: ListNotesHandler;
  addNote: AddNoteHandler;
  exportNotes: ExportNotesHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
