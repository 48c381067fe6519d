// timeoutMs end to end: countdown (kitchen-sink, timeoutMs 1500) asked for 100 steps of 100 ms answers a
// TimeoutError tool result naming 1500 ms, over stdio and HTTP in both eras and on the raw stdio stream; the handler
// really stops (its "countdown stopped" log line on the server's stderr says where, and no progress follows the
// result), and the next call on the same connection works.
import { afterAll, beforeAll, describe, test, type ExpectStatic } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { callWithProgress, CLIENTS, closeClients, openClients, recordCallIds, strictlyIncreasing, type OpenClients } from './progress-helpers.js';
import { pause, RawStdioSession, type JsonObject } from './raw-stdio.js';

const SLOW = { steps: 100, delayMs: 100 } as const;
const TIMEOUT_TEXT = 'countdown timed out after 1500 ms; the call was cancelled. Retrying with less work may succeed.';
const TIMEOUT_META = { name: 'TimeoutError', code: -32001, retryable: true };

interface StopLine {
  readonly msg: string;
  readonly requestId: number | string;
  readonly done: number;
  readonly steps: number;
  readonly reason: string;
}

/** The handler's "countdown stopped" log lines in `stderr` (JSON lines). */
function stopLines(stderr: string): StopLine[] {
  return stderr
    .split('\n')
    .filter((l) => l.includes('"countdown stopped"'))
    .map((l) => JSON.parse(l) as StopLine);
}

function expectTimeoutResult(expect: ExpectStatic, result: CallToolResult | JsonObject): void {
  expect(result.isError, JSON.stringify(result)).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  expect(result.content).toEqual([{ type: 'text', text: TIMEOUT_TEXT }]);
  expect((result._meta as JsonObject | undefined)?.['dev.mcpgen/error']).toEqual(TIMEOUT_META);
}

let opened: OpenClients | undefined;
let raw: RawStdioSession | undefined;
beforeAll(async () => {
  [opened, raw] = await Promise.all([openClients('kitchen-sink', {}), RawStdioSession.open('kitchen-sink', 'legacy')]);
});
afterAll(async () => {
  await Promise.all([closeClients(opened), raw?.close()]);
});

// Concurrent: each test mostly waits for its 1500 ms. Every client asks for a different number of steps, so the
// stop lines on the shared HTTP server's stderr cannot be confused.
describe.concurrent('countdown (timeoutMs 1500) with 100+ steps of 100 ms', () => {
  test.for(CLIENTS.map((c, index) => ({ ...c, args: { steps: SLOW.steps + index, delayMs: SLOW.delayMs } })))(
    '$key: a TimeoutError result; the handler stopped; the next call works',
    async ({ key, args }, { expect }) => {
      const session = opened!.sessions.get(key)!;
      const ids = recordCallIds(session.client);
      const { result, progress } = await callWithProgress(session.client, 'countdown', args);
      expectTimeoutResult(expect, result);
      const values = progress.map((p) => p.progress);
      expect(strictlyIncreasing(values), values.join(', ')).toBe(true);
      expect(values.length, 'some progress came before the timeout').toBeGreaterThan(0);
      expect(values.at(-1)!).toBeLessThan(args.steps);

      // The handler's own record of where it stopped, and why.
      const id = ids.get(JSON.stringify(args));
      const mine = () => stopLines(session.stderr()).find((l) => l.steps === args.steps && l.requestId === id);
      for (let i = 0; i < 500 && !mine(); i += 1) await pause(10);
      const stopped = mine();
      expect(stopped, `a "countdown stopped" line for request ${String(id)} on stderr`).toBeDefined();
      expect(stopped!.reason).toBe('timed out after 1500 ms');
      expect(stopped!.done).toBeLessThan(args.steps);
      expect(stopped!.done).toBeGreaterThanOrEqual(values.at(-1)!);

      const next = await session.client.callTool({ name: 'countdown', arguments: { steps: 1, delayMs: 0 } });
      expect(next.structuredContent).toEqual({ steps: 1 });
    },
  );

  test('raw stdio stream: the timeout result, no progress after it, the stop logged, the next request answered', async ({ expect }) => {
    const id = raw!.callTool('countdown', SLOW, 'slow');
    const response = await raw!.response(id);
    expectTimeoutResult(expect, response.msg.result as JsonObject);
    const before = raw!.progressFor('slow');
    expect(strictlyIncreasing(before.map((p) => p.params.progress))).toBe(true);
    for (const p of before) expect(p.seq).toBeLessThan(response.seq);

    await raw!.waitForStderr('"countdown stopped"');
    const [stopped] = stopLines(raw!.stderr()).filter((l) => l.requestId === id);
    expect(stopped).toMatchObject({ steps: SLOW.steps, reason: 'timed out after 1500 ms' });
    expect(stopped!.done).toBeLessThan(SLOW.steps);

    // A handler still running would report a step every 100 ms; watch for three of them.
    await pause(350);
    expect(raw!.progressFor('slow')).toHaveLength(before.length);
    expect(
      raw!.lines.filter((l) => l.msg.id === id && !('method' in l.msg)),
      'exactly one response',
    ).toHaveLength(1);

    const next = await raw!.request('tools/call', { name: 'countdown', arguments: { steps: 2, delayMs: 1 }, _meta: { progressToken: 'next' } });
    expect((next.result as JsonObject).structuredContent).toEqual({ steps: 2 });
    expect(raw!.progressFor('next').at(-1)?.params.progress).toBe(2);
    expect(raw!.garbage).toEqual([]);
  });
});
