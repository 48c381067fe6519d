// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export type User = User2;

export interface Note {
  id: string
  text: string
  pinned: boolean
}

export interface Notes {
  notes: Note[]
}

/**
 * A person with an account.
 */
export interface User2 {
  name: string
  email: string
  address?: Address
}

export interface Address {
  street?: string
  city: string
  /**
   * ISO 3166-1 alpha-2 code
   */
  country?: string
}

export interface NoteNotFoundData {
  id: string
}

export interface RemoteNotFoundData {
  status: number
  body: unknown
}

export interface ListNotesInput {
  limit: number
}

export type ListNotesOutput = Notes;

export interface PinNoteInput {
  /**
   * The note to pin.
   */
  id: string
}

export type PinNoteOutput = Notes;

export interface AddNoteInput {
  text: string
  author?: User
  pinned: boolean
}

export type AddNoteOutput = Note;

export interface ExportNotesInput {
  format: ("text" | "markdown")
}

export interface ExportNotesOutput {
  count: number
  document: string
}

export interface GetRemoteNoteInput {
  noteId: string
}

export type GetRemoteNoteOutput = Note;

export interface MyRemoteNotesInput {
}

export interface MyRemoteNotesOutput {
  /**
   * @maxItems 50
   */
  notes: Note[]
}
