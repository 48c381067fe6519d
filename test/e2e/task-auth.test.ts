// HTTP bearer authentication, and tasks bound to the principal that created them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mcpPost } from '../support/oauth-issuer.js';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';

const TOKENS = { alice: 'alice-secret-token', bob: 'bob-secret-token' };
let server: HttpServerProcess;

beforeAll(async () => {
  server = await startHttpServer('conformance-tasks', { env: { MCPGEN_AUTH_TOKENS: `alice:${TOKENS.alice},bob:${TOKENS.bob}` } });
});
afterAll(async () => {
  await server?.stop();
});

/** One modern-era JSON-RPC request over Streamable HTTP (declaring the Tasks extension), with an optional token. */
async function post(method: string, params: Record<string, unknown>, token?: string) {
  const { status, body } = await mcpPost(new URL(server.url), method, params, token);
  return { status, body: body ?? {} };
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

  test('a task belongs to its creator: another principal gets -32602 as if it did not exist', async () => {
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
