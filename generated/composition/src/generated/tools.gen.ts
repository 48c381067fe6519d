// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  AddNoteInput,
  AddNoteOutput,
  ExportNotesInput,
  ExportNotesOutput,
  GetRemoteNoteInput,
  GetRemoteNoteOutput,
  ListNotesInput,
  ListNotesOutput,
  MyRemoteNotesInput,
  MyRemoteNotesOutput,
  PinNoteInput,
  PinNoteOutput,
} from './types.gen.js';

/** list_notes (List notes): Lists the notes, pinned ones first. Hosts with MCP Apps show them in the notes view. */
export type ListNotesHandler = (input: ListNotesInput, ctx: ToolContext) => Promise<ToolReturn<ListNotesOutput>>;

/**
 * pin_note (Pin note): Pins a note so it is listed first. Called by the notes view's Pin button.
 * @throws {NoteNotFound} (declared in the manifest)
 */
export type PinNoteHandler = (input: PinNoteInput, ctx: ToolContext) => Promise<ToolReturn<PinNoteOutput>>;

/**
 * add_note (Add a note): Adds a note written by a user.
 *
 * The author comes from a schema file; the note is not pinned unless asked.
 * @throws {Busy} (declared in the manifest)
 */
export type AddNoteHandler = (input: AddNoteInput, ctx: ToolContext) => Promise<ToolReturn<AddNoteOutput>>;

/**
 * export_notes (Export notes): Exports every note as one document, reporting progress per note; may run as a task.
 *
 * Long exports are best run as tasks.
 */
export type ExportNotesHandler = (input: ExportNotesInput, ctx: TaskContext) => Promise<ToolReturn<ExportNotesOutput>>;

/**
 * get_remote_note (Get a remote note): One note from the remote notes API.
 * @throws {RemoteNotFound} (declared in the manifest)
 */
export type GetRemoteNoteHandler = (input: GetRemoteNoteInput, ctx: ToolContext) => Promise<ToolReturn<GetRemoteNoteOutput>>;

/** my_remote_notes (My remote notes): The calling user's notes in the remote notes API, with their own token. */
export type MyRemoteNotesHandler = (input: MyRemoteNotesInput, ctx: ToolContext) => Promise<ToolReturn<MyRemoteNotesOutput>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  listNotes: ListNotesHandler;
  pinNote: PinNoteHandler;
  addNote: AddNoteHandler;
  exportNotes: ExportNotesHandler;
  getRemoteNote: GetRemoteNoteHandler;
  myRemoteNotes: MyRemoteNotesHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
