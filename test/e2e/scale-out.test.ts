// Scale-out (#23): three instances of generated/scale-out over Streamable HTTP and one real redis-server
// (MCPGEN_TASK_STORE=redis://…), with clients pinned to one instance or round-robining between them:
// a task created on A is polled on B and answered on C; a cancel on B aborts the handler on A; a SIGKILLed or stopped
// instance's tasks end failed, seen from another one; completed results survive restarting every instance; rate
// limits are shared; taskAfterMs; a 2025-11-25 session id unknown to an instance is answered 404.
// Every process (servers, redis-server) is stopped in afterAll, also when a test fails.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { startRedis, type RedisProcess } from '../support/redis.js';
import {
  CheckedWire,
  envelope,
  getTask,
  LEGACY_VERSION,
  pollTask,
  postModern,
  resultOf,
  sleep,
  startTask,
  type Json,
  type RequestOptions,
  type RpcResponse,
  type Wire,
} from './tasks-helpers.js';

const TOKENS = { alice: 'alice-token-0f3a', bob: 'bob-token-77c1' } as const;
type Caller = keyof typeof TOKENS;
const STOPPED = 'The server instance running the task stopped before it finished';

let redis: RedisProcess;
/** The three instances, A B C; a restarted instance replaces its slot. */
const instances: HttpServerProcess[] = [];
const everyStarted: HttpServerProcess[] = [];

function start(): Promise<HttpServerProcess> {
  return startHttpServer('scale-out', {
    env: {
      MCPGEN_TASK_STORE: redis.url,
      MCPGEN_AUTH_TOKENS: `alice:${TOKENS.alice},bob:${TOKENS.bob}`,
      MCPGEN_SHUTDOWN_GRACE_MS: '300',
    },
  }).then((server) => (everyStarted.push(server), server));
}

/** Modern JSON-RPC over HTTP to whichever instance `pick` names at the time of each request. */
class InstanceWire implements Wire {
  constructor(
    readonly label: string,
    private readonly pick: () => HttpServerProcess,
    private readonly caller: Caller = 'alice',
  ) {}
  async request(method: string, params: Json = {}, options: RequestOptions = {}): Promise<RpcResponse> {
    const meta = { ...options.meta, ...envelope(options.tasks ?? false) };
    const body = { method, params: { ...params, _meta: meta } };
    return (await postModern(this.pick().url, body, { authorization: `Bearer ${TOKENS[this.caller]}` })).response;
  }
  async close(): Promise<void> {}
}

const checked: CheckedWire[] = [];
const pinned = (index: number, caller: Caller = 'alice') => {
  const wire = new CheckedWire(new InstanceWire(`instance ${'ABC'[index]}`, () => instances[index]!, caller));
  checked.push(wire);
  return wire;
};
let turn = 0;
const balanced = (caller: Caller = 'alice') => {
  const wire = new CheckedWire(new InstanceWire('round robin', () => instances[turn++ % instances.length]!, caller));
  checked.push(wire);
  return wire;
};

/** The first JSON log line of `server` with this msg (and taskId, when given); waits up to timeoutMs. */
async function logEntry(server: HttpServerProcess, msg: string, taskId: string | undefined, timeoutMs: number): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const line of server.stderr().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as Json;
      if (entry.msg === msg && (taskId === undefined || entry.taskId === taskId)) return entry;
    }
    if (Date.now() > deadline) throw new Error(`no "${msg}" log line for ${taskId} within ${timeoutMs} ms:\n${server.stderr()}`);
    await sleep(10);
  }
}

beforeAll(async () => {
  redis = await startRedis();
  instances.push(...(await Promise.all([start(), start(), start()])));
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(everyStarted.map((s) => s.stop(2_000)));
  await redis?.stop();
  for (const wire of checked) expect(wire.problems).toEqual([]);
});

describe('three instances sharing one Redis', () => {
  test('create on A, poll on B, answer on C: the handler on A gets the answer; other principals see nothing', async () => {
    const [a, b, c] = [pinned(0), pinned(1), pinned(2)];
    const created = await startTask(a, 'ask');
    const parked = (await pollTask(b, created.taskId, (t) => t.status === 'input_required')).task;
    expect(Object.keys(parked.inputRequests ?? {})).toEqual(['input_1']);
    const answer = { input_1: { action: 'accept', content: { answer: 'from C' } } };
    resultOf(await c.request('tasks/update', { taskId: created.taskId, inputResponses: answer }, { tasks: true }), 'tasks/update');
    const { task } = await pollTask(balanced(), created.taskId);
    expect(task).toMatchObject({ status: 'completed', result: { structuredContent: { answer: 'from C', pid: instances[0]!.pid } } });
    // Bound to alice on every instance: bob gets the same -32602 as for a task that does not exist.
    for (const index of [0, 1, 2]) {
      const bob = pinned(index, 'bob');
      expect((await bob.request('tasks/get', { taskId: created.taskId }, { tasks: true })).error?.code).toBe(-32602);
      expect((await bob.request('tasks/cancel', { taskId: created.taskId }, { tasks: true })).error?.code).toBe(-32602);
    }
  });

  test('tasks/cancel on B aborts the handler running on A (within 250 ms)', async () => {
    const created = await startTask(pinned(0), 'hold', { seconds: 60 });
    await logEntry(instances[0]!, 'hold started', created.taskId, 10_000);
    const sentAt = Date.now();
    resultOf(await pinned(1).request('tasks/cancel', { taskId: created.taskId }, { tasks: true }), 'tasks/cancel');
    const stopped = await logEntry(instances[0]!, 'hold stopped', created.taskId, 5_000);
    expect(stopped.reason).toMatch(/tasks\/cancel/);
    const latency = Date.parse(String(stopped.time)) - sentAt;
    console.info(`cross-instance cancel: handler aborted ${latency} ms after tasks/cancel was sent`);
    expect(latency).toBeLessThan(250);
    expect((await getTask(pinned(2), created.taskId)).status).toBe('cancelled');
  });

  test('SIGKILL A mid-task: B reports the task failed with a clear error (within 30 s); nothing stays working', async () => {
    const created = await startTask(pinned(0), 'hold', { seconds: 120 });
    await logEntry(instances[0]!, 'hold started', created.taskId, 10_000);
    expect((await getTask(pinned(1), created.taskId)).status).toBe('working');
    const killedAt = Date.now();
    instances[0]!.child.kill('SIGKILL');
    await instances[0]!.stop();
    const { task } = await pollTask(pinned(1), created.taskId, (t) => t.status !== 'working', 30_000);
    console.info(`failover: task marked failed ${Date.now() - killedAt} ms after SIGKILL`);
    expect(task).toMatchObject({ status: 'failed', error: { code: -32603, message: STOPPED } });
    expect(task).not.toHaveProperty('result');
    instances[0] = await start();
  });

  test('a graceful stop (SIGTERM) ends the tasks it was running as failed, the same way', async () => {
    const created = await startTask(pinned(2), 'hold', { seconds: 120 });
    await logEntry(instances[2]!, 'hold started', created.taskId, 10_000);
    const exit = await instances[2]!.stop(10_000);
    expect(exit.code).toBe(0);
    expect(await getTask(pinned(0), created.taskId)).toMatchObject({ status: 'failed', error: { code: -32603, message: STOPPED } });
    instances[2] = await start();
  });

  test('rate limits are shared: 3 calls a minute for the tool across instances, 2 per caller', async () => {
    const wire = balanced();
    const call = async (w: Wire, name: string, args: Json) => resultOf(await w.request('tools/call', { name, arguments: args }), name);
    for (const n of [1, 2, 3]) expect(await call(wire, 'limited', { n })).not.toHaveProperty('isError');
    // Enforced before validation: even a call with invalid arguments counts against, and is refused by, the limit.
    const refused = await call(wire, 'limited', { n: 'not a number' });
    expect(refused.isError).toBe(true);
    expect((refused.content as { text: string }[])[0]!.text).toMatch(/^Rate limit exceeded: limited allows 3 calls per 60000 ms\. Retry after \d+ s\.$/);
    const info = (refused._meta as Record<string, { retryAfterMs: number; code: number; retryable: boolean }>)['dev.mcpgen/error']!;
    expect(info).toMatchObject({ code: -32010, retryable: true });
    expect(info.retryAfterMs).toBeGreaterThan(0);
    expect(info.retryAfterMs).toBeLessThanOrEqual(60_000);

    const alice = balanced('alice');
    const bob = balanced('bob');
    expect(await call(alice, 'per_caller', {})).not.toHaveProperty('isError');
    expect(await call(alice, 'per_caller', {})).not.toHaveProperty('isError');
    expect((await call(alice, 'per_caller', {})).isError).toBe(true);
    expect(await call(bob, 'per_caller', {})).toMatchObject({ content: [{ text: 'hello bob' }] });
  });

  test('taskAfterMs: a quick call stays a plain call; one still running after 300 ms becomes a task', async () => {
    const wire = balanced();
    const quick = resultOf(await wire.request('tools/call', { name: 'quick', arguments: { ms: 20 } }, { tasks: true }), 'quick');
    expect(quick).toMatchObject({ resultType: 'complete', structuredContent: { slept: 20 } });
    const slow = await startTask(wire, 'quick', { ms: 1_500 });
    expect((await pollTask(wire, slow.taskId)).task).toMatchObject({ status: 'completed', result: { structuredContent: { slept: 1_500 } } });
    // Without the extension declared it is never a task.
    const plain = resultOf(await wire.request('tools/call', { name: 'quick', arguments: { ms: 600 } }), 'quick');
    expect(plain).toMatchObject({ resultType: 'complete', structuredContent: { slept: 600 } });
  });

  test('a 2025-11-25 session lives on one instance: another answers its id 404, so the client re-initializes', async () => {
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${TOKENS.alice}`,
    };
    const init = await fetch(instances[0]!.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: LEGACY_VERSION, capabilities: {}, clientInfo: { name: 'e2e', version: '0' } },
      }),
    });
    const sessionId = init.headers.get('mcp-session-id');
    await init.text();
    expect(sessionId).toBeTruthy();
    const elsewhere = await fetch(instances[1]!.url, {
      method: 'POST',
      headers: { ...headers, 'mcp-session-id': sessionId!, 'mcp-protocol-version': LEGACY_VERSION },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }),
    });
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { error: { message: string } }).error.message).toMatch(/send initialize/);
  });

  test('restart every instance: completed results are still there', async () => {
    const wire = balanced();
    const done = await startTask(wire, 'hold', { seconds: 0.1 });
    const finished = (await pollTask(wire, done.taskId)).task;
    expect(finished.status).toBe('completed');
    await Promise.all(instances.map((s) => s.stop(10_000)));
    instances.splice(0, instances.length, ...(await Promise.all([start(), start(), start()])));
    for (const index of [0, 1, 2]) {
      expect(await getTask(pinned(index), done.taskId)).toMatchObject({
        status: 'completed',
        result: finished.result,
      });
    }
  });
});
