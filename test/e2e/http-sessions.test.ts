// Sessionful 2025-11-25 Streamable HTTP (src/generated/sessions.gen.ts), against real server processes:
// - through the official client (legacy mode, StreamableHTTPClientTransport): a tool that elicits or samples gets
//   the client's answer (a separate POST on the session), and a client cancel stops the handler;
// - on the raw wire: unknown session 404, DELETE ends a session, a session is bound to the principal that opened
//   it, MCPGEN_MAX_SESSIONS answers 503, MCPGEN_SESSION_IDLE_MS closes unused sessions (never busy ones), and a
//   legacy request without a session is still served statelessly.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, SdkError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { FIXTURE, waitForStatus, type Run } from './progress-helpers.js';

const TOKENS = { alice: 'alice-secret-token', bob: 'bob-secret-token' } as const;
const IDLE_MS = 1_000;
const MAX_BODY = 4_096;

type Json = Record<string, unknown>;

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** The JSON-RPC message of a JSON or single-event SSE body (undefined when empty). */
  readonly message: Json | undefined;
}

/** One raw HTTP exchange with /mcp; SSE bodies are read to the end (the server closes them after the response). */
async function send(server: HttpServerProcess, init: { method?: string; body?: Json; session?: string; token?: string }): Promise<Answer> {
  const res = await fetch(server.url, {
    method: init.method ?? 'POST',
    headers: {
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.session !== undefined && { 'mcp-session-id': init.session }),
      ...(init.token !== undefined && { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  const data = res.headers.get('content-type')?.includes('text/event-stream')
    ? text
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice('data: '.length))
        .find((l) => l.trim() !== '')
    : text;
  return { status: res.status, headers: res.headers, message: data ? (JSON.parse(data) as Json) : undefined };
}

const initialize = (id: number | string = 1): Json => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw-sessions', version: '0.0.0' } },
});
const ping = (id: number | string = 2): Json => ({ jsonrpc: '2.0', id, method: 'ping' });

/** Opens a session on the raw wire; returns its id. */
async function openSession(server: HttpServerProcess, token?: string): Promise<string> {
  const answer = await send(server, { body: initialize(), ...(token !== undefined && { token }) });
  expect(answer.status, JSON.stringify(answer.message)).toBe(200);
  expect(answer.message?.result).toMatchObject({ protocolVersion: '2025-11-25' });
  const id = answer.headers.get('mcp-session-id');
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  return id!;
}

/** A 2025-11-25 client with sampling and elicitation, over HTTP (optionally with a bearer token). */
async function legacyClient(server: HttpServerProcess, token?: string, elicitDelayMs = 0): Promise<Client> {
  const client = new Client(
    { name: 'mcpgen-sessions-e2e', version: '0.0.0' },
    { capabilities: { sampling: {}, elicitation: { form: {} } }, versionNegotiation: { mode: 'legacy' } },
  );
  client.setRequestHandler('sampling/createMessage', async (request) => {
    const first = request.params.messages[0]?.content;
    const asked = first && !Array.isArray(first) && first.type === 'text' ? first.text : '?';
    return { role: 'assistant', model: 'test', content: { type: 'text', text: `echo ${asked}` } };
  });
  client.setRequestHandler('elicitation/create', async (request) => {
    await new Promise((r) => setTimeout(r, elicitDelayMs));
    const schema = 'requestedSchema' in request.params ? request.params.requestedSchema : undefined;
    // confirm_delete (conformance-tasks) asks for { confirm }; the conformance fixtures for a username and an email.
    const content: Record<string, string | boolean> =
      schema?.properties && 'confirm' in schema.properties ? { confirm: true } : { username: 'ada', email: 'ada@example.com' };
    return { action: 'accept', content };
  });
  const headers = token !== undefined ? { authorization: `Bearer ${token}` } : undefined;
  await client.connect(new StreamableHTTPClientTransport(server.url, headers ? { requestInit: { headers } } : undefined));
  return client;
}

const sessionOf = (client: Client) => (client.transport as StreamableHTTPClientTransport).sessionId;

let authed: HttpServerProcess;
let indexer: HttpServerProcess;
let limited: HttpServerProcess;
let idle: HttpServerProcess;
let tasks: HttpServerProcess;
beforeAll(async () => {
  [authed, indexer, limited, idle, tasks] = await Promise.all([
    startHttpServer('conformance', { env: { MCPGEN_AUTH_TOKENS: `alice:${TOKENS.alice},bob:${TOKENS.bob}` } }),
    startHttpServer('repo-indexer', { env: { MCPGEN_PROGRESS_INTERVAL_MS: '0' } }),
    startHttpServer('conformance', { env: { MCPGEN_MAX_SESSIONS: '2', MCPGEN_MAX_CONCURRENT_REQUESTS: '1', MCPGEN_MAX_BODY_BYTES: String(MAX_BODY) } }),
    startHttpServer('conformance', { env: { MCPGEN_SESSION_IDLE_MS: String(IDLE_MS), MCPGEN_LOG_LEVEL: 'debug' } }),
    startHttpServer('conformance-tasks'),
  ]);
});
afterAll(async () => {
  await Promise.all([authed, indexer, limited, idle, tasks].map((s) => s?.stop()));
});

describe('server-to-client requests reach the client on its session (official client, legacy, bearer auth)', () => {
  let client: Client;
  beforeAll(async () => {
    client = await legacyClient(authed, TOKENS.alice);
  });
  afterAll(async () => {
    await client?.close();
  });

  test('the client got a session id', () => {
    expect(sessionOf(client)).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('test_elicitation gets the user answer', async () => {
    const result = await client.callTool({ name: 'test_elicitation', arguments: { message: 'Who are you?' } });
    expect(result.content).toEqual([{ type: 'text', text: 'User response: action=accept, content={"username":"ada","email":"ada@example.com"}' }]);
  });

  test('test_sampling gets the model answer', async () => {
    const result = await client.callTool({ name: 'test_sampling', arguments: { prompt: 'capital of France?' } });
    expect(result).toMatchObject({ content: [{ type: 'text', text: 'LLM response: echo capital of France?' }] });
    expect(result.isError ?? false).toBe(false);
  });

  test('ctx.requestInput() in a plain 2025-11-25 call becomes an elicitation on the session (conformance-tasks confirm_delete)', async () => {
    const other = await legacyClient(tasks);
    try {
      const result = await other.callTool({ name: 'confirm_delete', arguments: { filename: 'a.txt' } });
      expect(result).toMatchObject({ content: [{ type: 'text', text: 'Deleted a.txt' }] });
    } finally {
      await other.close();
    }
  });

  test('the session is bound to alice: bob gets 404 for it (POST, GET, DELETE), alice keeps it', async () => {
    const session = sessionOf(client)!;
    for (const method of ['POST', 'GET', 'DELETE']) {
      const answer = await send(authed, { method, session, token: TOKENS.bob, ...(method === 'POST' && { body: ping() }) });
      expect(answer.status, method).toBe(404);
      expect(answer.message?.error).toMatchObject({ code: -32001 });
    }
    expect((await send(authed, { body: ping(), session, token: TOKENS.alice })).message).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
    // Bob's DELETE did nothing: the session still serves a tool call that needs it.
    const result = await client.callTool({ name: 'test_sampling', arguments: { prompt: 'still there?' } });
    expect(result).toMatchObject({ content: [{ type: 'text', text: 'LLM response: echo still there?' }] });
  });

  test('no token: 401 before any session lookup', async () => {
    expect((await send(authed, { body: ping(), session: sessionOf(client)! })).status).toBe(401);
  });
});

describe('session lifecycle on the raw wire', () => {
  test('an unknown session id gets 404 (POST and GET)', async () => {
    const session = randomUUID();
    const post = await send(authed, { body: ping(), session, token: TOKENS.bob });
    expect(post.status).toBe(404);
    expect(post.message?.error).toMatchObject({ code: -32001 });
    expect((await send(authed, { method: 'GET', session, token: TOKENS.bob })).status).toBe(404);
  });

  test('DELETE ends the session: it answers 404 afterwards', async () => {
    const session = await openSession(authed, TOKENS.bob);
    expect((await send(authed, { body: ping(), session, token: TOKENS.bob })).message?.result).toEqual({});
    expect((await send(authed, { method: 'DELETE', session, token: TOKENS.bob })).status).toBe(200);
    expect((await send(authed, { body: ping(), session, token: TOKENS.bob })).status).toBe(404);
    expect((await send(authed, { method: 'DELETE', session, token: TOKENS.bob })).status).toBe(404);
  });

  test('a legacy request without a session is still served statelessly', async () => {
    const answer = await send(authed, { body: ping(7), token: TOKENS.bob });
    expect(answer).toMatchObject({ status: 200, message: { jsonrpc: '2.0', id: 7, result: {} } });
    expect(answer.headers.get('mcp-session-id')).toBeNull();
  });

  test('MCPGEN_MAX_SESSIONS=2: a third initialize gets 503 with Retry-After; after a DELETE one fits again', async () => {
    const [first, second] = [await openSession(limited), await openSession(limited)];
    const refused = await send(limited, { body: initialize() });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('mcp-session-id')).toBeNull();
    // Refusing a session refuses nothing else: both sessions and stateless requests still work.
    for (const session of [first, second]) expect((await send(limited, { body: ping(), session })).message?.result).toEqual({});
    expect((await send(limited, { body: ping() })).status).toBe(200);
    expect((await send(limited, { method: 'DELETE', session: first })).status).toBe(200);
    const third = await openSession(limited);
    for (const session of [second, third]) expect((await send(limited, { method: 'DELETE', session })).status).toBe(200);
  });

  test('the HTTP limits hold on a session: 413 over MCPGEN_MAX_BODY_BYTES, -32700 for malformed JSON', async () => {
    const session = await openSession(limited);
    try {
      const big = await send(limited, { body: { ...ping(), params: { padding: 'x'.repeat(MAX_BODY) } }, session });
      expect(big.status).toBe(413);
      const res = await fetch(limited.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': session },
        body: '{"jsonrpc": "2.0", "id": 1, "method": ',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error?: { code?: number } }).error?.code).toBe(-32700);
      expect((await send(limited, { body: ping(), session })).message?.result).toEqual({});
    } finally {
      await send(limited, { method: 'DELETE', session });
    }
  });

  test('an open session GET stream does not count against MCPGEN_MAX_CONCURRENT_REQUESTS=1', async () => {
    const session = await openSession(limited);
    const stream = new AbortController();
    try {
      const get = await fetch(limited.url, {
        headers: { accept: 'text/event-stream', 'mcp-protocol-version': '2025-11-25', 'mcp-session-id': session },
        signal: stream.signal,
      });
      expect(get.status).toBe(200);
      expect(get.headers.get('content-type')).toContain('text/event-stream');
      // With the stream open, the one request slot is still free.
      expect((await send(limited, { body: ping(), session })).message?.result).toEqual({});
      expect((await send(limited, { body: ping() })).status).toBe(200);
    } finally {
      stream.abort();
      await send(limited, { method: 'DELETE', session });
    }
  });

  test(`MCPGEN_SESSION_IDLE_MS=${IDLE_MS}: an unused session is closed and then answers 404`, async () => {
    const session = await openSession(idle);
    expect(await idle.waitForStderr(`"msg":"session expired","session":"${session}"`, 10_000), idle.stderr()).toBe(true);
    expect(await idle.waitForStderr(`"msg":"session closed","session":"${session}"`, 5_000)).toBe(true);
    expect((await send(idle, { body: ping(), session })).status).toBe(404);
  });

  test('a busy session does not expire: an elicitation answered after 3 × the idle time still completes', async () => {
    const client = await legacyClient(idle, undefined, 3 * IDLE_MS);
    try {
      const session = sessionOf(client)!;
      const result = await client.callTool({ name: 'test_elicitation', arguments: { message: 'slow?' } });
      expect(result.content).toMatchObject([{ type: 'text', text: expect.stringContaining('action=accept') }]);
      expect(idle.stderr()).not.toContain(`"msg":"session expired","session":"${session}"`);
      // Once unused it expires like any other.
      expect(await idle.waitForStderr(`"msg":"session expired","session":"${session}"`, 10_000)).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('cancel over legacy HTTP reaches the handler (repo-indexer)', () => {
  test("the client's AbortSignal sends notifications/cancelled on the session; the run stops part-way", async () => {
    const client = await legacyClient(indexer);
    try {
      const since = Date.now() - 1;
      const controller = new AbortController();
      const outcome = await client
        .callTool(
          { name: 'index_repository', arguments: { path: FIXTURE, delayMs: 100 } },
          {
            signal: controller.signal,
            onprogress: (p) => {
              if (p.progress >= 2) controller.abort('cancelled on the session');
            },
          },
        )
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(outcome).toBeInstanceOf(SdkError);
      const mine = (runs: readonly Run[]) => runs.find((r) => Date.parse(r.startedAt) >= since && r.status !== 'running');
      const status = await waitForStatus(client, (s) => mine(s.runs)?.stopLatencyMs !== undefined);
      const run = mine(status.runs)!;
      expect(run).toMatchObject({ status: 'cancelled', reason: 'cancelled on the session' });
      expect(run.filesSeen).toBeLessThan(run.total);
    } finally {
      await client.close();
    }
  });
});

describe('graceful stop', () => {
  test('SIGTERM closes every open session (its GET stream included) and exits 0', async () => {
    const client = await legacyClient(idle);
    const session = sessionOf(client)!;
    try {
      expect(await idle.stop(10_000)).toEqual({ code: 0, signal: null });
      expect(idle.stderr()).toContain(`"msg":"session closed","session":"${session}"`);
      expect(idle.stderr()).toContain('"msg":"stopped"');
    } finally {
      await client.close();
    }
  });
});
