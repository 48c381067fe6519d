// Benchmark: what progress costs, and how fast a cancel stops a handler. Real server processes on loopback,
// driven by the official client; bounded in time and count. Prints a table; asserts nothing (figures, not tests).
//
//   npm run bench:progress        (BENCH_SECONDS=2 per throughput row, BENCH_CANCELS=50 per cancel row)
//
// 1. calls/second for countdown with 1,000 progress steps and delayMs 0 over stdio, both eras: without a progress
//    token, with one (the manifest's 20 ms interval coalesces the 1,000 updates), and with one under
//    MCPGEN_PROGRESS_INTERVAL_MS=0 (every update sent).
// 2. cancel→stop latency, p50/p99: index_repository (delayMs 50) cancelled through the client's AbortSignal as soon
//    as its first progress arrives. In-process: stopLatencyMs from indexer_status (the handler's own measure, from
//    the signal firing to its exit). Client-side: from abort() to the first indexer_status answer that shows the
//    run ended (back-to-back polls, so an upper bound by one round trip).
import type { Client } from '@modelcontextprotocol/client';
import { connectHttp, connectStdio, LEGACY, MODERN, startHttpServer, type Era, type HttpServerProcess, type Session } from '../support/server-process.js';
import { FIXTURE, indexerStatus, percentile, recordCallIds, recordProgressOnWire, type Run } from '../e2e/progress-helpers.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const MAX_CALLS = 2_000;
const CANCELS = Number(process.env.BENCH_CANCELS ?? 50);
const STEPS = 1_000;

const sessions: Session[] = [];
let http: HttpServerProcess | undefined;
async function cleanup(): Promise<void> {
  await Promise.all(sessions.map((s) => s.close()));
  await http?.stop();
}
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

async function open(name: string, era: Era, env: Record<string, string> = {}): Promise<Session> {
  const session = await connectStdio(name, era, { env });
  sessions.push(session);
  await session.client.listTools(); // the first request of a pinned stdio client is slow (SDK); keep it out of the figures
  return session;
}

interface ThroughputRow {
  readonly era: string;
  readonly mode: string;
  readonly calls: number;
  readonly seconds: number;
  readonly perSecond: number;
  /** Notifications the client's transport received per call (what the server sent). */
  readonly sentPerCall: number;
  /** Of those, how many reached onprogress (the 2.4.0 stdio client drops the ones read with the result). */
  readonly deliveredPerCall: number;
}

async function throughput(client: Client, era: Era, mode: string, withToken: boolean): Promise<ThroughputRow> {
  let notifications = 0;
  const wire = recordProgressOnWire(client);
  const call = async () => {
    const result = await client.callTool(
      { name: 'countdown', arguments: { steps: STEPS, delayMs: 0 } },
      withToken ? { onprogress: () => (notifications += 1) } : {},
    );
    if ((result.structuredContent as { steps?: number } | undefined)?.steps !== STEPS) throw new Error(`unexpected result ${JSON.stringify(result)}`);
  };
  for (let i = 0; i < 5; i += 1) await call(); // warm-up
  notifications = 0;
  wire.clear();
  let calls = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  while (performance.now() < deadline && calls < MAX_CALLS) {
    await call();
    calls += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const sent = [...wire.values()].reduce((n, list) => n + list.length, 0);
  return { era: era.name, mode, calls, seconds, perSecond: calls / seconds, sentPerCall: sent / calls, deliveredPerCall: notifications / calls };
}

interface CancelRow {
  readonly label: string;
  readonly cancels: number;
  readonly inProcess: number[];
  readonly clientSide: number[];
  readonly invalid: number;
}

async function cancelLatency(client: Client, label: string): Promise<CancelRow> {
  const ids = recordCallIds(client);
  const inProcess: number[] = [];
  const clientSide: number[] = [];
  let invalid = 0;
  for (let i = 0; i < CANCELS; i += 1) {
    // A distinct argument set per call, so its request id can be found (ids are keyed by arguments).
    const args = { path: FIXTURE, delayMs: 50, maxFiles: 2 + (i % 11) };
    const controller = new AbortController();
    let abortedAt = 0;
    const since = Date.now() - 1;
    await client
      .callTool(
        { name: 'index_repository', arguments: args },
        {
          signal: controller.signal,
          onprogress: () => {
            if (controller.signal.aborted) return;
            abortedAt = performance.now();
            controller.abort('bench cancel');
          },
        },
      )
      .then(
        () => {
          throw new Error('a cancelled call resolved');
        },
        () => undefined,
      );
    const id = ids.get(JSON.stringify(args));
    let run: Run | undefined;
    for (let polls = 0; ; polls += 1) {
      const status = await indexerStatus(client);
      run = status.runs.findLast((r) => r.requestId === id && Date.parse(r.startedAt) >= since);
      if (run && run.status !== 'running' && run.stopLatencyMs !== undefined) break;
      if (polls > 10_000) throw new Error(`run ${String(id)} never ended: ${JSON.stringify(run)}`);
    }
    clientSide.push(performance.now() - abortedAt);
    if (run.status !== 'cancelled') throw new Error(`run ${String(id)} ended ${run.status}, not cancelled`);
    // The example handler records stopLatencyMs from a setImmediate; when its exit takes longer (a cancel that lands
    // during file I/O), the reading is negative: not a latency.
    if (run.stopLatencyMs! < 0) invalid += 1;
    else inProcess.push(run.stopLatencyMs!);
  }
  return { label, cancels: CANCELS, inProcess, clientSide, invalid };
}

const pad = (s: string, n: number) => s.padEnd(n);
const num = (v: number, digits = 2) => v.toFixed(digits).padStart(9);

try {
  const started = performance.now();
  // allSettled: if one process fails to start, every other one is still registered for cleanup before we throw.
  const opening = await Promise.allSettled([
    open('kitchen-sink', MODERN),
    open('kitchen-sink', LEGACY),
    open('kitchen-sink', MODERN, { MCPGEN_PROGRESS_INTERVAL_MS: '0' }),
    open('kitchen-sink', LEGACY, { MCPGEN_PROGRESS_INTERVAL_MS: '0' }),
    open('repo-indexer', MODERN),
    open('repo-indexer', LEGACY),
  ]);
  http = await startHttpServer('repo-indexer');
  const failed = opening.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
  const [modern, legacy, modern0, legacy0, indexModern, indexLegacy] = opening.map((o) => (o as PromiseFulfilledResult<Session>).value) as [
    Session,
    Session,
    Session,
    Session,
    Session,
    Session,
  ];
  const indexHttp = await connectHttp(http, MODERN);
  sessions.push(indexHttp);

  const rows: ThroughputRow[] = [];
  for (const [era, plain, unlimited] of [
    [MODERN, modern, modern0],
    [LEGACY, legacy, legacy0],
  ] as const) {
    rows.push(await throughput(plain.client, era, 'no progress token', false));
    rows.push(await throughput(plain.client, era, 'token, intervalMs 20 (manifest)', true));
    rows.push(await throughput(unlimited.client, era, 'token, MCPGEN_PROGRESS_INTERVAL_MS=0', true));
  }
  const cancels = [
    await cancelLatency(indexModern.client, 'stdio, pinned 2026-07-28'),
    await cancelLatency(indexLegacy.client, 'stdio, legacy 2025-11-25'),
    await cancelLatency(indexHttp.client, 'HTTP, pinned 2026-07-28'),
  ];

  console.log(`\ncountdown: ${STEPS} progress steps, delayMs 0, over stdio; sequential calls for ${SECONDS} s per row (Node ${process.versions.node})\n`);
  console.log(
    `${pad('era', 8)}${pad('progress', 38)}${'calls'.padStart(7)}${'seconds'.padStart(9)}${'calls/s'.padStart(9)}${'sent/call'.padStart(11)}${'onprogress/call'.padStart(17)}`,
  );
  for (const r of rows)
    console.log(
      `${pad(r.era, 8)}${pad(r.mode, 38)}${String(r.calls).padStart(7)}${num(r.seconds)}${num(r.perSecond, 1)}${num(r.sentPerCall, 1).padStart(11)}${num(r.deliveredPerCall, 1).padStart(17)}`,
    );

  console.log(`\ncancel → stop latency (ms): index_repository, delayMs 50, aborted on its first progress; ${CANCELS} cancels per row\n`);
  console.log(
    `${pad('transport, era', 28)}${'in-process p50'.padStart(16)}${'p99'.padStart(9)}${'client-side p50'.padStart(17)}${'p99'.padStart(9)}${'invalid'.padStart(9)}`,
  );
  for (const c of cancels) {
    const ip = c.inProcess.length > 0 ? [percentile(c.inProcess, 50), percentile(c.inProcess, 99)] : [NaN, NaN];
    console.log(
      `${pad(c.label, 28)}${num(ip[0]!, 3).padStart(16)}${num(ip[1]!, 3)}${num(percentile(c.clientSide, 50)).padStart(17)}${num(percentile(c.clientSide, 99))}${String(c.invalid).padStart(9)}`,
    );
  }
  console.log('\n(sent/call: notifications the client transport received; onprogress/call: those the SDK client passed on.');
  console.log(' in-process: stopLatencyMs from indexer_status, negative readings counted as "invalid" and left out;');
  console.log(' client-side: abort() → first indexer_status showing the run ended, includes one round trip;');
  console.log(` legacy era over stateless HTTP cannot cancel and is not measured.) Total ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await cleanup();
}
