// The SQLite task store: completed results survive a restart, and tasks whose process died are marked failed.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { killPid, serverArgs } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';

const TASKS = 'io.modelcontextprotocol/tasks';
const scratch = scratchDir('task-store');
afterAll(() => scratch.cleanup());

/** A modern-era JSON-RPC session over a server's stdio, every request declaring the Tasks extension. */
function open(env: Record<string, string>) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, serverArgs('conformance-tasks'), {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const pending = new Map<number, (message: Record<string, unknown>) => void>();
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const message = JSON.parse(line) as { id?: number };
    if (typeof message.id === 'number') pending.get(message.id)?.(message);
  });
  let nextId = 0;
  const request = (method: string, params: Record<string, unknown>) => {
    const id = ++nextId;
    const _meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'task-store-test', version: '0' },
      'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS]: {} } },
    };
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta } })}\n`);
    return new Promise<Record<string, unknown>>((resolve) => pending.set(id, resolve));
  };
  const result = async (method: string, params: Record<string, unknown>) => {
    const response = await request(method, params);
    if (!('result' in response)) throw new Error(`${method} failed: ${JSON.stringify(response)}`);
    return response.result as Record<string, unknown>;
  };
  return { child, request, result };
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('with MCPGEN_TASK_STORE=sqlite, results survive a restart and orphaned tasks are failed', async () => {
  const env = { MCPGEN_TASK_STORE: `sqlite:${path.join(scratch.dir, 'tasks.db')}` };
  const first = open(env);
  let finishedId: string;
  let orphanId: string;
  try {
    const finished = await first.result('tools/call', { name: 'slow_compute', arguments: { seconds: 0.1, label: 'durable' } });
    expect(finished.resultType).toBe('task');
    finishedId = finished.taskId as string;
    await until(() => first.result('tasks/get', { taskId: finishedId }), (t) => t.status === 'completed', 'the first task');
    const orphan = await first.result('tools/call', { name: 'slow_compute', arguments: { seconds: 60 } });
    orphanId = orphan.taskId as string;
    expect((await first.result('tasks/get', { taskId: orphanId })).status).toBe('working');
  } finally {
    await killPid(first.child.pid!, 'SIGKILL', 0); // the process dies with a task still running
  }

  const second = open(env);
  try {
    const survived = await second.result('tasks/get', { taskId: finishedId });
    expect(survived).toMatchObject({
      status: 'completed',
      result: { resultType: 'complete', structuredContent: { seconds: 0.1, label: 'durable' } },
    });
    const orphaned = await second.result('tasks/get', { taskId: orphanId });
    expect(orphaned).toMatchObject({ status: 'failed', error: { code: -32603, message: 'The server restarted while the task was running' } });
    expect(orphaned).not.toHaveProperty('result');
    const unknown = await second.request('tasks/get', { taskId: 'never-existed' });
    expect(unknown).toMatchObject({ error: { code: -32602 } });
  } finally {
    await killPid(second.child.pid!, 'SIGKILL', 0);
  }
});

test('an unknown task store is a clear start-up error', async () => {
  const bad = open({ MCPGEN_TASK_STORE: 'redis://nowhere' });
  const code = await new Promise<number | null>((resolve) => bad.child.once('exit', resolve));
  expect(code).not.toBe(0);
});
