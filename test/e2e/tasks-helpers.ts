// The client side of the Tasks extension (io.modelcontextprotocol/tasks, SEP-2663) for tasks.test.ts:
// - RawStdioWire: newline-delimited JSON-RPC over a generated server's stdin/stdout, no SDK in between; in the modern
//   era every request carries the 2026-07-28 envelope in its _meta (declaring the extension or not, per request);
// - HttpWire: the same over Streamable HTTP with the modern headers (MCP-Protocol-Version, Mcp-Method, Mcp-Name);
// - openExtTasksSession: the official ext-tasks requester over HTTP, through a rawDispatch that records the traffic.
// Every process started here is stopped by PID in close().
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  createTaskSessionFromClient,
  type ApplicationInputHandler,
  type DispatchOptions,
  type JsonRpcResponse,
  type TaskEnabledSession,
} from '@modelcontextprotocol/ext-tasks/client';
import type { JsonValue } from '@modelcontextprotocol/ext-tasks/core';
import {
  CallToolResultV2Schema,
  CancelTaskResultV2Schema,
  CreateTaskResultV2Schema,
  ErrorV2Schema,
  GetTaskResultV2Schema,
  UpdateTaskResultV2Schema,
} from '@modelcontextprotocol/ext-tasks/core/v2';
import { REPO_ROOT } from '../support/cli.js';
import { killPid } from '../support/server-process.js';
import { entryArgs } from '../support/compiled-server.js';

/**
 * The project under test: generated/conformance-tasks, or a copy named by MCPGEN_E2E_TASKS_PROJECT (to check that
 * the suite notices a deliberately broken runtime without touching the golden folder).
 */
export const TASKS_PROJECT = path.resolve(REPO_ROOT, process.env.MCPGEN_E2E_TASKS_PROJECT ?? 'generated/conformance-tasks');
export const TASKS_ENTRY = path.join(TASKS_PROJECT, 'src', 'main.ts');

export const TASKS_EXT = 'io.modelcontextprotocol/tasks';
export const MODERN_VERSION = '2026-07-28';
export const LEGACY_VERSION = '2025-11-25';
export const CLIENT_INFO = { name: 'mcpgen-tasks-e2e', version: '0.0.0' } as const;
export const DECLARED = { extensions: { [TASKS_EXT]: {} } } as const;

export type Json = Record<string, unknown>;
export interface RpcError {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}
/** A JSON-RPC response: exactly one of result and error. */
export interface RpcResponse {
  readonly jsonrpc?: unknown;
  readonly id?: unknown;
  readonly result?: Json;
  readonly error?: RpcError;
}

export interface RequestOptions {
  /** Declare the extension in this request's envelope (modern era only). */
  readonly tasks?: boolean;
  /** Extra _meta keys (e.g. progressToken); the envelope keys win. */
  readonly meta?: Json;
}

/**
 * Checks one modern response against the ext-tasks V2 Zod schemas and the SEP-2663 wire rules the schemas leave
 * open; returns the problems found (empty when the response is fine). `declared`: the request declared the extension.
 */
export function wireProblems(method: string, declared: boolean, response: RpcResponse): string[] {
  const problems: string[] = [];
  const where = `${method} → ${JSON.stringify(response).slice(0, 300)}`;
  const schema = (name: string, s: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
    const parsed = s.safeParse(value);
    if (!parsed.success) problems.push(`${name}: ${String(parsed.error)} in ${where}`);
  };
  if (response.error !== undefined) {
    schema('ErrorV2Schema', ErrorV2Schema, response.error);
    return problems;
  }
  const result = response.result;
  if (result === undefined) return [`neither result nor error: ${where}`];
  for (const key of ['requestState', 'ttl', 'pollInterval', 'task']) if (key in result) problems.push(`"${key}" must not appear: ${where}`);
  if (method === 'tools/call') {
    if (result.resultType === 'task') {
      if (!declared) problems.push(`a task for a request that did not declare the extension: ${where}`);
      schema('CreateTaskResultV2Schema', CreateTaskResultV2Schema, result);
      const id = String(result.taskId);
      if (!/^[A-Za-z0-9_-]+$/.test(id) || Buffer.from(id, 'base64url').length < 16) problems.push(`taskId is not ≥128-bit base64url: ${id}`);
    } else {
      schema('CallToolResultV2Schema', CallToolResultV2Schema, result);
      if (result.resultType !== 'complete') problems.push(`resultType must be "complete": ${where}`);
    }
  } else if (method === 'tasks/get') {
    schema('GetTaskResultV2Schema', GetTaskResultV2Schema, result);
    if (result.status === 'completed') schema('CallToolResultV2Schema (inlined result)', CallToolResultV2Schema, result.result);
    if (result.status !== 'completed' && 'result' in result) problems.push(`result on a ${String(result.status)} task: ${where}`);
    if (result.status !== 'failed' && 'error' in result) problems.push(`error on a ${String(result.status)} task: ${where}`);
    if (result.status !== 'input_required' && 'inputRequests' in result) problems.push(`inputRequests on a ${String(result.status)} task: ${where}`);
  } else if (method === 'tasks/update' || method === 'tasks/cancel') {
    schema(
      method === 'tasks/update' ? 'UpdateTaskResultV2Schema' : 'CancelTaskResultV2Schema',
      method === 'tasks/update' ? UpdateTaskResultV2Schema : CancelTaskResultV2Schema,
      result,
    );
    const extra = Object.keys(result).filter((k) => k !== 'resultType' && k !== '_meta');
    if (extra.length > 0) problems.push(`the ack must be empty, has ${extra.join(', ')}: ${where}`);
  }
  return problems;
}

/** Wraps a wire so every modern response is checked with wireProblems; the problems pile up in `problems`. */
export class CheckedWire implements Wire {
  readonly problems: string[] = [];
  constructor(readonly inner: Wire) {}
  get label(): string {
    return this.inner.label;
  }
  async request(method: string, params?: Json, options: RequestOptions = {}): Promise<RpcResponse> {
    const response = await this.inner.request(method, params, options);
    this.problems.push(...wireProblems(method, options.tasks ?? false, response));
    return response;
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

/** The 2026-07-28 per-request envelope. */
export function envelope(tasks: boolean): Json {
  return {
    'io.modelcontextprotocol/protocolVersion': MODERN_VERSION,
    'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
    'io.modelcontextprotocol/clientCapabilities': tasks ? DECLARED : {},
  };
}

/** One way to send a JSON-RPC request to a server and read its response. */
export interface Wire {
  readonly label: string;
  request(method: string, params?: Json, options?: RequestOptions): Promise<RpcResponse>;
  close(): Promise<void>;
}

/** node arguments that run a generated project's src/main.ts (transpiled once per content: compiled-server.ts). */
export { entryArgs };

/** Raw stdio session with a generated server (modern: every request carries the envelope; legacy: initialize first). */
export class RawStdioWire implements Wire {
  /** Every message the server wrote, in order (responses and notifications). */
  readonly messages: Json[] = [];
  /** stdout lines that were not JSON: there must be none. */
  readonly garbage: string[] = [];
  readonly label: string;
  private buffered = '';
  private stderrText = '';
  private nextId = 1;
  private readonly pending = new Map<number, (msg: RpcResponse) => void>();
  /** How the process ended: resolves once it has exited. */
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly pid: number,
    readonly era: 'modern' | 'legacy',
  ) {
    this.label = `stdio (${era})`;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      this.buffered += chunk;
      let newline: number;
      while ((newline = this.buffered.indexOf('\n')) >= 0) {
        const line = this.buffered.slice(0, newline);
        this.buffered = this.buffered.slice(newline + 1);
        let msg: Json;
        try {
          msg = JSON.parse(line) as Json;
        } catch {
          this.garbage.push(line);
          continue;
        }
        this.messages.push(msg);
        if (typeof msg.id === 'number' && !('method' in msg)) {
          this.pending.get(msg.id)?.(msg as RpcResponse);
          this.pending.delete(msg.id);
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderrText += chunk));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    void this.exited.then(() => {
      for (const [id, resolve] of this.pending) resolve({ id, error: { code: 0, message: `server exited before answering\nstderr:\n${this.stderrText}` } });
      this.pending.clear();
    });
  }

  /** Spawns `entry` (a generated project's src/main.ts) and opens a session in `era`. */
  static async open(
    entry: string,
    era: 'modern' | 'legacy',
    options: { env?: Record<string, string>; nodeArgs?: readonly string[] } = {},
  ): Promise<RawStdioWire> {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entryArgs(entry)], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) throw new Error(`could not spawn ${entry}`);
    const wire = new RawStdioWire(child, child.pid, era);
    try {
      if (era === 'legacy') {
        // The legacy client even declares the extension in its initialize capabilities: it must not count.
        const init = await wire.request('initialize', { protocolVersion: LEGACY_VERSION, capabilities: DECLARED, clientInfo: CLIENT_INFO });
        if ((init.result as { protocolVersion?: unknown } | undefined)?.protocolVersion !== LEGACY_VERSION)
          throw new Error(`initialize answered ${JSON.stringify(init)}`);
        wire.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      } else {
        const discover = await wire.request('server/discover', {});
        if (!discover.result) throw new Error(`server/discover answered ${JSON.stringify(discover)}`);
      }
    } catch (error) {
      await wire.close();
      throw error;
    }
    return wire;
  }

  stderr(): string {
    return this.stderrText;
  }

  send(message: Json): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** Sends a signal to the server process. */
  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Closes the server's stdin, as a client that goes away does. */
  endInput(): void {
    this.child.stdin.end();
  }

  request(method: string, params: Json = {}, options: RequestOptions = {}, timeoutMs = 20_000): Promise<RpcResponse> {
    const id = this.nextId++;
    const meta = this.era === 'modern' ? { ...options.meta, ...envelope(options.tasks ?? false) } : options.meta;
    const body = { jsonrpc: '2.0', id, method, params: { ...params, ...(meta !== undefined && { _meta: meta }) } };
    return new Promise<RpcResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`no response to ${method} (id ${id}) within ${timeoutMs} ms\nstderr:\n${this.stderrText}`));
      }, timeoutMs);
      this.pending.set(id, (msg) => {
        clearTimeout(timer);
        resolve(msg);
      });
      this.send(body);
    });
  }

  /** Closes stdin and stops the process by PID. Idempotent. */
  async close(): Promise<void> {
    this.child.stdin.end();
    await killPid(this.pid, 'SIGKILL', 0);
  }
}

/** Parses a Streamable HTTP response body (JSON, or SSE whose data: frame carries the response to `id`). */
function parseHttpBody(contentType: string, text: string, id: number): RpcResponse {
  if (!contentType.includes('text/event-stream')) return JSON.parse(text) as RpcResponse;
  let found: RpcResponse | undefined;
  for (const line of text.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const payload = line.slice('data:'.length).trim();
    if (payload === '') continue;
    const msg = JSON.parse(payload) as RpcResponse & { method?: unknown };
    if (msg.id === id && msg.method === undefined) found = msg;
  }
  if (!found) throw new Error(`no response for id ${id} in the SSE stream:\n${text}`);
  return found;
}

let httpIds = 1;

/**
 * POSTs one modern JSON-RPC request. `headers` come first (ext-tasks passes Mcp-Name: <taskId> for tasks/*); the
 * modern headers are added, and Mcp-Name only when absent, so it is never sent twice.
 */
export async function postModern(
  url: URL,
  request: Json,
  headers: Readonly<Record<string, string>> = {},
  signal?: AbortSignal,
): Promise<{ status: number; response: RpcResponse }> {
  const id = httpIds++;
  const body = { jsonrpc: '2.0', id, ...request };
  const method = String(request.method);
  const params = (request.params ?? {}) as Json;
  const h = new Headers(headers);
  h.set('content-type', 'application/json');
  h.set('accept', 'application/json, text/event-stream');
  h.set('mcp-protocol-version', MODERN_VERSION);
  h.set('mcp-method', method);
  if (!h.has('mcp-name')) {
    if (method === 'tools/call' && typeof params.name === 'string') h.set('mcp-name', params.name);
    if (method.startsWith('tasks/') && typeof params.taskId === 'string') h.set('mcp-name', params.taskId);
  }
  const res = await fetch(url, { method: 'POST', headers: h, body: JSON.stringify(body), ...(signal !== undefined && { signal }) });
  const text = await res.text();
  return { status: res.status, response: parseHttpBody(res.headers.get('content-type') ?? '', text, id) };
}

/** Raw modern JSON-RPC over Streamable HTTP (one POST per request, the envelope in every _meta). */
export class HttpWire implements Wire {
  readonly label = 'http (modern)';
  constructor(readonly url: URL) {}

  async request(method: string, params: Json = {}, options: RequestOptions = {}): Promise<RpcResponse> {
    const meta = { ...options.meta, ...envelope(options.tasks ?? false) };
    return (await postModern(this.url, { method, params: { ...params, _meta: meta } })).response;
  }

  async close(): Promise<void> {}
}

/** One request ext-tasks sent through rawDispatch and what came back. */
export interface Exchange {
  readonly request: Json;
  readonly headers: Readonly<Record<string, string>>;
  readonly response: JsonRpcResponse;
}

export interface ExtTasksSession {
  readonly client: Client;
  readonly session: TaskEnabledSession;
  /** Everything ext-tasks sent and received, in order. */
  readonly traffic: Exchange[];
  close(): Promise<void>;
}

/**
 * The official ext-tasks requester against a running HTTP server: an SDK Client pinned to 2026-07-28 (for
 * server/discover and the capabilities), plus rawDispatch and V2 framing for the task traffic itself.
 */
export async function openExtTasksSession(
  url: URL,
  options: { onInputRequest?: ApplicationInputHandler['handle']; endpointId?: string } = {},
): Promise<ExtTasksSession> {
  const client = new Client(CLIENT_INFO, { versionNegotiation: { mode: { pin: MODERN_VERSION } } });
  await client.connect(new StreamableHTTPClientTransport(url));
  const traffic: Exchange[] = [];
  const rawDispatch = async (request: JsonValue, dispatch?: DispatchOptions): Promise<JsonRpcResponse> => {
    const headers = dispatch?.context?.headers ?? {};
    const { response } = await postModern(url, request as Json, headers, dispatch?.signal);
    const answer: JsonRpcResponse = response.error
      ? { kind: 'error', error: response.error as Extract<JsonRpcResponse, { kind: 'error' }>['error'] }
      : { kind: 'result', result: response.result as JsonValue };
    traffic.push({ request: request as Json, headers, response: answer });
    return answer;
  };
  const session = createTaskSessionFromClient(client, {
    endpointId: options.endpointId ?? `mcpgen-e2e-${url.port}`,
    rawDispatch,
    v2RequestFraming: { protocolVersion: MODERN_VERSION, clientInfo: { ...CLIENT_INFO }, clientCapabilities: {} },
    ...(options.onInputRequest !== undefined && { onInputRequest: options.onInputRequest }),
  });
  let closed = false;
  return {
    client,
    session,
    traffic,
    async close() {
      if (closed) return;
      closed = true;
      await session.close().catch(() => {});
      await client.close().catch(() => {});
    },
  };
}

/** A task as tasks/get returns it (the fields tests look at). */
export interface TaskView extends Json {
  readonly taskId: string;
  readonly status: 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';
  readonly statusMessage?: string;
  readonly createdAt: string;
  readonly lastUpdatedAt: string;
  readonly ttlMs: number | null;
  readonly pollIntervalMs?: number;
  readonly resultType?: string;
  readonly inputRequests?: Record<string, { method: string; params: Json }>;
  readonly result?: Json;
  readonly error?: RpcError;
}

export const TERMINAL = new Set(['completed', 'failed', 'cancelled']);
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The result of a response, or a thrown error carrying the whole response. */
export function resultOf(response: RpcResponse, what: string): Json {
  if (!response.result) throw new Error(`${what} answered ${JSON.stringify(response)}`);
  return response.result;
}

/** tasks/get (declared), failing on an error response. */
export async function getTask(wire: Wire, taskId: string): Promise<TaskView> {
  return resultOf(await wire.request('tasks/get', { taskId }, { tasks: true }), `tasks/get ${taskId}`) as TaskView;
}

/**
 * Polls tasks/get at the task's own pollIntervalMs until `done(task)` holds; returns the last task and every status
 * seen on the way (for "working → input_required → completed" assertions).
 */
export async function pollTask(
  wire: Wire,
  taskId: string,
  done: (task: TaskView) => boolean = (t) => TERMINAL.has(t.status),
  timeoutMs = 15_000,
): Promise<{ task: TaskView; seen: TaskView[] }> {
  const deadline = Date.now() + timeoutMs;
  const seen: TaskView[] = [];
  for (;;) {
    const task = await getTask(wire, taskId);
    seen.push(task);
    if (done(task)) return { task, seen };
    if (Date.now() > deadline) throw new Error(`task ${taskId} never reached the expected state; last: ${JSON.stringify(task)}`);
    await sleep(task.pollIntervalMs ?? 100);
  }
}

/** tools/call with the extension declared; returns the CreateTaskResult (fails on anything else). */
export async function startTask(wire: Wire, name: string, args: Json = {}): Promise<TaskView> {
  const created = resultOf(await wire.request('tools/call', { name, arguments: args }, { tasks: true }), `tools/call ${name}`);
  if (created.resultType !== 'task') throw new Error(`tools/call ${name} did not create a task: ${JSON.stringify(created)}`);
  return created as TaskView;
}

/** Unique states in order of first appearance (a poll sees each state several times). */
export const statusPath = (seen: readonly { status: string }[]): string[] => seen.map((t) => t.status).filter((s, i, all) => i === 0 || all[i - 1] !== s);

/** A generated server listening on Streamable HTTP (started from any project's entry, e.g. a scratch copy). */
export interface HttpServer {
  readonly url: URL;
  readonly pid: number;
  stderr(): string;
  /** SIGTERM, SIGKILL after 3 s; waits for the exit. Idempotent. */
  stop(): Promise<void>;
}

/** Starts `entry --http --port 0` and waits for the "listening" log line (with the URL) on stderr. */
export async function startHttp(entry: string, options: { env?: Record<string, string> } = {}): Promise<HttpServer> {
  const child = spawn(process.execPath, entryArgs(entry, ['--http', '--port', '0']), {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${entry}`);
  let stderr = '';
  const stop = async () => {
    await killPid(pid, 'SIGTERM', 3_000);
  };
  try {
    const url = await new Promise<URL>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${entry} --http reported no URL\nstderr:\n${stderr}`)), 30_000);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${entry} --http exited early (${code ?? signal})\nstderr:\n${stderr}`));
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        const m = /"url":"(http:[^"]+)"/.exec(stderr);
        if (m) {
          clearTimeout(timer);
          resolve(new URL(m[1]!));
        }
      });
    });
    return { url, pid, stderr: () => stderr, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
