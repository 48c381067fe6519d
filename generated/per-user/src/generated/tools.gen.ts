// generated — do not edit. Source: ../../specs/per-user.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type { ListReposInput, ListReposOutput, WhoamiUpstreamInput, WhoamiUpstreamOutput } from './types.gen.js';

/** whoami_upstream (Who am I upstream): The API's view of the calling user. */
export type WhoamiUpstreamHandler = (input: WhoamiUpstreamInput, ctx: ToolContext) => Promise<ToolReturn<WhoamiUpstreamOutput>>;

/** list_repos (List repositories): The calling user's repositories. */
export type ListReposHandler = (input: ListReposInput, ctx: ToolContext) => Promise<ToolReturn<ListReposOutput>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  whoamiUpstream: WhoamiUpstreamHandler;
  listRepos: ListReposHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
