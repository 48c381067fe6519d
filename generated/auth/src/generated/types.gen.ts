// generated — do not edit. Source: ../../specs/auth.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface Note {
  id: number
  text: string
  author: string
}

export interface WhoamiInput {
}

export interface WhoamiOutput {
  authenticated: boolean
  subject?: string
  clientId?: string
  scopes: string[]
}

export interface ListNotesInput {
}

export interface ListNotesOutput {
  notes: Note[]
}

export interface AddNoteInput {
  text: string
}

export type AddNoteOutput = Note;

export interface ExportNotesInput {
}

export interface ExportNotesOutput {
  count: number
  document: string
}
