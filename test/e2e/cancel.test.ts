// Cancellation end to end (repo-indexer, MCPGEN_PROGRESS_INTERVAL_MS=0 so every file is reported):
// - the official client's AbortSignal stops the handler, over stdio (notifications/cancelled) and HTTP (the request
//   stream closes), in both eras; indexer_status then shows the run 'cancelled' part-way, with its stop latency;
// - on the raw stdio stream: after notifications/cancelled no response with that id is ever written, while the
//   next request is answered;
// - 50 overlapping calls, every third cancelled: progress stays with its own call, nothing leaks (activeTimers 0).
// Client-side cancel→stop times are printed, never asserted (machines are noisy).
// Legacy era over HTTP: the SDK client sends notifications/cancelled as a separate POST on its session
// (Mcp-Session-Id), which reaches the session's server instance and so the call, exactly as over stdio; the
// modern client closes the call's stream instead.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SdkError, type Client, type Progress } from '@modelcontextprotocol/client';
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
  waitForStatus,
  type IndexerStatus,
  type OpenClients,
  type Run,
  type Transport,
} from './progress-helpers.js';
import { pause, RawStdioSession, type JsonObject } from './raw-stdio.js';
import type { Era } from '../support/server-process.js';

const N = FIXTURE_FILES.length;

/** The abort reason the handler sees: the client's own (notifications/cancelled) or the closed stream's. */
const expectedReason = (transport: Transport, era: Era, clientReason: string) =>
  transport === 'stdio' || era.name === 'legacy' ? clientReason : 'Connection closed';

/** The run of request `id` that started at or after `since` (HTTP servers see several clients reuse ids). */
function runOf(status: IndexerStatus, id: number | string | undefined, since: number): Run | undefined {
  return status.runs.findLast((r) => r.requestId === id && Date.parse(r.startedAt) >= since);
}

/**
 * Whether a run has ended and its record is complete: the example handler marks a run cancelled in its catch and
 * fills in stopLatencyMs a moment later (from a setImmediate), so a poll can see the first without the second.
 */
const ended = (run: Run | undefined): boolean =>
  run !== undefined && run.status !== 'running' && (run.status !== 'cancelled' || run.stopLatencyMs !== undefined);

const settledRun = (client: Client, id: number | string | undefined, since: number) => waitForStatus(client, (s) => ended(runOf(s, id, since)));

let opened: OpenClients | undefined;
beforeAll(async () => {
  opened = await openClients('repo-indexer', NO_RATE_LIMIT);
});
afterAll(() => closeClients(opened));

describe("cancel through the client's AbortSignal (index_repository, delayMs 100, aborted after progress 2)", () => {
  test.each(CLIENTS)('$key', async ({ transport, era, key }) => {
    const { client } = opened!.sessions.get(key)!;
    const ids = recordCallIds(client);
    const since = Date.now() - 1;
    const args = { path: FIXTURE, delayMs: 100 };
    const controller = new AbortController();
    let abortedAt = 0;
    const seen: Progress[] = [];
    const outcome = await callWithProgress(client, 'index_repository', args, {
      signal: controller.signal,
      onprogress: (p) => {
        seen.push(p);
        if (p.progress >= 2 && !controller.signal.aborted) {
          abortedAt = performance.now();
          controller.abort('cancelled by the test');
        }
      },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    // The client rejects at once (SdkError, code REQUEST_TIMEOUT in SDK 2.4.0, message = the abort reason).
    expect(outcome).toBeInstanceOf(SdkError);
    expect((outcome as SdkError).message).toContain('cancelled by the test');
    expect(seen.map((p) => p.progress)).toEqual([1, 2]);

    const id = ids.get(JSON.stringify(args));
    expect(id, 'the call was sent').toBeDefined();
    const status = await settledRun(client, id, since);
    const stoppedAfterMs = performance.now() - abortedAt;
    const run = runOf(status, id, since)!;

    console.log(`[cancel] ${key}: client-side cancel→stop ≤ ${stoppedAfterMs.toFixed(1)} ms (incl. polling); in-process stopLatencyMs ${run.stopLatencyMs} ms`);
    expect(run.status).toBe('cancelled');
    expect(run.total).toBe(N);
    expect(run.filesSeen).toBeGreaterThanOrEqual(2);
    expect(run.filesSeen, 'stopped part-way').toBeLessThan(N);
    expect(typeof run.stopLatencyMs, JSON.stringify(run)).toBe('number');
    expect(run.reason).toBe(expectedReason(transport, era, 'cancelled by the test'));

    // It stays stopped: three more delays later nothing has moved.
    await pause(300);
    expect(runOf(await waitForStatus(client, () => true), id, since)).toEqual(run);
  });
});

describe('cancel on the raw stdio stream: no response for the cancelled id, ever; the next request is answered', () => {
  test.each(['legacy', 'modern'] as const)('%s session', async (era) => {
    const raw = await RawStdioSession.open('repo-indexer', era, { env: NO_RATE_LIMIT });
    try {
      const delayMs = 60;
      const sentAt = performance.now();
      const id = raw.callTool('index_repository', { path: FIXTURE, delayMs }, 'raw-cancel');
      await raw.waitForLine((l) => l.msg.method === 'notifications/progress' && (l.msg.params as JsonObject).progress === 2);
      raw.cancel(id, 'raw cancel');

      // A following request is answered (and tells how the cancelled run ended, once it has).
      let run: Run | undefined;
      for (;;) {
        const status = (await raw.request('tools/call', { name: 'indexer_status', arguments: {} })).result as JsonObject;
        run = (status.structuredContent as unknown as IndexerStatus).runs.find((r) => r.requestId === id);
        if (ended(run)) break;
        await pause(5);
      }
      expect(run).toMatchObject({ status: 'cancelled', total: N, reason: 'raw cancel' });
      expect(run!.filesSeen).toBeLessThan(N);
      const stoppedAt = raw.lines.length;

      // Wait past the moment the whole call would have been answered had it not been cancelled.
      await pause(Math.max(0, sentAt + N * delayMs + 300 - performance.now()));
      expect(raw.findResponse(id), 'no response for a cancelled request').toBeUndefined();
      const late = raw.lines.slice(stoppedAt).filter((l) => l.msg.method === 'notifications/progress');
      expect(late, 'no progress once the handler has stopped').toEqual([]);
      // And the session still works.
      const after = await raw.request('tools/call', { name: 'index_repository', arguments: { path: FIXTURE, maxFiles: 1 } });
      expect((after.result as JsonObject).structuredContent).toMatchObject({ files: 1 });
      expect(raw.findResponse(id)).toBeUndefined();
      expect(raw.garbage).toEqual([]);
    } finally {
      await raw.close();
    }
  });
});

describe('50 overlapping calls with independent progress; every third cancelled', () => {
  const CALLS = Array.from({ length: 50 }, (_, i) => {
    const cancel = i % 3 === 2;
    // maxFiles 1..12. Cancelled calls get ≥ 6 files at ≥ 150 ms each, so ≥ 750 ms of work remain after the first
    // progress and the cancel lands mid-run even on a loaded machine (at 40 ms, a load of 10 on 2 cores once let a
    // legacy-HTTP cancel, a POST of its own, arrive after the run had ended). A cancelled call stops at its first
    // progress, so the longer delay costs no time. Distinct delayMs (16..20, 150..154) keep every argument set unique:
    // the id map keys on it.
    return cancel ? { i, cancel, maxFiles: 6 + (i % 7), delayMs: 150 + (i % 5) } : { i, cancel, maxFiles: 1 + (i % 12), delayMs: 16 + (i % 5) };
  });

  test.each(CLIENTS)('$key', async ({ transport, era, key }) => {
    const { client } = opened!.sessions.get(key)!;
    const ids = recordCallIds(client);
    const wire = recordProgressOnWire(client);
    const since = Date.now() - 1;
    const outcomes = await Promise.allSettled(
      CALLS.map(({ i, cancel, maxFiles, delayMs }) => {
        const controller = new AbortController();
        return callWithProgress(
          client,
          'index_repository',
          { path: FIXTURE, maxFiles, delayMs },
          {
            signal: controller.signal,
            onprogress: () => {
              if (cancel && !controller.signal.aborted) controller.abort(`cancel ${i}`);
            },
          },
        );
      }),
    );

    const idOf = (c: (typeof CALLS)[number]) => ids.get(JSON.stringify({ path: FIXTURE, maxFiles: c.maxFiles, delayMs: c.delayMs }));
    expect(new Set(CALLS.map(idOf)).size, 'every call has its own request id').toBe(CALLS.length);
    const own = (maxFiles: number, v: number) => ({ progress: v, total: maxFiles, message: `indexed ${FIXTURE_FILES[v - 1]}` });
    for (const [index, outcome] of outcomes.entries()) {
      const c = CALLS[index]!;
      const sent = wire.get(idOf(c)!) ?? [];
      const values = sent.map((p) => p.progress);
      // Only its own notifications: its total, its files, strictly increasing within 1..maxFiles.
      expect(strictlyIncreasing(values), `call ${c.i}: ${values.join(', ')}`).toBe(true);
      expect(sent, `call ${c.i}`).toEqual(values.map((v) => own(c.maxFiles, v)));
      for (const v of values) expect(v >= 1 && v <= c.maxFiles, `call ${c.i}: ${v}`).toBe(true);
      if (c.cancel) {
        expect(outcome.status, `call ${c.i} was cancelled`).toBe('rejected');
        const reason = (outcome as PromiseRejectedResult).reason as unknown;
        expect(reason).toBeInstanceOf(SdkError);
        expect((reason as SdkError).message).toBe(`cancel ${c.i}`);
        continue;
      }
      if (outcome.status === 'rejected') throw new Error(`call ${c.i} failed: ${String(outcome.reason)}`);
      const { result, progress } = outcome.value;
      expect(result.structuredContent, `call ${c.i}`).toMatchObject({ files: c.maxFiles });
      // Every file was reported (no rate limit here), and onprogress saw them in order.
      expect(values, `call ${c.i}`).toEqual(Array.from({ length: c.maxFiles }, (_, k) => k + 1));
      expect(isPrefix(progress, sent), `call ${c.i}: onprogress ${JSON.stringify(progress)}`).toBe(true);
    }

    // Once every run has ended: the cancelled ones stopped part-way, the others completed, and no timer is left.
    const status = await waitForStatus(client, (s) => CALLS.every((c) => ended(runOf(s, idOf(c), since))));
    expect(status.activeTimers, 'no timer left behind').toBe(0);
    const latencies: number[] = [];
    for (const c of CALLS) {
      const run = runOf(status, idOf(c), since)!;
      expect(run.total, `call ${c.i}`).toBe(c.maxFiles);
      if (c.cancel) {
        expect(run.status, `call ${c.i}: ${JSON.stringify(run)}`).toBe('cancelled');
        expect(run.reason, `call ${c.i}`).toBe(expectedReason(transport, era, `cancel ${c.i}`));
        expect(run.filesSeen, `call ${c.i}`).toBeLessThan(c.maxFiles);
        expect(typeof run.stopLatencyMs, `call ${c.i}`).toBe('number');
        latencies.push(run.stopLatencyMs!);
      } else {
        expect(run, `call ${c.i}`).toMatchObject({ status: 'completed', filesSeen: c.maxFiles });
      }
    }
    if (latencies.length > 0)
      console.log(`[cancel] ${key}: ${latencies.length} cancelled runs, in-process stopLatencyMs ${latencies.map((l) => l.toFixed(2)).join(' ')}`);
  });
});
