// generated — do not edit. Source: ../../specs/prompts-only.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext } from './runtime/api.gen.js';
import type {} from './types.gen.js';

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
