// generated — do not edit. Source: ../../specs/composition.yaml. Regenerate with `npm run generate`.
// Error classes handlers throw. Inside a tool call each becomes an isError result that names the error,
// its code, whether a retry may help and its data; where a protocol error is due, `code` is the JSON-RPC code.
import { McpgenError, type ErrorOptions } from './runtime/errors.gen.js';
import type { NoteNotFoundData, RemoteNotFoundData } from './types.gen.js';

export * from './runtime/errors.gen.js';

/** No note with this id */
export class NoteNotFound extends McpgenError<NoteNotFoundData> {
  static readonly defaultMessage = "No note with this id";
  override readonly name = "NoteNotFound";
  readonly code = -32010;

  constructor(data: NoteNotFoundData, options: Omit<ErrorOptions<NoteNotFoundData>, 'data'> = {}) {
    super(NoteNotFound.defaultMessage, { ...options, retryable: options.retryable ?? false, data });
  }
}

/** Try again later (retryable) */
export class Busy extends McpgenError<undefined> {
  static readonly defaultMessage = "Try again later";
  override readonly name = "Busy";
  readonly code = -32000;

  constructor(options: Omit<ErrorOptions<undefined>, 'data'> = {}) {
    super(Busy.defaultMessage, { ...options, retryable: options.retryable ?? true });
  }
}

/** The remote API has no such note */
export class RemoteNotFound extends McpgenError<RemoteNotFoundData> {
  static readonly defaultMessage = "The remote API has no such note";
  override readonly name = "RemoteNotFound";
  readonly code = -32000;

  constructor(data: RemoteNotFoundData, options: Omit<ErrorOptions<RemoteNotFoundData>, 'data'> = {}) {
    super(RemoteNotFound.defaultMessage, { ...options, retryable: options.retryable ?? false, data });
  }
}
