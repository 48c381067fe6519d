// generated — do not edit. Source: ../../specs/docs-search.yaml. Regenerate with `npm run generate`.
// The resource handler contract: one typed function per resource and resource template (with its typed variables),
// and the completion handlers of template variables. Your files in src/resources/ implement these types.
import type { CompleteHandler, ResourceContext, ResourceItem, ResourceReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/** Variables of docs://documents/{id}, percent-decoded. */
export interface DocumentResourceVariables {
  readonly id: string;
}

/**
 * document (docs://documents/{id}): Document by id
 * One document as Markdown; unknown ids answer the declared NotFound error (-32602).
 */
export type DocumentResourceHandler = (uri: URL, variables: DocumentResourceVariables, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Completion handlers of document's variables listed under `complete`. */
export interface DocumentResourceCompletions {
  readonly id: CompleteHandler;
}

/** Every resource's and resource template's handler, keyed by its identifier. */
export interface ResourceHandlers {
  document: DocumentResourceHandler;
}

/** The completion handlers of every template that declares `complete`. */
export interface ResourceCompletions {
  document: DocumentResourceCompletions;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { CompleteHandler, ResourceContext, ResourceItem, ResourceReturn };
