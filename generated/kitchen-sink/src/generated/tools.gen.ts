// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  CountdownInput,
  CountdownOutput,
  DeleteInput,
  EchoInput,
  EchoOutput,
  FailInput,
  FilesReadTextInput,
  FilesReadTextOutput,
  GeometryMeasureInput,
  GeometryMeasureOutput,
  ImageRenderInput,
  InfoInput,
  StatusInput,
  TagGetInput,
  TagGetOutput,
  TagUpsertInput,
  TagUpsertOutput,
  TagsListInput,
  TagsListOutput,
  TodoLaterInput,
  TreeStatsInput,
  TreeStatsOutput,
} from './types.gen.js';

/** status (Server status): Says the server is up. Takes no arguments. */
export type StatusHandler = (input: StatusInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/**
 * echo (Echo): Echoes its arguments back, normalized. Multi-line
 * description with "quotes" and 'apostrophes'.
 */
export type EchoHandler = (input: EchoInput, ctx: ToolContext) => Promise<ToolReturn<EchoOutput>>;

/** files.read-text (Read a text file): Reads one of the server's built-in virtual text files. */
export type FilesReadTextHandler = (input: FilesReadTextInput, ctx: ToolContext) => Promise<ToolReturn<FilesReadTextOutput>>;

/**
 * tag.upsert (Create or update a tag): Stores a tag in memory (per process) and returns it.
 * @throws {Conflict} (declared in the manifest)
 */
export type TagUpsertHandler = (input: TagUpsertInput, ctx: ToolContext) => Promise<ToolReturn<TagUpsertOutput>>;

/** tags.list (List tags): Lists the built-in tags, optionally filtered by color. */
export type TagsListHandler = (input: TagsListInput, ctx: ToolContext) => Promise<ToolReturn<TagsListOutput>>;

/** tag.get (Get tag): Returns one built-in tag by name. */
export type TagGetHandler = (input: TagGetInput, ctx: ToolContext) => Promise<ToolReturn<TagGetOutput>>;

/** tree.stats (Tree statistics): Sums and counts the nodes of a tree and returns it mirrored. */
export type TreeStatsHandler = (input: TreeStatsInput, ctx: ToolContext) => Promise<ToolReturn<TreeStatsOutput>>;

/** geometry.measure (Measure shapes): Returns the area of each shape and the bounding box of all of them. */
export type GeometryMeasureHandler = (input: GeometryMeasureInput, ctx: ToolContext) => Promise<ToolReturn<GeometryMeasureOutput>>;

/**
 * delete (Delete a tag): Deletes a tag by name and reports what happened.
 * @throws {TagNotFound} (declared in the manifest)
 * @throws {Conflict} (declared in the manifest)
 */
export type DeleteHandler = (input: DeleteInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** info: Returns process information as JSON (no output schema). */
export type InfoHandler = (input: InfoInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** image.render (Render a swatch): Renders a 1x1 PNG swatch of the given color. */
export type ImageRenderHandler = (input: ImageRenderInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/**
 * fail (Fail on purpose): Throws the selected error class, to test the error mapping.
 * @throws {RateLimited} (declared in the manifest)
 * @throws {TagNotFound} (declared in the manifest)
 * @throws {Conflict} (declared in the manifest)
 * @throws {Unavailable} (declared in the manifest)
 */
export type FailHandler = (input: FailInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/**
 * countdown (Count down): Counts down `steps` steps, pausing delayMs per step and reporting progress; fails at the end if asked to.
 * @throws {Unavailable} (declared in the manifest)
 */
export type CountdownHandler = (input: CountdownInput, ctx: ProgressContext) => Promise<ToolReturn<CountdownOutput>>;

/** todo-later: A tool whose handler is still the generated stub. */
export type TodoLaterHandler = (input: TodoLaterInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  status: StatusHandler;
  echo: EchoHandler;
  filesReadText: FilesReadTextHandler;
  tagUpsert: TagUpsertHandler;
  tagsList: TagsListHandler;
  tagGet: TagGetHandler;
  treeStats: TreeStatsHandler;
  geometryMeasure: GeometryMeasureHandler;
  deleteTool: DeleteHandler;
  info: InfoHandler;
  imageRender: ImageRenderHandler;
  fail: FailHandler;
  countdown: CountdownHandler;
  todoLater: TodoLaterHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
