// The Tasks extension (io.modelcontextprotocol/tasks, SEP-2663) end to end against generated/conformance-tasks as
// real processes:
// - raw JSON-RPC, no SDK in between, over stdio and over Streamable HTTP: every request carries the 2026-07-28
//   envelope and declares the extension (or deliberately does not); every response is checked against the
//   ext-tasks V2 Zod schemas and the wire rules they leave open (CheckedWire, asserted after each test);
// - the official ext-tasks requester (0.2.2) over HTTP, with rawDispatch and V2 framing, its traffic checked the same way;
// - legacy (2025-11-25) clients over stdio and HTTP, which never get a task;
// - 200 concurrent tasks over one stdio process and over one HTTP server.
// TTL expiry, the sweeper and input-key uniqueness across rounds are in tasks-ttl.test.ts (a scratch copy).
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  JsonRpcResponseError,
  resultFromTaskOutcome,
  TaskCancelledError,
  TaskFailedError,
  type ApplicationInputRequest,
  type ResolvedInputExchangeContext,
  type TaskExecutionEvent,
} from '@modelcontextprotocol/ext-tasks/client';
import { taskId } from '@modelcontextprotocol/ext-tasks/core';
import {
  CheckedWire,
  CLIENT_INFO,
  DECLARED,
  getTask,
  HttpWire,
  LEGACY_VERSION,
  openExtTasksSession,
  pollTask,
  postModern,
  RawStdioWire,
  sleep,
  startHttp,
  startTask,
  statusPath,
  TASKS_ENTRY,
  TASKS_EXT,
  TERMINAL,
  wireProblems,
  type ExtTasksSession,
  type HttpServer,
  type Json,
  type RpcResponse,
  type TaskView,
  type Wire,
} from './tasks-helpers.js';

const MISSING_CAPABILITY = { code: -32021, data: { requiredCapabilities: { extensions: { [TASKS_EXT]: {} } } } };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let http: HttpServer;
let stdio: RawStdioWire;
const wires = new Map<string, CheckedWire>();

beforeAll(async () => {
  [http, stdio] = await Promise.all([startHttp(TASKS_ENTRY), RawStdioWire.open(TASKS_ENTRY, 'modern')]);
  wires.set('stdio', new CheckedWire(stdio));
  wires.set('http', new CheckedWire(new HttpWire(http.url)));
});

afterAll(async () => {
  await Promise.all([stdio?.close(), http?.stop()]);
});

afterEach(() => {
  // Every response a test saw (either transport) passed the schemas; reset for the next test.
  for (const wire of wires.values()) {
    const problems = wire.problems.splice(0);
    expect(problems, `wire problems over ${wire.label}`).toEqual([]);
  }
});

/** The error of a response that must be an error. */
function errorOf(response: RpcResponse): NonNullable<RpcResponse['error']> {
  if (!response.error) throw new Error(`expected an error, got ${JSON.stringify(response)}`);
  return response.error;
}

/** The result of a tools/call answered synchronously (not a task). */
function syncResult(response: RpcResponse): Json {
  expect(response.error, JSON.stringify(response)).toBeUndefined();
  const result = response.result!;
  expect(result.resultType === 'task' || 'taskId' in result, `no task expected: ${JSON.stringify(result)}`).toBe(false);
  return result;
}

const textOf = (result: Json | undefined): string => {
  const content = (result?.content ?? []) as { type: string; text?: string }[];
  expect(content, JSON.stringify(result)).toHaveLength(1);
  expect(content[0]!.type).toBe('text');
  return content[0]!.text!;
};

const elicitation = (message: string, requestedSchema: Json) => ({ method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } });
const CONFIRM_SCHEMA = { type: 'object', properties: { confirm: { type: 'boolean', description: 'Delete it' } }, required: ['confirm'] };
const NAME_SCHEMA = { type: 'object', properties: { name: { type: 'string' }, confirm: { type: 'boolean' } }, required: ['name'] };

describe.each(['stdio', 'http'] as const)('raw JSON-RPC over %s (2026-07-28 envelope on every request)', (transport) => {
  const wire = (): Wire => wires.get(transport)!;

  test('server/discover advertises the extension under capabilities.extensions (and no v1 capabilities.tasks)', async () => {
    const discover = await wire().request('server/discover', {});
    const capabilities = discover.result?.capabilities as Json;
    expect(capabilities.extensions).toMatchObject({ [TASKS_EXT]: {} });
    expect(capabilities).not.toHaveProperty('tasks');
  });

  test('a declaring tools/call gets a CreateTaskResult at once, tasks/get finds it immediately, and it completes', async () => {
    const [created, other] = await Promise.all([
      startTask(wire(), 'slow_compute', { seconds: 0.6, label: 'first' }),
      startTask(wire(), 'slow_compute', { seconds: 0.6, label: 'second' }),
    ]);
    expect(created).toMatchObject({ resultType: 'task', status: 'working', ttlMs: 3_600_000, pollIntervalMs: 100 });
    expect(created.createdAt).toMatch(ISO);
    expect(created.lastUpdatedAt).toMatch(ISO);
    expect(created.taskId).not.toBe(other.taskId);
    expect(Buffer.from(created.taskId, 'base64url').length, 'at least 128 bits').toBeGreaterThanOrEqual(16);

    // No pause: the task was stored before the handle left, and the handle did not wait for the handler (0.6 s).
    const first = await getTask(wire(), created.taskId);
    expect(first).toMatchObject({ taskId: created.taskId, status: 'working', createdAt: created.createdAt, resultType: 'complete' });

    const { task, seen } = await pollTask(wire(), created.taskId);
    expect(statusPath(seen)).toEqual(['working', 'completed']);
    expect(task.result).toEqual({
      resultType: 'complete',
      content: [{ type: 'text', text: JSON.stringify({ seconds: 0.6, label: 'first' }) }],
      structuredContent: { seconds: 0.6, label: 'first' },
    });
    expect(task.createdAt).toBe(created.createdAt);
    expect(Date.parse(task.lastUpdatedAt)).toBeGreaterThan(Date.parse(task.createdAt));
    // ctx.progress inside a task becomes the statusMessage.
    expect(seen.map((t) => t.statusMessage)).toContainEqual(expect.stringMatching(/^computing \d+\/6$/));
    expect((await pollTask(wire(), other.taskId)).task.result?.structuredContent).toEqual({ seconds: 0.6, label: 'second' });
  });

  test('confirm_delete: working → input_required → tasks/update → completed', async () => {
    const created = await startTask(wire(), 'confirm_delete', { filename: 'report.txt' });
    expect(created.status).toBe('working');
    const { task: asking } = await pollTask(wire(), created.taskId, (t) => t.status !== 'working');
    expect(asking.status).toBe('input_required');
    expect(asking.statusMessage).toBe('Delete report.txt?');
    expect(asking.inputRequests).toEqual({ input_1: elicitation('Delete report.txt?', CONFIRM_SCHEMA) });

    const ack = await wire().request(
      'tasks/update',
      { taskId: created.taskId, inputResponses: { input_1: { action: 'accept', content: { confirm: true } } } },
      { tasks: true },
    );
    expect(ack.result?.resultType).toBe('complete');
    const { task, seen } = await pollTask(wire(), created.taskId);
    expect(task.status).toBe('completed');
    expect(task).not.toHaveProperty('inputRequests');
    expect(textOf(task.result)).toBe('Deleted report.txt');
    expect(task.result?.isError ?? false).toBe(false);
    expect(
      seen.every((t) => t.status !== 'input_required'),
      'answered input never comes back',
    ).toBe(true);
  });

  test('confirm_delete declined: the handler sees the decline', async () => {
    const created = await startTask(wire(), 'confirm_delete', { filename: 'keep.txt' });
    await pollTask(wire(), created.taskId, (t) => t.status === 'input_required');
    await wire().request('tasks/update', { taskId: created.taskId, inputResponses: { input_1: { action: 'decline' } } }, { tasks: true });
    expect(textOf((await pollTask(wire(), created.taskId)).task.result)).toBe('Kept keep.txt');
  });

  test('multi_input: both requests pending at once; a partial update keeps only the other one; stray keys are ignored', async () => {
    const created = await startTask(wire(), 'multi_input');
    const { task: asking } = await pollTask(wire(), created.taskId, (t) => t.status === 'input_required' && Object.keys(t.inputRequests ?? {}).length === 2);
    expect(asking.inputRequests).toEqual({ input_1: elicitation('First name?', NAME_SCHEMA), input_2: elicitation('Second name?', NAME_SCHEMA) });

    const update = (inputResponses: Json) => wire().request('tasks/update', { taskId: created.taskId, inputResponses }, { tasks: true });
    expect((await update({ input_1: { action: 'accept', content: { name: 'Ann' } } })).result?.resultType).toBe('complete');
    const partial = await getTask(wire(), created.taskId);
    expect(partial.status).toBe('input_required');
    expect(Object.keys(partial.inputRequests ?? {})).toEqual(['input_2']);

    // An already-answered key and an unknown key: acknowledged, ignored.
    expect(
      (await update({ input_1: { action: 'accept', content: { name: 'Zed' } }, input_99: { action: 'accept', content: { name: 'Nobody' } } })).result
        ?.resultType,
    ).toBe('complete');
    const still = await getTask(wire(), created.taskId);
    expect(still.status).toBe('input_required');
    expect(Object.keys(still.inputRequests ?? {})).toEqual(['input_2']);

    await update({ input_2: { action: 'accept', content: { name: 'Bob' } } });
    const { task } = await pollTask(wire(), created.taskId);
    expect(task.status).toBe('completed');
    expect(JSON.parse(textOf(task.result))).toEqual({ first: 'Ann', second: 'Bob' });
  });

  test('tasks/cancel: a running slow_compute(60) ends cancelled; cancel again, and update, on the terminal task ack the same', async () => {
    const created = await startTask(wire(), 'slow_compute', { seconds: 60 });
    await pollTask(wire(), created.taskId, (t) => (t.statusMessage ?? '').startsWith('computing'));
    const cancel = () => wire().request('tasks/cancel', { taskId: created.taskId }, { tasks: true });
    const ack = await cancel();
    expect(ack.result?.resultType).toBe('complete');
    const { task, seen } = await pollTask(wire(), created.taskId, (t) => TERMINAL.has(t.status), 5_000);
    expect(statusPath(seen).at(-1)).toBe('cancelled');
    expect(task).not.toHaveProperty('result');
    expect(task).not.toHaveProperty('error');
    // The handler stopped: the task stays as it is (no progress patch lands after the cancel).
    await sleep(250);
    expect(await getTask(wire(), created.taskId)).toEqual({ ...task, _meta: expect.anything() });

    const again = await cancel();
    expect(again.result).toEqual(ack.result);
    const update = await wire().request(
      'tasks/update',
      { taskId: created.taskId, inputResponses: { input_1: { action: 'accept', content: {} } } },
      { tasks: true },
    );
    expect(update.result?.resultType).toBe('complete');
    expect((await getTask(wire(), created.taskId)).status).toBe('cancelled');
  });

  test('tasks/cancel on a completed task acks and changes nothing; on an input_required task it ends cancelled', async () => {
    const done = await startTask(wire(), 'slow_compute', { seconds: 0 });
    const completed = (await pollTask(wire(), done.taskId)).task;
    expect(completed.status).toBe('completed');
    const ack = await wire().request('tasks/cancel', { taskId: done.taskId }, { tasks: true });
    expect(Object.keys(ack.result ?? {}).filter((k) => k !== '_meta')).toEqual(['resultType']);
    expect(await getTask(wire(), done.taskId)).toMatchObject({ status: 'completed', result: completed.result, lastUpdatedAt: completed.lastUpdatedAt });

    const asking = await startTask(wire(), 'confirm_delete', { filename: 'x' });
    await pollTask(wire(), asking.taskId, (t) => t.status === 'input_required');
    await wire().request('tasks/cancel', { taskId: asking.taskId }, { tasks: true });
    const { task } = await pollTask(wire(), asking.taskId, (t) => TERMINAL.has(t.status), 5_000);
    expect(task.status).toBe('cancelled');
    expect(task).not.toHaveProperty('inputRequests');
  });

  test('failing_job → completed with an isError result; protocol_error_job → failed with error{code,message,data}', async () => {
    const [tool, protocol] = await Promise.all([startTask(wire(), 'failing_job'), startTask(wire(), 'protocol_error_job')]);
    const [toolEnd, protocolEnd] = await Promise.all([pollTask(wire(), tool.taskId), pollTask(wire(), protocol.taskId)]);
    expect(toolEnd.task.status).toBe('completed');
    expect(toolEnd.task.result?.isError).toBe(true);
    expect(textOf(toolEnd.task.result)).toBe('the job failed: simulated tool error');
    expect(toolEnd.task).not.toHaveProperty('error');

    expect(protocolEnd.task.status).toBe('failed');
    expect(protocolEnd.task.error).toEqual({ code: -32603, message: 'the job hit a protocol error', data: { stage: 'simulated' } });
    expect(protocolEnd.task).not.toHaveProperty('result');
    expect(protocolEnd.task.statusMessage).toBeTruthy();
  });

  test('-32021 with data.requiredCapabilities: a task-required tool, and tasks/get|update|cancel, without the declaration', async () => {
    const required = errorOf(await wire().request('tools/call', { name: 'failing_job', arguments: {} }, { tasks: false }));
    expect(required).toMatchObject(MISSING_CAPABILITY);

    // A real, running task: the undeclared requests are refused and leave it alone.
    const created = await startTask(wire(), 'slow_compute', { seconds: 60 });
    for (const [method, params] of [
      ['tasks/get', { taskId: created.taskId }],
      ['tasks/update', { taskId: created.taskId, inputResponses: {} }],
      ['tasks/cancel', { taskId: created.taskId }],
    ] as const) {
      expect(errorOf(await wire().request(method, params, { tasks: false })), method).toMatchObject(MISSING_CAPABILITY);
    }
    expect((await getTask(wire(), created.taskId)).status).toBe('working');
    await wire().request('tasks/cancel', { taskId: created.taskId }, { tasks: true });
  });

  test('unknown task ids → -32602 on tasks/get, tasks/update and tasks/cancel', async () => {
    for (const taskId of ['no-such-task', Buffer.alloc(18, 7).toString('base64url')]) {
      for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
        const params = method === 'tasks/update' ? { taskId, inputResponses: {} } : { taskId };
        expect(errorOf(await wire().request(method, params, { tasks: true })).code, `${method} ${taskId}`).toBe(-32602);
      }
    }
  });

  test('tasks/list and tasks/result (removed in SEP-2663) → -32601', async () => {
    const created = await startTask(wire(), 'slow_compute', { seconds: 0 });
    expect(errorOf(await wire().request('tasks/list', {}, { tasks: true })).code).toBe(-32601);
    expect(errorOf(await wire().request('tasks/result', { taskId: created.taskId }, { tasks: true })).code).toBe(-32601);
  });

  test('no task without the declaration, for sync-only tools, or for invalid arguments', async () => {
    const undeclared = syncResult(await wire().request('tools/call', { name: 'slow_compute', arguments: { seconds: 0.05, label: 'sync' } }, { tasks: false }));
    expect(undeclared.structuredContent).toEqual({ seconds: 0.05, label: 'sync' });
    const greet = syncResult(await wire().request('tools/call', { name: 'greet', arguments: { name: 'Ann' } }, { tasks: true }));
    expect(textOf(greet)).toBe('Hello, Ann!');
    const invalid = syncResult(await wire().request('tools/call', { name: 'slow_compute', arguments: { seconds: -1 } }, { tasks: true }));
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toMatch(/seconds/);
    // The v1 `task` hint param is tolerated and never promotes a sync tool.
    const hinted = syncResult(await wire().request('tools/call', { name: 'greet', arguments: { name: 'Bo' }, task: { ttl: 60_000 } }, { tasks: true }));
    expect(textOf(hinted)).toBe('Hello, Bo!');
  });
});

describe('raw JSON-RPC over stdio: the protocol channel', () => {
  test('progress inside a task never becomes notifications/progress, even with a progressToken; stdout stays JSON', async () => {
    const wire = wires.get('stdio')!;
    const response = await wire.request('tools/call', { name: 'slow_compute', arguments: { seconds: 0.3 } }, { tasks: true, meta: { progressToken: 'tp-1' } });
    const { seen } = await pollTask(wire, String(response.result?.taskId));
    expect(seen.at(-1)!.status).toBe('completed');
    expect(seen.map((t) => t.statusMessage)).toContainEqual(expect.stringMatching(/^computing \d+\/3$/));
    await sleep(50);
    expect(stdio.messages.filter((m) => m.method === 'notifications/progress')).toEqual([]);
    expect(stdio.garbage).toEqual([]);
  });
});

describe('raw JSON-RPC over HTTP: routing headers', () => {
  test('Mcp-Name disagreeing with params.taskId → -32020, and the task is untouched', async () => {
    const wire = wires.get('http')!;
    const created = await startTask(wire, 'slow_compute', { seconds: 60 });
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
      'io.modelcontextprotocol/clientCapabilities': DECLARED,
    };
    const { response } = await postModern(
      http.url,
      { method: 'tasks/cancel', params: { taskId: created.taskId, _meta: meta } },
      { 'mcp-name': 'someone-else' },
    );
    expect(errorOf(response).code).toBe(-32020);
    expect((await getTask(wire, created.taskId)).status).toBe('working');
    await wire.request('tasks/cancel', { taskId: created.taskId }, { tasks: true });
  });
});

describe('legacy (2025-11-25) clients never get a task', () => {
  let legacy: RawStdioWire;
  beforeAll(async () => {
    legacy = await RawStdioWire.open(TASKS_ENTRY, 'legacy');
  });
  afterAll(() => legacy?.close());

  test('raw stdio (initialize declared the extension): slow_compute runs synchronously, failing_job and tasks/get → -32021', async () => {
    const result = syncResult(await legacy.request('tools/call', { name: 'slow_compute', arguments: { seconds: 0.05 } }));
    expect(result.structuredContent).toEqual({ seconds: 0.05 });
    expect(errorOf(await legacy.request('tools/call', { name: 'failing_job', arguments: {} }))).toMatchObject(MISSING_CAPABILITY);
    expect(errorOf(await legacy.request('tasks/get', { taskId: 'anything' })).code).toBe(-32021);
  });

  // SEP-2663: the extension is not defined under 2025-11-25, so a declaration in a legacy request's _meta must not
  // count either (mcp-spec-and-sdk.md §14.4 rule 20).
  const LEGACY_META = { 'io.modelcontextprotocol/clientCapabilities': DECLARED };

  test('raw stdio, the extension declared in the legacy request _meta: still synchronous', async () => {
    const result = syncResult(await legacy.request('tools/call', { name: 'slow_compute', arguments: { seconds: 0.05 } }, { meta: LEGACY_META }));
    expect(result.structuredContent).toEqual({ seconds: 0.05 });
  });

  test('raw HTTP (MCP-Protocol-Version 2025-11-25), the extension declared in _meta: still synchronous', async () => {
    const res = await fetch(http.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': LEGACY_VERSION },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slow_compute', arguments: { seconds: 0.05 }, _meta: LEGACY_META } }),
    });
    const text = await res.text();
    const line = text.split('\n').find((l) => l.startsWith('data:'));
    const response = JSON.parse(line ? line.slice(5) : text) as RpcResponse;
    expect(syncResult(response).structuredContent).toEqual({ seconds: 0.05 });
  });

  test('the official SDK client in the legacy era over HTTP: sync result, and ProtocolError -32021 for failing_job', async () => {
    const client = new Client(CLIENT_INFO, { versionNegotiation: { mode: 'legacy' } });
    await client.connect(new StreamableHTTPClientTransport(http.url));
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(LEGACY_VERSION);
      const result = await client.callTool({ name: 'slow_compute', arguments: { seconds: 0.05, label: 'legacy' } });
      expect(result.structuredContent).toEqual({ seconds: 0.05, label: 'legacy' });
      const refused = await client.callTool({ name: 'failing_job', arguments: {} }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ProtocolError);
      expect(refused).toMatchObject(MISSING_CAPABILITY);
    } finally {
      await client.close();
    }
  });
});

describe('the official ext-tasks requester (0.2.2) over HTTP', () => {
  let ext: ExtTasksSession;
  type Answer = (request: ApplicationInputRequest, context: ResolvedInputExchangeContext) => Json;
  let answer: Answer = () => ({ action: 'decline' });
  const asked: { request: ApplicationInputRequest; context: ResolvedInputExchangeContext }[] = [];

  beforeAll(async () => {
    ext = await openExtTasksSession(http.url, {
      onInputRequest: (async (request: ApplicationInputRequest, context: ResolvedInputExchangeContext) => {
        asked.push({ request, context });
        return answer(request, context);
      }) as never,
    });
  });
  afterAll(() => ext?.close());
  afterEach(() => {
    // Everything ext-tasks sent and got back passed the schemas; tasks/* carried Mcp-Name = taskId exactly once.
    const problems = ext.traffic.splice(0).flatMap(({ request, headers, response }) => {
      const method = String(request.method);
      const params = request.params as Json;
      const declared = (params._meta as Json | undefined)?.['io.modelcontextprotocol/clientCapabilities'];
      const asResponse: RpcResponse = response.kind === 'result' ? { result: response.result as Json } : { error: response.error };
      const found = wireProblems(method, JSON.stringify(declared) === JSON.stringify(DECLARED), asResponse);
      if (method.startsWith('tasks/') && headers['Mcp-Name'] !== params.taskId) found.push(`${method} without Mcp-Name = taskId: ${JSON.stringify(headers)}`);
      return found;
    });
    expect(problems).toEqual([]);
    asked.length = 0;
  });

  test('the session sees a V2 server with execution, cancellation and input responses', () => {
    expect(ext.session.capabilities).toMatchObject({ execution: true, cancellation: true, inputResponses: true });
  });

  test('confirm_delete: a task; onInputRequest gets the elicitation through task-update; the outcome is the result', async () => {
    answer = () => ({ action: 'accept', content: { confirm: true } });
    const execution = await ext.session.callTool('confirm_delete', { filename: 'plan.md' });
    expect(execution.kind).toBe('task');
    const events: TaskExecutionEvent<unknown>[] = [];
    const { outcome } = await execution.settle({ onEvent: (e) => void events.push(e) });
    expect(outcome.status).toBe('completed');
    expect(textOf(resultFromTaskOutcome(outcome) as Json)).toBe('Deleted plan.md');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.request).toEqual({ kind: 'elicitation', params: elicitation('Delete plan.md?', CONFIRM_SCHEMA).params });
    expect(asked[0]!.context).toMatchObject({ scope: 'task', delivery: 'task-update', inputId: 'input_1', taskId: execution.handle?.taskId });
    const statuses = statusPath(events.flatMap((e) => (e.type === 'task' ? [e.task] : [])));
    expect(statuses).toEqual(expect.arrayContaining(['input_required', 'completed']));
    expect(statuses.indexOf('input_required')).toBeLessThan(statuses.indexOf('completed'));
  });

  test('multi_input: both pending requests are answered; the result carries both answers', async () => {
    answer = (request) => ({ action: 'accept', content: { name: String((request.params as Json).message).startsWith('First') ? 'Ann' : 'Bob' } });
    const execution = await ext.session.callTool('multi_input', {});
    const { outcome } = await execution.settle();
    expect(JSON.parse(textOf(resultFromTaskOutcome(outcome) as Json))).toEqual({ first: 'Ann', second: 'Bob' });
    expect(asked.map((a) => a.context.inputId).sort()).toEqual(['input_1', 'input_2']);
  });

  test('a TaskController for a task created elsewhere: snapshot, partial update, result', async () => {
    const created = await startTask(wires.get('http')!, 'multi_input');
    const controller = ext.session.task(taskId(created.taskId));
    let view = await controller.snapshot();
    for (let i = 0; view.status !== 'input_required' || Object.keys((view.raw.inputRequests as Json | undefined) ?? {}).length < 2; i++) {
      if (i > 50) throw new Error(`never asked: ${JSON.stringify(view.raw)}`);
      await sleep(50);
      view = await controller.snapshot();
    }
    expect(view).toMatchObject({ taskId: created.taskId, retentionMs: 3_600_000, suggestedPollIntervalMs: 100 });
    await controller.update({ input_2: { action: 'accept', content: { name: 'Second' } } });
    view = await controller.snapshot();
    expect(view.status).toBe('input_required');
    expect(Object.keys(view.raw.inputRequests as Json)).toEqual(['input_1']);
    await controller.update({ input_1: { action: 'decline' } });
    const outcome = await controller.result();
    expect(JSON.parse(textOf(resultFromTaskOutcome(outcome) as Json))).toEqual({ first: 'decline', second: 'Second' });
  });

  test('cancel: slow_compute(60) settles cancelled (TaskCancelledError); cancelling the terminal task again resolves', async () => {
    const execution = await ext.session.callTool('slow_compute', { seconds: 60 });
    expect(execution.kind).toBe('task');
    await sleep(200);
    await execution.cancel();
    const { outcome } = await execution.settle();
    expect(outcome.status).toBe('cancelled');
    expect(() => resultFromTaskOutcome(outcome)).toThrow(TaskCancelledError);
    await expect(ext.session.task(execution.handle!.taskId).cancel()).resolves.toBeUndefined();
    expect((await ext.session.task(execution.handle!.taskId).snapshot()).status).toBe('cancelled');
  });

  test('failing_job → completed with isError; protocol_error_job → failed (TaskFailedError with code and data)', async () => {
    const [tool, protocol] = await Promise.all([ext.session.callTool('failing_job', {}), ext.session.callTool('protocol_error_job', {})]);
    expect([tool.kind, protocol.kind]).toEqual(['task', 'task']);
    const [toolEnd, protocolEnd] = await Promise.all([tool.settle(), protocol.settle()]);
    expect(toolEnd.outcome.status).toBe('completed');
    const result = resultFromTaskOutcome(toolEnd.outcome) as Json;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('the job failed: simulated tool error');
    expect(protocolEnd.outcome.status).toBe('failed');
    const error = protocolEnd.outcome.status === 'failed' ? protocolEnd.outcome.error : undefined;
    expect(error).toBeInstanceOf(TaskFailedError);
    expect(error).toMatchObject({ code: -32603, data: { stage: 'simulated' } });
    expect(error?.message).toContain('the job hit a protocol error');
  });

  test('greet is answered immediately (no task); an unknown task id rejects with -32602', async () => {
    const execution = await ext.session.callTool('greet', { name: 'Ext' });
    expect(execution.kind).toBe('immediate');
    expect(textOf(resultFromTaskOutcome((await execution.settle()).outcome) as Json)).toBe('Hello, Ext!');
    const unknown = await ext.session
      .task(taskId('no-such-task'))
      .snapshot()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(unknown).toBeInstanceOf(JsonRpcResponseError);
    expect(unknown).toMatchObject({ code: -32602 });
  });
});

describe('200 concurrent tasks (slow_compute 0.2 s)', () => {
  const N = 200;
  const check = (tasks: readonly TaskView[], created: readonly TaskView[]) => {
    expect(new Set(created.map((t) => t.taskId)).size, 'distinct ids').toBe(N);
    tasks.forEach((task, i) => {
      expect(task.status, JSON.stringify(task)).toBe('completed');
      // Each task's result is its own call's (the label travels through the handler).
      expect(task.result?.structuredContent).toEqual({ seconds: 0.2, label: `job-${i}` });
    });
  };

  test.each(['stdio', 'http'] as const)('over one %s server (raw): all created, all distinct, all completed', async (transport) => {
    const wire = wires.get(transport)!;
    const started = Date.now();
    const created = await Promise.all(Array.from({ length: N }, (_, i) => startTask(wire, 'slow_compute', { seconds: 0.2, label: `job-${i}` })));
    const settled = await Promise.all(created.map((t) => pollTask(wire, t.taskId, undefined, 30_000)));
    check(
      settled.map((s) => s.task),
      created,
    );
    console.log(`200 tasks over ${transport}: ${Date.now() - started} ms`);
  });
});
