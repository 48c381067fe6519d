// HTTP bearer authentication, and tasks bound to the principal that created them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';

const TASKS = 'io.modelcontextprotocol/tasks';
const TOKENS = { alice: 'alice-secret-token', bob: 'bob-secret-token' };
let server: HttpServerProcess;

beforeAll(async () => {
  server = await startHttpServer('conformance-tasks', { env: { MCPGEN_AUTH_TOKENS: `alice:${TOKENS.alice},bob:${TOKENS.bob}` } });
});
afterAll(async () => {
  await server?.stop();
});

let nextId = 0;
/** One modern-era JSON-RPC request over Streamable HTTP; the answer may come as JSON or as an SSE frame. */
async function post(method: string, params: Record<string, unknown>, token?: string) {
  const id = ++nextId;
  const name = method === 'tools/call' ? (params.name as string) : (params.taskId as string | undefined);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
    ...(name !== undefined && { 'mcp-name': name }),
    ...(token !== undefined && { authorization: `Bearer ${token}` }),
  };
  const _meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'auth-test', version: '0' },
    'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS]: {} } },
  };
  const response = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta } }) });
  const text = await response.text();
  const json = text.startsWith('{') ? text : (text.split('\n').find((l) => l.startsWith('data: ') && l.includes(`"id":${id}`)) ?? 'data: null').slice(6);
  return { status: response.status, body: JSON.parse(json) as { result?: Record<string, unknown>; error?: { code: number; message: string } } };
}

describe('bearer authentication', () => {
  test('without a token, or with a wrong one: 401 with WWW-Authenticate, and nothing runs', async () => {
    for (const token of [undefined, 'wrong-token', `${TOKENS.alice}x`]) {
      const { status, body } = await post('tools/call', { name: 'greet', arguments: { name: 'x' } }, token);
      expect(status).toBe(401);
      expect(body.error?.message).toMatch(/Unauthorized/);
    }
  });

  test('a known token is served', async () => {
    const { status, body } = await post('tools/call', { name: 'greet', arguments: { name: 'Ada' } }, TOKENS.alice);
    expect(status).toBe(200);
    expect(body.result?.content).toEqual([{ type: 'text', text: 'Hello, Ada!' }]);
  });

  test("a task belongs to its creator: another principal gets -32602 as if it did not exist", async () => {
    const created = await post('tools/call', { name: 'slow_compute', arguments: { seconds: 30 } }, TOKENS.alice);
    const taskId = created.body.result?.taskId as string;
    expect(created.body.result?.resultType).toBe('task');
    expect((await post('tasks/get', { taskId }, TOKENS.alice)).body.result?.status).toBe('working');
    for (const method of ['tasks/get', 'tasks/cancel', 'tasks/update']) {
      const foreign = await post(method, { taskId }, TOKENS.bob);
      expect(foreign.body.error, method).toMatchObject({ code: -32602, message: `Unknown task ${taskId}` });
    }
    // bob's cancel did nothing; alice's does.
    expect((await post('tasks/get', { taskId }, TOKENS.alice)).body.result?.status).toBe('working');
    expect((await post('tasks/cancel', { taskId }, TOKENS.alice)).body.result).toMatchObject({ resultType: 'complete' });
    expect((await post('tasks/get', { taskId }, TOKENS.alice)).body.result?.status).toBe('cancelled');
  });

  test('the server logs that authentication is on, and never logs a token', () => {
    expect(server.stderr()).toMatch(/"authentication":"bearer"/);
    expect(server.stderr()).not.toContain(TOKENS.alice);
    expect(server.stderr()).not.toContain(TOKENS.bob);
  });
});
