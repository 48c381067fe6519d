// generated — do not edit. Source: ../../specs/scale-out.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  AskInput,
  AskOutput,
  HoldInput,
  HoldOutput,
  LimitedInput,
  PerCallerInput,
  QuickInput,
  QuickOutput,
} from './types.gen.js';

/** hold (Hold): Waits the given number of seconds (default 60); logs why when its signal fires first. */
export type HoldHandler = (input: HoldInput, ctx: TaskContext) => Promise<ToolReturn<HoldOutput>>;

/** ask (Ask): Asks one question and returns the answer (and the process that ran the handler). */
export type AskHandler = (input: AskInput, ctx: TaskContext) => Promise<ToolReturn<AskOutput>>;

/** quick (Quick or slow): Sleeps the given milliseconds; a task only when it takes longer than 300 ms. */
export type QuickHandler = (input: QuickInput, ctx: TaskContext) => Promise<ToolReturn<QuickOutput>>;

/** limited (Limited): Answers "ok"; at most 3 calls a minute across every instance and caller. */
export type LimitedHandler = (input: LimitedInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** per_caller (Per caller): Answers the caller's name; at most 2 calls a minute per caller. */
export type PerCallerHandler = (input: PerCallerInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  hold: HoldHandler;
  ask: AskHandler;
  quick: QuickHandler;
  limited: LimitedHandler;
  perCaller: PerCallerHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
