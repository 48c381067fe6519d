// Shared by progress.test.ts, cancel.test.ts, timeout.test.ts and test/bench/progress.ts: the fixture's file order,
// progress bookkeeping on the client side, indexer_status, and the request id of each client call. No vitest
// import here: the benchmark runs outside the test runner.
import type { CallToolResult, Client, JSONRPCMessage, Progress } from '@modelcontextprotocol/client';
import { connectHttp, connectStdio, ERAS, startHttpServer, type Era, type HttpServerProcess, type Session } from '../support/server-process.js';

/** test/fixtures/repo as index_repository walks it: depth-first, names in code-unit order. */
export const FIXTURE = 'test/fixtures/repo';
export const FIXTURE_FILES = [
  'LICENSE',
  'docs/README.md',
  'docs/notes.txt',
  'package.json',
  'src/lib/util1.js',
  'src/lib/util2.js',
  'src/lib/util3.js',
  'src/mod1.ts',
  'src/mod2.ts',
  'src/mod3.ts',
  'src/mod4.ts',
  'src/mod5.ts',
] as const;

/** Every notification is sent (no rate limit), so a test sees one per file. */
export const NO_RATE_LIMIT = { MCPGEN_PROGRESS_INTERVAL_MS: '0' } as const;

export interface Run {
  readonly requestId: string | number;
  readonly status: 'running' | 'completed' | 'cancelled' | 'failed';
  readonly filesSeen: number;
  readonly total: number;
  readonly startedAt: string;
  readonly stopLatencyMs?: number;
  readonly reason?: string;
}

export interface IndexerStatus {
  readonly runs: readonly Run[];
  readonly activeTimers: number;
}

export async function indexerStatus(client: Client): Promise<IndexerStatus> {
  const result = await client.callTool({ name: 'indexer_status' });
  if (result.isError) throw new Error(`indexer_status failed: ${JSON.stringify(result)}`);
  return result.structuredContent as unknown as IndexerStatus;
}

/**
 * Polls indexer_status until `done(status)` holds (every 5 ms, up to timeoutMs) and returns that status. Used to
 * wait for handlers to stop, never to judge how fast they did.
 */
export async function waitForStatus(client: Client, done: (status: IndexerStatus) => boolean, timeoutMs = 10_000): Promise<IndexerStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await indexerStatus(client);
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`indexer_status never reached the expected state: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Whether `values` strictly increase (an empty or one-element list does). */
export const strictlyIncreasing = (values: readonly number[]): boolean => values.every((v, i) => i === 0 || v > values[i - 1]!);

/** Calls a tool with an onprogress callback; returns the result and every progress update in arrival order. */
export async function callWithProgress(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  options: { signal?: AbortSignal; onprogress?: (p: Progress, all: readonly Progress[]) => void } = {},
): Promise<{ result: CallToolResult; progress: Progress[] }> {
  const progress: Progress[] = [];
  const result = (await client.callTool(
    { name, arguments: args },
    {
      ...(options.signal !== undefined && { signal: options.signal }),
      onprogress: (p) => {
        progress.push(p);
        options.onprogress?.(p, progress);
      },
    },
  )) as CallToolResult;
  return { result, progress };
}

/**
 * Records the JSON-RPC id of every tools/call the client sends, keyed by its arguments (JSON), by wrapping the
 * transport's send. The SDK gives callers no other way to learn the id of their own request; indexer_status
 * reports runs by request id.
 */
export function recordCallIds(client: Client): Map<string, number | string> {
  const ids = new Map<string, number | string>();
  const transport = client.transport;
  if (!transport) throw new Error('client is not connected');
  const send = transport.send.bind(transport);
  transport.send = (message: JSONRPCMessage, options?: Parameters<typeof send>[1]) => {
    const m = message as { id?: number | string; method?: string; params?: { arguments?: unknown } };
    if (m.method === 'tools/call' && m.id !== undefined) ids.set(JSON.stringify(m.params?.arguments ?? {}), m.id);
    return send(message, options);
  };
  return ids;
}

/**
 * Every notifications/progress the client's transport received, by progressToken, in arrival order: what the
 * server sent, before the Protocol layer sees it. Needed because the 2.4.0 client dispatches notifications on a
 * microtask but responses synchronously, and forgets a request's progress handler with its response: over stdio,
 * every notification read in the same chunk as the response never reaches onprogress (a trailing run of them,
 * not only the last; under load several). The SDK assigns progressToken = the request id.
 */
export function recordProgressOnWire(client: Client): Map<string | number, Progress[]> {
  const wire = new Map<string | number, Progress[]>();
  const transport = client.transport;
  if (!transport?.onmessage) throw new Error('client is not connected');
  const dispatch = transport.onmessage;
  transport.onmessage = (message, ...rest) => {
    const m = message as { method?: string; params?: Progress & { progressToken?: string | number } };
    if (m.method === 'notifications/progress' && m.params?.progressToken !== undefined) {
      const { progressToken, ...progress } = m.params;
      wire.set(progressToken, [...(wire.get(progressToken) ?? []), progress]);
    }
    return dispatch.call(transport, message, ...rest);
  };
  return wire;
}

/** Whether `part` is a prefix of `whole` (what onprogress saw, against what arrived on the wire). */
export const isPrefix = <T>(part: readonly T[], whole: readonly T[]): boolean =>
  part.length <= whole.length && part.every((v, i) => JSON.stringify(v) === JSON.stringify(whole[i]));

/** Percentile (nearest rank) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export type Transport = 'stdio' | 'http';
export const TRANSPORTS: readonly Transport[] = ['stdio', 'http'];
/** Every transport in both eras; `key` names a session in OpenClients.sessions and in test titles. */
export const CLIENTS: readonly { transport: Transport; era: Era; key: string }[] = TRANSPORTS.flatMap((transport) =>
  ERAS.map((era) => ({ transport, era, key: `${transport} ${era.label}` })),
);

export interface OpenClients {
  readonly sessions: Map<string, Session>;
  readonly http: HttpServerProcess;
}

/** One client per transport and era against `name`; stdio processes get `env`, the HTTP server is shared. */
export async function openClients(name: string, env: Record<string, string>): Promise<OpenClients> {
  const starting = startHttpServer(name, { env });
  const sessions = new Map<string, Session>();
  // allSettled, not all: a failure must not leave a sibling still connecting (and its process running) behind.
  const settled = await Promise.allSettled([
    starting,
    ...CLIENTS.map(async ({ transport, era, key }) => {
      sessions.set(key, transport === 'stdio' ? await connectStdio(name, era, { env }) : await connectHttp(await starting, era));
    }),
  ]);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all([...sessions.values()].map((s) => s.close()));
    await starting.then(
      (http) => http.stop(),
      () => undefined,
    );
    throw failed.reason;
  }
  return { sessions, http: await starting };
}

export async function closeClients(opened: OpenClients | undefined): Promise<void> {
  if (!opened) return;
  await Promise.all([...opened.sessions.values()].map((s) => s.close()));
  await opened.http.stop();
}
