// An interactive raw stdio session with a generated server: no SDK in between, so a test sees every line the
// server writes (progress notifications, responses, the absence of a response) in the order it was written, and
// can send messages at chosen moments (a cancel after the first progress). rawStdioExchange in
// support/server-process.ts writes everything at once; this is its step-by-step variant.
// The process is stopped by PID in close(); call it in afterAll/finally.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { REPO_ROOT } from '../support/cli.js';
import { killPid, serverArgs } from '../support/server-process.js';

export type JsonObject = Record<string, unknown>;

/** One line the server wrote to stdout, parsed, with its position in the stream. */
export interface WireLine {
  /** 0-based position among all stdout lines. */
  readonly seq: number;
  readonly msg: JsonObject;
  /** performance.now() in the test process when the line was read. */
  readonly at: number;
}

export interface ProgressParams {
  readonly progressToken: string | number;
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

export const MODERN_VERSION = '2026-07-28';
export const LEGACY_VERSION = '2025-11-25';

const CLIENT_INFO = { name: 'raw-progress', version: '0.0.0' };

/** The per-request envelope of the 2026-07-28 era (no handshake; every request says who it is). */
export const modernEnvelope = () => ({
  'io.modelcontextprotocol/protocolVersion': MODERN_VERSION,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
});

export class RawStdioSession {
  readonly lines: WireLine[] = [];
  /** Lines that were not JSON (there must be none: stdout is the protocol channel). */
  readonly garbage: string[] = [];
  private buffered = '';
  private stderrText = '';
  private nextId = 1;
  private readonly waiters = new Set<() => void>();
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly pid: number,
    readonly era: 'legacy' | 'modern',
  ) {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      this.buffered += chunk;
      let newline: number;
      while ((newline = this.buffered.indexOf('\n')) >= 0) {
        const line = this.buffered.slice(0, newline);
        this.buffered = this.buffered.slice(newline + 1);
        try {
          this.lines.push({ seq: this.lines.length, msg: JSON.parse(line) as JsonObject, at: performance.now() });
        } catch {
          this.garbage.push(line);
        }
      }
      this.wake();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderrText += chunk;
      this.wake();
    });
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    void this.exited.then(() => this.wake());
  }

  /** Spawns generated/<name> over stdio and opens a session in `era` (legacy: initialize + initialized). */
  static async open(name: string, era: 'legacy' | 'modern', options: { env?: Record<string, string> } = {}): Promise<RawStdioSession> {
    const child = spawn(process.execPath, serverArgs(name), {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) throw new Error(`could not spawn ${name}`);
    const session = new RawStdioSession(child, child.pid, era);
    try {
      if (era === 'legacy') {
        const init = await session.request('initialize', { protocolVersion: LEGACY_VERSION, capabilities: {}, clientInfo: CLIENT_INFO });
        if ((init.result as { protocolVersion?: unknown } | undefined)?.protocolVersion !== LEGACY_VERSION)
          throw new Error(`initialize answered ${JSON.stringify(init)}`);
        session.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      } else {
        const discover = await session.request('server/discover', {});
        if (!('result' in discover)) throw new Error(`server/discover answered ${JSON.stringify(discover)}`);
      }
    } catch (error) {
      await session.close();
      throw error;
    }
    return session;
  }

  stderr(): string {
    return this.stderrText;
  }

  send(message: JsonObject): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** Sends a request (with the modern envelope in that era) and returns its id without waiting. */
  sendRequest(method: string, params: JsonObject = {}): number {
    const id = this.nextId++;
    const withEnvelope = this.era === 'modern' ? { ...params, _meta: { ...(params._meta as JsonObject | undefined), ...modernEnvelope() } } : params;
    this.send({ jsonrpc: '2.0', id, method, params: withEnvelope });
    return id;
  }

  /** Sends a request and waits for its response. */
  async request(method: string, params: JsonObject = {}, timeoutMs = 30_000): Promise<JsonObject> {
    return (await this.response(this.sendRequest(method, params), timeoutMs)).msg;
  }

  /** tools/call with an optional progressToken; returns the request id. */
  callTool(name: string, args: JsonObject, progressToken?: string | number): number {
    return this.sendRequest('tools/call', { name, arguments: args, ...(progressToken !== undefined && { _meta: { progressToken } }) });
  }

  /** notifications/cancelled for `requestId` (with the envelope in the modern era). */
  cancel(requestId: number, reason = 'test cancel'): void {
    const params: JsonObject = { requestId, reason };
    if (this.era === 'modern') params._meta = modernEnvelope();
    this.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params });
  }

  /** The response line for `id`, if one was written. */
  findResponse(id: number): WireLine | undefined {
    return this.lines.find((l) => l.msg.id === id && !('method' in l.msg));
  }

  /** Every notifications/progress line for `token`, in stream order. */
  progressFor(token: string | number): (WireLine & { readonly params: ProgressParams })[] {
    return this.lines.flatMap((l) => {
      const params = l.msg.params as ProgressParams | undefined;
      return l.msg.method === 'notifications/progress' && params?.progressToken === token ? [{ ...l, params }] : [];
    });
  }

  /** Every notifications/progress line, whatever its token. */
  allProgress(): WireLine[] {
    return this.lines.filter((l) => l.msg.method === 'notifications/progress');
  }

  /** Resolves with the first line matching `predicate` (already read or still to come). */
  waitForLine(predicate: (line: WireLine) => boolean, timeoutMs = 30_000, what = 'a matching line'): Promise<WireLine> {
    return this.waitUntil(() => this.lines.find(predicate), timeoutMs, what);
  }

  response(id: number, timeoutMs = 30_000): Promise<WireLine> {
    return this.waitForLine((l) => l.msg.id === id && !('method' in l.msg), timeoutMs, `the response to request ${id}`);
  }

  /** Waits until stderr contains `text`. */
  async waitForStderr(text: string, timeoutMs = 10_000): Promise<void> {
    await this.waitUntil(() => (this.stderrText.includes(text) ? true : undefined), timeoutMs, `"${text}" on stderr`);
  }

  private waitUntil<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const found = probe();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(
          new Error(
            `timed out after ${timeoutMs} ms waiting for ${what}\nstdout:\n${this.lines.map((l) => JSON.stringify(l.msg)).join('\n')}\nstderr:\n${this.stderrText}`,
          ),
        );
      }, timeoutMs);
      const check = () => {
        const value = probe();
        if (value !== undefined) {
          clearTimeout(timer);
          this.waiters.delete(check);
          resolve(value);
        } else if (this.child.exitCode !== null || this.child.signalCode !== null) {
          clearTimeout(timer);
          this.waiters.delete(check);
          reject(new Error(`server exited while waiting for ${what}\nstderr:\n${this.stderrText}`));
        }
      };
      this.waiters.add(check);
    });
  }

  private wake(): void {
    for (const check of [...this.waiters]) check();
  }

  /** Closes stdin and stops the process by PID. Idempotent. */
  async close(): Promise<void> {
    this.child.stdin.end();
    await killPid(this.pid, 'SIGKILL', 0);
  }
}

/** Resolves after `ms` (for "nothing more arrives" observation windows, never for assertions on speed). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
