// generated — do not edit. Source: ../../specs/conformance-tasks.yaml. Regenerate with `npm run generate`.
// The handler contract: one typed function per tool. Your files in src/tools/ implement these types, so a
// manifest change that reshapes a tool shows up as a type error in the handler that no longer fits.
import type { JsonValue, ProgressContext, TaskContext, ToolContext, ToolReturn } from './runtime/api.gen.js';
import type {
  ConfirmDeleteInput,
  FailingJobInput,
  GreetInput,
  MultiInputInput,
  ProtocolErrorJobInput,
  SlowComputeInput,
  SlowComputeOutput,
  TestToolWithTaskInput,
} from './types.gen.js';

/** greet (Greet): Returns "Hello, {name}!". Synchronous only; never becomes a task. */
export type GreetHandler = (input: GreetInput, ctx: ToolContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** slow_compute (Slow compute): Sleeps the given number of seconds, then returns; ends cancelled when cancelled while running. */
export type SlowComputeHandler = (input: SlowComputeInput, ctx: TaskContext) => Promise<ToolReturn<SlowComputeOutput>>;

/** failing_job (Failing job): Always ends with a tool execution error after about one second. Runs only as a task. */
export type FailingJobHandler = (input: FailingJobInput, ctx: TaskContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** protocol_error_job (Protocol error job): Fails with a JSON-RPC protocol error (the task ends failed). */
export type ProtocolErrorJobHandler = (input: ProtocolErrorJobInput, ctx: TaskContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** confirm_delete (Confirm delete): Asks the user to confirm before pretending to delete the file. */
export type ConfirmDeleteHandler = (input: ConfirmDeleteInput, ctx: TaskContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** multi_input (Multiple inputs): Asks two questions at once and reports both answers. */
export type MultiInputHandler = (input: MultiInputInput, ctx: TaskContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** test_tool_with_task (Task after input): Asks for the user's name on the request itself (input_required), then continues as a task that greets them. */
export type TestToolWithTaskHandler = (input: TestToolWithTaskInput, ctx: TaskContext) => Promise<ToolReturn<JsonValue | undefined>>;

/** Every tool's handler, keyed by its identifier. */
export interface ToolHandlers {
  greet: GreetHandler;
  slowCompute: SlowComputeHandler;
  failingJob: FailingJobHandler;
  protocolErrorJob: ProtocolErrorJobHandler;
  confirmDelete: ConfirmDeleteHandler;
  multiInput: MultiInputHandler;
  testToolWithTask: TestToolWithTaskHandler;
}

/** Re-exported so handlers can name them without reaching into the runtime. */
export type { JsonValue, ProgressContext, TaskContext, ToolContext };
export { notImplemented, toolResult } from './runtime/api.gen.js';
