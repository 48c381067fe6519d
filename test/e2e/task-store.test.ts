// The SQLite task store: completed results survive a restart, and tasks whose process died are marked failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { killPid } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { entryArgs, getTask, pollTask, RawStdioWire, startTask, TASKS_ENTRY } from './tasks-helpers.js';

const scratch = scratchDir('task-store');
afterAll(() => scratch.cleanup());

test('with MCPGEN_TASK_STORE=sqlite, results survive a restart and orphaned tasks are failed', async () => {
  const env = { MCPGEN_TASK_STORE: `sqlite:${path.join(scratch.dir, 'tasks.db')}` };
  const first = await RawStdioWire.open(TASKS_ENTRY, 'modern', { env });
  let finishedId: string;
  let orphanId: string;
  try {
    finishedId = (await startTask(first, 'slow_compute', { seconds: 0.1, label: 'durable' })).taskId;
    expect((await pollTask(first, finishedId)).task.status).toBe('completed');
    orphanId = (await startTask(first, 'slow_compute', { seconds: 60 })).taskId;
    expect((await getTask(first, orphanId)).status).toBe('working');
  } finally {
    await killPid(first.pid, 'SIGKILL', 0); // the process dies with a task still running
  }

  const second = await RawStdioWire.open(TASKS_ENTRY, 'modern', { env });
  try {
    expect(await getTask(second, finishedId)).toMatchObject({
      status: 'completed',
      result: { resultType: 'complete', structuredContent: { seconds: 0.1, label: 'durable' } },
    });
    const orphaned = await getTask(second, orphanId);
    expect(orphaned).toMatchObject({ status: 'failed', error: { code: -32603, message: 'The server restarted while the task was running' } });
    expect(orphaned).not.toHaveProperty('result');
    const unknown = await second.request('tasks/get', { taskId: 'never-existed' }, { tasks: true });
    expect(unknown).toMatchObject({ error: { code: -32602 } });
  } finally {
    await second.close();
  }
});

/** Starts the tasks fixture with `store` as MCPGEN_TASK_STORE; resolves with its exit code and stderr. */
async function startWithStore(store: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, entryArgs(TASKS_ENTRY), {
    cwd: REPO_ROOT,
    env: { ...process.env, MCPGEN_TASK_STORE: store },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}

test('an unknown task store is a clear start-up error', async () => {
  const { code, stderr } = await startWithStore('postgres://nowhere');
  expect(code).toBe(1);
  expect(stderr).toContain('unknown task store \\"postgres://nowhere\\"');
  expect(stderr).not.toMatch(/\n\s+at /);
});

test('a Redis task store that cannot be reached is a clear start-up error (password not shown)', async () => {
  const { code, stderr } = await startWithStore('redis://:s3cret@127.0.0.1:1/0');
  expect(code).toBe(1);
  expect(stderr).toContain('cannot connect to Redis at redis://:***@127.0.0.1:1/0');
  expect(stderr).not.toContain('s3cret');
  expect(stderr).not.toMatch(/\n\s+at /);
});
