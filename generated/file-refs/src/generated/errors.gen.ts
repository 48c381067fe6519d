// generated — do not edit. Source: ../../specs/file-refs.yaml. Regenerate with `npm run generate`.
// Error classes handlers throw. Inside a tool call each becomes an isError result that names the error,
// its code, whether a retry may help and its data; where a protocol error is due, `code` is the JSON-RPC code.
import { McpgenError, type ErrorOptions } from './runtime/errors.gen.js';
import type { UserExistsData } from './types.gen.js';

export * from './runtime/errors.gen.js';

/** A user with this email already exists */
export class UserExists extends McpgenError<UserExistsData> {
  static readonly defaultMessage = "A user with this email already exists";
  override readonly name = "UserExists";
  readonly code = -32010;

  constructor(data: UserExistsData, options: Omit<ErrorOptions<UserExistsData>, 'data'> = {}) {
    super(UserExists.defaultMessage, { ...options, retryable: options.retryable ?? false, data });
  }
}
