// Progress end to end: real server processes, the official client in both eras over stdio and HTTP, and the raw
// stdio stream where no SDK sits in between. The 2.4.0 client over stdio may drop the notifications it reads
// together with the result (see recordProgressOnWire), so complete sequences are asserted on what the client's
// transport received and on the raw stream; onprogress must see an in-order prefix of them.
//
// - index_repository (repo-indexer) with MCPGEN_PROGRESS_INTERVAL_MS=0: one notification per file, in order, with
//   total and a message naming the file; none without a progressToken.
// - countdown (kitchen-sink, progress.intervalMs 20): rate limiting, the newest value flushed before the result,
//   and the environment override.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Progress } from '@modelcontextprotocol/client';
import { rawStdioExchange, type RawStdioResult } from '../support/server-process.js';
import {
  callWithProgress,
  CLIENTS,
  closeClients,
  FIXTURE,
  FIXTURE_FILES,
  isPrefix,
  NO_RATE_LIMIT,
  openClients,
  recordCallIds,
  recordProgressOnWire,
  strictlyIncreasing,
  type OpenClients,
} from './progress-helpers.js';
import { RawStdioSession, type JsonObject, type ProgressParams } from './raw-stdio.js';

const N = FIXTURE_FILES.length;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const indexed = (progress: number) => `indexed ${FIXTURE_FILES[progress - 1]}`;
/** countdown's message for a step: the message always travels with its own progress value, even when coalesced. */
const toGo = (p: { progress: number; total?: number }) => `${(p.total ?? NaN) - p.progress} to go`;

/** The progress notifications of `token` in a raw exchange's stdout, with their line numbers. */
function rawProgress(run: RawStdioResult, token: string | number): { line: number; params: ProgressParams }[] {
  return run.stdout
    .split('\n')
    .filter((l) => l.length > 0)
    .flatMap((line, index) => {
      const msg = JSON.parse(line) as JsonObject;
      const params = msg.params as ProgressParams | undefined;
      return msg.method === 'notifications/progress' && params?.progressToken === token ? [{ line: index, params }] : [];
    });
}

/** The line number of the response to request `id` (-1 if none). */
function responseLine(run: RawStdioResult, id: number): number {
  return run.stdout.split('\n').findIndex((line) => line.length > 0 && (JSON.parse(line) as JsonObject).id === id && !line.includes('"method"'));
}

describe('progress: index_repository on test/fixtures/repo (MCPGEN_PROGRESS_INTERVAL_MS=0)', () => {
  let opened: OpenClients | undefined;
  beforeAll(async () => {
    opened = await openClients('repo-indexer', NO_RATE_LIMIT);
  });
  afterAll(() => closeClients(opened));

  test.each(CLIENTS)('$key: 1..12 in order with total 12 and the file as message; onprogress sees them in order', async ({ transport, key }) => {
    const { client } = opened!.sessions.get(key)!;
    const ids = recordCallIds(client);
    const wire = recordProgressOnWire(client);
    const args = { path: FIXTURE };
    const { result, progress } = await callWithProgress(client, 'index_repository', args);
    expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
    expect(result.structuredContent).toMatchObject({ files: N });
    // What the server sent, as the client's transport received it: complete, strictly increasing, 1..12.
    expect(wire.get(ids.get(JSON.stringify(args))!)).toEqual(range(1, N).map((v) => ({ progress: v, total: N, message: indexed(v) })));
    // What onprogress saw: in order, nothing invented; the 2.4.0 client may lose notifications read together with
    // the response over stdio (see recordProgressOnWire), never over HTTP.
    const values = progress.map((p) => p.progress);
    expect(strictlyIncreasing(values), values.join(', ')).toBe(true);
    expect(progress).toEqual(range(1, progress.length).map((v) => ({ progress: v, total: N, message: indexed(v) })));
    if (transport === 'http') expect(progress.length, `got ${values.join(', ')}`).toBeGreaterThanOrEqual(N - 1);
    if (progress.length < N) console.log(`[progress] ${key}: onprogress saw ${progress.length} of ${N} (the SDK client's stdio quirk)`);
  });

  test.each(CLIENTS)('$key: two overlapping calls each get only their own progress', async ({ key }) => {
    const { client } = opened!.sessions.get(key)!;
    const ids = recordCallIds(client);
    const wire = recordProgressOnWire(client);
    const calls = [
      { path: FIXTURE, maxFiles: 4, delayMs: 5 },
      { path: FIXTURE, maxFiles: 9, delayMs: 5 },
    ];
    const outcomes = await Promise.all(calls.map((args) => callWithProgress(client, 'index_repository', args)));
    for (const [index, { result, progress }] of outcomes.entries()) {
      const total = calls[index]!.maxFiles;
      expect(result.structuredContent).toMatchObject({ files: total });
      const sent = wire.get(ids.get(JSON.stringify(calls[index]))!);
      expect(sent).toEqual(range(1, total).map((v) => ({ progress: v, total, message: indexed(v) })));
      expect(isPrefix(progress, sent!), `onprogress ${JSON.stringify(progress)}`).toBe(true);
    }
  });
});

describe('progress on the raw stdio stream: the complete sequence, before the result; nothing without a token', () => {
  test('legacy session (rawStdioExchange): 1..12 with total and file, a numeric token echoed as a number, no token → no notification', async () => {
    const run = await rawStdioExchange(
      'repo-indexer',
      [
        { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'index_repository', arguments: { path: FIXTURE }, _meta: { progressToken: 'full' } } },
        { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'index_repository', arguments: { path: FIXTURE, maxFiles: 5 } } },
        {
          jsonrpc: '2.0',
          id: 4,
          method: 'tools/call',
          params: { name: 'index_repository', arguments: { path: FIXTURE, maxFiles: 3 }, _meta: { progressToken: 7 } },
        },
      ],
      { env: NO_RATE_LIMIT },
    );
    for (const [id, files] of [
      [2, N],
      [3, 5],
      [4, 3],
    ] as const)
      expect((run.responses.get(id)?.result as JsonObject | undefined)?.structuredContent, `response ${id}`).toMatchObject({ files });

    const full = rawProgress(run, 'full');
    expect(full.map((p) => p.params)).toEqual(range(1, N).map((v) => ({ progressToken: 'full', progress: v, total: N, message: indexed(v) })));
    const answered = responseLine(run, 2);
    expect(answered).toBeGreaterThan(0);
    for (const p of full) expect(p.line, 'every notification precedes the result').toBeLessThan(answered);

    const numeric = rawProgress(run, 7);
    expect(numeric.map((p) => p.params)).toEqual(range(1, 3).map((v) => ({ progressToken: 7, progress: v, total: 3, message: indexed(v) })));

    // The call without a token (id 3) produced none: every notification on the stream belongs to 'full' or 7.
    const all = run.stdout.split('\n').filter((l) => l.includes('"notifications/progress"'));
    expect(all).toHaveLength(N + 3);
  });

  test('modern session (2026-07-28 envelope): the same sequence; a call without a token sees no notification at all', async () => {
    const raw = await RawStdioSession.open('repo-indexer', 'modern', { env: NO_RATE_LIMIT });
    try {
      const withToken = raw.callTool('index_repository', { path: FIXTURE }, 'modern-full');
      const answered = await raw.response(withToken);
      expect((answered.msg.result as JsonObject).structuredContent).toMatchObject({ files: N });
      const progress = raw.progressFor('modern-full');
      expect(progress.map((p) => p.params)).toEqual(range(1, N).map((v) => ({ progressToken: 'modern-full', progress: v, total: N, message: indexed(v) })));
      for (const p of progress) expect(p.seq).toBeLessThan(answered.seq);

      const before = raw.lines.length;
      const answeredToo = await raw.response(raw.callTool('index_repository', { path: FIXTURE }));
      expect((answeredToo.msg.result as JsonObject).structuredContent).toMatchObject({ files: N });
      expect(raw.lines.slice(before).filter((l) => l.msg.method === 'notifications/progress')).toEqual([]);
      expect(raw.garbage).toEqual([]);
    } finally {
      await raw.close();
    }
  });
});

describe('rate limiting: countdown (progress.intervalMs 20)', () => {
  let raw: RawStdioSession | undefined;
  let unlimited: RawStdioSession | undefined;
  let opened: OpenClients | undefined;
  beforeAll(async () => {
    [raw, unlimited, opened] = await Promise.all([
      RawStdioSession.open('kitchen-sink', 'legacy'),
      RawStdioSession.open('kitchen-sink', 'legacy', { env: NO_RATE_LIMIT }),
      openClients('kitchen-sink', {}),
    ]);
  });
  afterAll(async () => {
    await Promise.all([raw?.close(), unlimited?.close(), closeClients(opened)]);
  });

  /** Calls countdown with a token on a raw session; returns its notifications, its response and the elapsed time. */
  async function rawCountdown(session: RawStdioSession, args: JsonObject, token: string) {
    const sentAt = performance.now();
    const response = await session.response(session.callTool('countdown', args, token));
    const progress = session.progressFor(token);
    return { response, progress, params: progress.map((p) => p.params), elapsedMs: response.at - sentAt };
  }

  /**
   * The ceiling the interval allows: one notification per 20 ms of the call's duration (measured here, so it only
   * grows on a slow machine), plus the first and the final flush; 19 ms absorbs Date.now() rounding.
   */
  const ceiling = (elapsedMs: number) => Math.floor(elapsedMs / 19) + 2;

  test('raw: 500 steps, delayMs 0 → a handful of notifications, strictly increasing, 500 last and before the result', async () => {
    const { response, progress, params, elapsedMs } = await rawCountdown(raw!, { steps: 500, delayMs: 0 }, 'burst');
    expect((response.msg.result as JsonObject).structuredContent).toEqual({ steps: 500 });
    const values = params.map((p) => p.progress);
    expect(values.length, values.join(', ')).toBeGreaterThanOrEqual(2);
    expect(values.length, `far fewer than 500: ${values.join(', ')}`).toBeLessThanOrEqual(25);
    expect(values.length, `no more than the 20 ms interval allows in ${elapsedMs.toFixed(1)} ms`).toBeLessThanOrEqual(ceiling(elapsedMs));
    expect(strictlyIncreasing(values), values.join(', ')).toBe(true);
    expect(values[0]).toBe(1);
    expect(values.at(-1), 'the newest value is flushed before the result').toBe(500);
    expect(progress.at(-1)!.seq).toBeLessThan(response.seq);
    for (const p of params) expect(p).toEqual({ progressToken: 'burst', progress: p.progress, total: 500, message: toGo(p) });
  });

  test('raw: 100 steps, delayMs 2 → updates spread over the run (timer-driven), within the interval, 100 last', async () => {
    const { response, progress, params, elapsedMs } = await rawCountdown(raw!, { steps: 100, delayMs: 2 }, 'spread');
    expect((response.msg.result as JsonObject).structuredContent).toEqual({ steps: 100 });
    const values = params.map((p) => p.progress);
    // The run lasts ≥ 200 ms, so the timer set when step 2 was held back fires mid-run: first + timer + final ≥ 3.
    expect(values.length, values.join(', ')).toBeGreaterThanOrEqual(3);
    expect(values.length, `at most one per 20 ms in ${elapsedMs.toFixed(1)} ms: ${values.join(', ')}`).toBeLessThanOrEqual(Math.min(99, ceiling(elapsedMs)));
    expect(strictlyIncreasing(values), values.join(', ')).toBe(true);
    expect(values.at(-1)).toBe(100);
    expect(progress.at(-1)!.seq).toBeLessThan(response.seq);
    for (const p of params) expect(p.message).toBe(toGo(p));
  });

  test('raw: MCPGEN_PROGRESS_INTERVAL_MS=0 overrides the manifest interval: all 500 arrive, in order', async () => {
    const { response, params } = await rawCountdown(unlimited!, { steps: 500, delayMs: 0 }, 'all');
    expect((response.msg.result as JsonObject).structuredContent).toEqual({ steps: 500 });
    expect(params.map((p) => p.progress)).toEqual(range(1, 500));
    for (const p of params) expect(p).toEqual({ progressToken: 'all', progress: p.progress, total: 500, message: toGo(p) });
  });

  test.each(CLIENTS)('$key: 500 steps → far fewer than 500 updates, strictly increasing, total 500, 500 last; the result', async ({ key }) => {
    const { client } = opened!.sessions.get(key)!;
    const ids = recordCallIds(client);
    const wire = recordProgressOnWire(client);
    const args = { steps: 500, delayMs: 0 };
    const { result, progress } = await callWithProgress(client, 'countdown', args);
    expect(result.structuredContent).toEqual({ steps: 500 });
    const sent = wire.get(ids.get(JSON.stringify(args))!) ?? [];
    const values = sent.map((p) => p.progress);
    expect(values.length, values.join(', ')).toBeGreaterThanOrEqual(2);
    expect(values.length, values.join(', ')).toBeLessThanOrEqual(25);
    expect(strictlyIncreasing(values), values.join(', ')).toBe(true);
    expect(values.at(-1)).toBe(500);
    for (const p of sent) expect(p).toEqual({ progress: p.progress, total: 500, message: toGo(p) } satisfies Progress);
    expect(isPrefix(progress, sent), `onprogress ${JSON.stringify(progress)}`).toBe(true);
  });

  // The newest, rate-limited value is delivered before an error result too (a regression test: it once was not).
  test('an error result (countdown fail: true) still follows the newest progress value', async () => {
    const { response, params } = await rawCountdown(raw!, { steps: 500, delayMs: 0, fail: true }, 'failing');
    expect((response.msg.result as JsonObject).isError).toBe(true);
    expect(params.map((p) => p.progress).at(-1), `got ${params.map((p) => p.progress).join(', ')}`).toBe(500);
  });

  test('the raw streams carried nothing but JSON-RPC', () => {
    expect(raw!.garbage).toEqual([]);
    expect(unlimited!.garbage).toEqual([]);
  });
});
