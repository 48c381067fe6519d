// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Cancellation: one AbortSignal per call that fires on the client's cancel (stdio notifications/cancelled),
// on the HTTP stream closing, on the tool's timeout and when a stopping server gives up waiting.
// Everything here is per call and cleans up after itself.

/** Thrown by throwIfCancelled() and sleep() once the call's signal has fired. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor(readonly reason: unknown) {
    super(`cancelled: ${describeReason(reason)}`);
  }
}

/** The reason a call's signal fired when its timeoutMs elapsed. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
  }
}

export function describeReason(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  return typeof reason === 'string' ? reason : 'the request was cancelled';
}

export interface CallSignal {
  readonly signal: AbortSignal;
  /** Resolves when the timeout fires (never when there is none); lets the runtime answer without the handler. */
  readonly timedOut: Promise<TimeoutError>;
  /** Removes the listener and the timer: called when the call ends, whatever the outcome. */
  dispose(): void;
}

/** Links the call's sources of cancellation (the request, the server stopping) and an optional timeout into one signal. */
export function linkCallSignal(sources: readonly AbortSignal[], timeoutMs: number | undefined): CallSignal {
  const controller = new AbortController();
  const listeners = sources.map((source) => {
    const onAbort = () => controller.abort(source.reason);
    if (source.aborted) onAbort();
    else source.addEventListener('abort', onAbort, { once: true });
    return () => source.removeEventListener('abort', onAbort);
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<TimeoutError>((resolve) => {
    if (timeoutMs === undefined) return;
    timer = setTimeout(() => {
      const error = new TimeoutError(timeoutMs);
      controller.abort(error);
      resolve(error);
    }, timeoutMs);
  });
  return {
    signal: controller.signal,
    timedOut,
    dispose() {
      clearTimeout(timer);
      for (const remove of listeners) remove();
    },
  };
}

export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new CancelledError(signal.reason);
}

/** setTimeout as a promise that rejects with CancelledError as soon as the signal fires (and clears its timer). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new CancelledError(signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CancelledError(signal.reason));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
