// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// The resource handler contract: one typed function per resource and resource template (with its typed variables),
// and the completion handlers of template variables. Your files in src/resources/ implement these types.
import type { CompleteHandler, ResourceContext, ResourceItem, ResourceReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/**
 * notes-index (notes://index): Notes index
 * The ids and first words of every note.
 */
export type NotesIndexResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Variables of notes://notes/{id}, percent-decoded. */
export interface NoteResourceVariables {
  readonly id: string;
}

/** note (notes://notes/{id}): One note */
export type NoteResourceHandler = (uri: URL, variables: NoteResourceVariables, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Every resource's and resource template's handler, keyed by its identifier. */
export interface ResourceHandlers {
  notesIndex: NotesIndexResourceHandler;
  note: NoteResourceHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { CompleteHandler, ResourceContext, ResourceItem, ResourceReturn };
