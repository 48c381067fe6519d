// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `npm run generate`.
// Error classes handlers throw. Inside a tool call each becomes an isError result that names the error,
// its code, whether a retry may help and its data; where a protocol error is due, `code` is the JSON-RPC code.
import { McpgenError, type ErrorOptions } from './runtime/errors.gen.js';
import type { RateLimitedData, TagNotFoundData } from './types.gen.js';

export * from './runtime/errors.gen.js';

/** Too many requests; slow down (retryable) */
export class RateLimited extends McpgenError<RateLimitedData> {
  static readonly defaultMessage = "Too many requests; slow down";
  override readonly name = "RateLimited";
  readonly code = -32001;

  constructor(data: RateLimitedData, options: Omit<ErrorOptions<RateLimitedData>, 'data'> = {}) {
    super(RateLimited.defaultMessage, { ...options, retryable: options.retryable ?? true, data });
  }
}

/** No such tag */
export class TagNotFound extends McpgenError<TagNotFoundData> {
  static readonly defaultMessage = "No such tag";
  override readonly name = "TagNotFound";
  readonly code = -32602;

  constructor(data?: TagNotFoundData, options: Omit<ErrorOptions<TagNotFoundData>, 'data'> = {}) {
    super(TagNotFound.defaultMessage, { ...options, retryable: options.retryable ?? false, data });
  }
}

/** The resource was modified concurrently */
export class Conflict extends McpgenError<undefined> {
  static readonly defaultMessage = "The resource was modified concurrently";
  override readonly name = "Conflict";
  readonly code = -32000;

  constructor(options: Omit<ErrorOptions<undefined>, 'data'> = {}) {
    super(Conflict.defaultMessage, { ...options, retryable: options.retryable ?? false });
  }
}

/** The backend is temporarily unavailable (retryable) */
export class Unavailable extends McpgenError<undefined> {
  static readonly defaultMessage = "The backend is temporarily unavailable";
  override readonly name = "Unavailable";
  readonly code = -32000;

  constructor(options: Omit<ErrorOptions<undefined>, 'data'> = {}) {
    super(Unavailable.defaultMessage, { ...options, retryable: options.retryable ?? true });
  }
}
