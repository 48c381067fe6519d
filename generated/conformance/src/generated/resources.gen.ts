// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `npm run generate`.
// The resource handler contract: one typed function per resource and resource template (with its typed variables),
// and the completion handlers of template variables. Your files in src/resources/ implement these types.
import type { CompleteHandler, ResourceContext, ResourceItem, ResourceReturn } from './runtime/content.gen.js';

/** Throw it from a handler that is not written yet: the client gets a clear error naming the file. */
export { NotImplementedError } from './runtime/content.gen.js';

/**
 * static-text (test://static-text)
 * A static text resource.
 */
export type StaticTextResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/**
 * static-binary (test://static-binary)
 * A static binary resource (a 1x1 PNG).
 */
export type StaticBinaryResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/**
 * watched-resource (test://watched-resource)
 * A resource clients may subscribe to.
 */
export type WatchedResourceResourceHandler = (uri: URL, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Variables of test://template/{id}/data, percent-decoded. */
export interface TemplateResourceVariables {
  readonly id: string;
}

/**
 * template (test://template/{id}/data)
 * JSON data for an id.
 */
export type TemplateResourceHandler = (uri: URL, variables: TemplateResourceVariables, ctx: ResourceContext) => Promise<ResourceReturn>;

/** Every resource's and resource template's handler, keyed by its identifier. */
export interface ResourceHandlers {
  staticText: StaticTextResourceHandler;
  staticBinary: StaticBinaryResourceHandler;
  watchedResource: WatchedResourceResourceHandler;
  template: TemplateResourceHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { CompleteHandler, ResourceContext, ResourceItem, ResourceReturn };
