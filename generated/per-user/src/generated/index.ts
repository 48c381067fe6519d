// generated — do not edit. Source: ../../specs/per-user.yaml. Regenerate with `npm run generate`.
// mcpgen's helpers for your own files (tools, resources, prompts, lifecycle), in one place: import them from here,
// never from ./runtime/, whose files come and go with the features the manifest uses and may change between mcpgen
// versions. The names your manifest defines (handler and input/output types, error classes) are in tools.gen.ts,
// types.gen.ts and errors.gen.ts.
export {
  CancelledError,
  notImplemented,
  ProtocolError,
  requestState,
  ResourceNotFoundError,
  TimeoutError,
  toolResult,
  type CallerAuth,
  type ElicitResult,
  type InputRequestParams,
  type JsonValue,
  type ProgressContext,
  type TaskContext,
  type ToolContext,
  type ToolResult,
  type ToolReturn,
  type TrackOptions,
} from './runtime/api.gen.js';
export {
  InternalError,
  InvalidParamsError,
  InvalidRequestError,
  McpgenError,
  NotFoundError,
  PermissionDeniedError,
  type ErrorInfo,
  type ErrorOptions,
} from './runtime/errors.gen.js';
export type { LifecycleContext } from './runtime/lifecycle.gen.js';
