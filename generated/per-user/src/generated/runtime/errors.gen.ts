// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The errors every generated server knows how to explain to a client. Declared error classes are in
// ../errors.gen.ts, which re-exports these.

/** Where error details travel, machine-readably, on an isError result. */
export const ERROR_META_KEY = 'dev.mcpgen/error';

/** Where the result of a tool with an `http` binding carries the HTTP status the API answered (http-drift.gen.ts). */
export const HTTP_META_KEY = 'dev.mcpgen/http';

/** Machine-readable description of an error, sent in the result's _meta["dev.mcpgen/error"]. */
export interface ErrorInfo {
  readonly name: string;
  readonly code: number;
  readonly retryable: boolean;
  readonly data?: unknown;
  readonly correlationId?: string;
}

export interface ErrorOptions<Data> {
  readonly message?: string | undefined;
  readonly data?: Data | undefined;
  readonly retryable?: boolean | undefined;
  readonly cause?: unknown;
}

/** Base of every error the generated server knows how to explain to a client. */
export abstract class McpgenError<Data = unknown> extends Error {
  /** JSON-RPC error code used where a protocol error is due (resources, prompts, custom methods). */
  abstract readonly code: number;
  readonly retryable: boolean;
  readonly data: Data | undefined;
  /** Further _meta entries of the error's result, e.g. the HTTP status an API answered. */
  resultMeta: Record<string, unknown> | undefined;

  constructor(message: string, options: ErrorOptions<Data> = {}) {
    super(options.message ?? message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryable = options.retryable ?? false;
    this.data = options.data;
  }

  toJSON(): ErrorInfo {
    return {
      name: this.name,
      code: this.code,
      retryable: this.retryable,
      ...(this.data === undefined ? {} : { data: this.data }),
    };
  }
}

/** The arguments are wrong in a way the schema could not express (-32602). */
export class InvalidParamsError extends McpgenError {
  override readonly name = 'InvalidParamsError';
  readonly code = -32602;
}

/** The request cannot be served as asked (-32600). */
export class InvalidRequestError extends McpgenError {
  override readonly name = 'InvalidRequestError';
  readonly code = -32600;
}

/** The thing the call refers to does not exist (-32600). */
export class NotFoundError extends McpgenError {
  override readonly name = 'NotFoundError';
  readonly code = -32600;
}

/** The caller may not do this (-32600). */
export class PermissionDeniedError extends McpgenError {
  override readonly name = 'PermissionDeniedError';
  readonly code = -32600;
}

/** Something failed inside the server (-32603); prefer a declared error when the caller can act on it. */
export class InternalError extends McpgenError {
  override readonly name = 'InternalError';
  readonly code = -32603;
}
