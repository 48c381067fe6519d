// generated — do not edit. Source: ../../specs/apps.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface Notes {
  notes: {
    id: string
    text: string
    pinned: boolean
  }[]
}

export interface ListNotesInput {
}

export type ListNotesOutput = Notes;

export interface PinNoteInput {
  /**
   * The note to pin.
   */
  id: string
}

export type PinNoteOutput = Notes;
