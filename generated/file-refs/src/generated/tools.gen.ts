// generated — do not edit. Source: ../../specs/file-refs.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  CategoryPathsInput,
  CategoryPathsOutput,
  OrgChartInput,
  OrgChartOutput,
  SaveUserInput,
  SaveUserOutput,
} from './types.gen.js';

/**
 * save_user (Save user): Stores a user and greets them.
 * @throws {UserExists} (declared in the manifest)
 */
export type SaveUserHandler = (input: SaveUserInput, ctx: ToolContext) => Promise<ToolReturn<SaveUserOutput>>;

/** org_chart (Org chart): Counts the people in a team and how deep its reporting lines go. */
export type OrgChartHandler = (input: OrgChartInput, ctx: ToolContext) => Promise<ToolReturn<OrgChartOutput>>;

/** category_paths (Category paths): Lists every path of a category tree, such as "Books/Fiction". */
export type CategoryPathsHandler = (input: CategoryPathsInput, ctx: ToolContext) => Promise<ToolReturn<CategoryPathsOutput>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  saveUser: SaveUserHandler;
  orgChart: OrgChartHandler;
  categoryPaths: CategoryPathsHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
