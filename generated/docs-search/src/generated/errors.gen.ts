// generated — do not edit. Source: ../../specs/docs-search.yaml. Regenerate with `npm run generate`.
// Error classes handlers throw. Inside a tool call each becomes an isError result that names the error,
// its code, whether a retry may help and its data; where a protocol error is due, `code` is the JSON-RPC code.
import { McpgenError, type ErrorOptions } from './runtime/errors.gen.js';
import type { NotFoundData } from './types.gen.js';

export * from './runtime/errors.gen.js';

/** Document not found */
export class NotFound extends McpgenError<NotFoundData> {
  static readonly defaultMessage = "Document not found";
  override readonly name = "NotFound";
  readonly code = -32602;

  constructor(data?: NotFoundData, options: Omit<ErrorOptions<NotFoundData>, 'data'> = {}) {
    super(NotFound.defaultMessage, { ...options, retryable: options.retryable ?? false, data });
  }
}
