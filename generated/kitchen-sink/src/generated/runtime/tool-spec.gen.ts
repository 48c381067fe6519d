// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// What the runtime knows of a tool besides its handler: the shapes that execute, context, results and the task
// phases share (a leaf module, so none of them imports another for its types).
import type { StandardSchemaV1 } from '@modelcontextprotocol/server';

export interface TaskSettings {
  readonly mode: 'optional' | 'required';
  readonly ttlMs: number;
  readonly pollIntervalMs: number;
  /** immediate: the handle is returned at once; explicit: when the handler calls ctx.startTask(). */
  readonly start: 'immediate' | 'explicit';
  /** taskAfterMs: a plain call, answered with a task only if still running after this many milliseconds. */
  readonly afterMs?: number;
}

export interface ToolSpec {
  readonly name: string;
  /** The tool declares an output schema: results carry structuredContent plus its JSON as text. */
  readonly structured: boolean;
  /** Minimum milliseconds between two progress updates of one call. */
  readonly progressIntervalMs?: number;
  /** The call is aborted and answered with a timeout error after this many milliseconds. */
  readonly timeoutMs?: number;
  /** Task-capable (longRunning): how and for how long it runs as a task. */
  readonly task?: TaskSettings;
  /** Checked by the runtime where the SDK cannot (results of tasks). */
  readonly outputSchema?: StandardSchemaV1;
}
