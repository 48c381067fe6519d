// generated — do not edit. Source: ../../specs/repo-indexer.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type { IndexRepositoryInput, IndexRepositoryOutput, IndexerStatusInput, IndexerStatusOutput } from './types.gen.js';

/**
 * index_repository (Index repository): Walks a directory tree below the server's root (REPO_INDEXER_ROOT, default the working directory), counting files, lines and bytes per extension. Reports progress per file; honours cancellation.
 * @throws {NotADirectory} (declared in the manifest)
 */
export type IndexRepositoryHandler = (input: IndexRepositoryInput, ctx: ProgressContext) => Promise<ToolReturn<IndexRepositoryOutput>>;

/** indexer_status (Indexer status): The most recent index runs (how each ended and how fast a cancel stopped it) and the server's pending timers. */
export type IndexerStatusHandler = (input: IndexerStatusInput, ctx: ToolContext) => Promise<ToolReturn<IndexerStatusOutput>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  indexRepository: IndexRepositoryHandler;
  indexerStatus: IndexerStatusHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
