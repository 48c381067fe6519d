// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Progress: notifications/progress tied to the call's progressToken, strictly increasing, rate-limited, with the
// latest value always delivered before the result. A no-op when the client sent no token.
import type { ServerContext } from '@modelcontextprotocol/server';
import { throwIfCancelled } from './cancel.gen.js';
import type { Logger } from './log.gen.js';

/** Minimum time between two notifications of one call; MCPGEN_PROGRESS_INTERVAL_MS overrides the manifest's. */
export function progressInterval(manifestMs: number): number {
  const raw = process.env.MCPGEN_PROGRESS_INTERVAL_MS?.trim();
  const fromEnv = raw ? Number(raw) : Number.NaN; // an empty value means "not set", not 0
  return Number.isFinite(fromEnv) && fromEnv >= 0 ? fromEnv : manifestMs;
}

export interface ProgressUpdate {
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

/** Where progress goes: notifications/progress for a request, the statusMessage of a task. */
export interface ProgressSink {
  /** False when nobody listens (no progressToken, or the call is already over): reports become no-ops. */
  enabled(): boolean;
  send(update: ProgressUpdate): Promise<void>;
  /** Resolves once the client has (very likely) handled what was sent: before the result goes out. */
  settle?(): Promise<void>;
}

/**
 * How long, at most, the result of a call that sent progress waits on stdio for the client to answer a ping
 * (MCPGEN_STDIO_PROGRESS_SETTLE_MS, default 250; 0 turns the wait off).
 */
function settleBoundMs(): number {
  const raw = process.env.MCPGEN_STDIO_PROGRESS_SETTLE_MS?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : 250;
}
const SETTLE_BOUND_MS = settleBoundMs();

/**
 * SDK clients (v1 and v2) read a progress notification and the response right behind it in one chunk, handle the
 * response first (the notification's handler runs a microtask later) and drop the call's progress handler with it:
 * the final notification is lost. So on stdio the response waits until the client answers a ping sent after the
 * last notification: to answer it, the client has read, and queued the handler of, everything before it. Bounded,
 * for clients that never answer. 2026-07-28 has no server-to-client requests: there the wait is a short pause.
 * HTTP streams have no such race.
 */
async function settleOverStdio(mcp: ServerContext, log: Logger): Promise<void> {
  if (mcp.http !== undefined || SETTLE_BOUND_MS === 0 || mcp.mcpReq.signal.aborted) return;
  const envelope = mcp.mcpReq.envelope as Record<string, unknown> | undefined;
  const modern = envelope?.['io.modelcontextprotocol/protocolVersion'] !== undefined;
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, modern ? Math.min(SETTLE_BOUND_MS, MODERN_PAUSE_MS) : SETTLE_BOUND_MS);
  });
  let answered: Promise<void> | undefined;
  try {
    if (!modern)
      answered = mcp.mcpReq.send({ method: 'ping' }).then(
        () => undefined,
        (error: unknown) => log.debug('ping after progress not answered', { error }),
      );
  } catch (error) {
    log.debug('ping after progress not sent', { error });
  }
  await (answered ? Promise.race([answered, bound]) : bound);
  clearTimeout(timer);
}

/** The pause on 2026-07-28 stdio connections, where no ping can be sent. */
const MODERN_PAUSE_MS = 5;

/** notifications/progress on the request's progressToken; a client that went away never fails the call. */
export function notificationSink(mcp: ServerContext, log: Logger): ProgressSink {
  return {
    enabled: () => mcp.mcpReq._meta?.progressToken !== undefined && !mcp.mcpReq.signal.aborted,
    send: async (update) => {
      const progressToken = mcp.mcpReq._meta?.progressToken;
      if (progressToken === undefined) return;
      await mcp.mcpReq
        .notify({ method: 'notifications/progress', params: { progressToken, ...update } })
        .catch((error: unknown) => log.debug('progress not delivered', { error }));
    },
    settle: () => settleOverStdio(mcp, log),
  };
}

export class ProgressReporter {
  private last = -Infinity;
  private lastSentAt = -Infinity;
  private pending: ProgressUpdate | undefined;
  private timer: NodeJS.Timeout | undefined;
  private warned = false;
  private closed = false;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: ProgressSink,
    private readonly intervalMs: number,
    private readonly log: Logger,
  ) {}

  /** Accepts an update; sends it now, or later as the newest value when it comes too soon after the last one. */
  report(progress: number, total?: number, message?: string): Promise<void> {
    if (this.closed || !this.sink.enabled()) return Promise.resolve();
    if (!Number.isFinite(progress) || progress <= this.last) {
      if (!this.warned) {
        this.warned = true;
        this.log.warn('progress must strictly increase; a non-increasing value was not sent', {
          progress,
          last: this.last,
        });
      }
      return Promise.resolve();
    }
    this.last = progress;
    this.pending = {
      progress,
      ...(total !== undefined && { total }),
      ...(message !== undefined && { message }),
    };
    const wait = this.lastSentAt + this.intervalMs - Date.now();
    if (wait <= 0) return this.send();
    this.timer ??= setTimeout(() => void this.send(), wait);
    return Promise.resolve();
  }

  /** Delivers the newest pending value; called before the result so the client sees where the call ended. */
  async flush(): Promise<void> {
    if (this.pending) await this.send();
    await this.sending;
    if (this.lastSentAt !== -Infinity && !this.closed) await this.sink.settle?.();
  }

  /** Drops anything pending and refuses later reports: once the call is over nothing may follow its result. */
  dispose(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private send(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const update = this.pending;
    this.pending = undefined;
    if (!update || this.closed || !this.sink.enabled()) return this.sending;
    this.lastSentAt = Date.now();
    // Chained so updates leave in order.
    this.sending = this.sending.then(() => this.sink.send(update));
    return this.sending;
  }
}

export interface TrackOptions<T> {
  /** Total number of items; defaults to the length of an array. */
  readonly total?: number;
  /** Progress message per item: a fixed text, or built from the item and its 1-based position. */
  readonly message?: string | ((item: T, done: number) => string);
}

/** Iterates items; checks for cancellation before each and reports progress after each. */
export async function* track<T>(
  items: Iterable<T> | AsyncIterable<T>,
  options: TrackOptions<T>,
  signal: AbortSignal,
  report: (progress: number, total?: number, message?: string) => Promise<void>,
): AsyncGenerator<T, void, undefined> {
  const total = options.total ?? (Array.isArray(items) ? items.length : undefined);
  let done = 0;
  for await (const item of items) {
    throwIfCancelled(signal);
    yield item;
    done += 1;
    const message = typeof options.message === 'function' ? options.message(item, done) : options.message;
    await report(done, total, message);
  }
}
