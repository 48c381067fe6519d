// generated — do not edit. Source: ../../specs/repo-indexer.yaml. Regenerate with `npm run generate`.
// Error classes handlers throw. Inside a tool call each becomes an isError result that names the error,
// its code, whether a retry may help and its data; where a protocol error is due, `code` is the JSON-RPC code.
import { McpgenError, type ErrorOptions } from './runtime/errors.gen.js';
import type { NotADirectoryData } from './types.gen.js';

export * from './runtime/errors.gen.js';

/** The path is not a directory below the indexer's root */
export class NotADirectory extends McpgenError<NotADirectoryData> {
  static readonly defaultMessage = "The path is not a directory below the indexer's root";
  override readonly name = "NotADirectory";
  readonly code = -32602;

  constructor(data: NotADirectoryData, options: Omit<ErrorOptions<NotADirectoryData>, 'data'> = {}) {
    super(NotADirectory.defaultMessage, { ...options, retryable: options.retryable ?? false, data });
  }
}
