// generated — do not edit. Source: ../../specs/toolsets.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  AddLabelInput,
  CreateCommentInput,
  ListIssuesInput,
  ListIssuesOutput,
  MergePullInput,
} from './types.gen.js';

/** list_issues (List issues): Lists the open issues of the project, newest first. */
export type ListIssuesHandler = (input: ListIssuesInput, ctx: ToolContext) => Promise<ToolReturn<ListIssuesOutput>>;

/** create_comment (Comment on an issue): Adds a comment to an issue. */
export type CreateCommentHandler = (input: CreateCommentInput, ctx: ProgressContext) => Promise<ToolReturn<JsonValue | undefined>>;

/**
 * merge_pull (Merge a pull request): Merges an open pull request into its base branch.
 *
 * The pull request must be open and mergeable; a merged branch is not deleted.
 */
export type MergePullHandler = (input: MergePullInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** add_label (Create a label): Creates a repository label with a color. */
export type AddLabelHandler = (input: AddLabelInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  listIssues: ListIssuesHandler;
  createComment: CreateCommentHandler;
  mergePull: MergePullHandler;
  addLabel: AddLabelHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
