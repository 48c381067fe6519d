// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The bounds of the HTTP transport, from the environment: request body size (413) and requests in progress (503),
// whose count a graceful stop waits for; the session bounds are sessions.gen.ts's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header } from './http-guards.gen.js';
import { reject } from './http-auth.gen.js';
import type { SessionLimits } from './sessions.gen.js';

/** Limits from the environment, with safe defaults. */
export interface HttpLimits extends SessionLimits {
  /** MCPGEN_MAX_BODY_BYTES: larger request bodies are answered 413 (default 4 MiB). */
  readonly maxBodyBytes: number;
  /** MCPGEN_MAX_CONCURRENT_REQUESTS: requests past it are answered 503 at once (default 256). */
  readonly maxConcurrentRequests: number;
}

export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpLimits {
  const positive = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
    return value;
  };
  return {
    maxBodyBytes: positive('MCPGEN_MAX_BODY_BYTES', 4 * 1024 * 1024),
    maxConcurrentRequests: positive('MCPGEN_MAX_CONCURRENT_REQUESTS', 256),
    maxSessions: positive('MCPGEN_MAX_SESSIONS', 1_000),
    sessionIdleMs: positive('MCPGEN_SESSION_IDLE_MS', 30 * 60_000),
  };
}

/** The request body, read up to `max` bytes; undefined as soon as it grows past that (the rest is discarded). */
export function readBody(req: IncomingMessage, max: number): Promise<Buffer | undefined> {
  return new Promise((resolve, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      // Still flowing without a listener, the rest is read and dropped: the client can finish sending and read the
      // 413 (closing the connection now would fail its writes before it sees the answer).
      req.off('data', onData).off('end', onEnd);
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    req.on('data', onData).once('end', onEnd).once('error', fail);
  });
}

/** 413. A declared length is refused unread and its connection closed; a streamed body is dropped to its end. */
export const tooLarge = (res: ServerResponse, max: number, unread: boolean) =>
  reject(res, 413, -32000, `Payload Too Large: Request body must not exceed ${max} bytes`, unread ? { connection: 'close' } : {});

/** Admits requests within the limits and counts those in progress until their responses close. */
export class RequestAdmission {
  private active = 0;
  private idle: (() => void) | undefined;

  constructor(private readonly limits: HttpLimits) {}

  /** True when the request may proceed; otherwise it has been answered 413 (declared length) or 503 (busy). */
  admits(req: IncomingMessage, res: ServerResponse): boolean {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.limits.maxBodyBytes) {
      tooLarge(res, this.limits.maxBodyBytes, true);
      return false;
    }
    // A session's GET stream stays open as long as the client wants: it is not a request in progress.
    if (req.method === 'GET' && header(req, 'mcp-session-id') !== undefined) return true;
    if (this.active >= this.limits.maxConcurrentRequests) {
      reject(res, 503, -32000, `Server busy: ${this.limits.maxConcurrentRequests} requests are in progress; retry shortly`, { 'retry-after': '1' });
      return false;
    }
    this.active++;
    res.once('close', () => {
      if (--this.active === 0) this.idle?.();
    });
    return true;
  }

  /** Resolves once no request is in progress, or after `maxMs` at the latest. */
  async settled(maxMs: number): Promise<void> {
    if (this.active > 0)
      await new Promise<void>((resolve) => {
        this.idle = resolve;
        setTimeout(resolve, maxMs).unref();
      });
  }
}
