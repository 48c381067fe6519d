// Starts generated servers as real child processes (stdio and Streamable HTTP) and connects SDK clients to them.
// Every process started here is stopped by PID: call the returned close()/stop() in afterAll/afterEach/finally.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { REPO_ROOT } from './cli.js';
import { compiledEntry, entryArgs } from './compiled-server.js';

export type EraName = 'modern' | 'legacy';

export interface Era {
  readonly name: EraName;
  /** For test titles. */
  readonly label: string;
  /** What the client is told to negotiate. */
  readonly mode: { readonly pin: '2026-07-28' } | 'legacy';
  /** What it must end up with. */
  readonly version: string;
}

export const MODERN: Era = { name: 'modern', label: 'pinned 2026-07-28', mode: { pin: '2026-07-28' }, version: '2026-07-28' };
export const LEGACY: Era = { name: 'legacy', label: 'legacy 2025-11-25', mode: 'legacy', version: '2025-11-25' };
export const ERAS: readonly Era[] = [MODERN, LEGACY];

/** Absolute path of a generated server's entry point (run from source through tsx, as `npm run dev` does). */
export function serverEntry(name: string): string {
  return path.join(REPO_ROOT, 'generated', name, 'src', 'main.ts');
}

/** node arguments that run generated/<name> with the given server arguments: its sources transpiled once per
 * content (compiled-server.ts) rather than through tsx on every start, which most of the e2e tier's CPU went to. */
export function serverArgs(name: string, extra: readonly string[] = []): string[] {
  return [compiledEntry(path.join(REPO_ROOT, 'generated', name)), ...extra];
}

/** A connected client plus what a test needs to know about the server process behind it. */
export interface Session {
  readonly client: Client;
  readonly pid: number;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  /** Waits (up to timeoutMs) until stderr contains `text`; returns whether it did. */
  waitForStderr(text: string, timeoutMs?: number): Promise<boolean>;
  /** Closes the client; stdio sessions also make sure the server process is gone. Idempotent. */
  close(): Promise<void>;
}

export function newClient(era: Era): Client {
  return new Client({ name: 'mcpgen-e2e', version: '0.0.0' }, { versionNegotiation: { mode: era.mode } });
}

function stderrCollector() {
  let text = '';
  const waiters = new Set<() => void>();
  return {
    append(chunk: Buffer | string) {
      text += chunk.toString();
      for (const wake of waiters) wake();
    },
    get: () => text,
    async waitFor(needle: string, timeoutMs = 5_000): Promise<boolean> {
      if (text.includes(needle)) return true;
      return new Promise((resolve) => {
        const wake = () => {
          if (!text.includes(needle)) return;
          cleanup();
          resolve(true);
        };
        const timer = setTimeout(() => {
          cleanup();
          resolve(text.includes(needle));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
  };
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Sends `signal` to `pid` (if it still runs) and waits for it to be gone; escalates to SIGKILL after timeoutMs. */
export async function killPid(pid: number, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 3_000): Promise<void> {
  if (!isAlive(pid)) return;
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  if (isAlive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      return;
    }
    const hardDeadline = Date.now() + 5_000;
    while (isAlive(pid) && Date.now() < hardDeadline) await new Promise((r) => setTimeout(r, 25));
    if (isAlive(pid)) throw new Error(`process ${pid} survived SIGKILL`);
  }
}

/**
 * Spawns generated/<name> over stdio through the SDK's StdioClientTransport and connects a client in `era`.
 * In pin mode the client first probes `server/discover` on a throw-away sibling process (the SDK reaps it); the
 * session's own process starts once, and its stderr is collected here.
 */
export async function connectStdio(name: string, era: Era, options: { env?: Record<string, string>; entry?: string } = {}): Promise<Session> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    // `entry`: a project outside generated/ (an import in a scratch folder), transpiled the same way.
    args: options.entry !== undefined ? entryArgs(options.entry) : serverArgs(name),
    cwd: REPO_ROOT,
    env: { ...getDefaultEnvironment(), NO_COLOR: '1', ...options.env },
    stderr: 'pipe',
  });
  const stderr = stderrCollector();
  transport.stderr?.on('data', (chunk: Buffer) => stderr.append(chunk));
  const client = newClient(era);
  try {
    await client.connect(transport);
  } catch (error) {
    const pid = transport.pid;
    await transport.close().catch(() => {});
    if (pid !== null) await killPid(pid, 'SIGKILL');
    throw new Error(`could not connect to ${name} over stdio (${era.label}): ${String(error)}\nserver stderr:\n${stderr.get()}`, { cause: error });
  }
  const pid = transport.pid;
  if (pid === null) throw new Error('stdio transport has no child pid after connect');
  let closed = false;
  return {
    client,
    pid,
    stderr: stderr.get,
    waitForStderr: stderr.waitFor,
    async close() {
      if (closed) return;
      closed = true;
      await client.close().catch(() => {});
      await killPid(pid, 'SIGKILL', 0);
    },
  };
}

/** A generated server listening on Streamable HTTP in a child process. */
export interface HttpServerProcess {
  /** The URL the server logged ("listening" line on stderr), e.g. http://127.0.0.1:40123/mcp. */
  readonly url: URL;
  readonly pid: number;
  readonly child: ChildProcess;
  stderr(): string;
  stdout(): string;
  waitForStderr(text: string, timeoutMs?: number): Promise<boolean>;
  /** SIGTERM, then SIGKILL after timeoutMs; resolves with how the process ended. Idempotent. */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts generated/<name> (or the project of `entry`, its src/main.ts: a scratch project) with `--http --port 0` and
 * waits for the JSON log line carrying "url" on stderr. Port 0 lets the OS pick a free port, so parallel test files
 * never collide.
 */
export async function startHttpServer(
  name: string,
  options: { args?: readonly string[]; env?: Record<string, string>; timeoutMs?: number; entry?: string } = {},
): Promise<HttpServerProcess> {
  const extra = ['--http', '--port', '0', ...(options.args ?? [])];
  const child = spawn(process.execPath, options.entry === undefined ? serverArgs(name, extra) : entryArgs(options.entry, extra), {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${name}`);
  const stderr = stderrCollector();
  let stdout = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.on('data', (d: Buffer) => stderr.append(d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  let stopping: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;
  const stop = (timeoutMs = 3_000) =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        const result = await exited;
        clearTimeout(timer);
        return result;
      }
      return exited;
    })());

  const url = await new Promise<URL>((resolve, reject) => {
    const fail = (why: string) => {
      void stop(0);
      reject(new Error(`${name} --http did not report a URL: ${why}\nstderr:\n${stderr.get()}`));
    };
    const timer = setTimeout(() => fail('timed out'), options.timeoutMs ?? 30_000);
    const scan = () => {
      for (const line of stderr.get().split('\n')) {
        try {
          const entry = JSON.parse(line) as { url?: unknown };
          if (typeof entry.url === 'string') {
            clearTimeout(timer);
            child.stderr!.off('data', scan);
            resolve(new URL(entry.url));
            return;
          }
        } catch {
          // not a JSON line (yet): keep reading
        }
      }
    };
    child.stderr!.on('data', scan);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      fail(`exited early (code ${code}, signal ${signal})`);
    });
  });

  return { url, pid, child, stderr: stderr.get, stdout: () => stdout, waitForStderr: stderr.waitFor, stop };
}

/** Connects a client in `era` to a running HTTP server (with a bearer token, if given). Closing the session leaves the server running. */
export async function connectHttp(server: HttpServerProcess, era: Era, token?: string): Promise<Session> {
  const client = newClient(era);
  const requestInit = token === undefined ? undefined : { headers: { authorization: `Bearer ${token}` } };
  await client.connect(new StreamableHTTPClientTransport(server.url, requestInit && { requestInit }));
  let closed = false;
  return {
    client,
    pid: server.pid,
    stderr: server.stderr,
    waitForStderr: server.waitForStderr,
    async close() {
      if (closed) return;
      closed = true;
      await client.close().catch(() => {});
    },
  };
}

/** One raw stdio exchange: what the server wrote, and how it ended. */
export interface RawStdioResult {
  readonly stdout: string;
  readonly stderr: string;
  /** Responses by JSON-RPC id, as parsed from stdout. */
  readonly responses: ReadonlyMap<string | number, Record<string, unknown>>;
  readonly exit: { code: number | null; signal: NodeJS.Signals | null };
  /** Whether the server exited by itself after stdin was closed (before the kill timeout). */
  readonly exitedOnEof: boolean;
}

/**
 * Spawns generated/<name> over stdio with no SDK in between: writes `messages` one JSON line each, waits until
 * every request (a message with an id) has a response, then closes stdin and waits for the process to exit
 * (killing it by PID after exitTimeoutMs). Nothing is parsed leniently: stdout is returned verbatim.
 */
export async function rawStdioExchange(
  name: string,
  messages: readonly Record<string, unknown>[],
  options: { env?: Record<string, string>; timeoutMs?: number; exitTimeoutMs?: number } = {},
): Promise<RawStdioResult> {
  const child = spawn(process.execPath, serverArgs(name), {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${name}`);
  let stdout = '';
  let stderr = '';
  const responses = new Map<string | number, Record<string, unknown>>();
  const pending = new Set(messages.flatMap((m) => (typeof m.id === 'string' || typeof m.id === 'number' ? [m.id] : [])));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    const allAnswered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no response for ids ${[...pending].join(', ')}\nstdout:\n${stdout}\nstderr:\n${stderr}`)),
        options.timeoutMs ?? 30_000,
      );
      const answered = new Set<string | number>();
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        const complete = stdout.slice(0, stdout.lastIndexOf('\n') + 1);
        for (const line of complete.split('\n')) {
          try {
            const msg = JSON.parse(line) as Record<string, unknown>;
            const id = msg.id;
            if ((typeof id === 'string' || typeof id === 'number') && !('method' in msg)) {
              responses.set(id, msg);
              pending.delete(id);
            } else if ((typeof id === 'string' || typeof id === 'number') && !answered.has(id)) {
              // A request from the server (sampling, elicitation): this raw client supports none, as a real one may.
              answered.add(id);
              child.stdin.write(
                `${JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: `${String(msg.method)} is not supported by this client` } })}\n`,
              );
            }
          } catch {
            // judged by the caller, who sees stdout verbatim
          }
        }
        if (pending.size === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then(({ code }) => {
        clearTimeout(timer);
        if (pending.size > 0) reject(new Error(`server exited (code ${code}) before answering\nstderr:\n${stderr}`));
      });
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    for (const message of messages) child.stdin.write(`${JSON.stringify(message)}\n`);
    await allAnswered;
    child.stdin.end();
    const timeout = Symbol('timeout');
    const ended = await Promise.race([exited, new Promise<typeof timeout>((r) => setTimeout(() => r(timeout), options.exitTimeoutMs ?? 5_000))]);
    const exitedOnEof = ended !== timeout;
    if (!exitedOnEof) await killPid(pid, 'SIGKILL', 0);
    return { stdout, stderr, responses, exit: await exited, exitedOnEof };
  } finally {
    await killPid(pid, 'SIGKILL', 0);
  }
}
