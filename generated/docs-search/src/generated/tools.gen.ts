// generated — do not edit. Source: ../../specs/docs-search.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type { SearchDocumentsInput, SearchDocumentsOutput } from './types.gen.js';

/**
 * search_documents (Search documents): Full-text search over the document store.
 * @throws {NotFound} (declared in the manifest)
 */
export type SearchDocumentsHandler = (input: SearchDocumentsInput, ctx: ToolContext) => Promise<ToolReturn<SearchDocumentsOutput>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  searchDocuments: SearchDocumentsHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
