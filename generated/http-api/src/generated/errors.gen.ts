// generated — do not edit. Source: ../../specs/http-api.yaml. Regenerate with `npm run generate`.
// Error classes handlers throw. Inside a tool call each becomes an isError result that names the error,
// its code, whether a retry may help and its data; where a protocol error is due, `code` is the JSON-RPC code.
import { McpgenError, type ErrorOptions } from './runtime/errors.gen.js';
import type { ClientErrorData, TripNotFoundData } from './types.gen.js';

export * from './runtime/errors.gen.js';

/** No trip with this id */
export class TripNotFound extends McpgenError<TripNotFoundData> {
  static readonly defaultMessage = "No trip with this id";
  override readonly name = "TripNotFound";
  readonly code = -32000;

  constructor(data?: TripNotFoundData, options: Omit<ErrorOptions<TripNotFoundData>, 'data'> = {}) {
    super(TripNotFound.defaultMessage, { ...options, retryable: options.retryable ?? false, data });
  }
}

/** The API refused the request */
export class ClientError extends McpgenError<ClientErrorData> {
  static readonly defaultMessage = "The API refused the request";
  override readonly name = "ClientError";
  readonly code = -32000;

  constructor(data?: ClientErrorData, options: Omit<ErrorOptions<ClientErrorData>, 'data'> = {}) {
    super(ClientError.defaultMessage, { ...options, retryable: options.retryable ?? false, data });
  }
}
