// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `npm run generate`.
// The resource handler contract: one typed function per resource and resource template (with its typed variables),
// and the completion handlers of template variables. Your files in src/resources/ implement these types.
import type { CompleteHandler, ResourceContext, ResourceItem, ResourceReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/**
 * readme (kitchen://readme): Read me
 * What the kitchen sink is, in Markdown: "quotes" and café ✓ included.
 */
export type ReadmeResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/** swatch.red (https://kitchen.example/swatches/red.png): Red swatch */
export type SwatchRedResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/** counters (kitchen://counters) */
export type CountersResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/**
 * rate-limited (kitchen://rate-limited)
 * Always rate limited.
 */
export type RateLimitedResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/** todo (kitchen://todo) */
export type TodoResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Variables of kitchen://tags/{name}, percent-decoded. */
export interface TagResourceVariables {
  readonly name: string;
}

/**
 * tag (kitchen://tags/{name}): Tag by name
 * One built-in tag as JSON.
 */
export type TagResourceHandler = (uri: URL, variables: TagResourceVariables, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Completion handlers of tag's variables listed under `complete`. */
export interface TagResourceCompletions {
  readonly name: CompleteHandler;
}

/** Variables of kitchen://files/{+path}, percent-decoded. */
export interface FileResourceVariables {
  readonly path: string;
}

/** file (kitchen://files/{+path}): Virtual file */
export type FileResourceHandler = (uri: URL, variables: FileResourceVariables, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Variables of kitchen://palettes/{theme}/{colors*}, percent-decoded; exploded ones split at commas. */
export interface PaletteResourceVariables {
  readonly theme: string;
  readonly colors: string[];
}

/**
 * palette (kitchen://palettes/{theme}/{colors*})
 * A palette of colors as JSON.
 */
export type PaletteResourceHandler = (uri: URL, variables: PaletteResourceVariables, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Completion handlers of palette's variables listed under `complete`. */
export interface PaletteResourceCompletions {
  readonly theme: CompleteHandler;
  readonly colors: CompleteHandler;
}

/** Every resource's and resource template's handler, keyed by its identifier. */
export interface ResourceHandlers {
  readme: ReadmeResourceHandler;
  swatchRed: SwatchRedResourceHandler;
  counters: CountersResourceHandler;
  rateLimited: RateLimitedResourceHandler;
  todo: TodoResourceHandler;
  tag: TagResourceHandler;
  file: FileResourceHandler;
  palette: PaletteResourceHandler;
}

/** The completion handlers of every template that declares `complete`. */
export interface ResourceCompletions {
  tag: TagResourceCompletions;
  palette: PaletteResourceCompletions;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { CompleteHandler, ResourceContext, ResourceItem, ResourceReturn };
