// Part b: generated server against a hand-written SDK server with the same tools, in the same run. Servers are
// generated into .tmp/bench/srv from synthetic manifests, transpiled with esbuild (no type-check), and run as
// plain node processes. Every process is killed by pid; every wait has a timeout.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { httpLoad, httpLoadSideBySide, type HttpFigures } from './http-load.js';
import { BENCH_DIR, fmt, median, percentile, ratio, REPO, runProcess, table } from './proc.js';
import { StdioClient, type Era } from './stdio-client.js';
import { callParams, handlerSource, handWrittenServer, syntheticManifest } from './synthetic.js';

/** The generated server's entry, the hand-written baseline calling the same handler modules, and one with a shared handler. */
interface Built {
  readonly generated: string;
  readonly hand: string;
  readonly handShared: string;
}

/** Generates, implements and transpiles the N-tool server; writes the hand-written one next to it. */
async function build(n: number): Promise<Built> {
  const dir = path.join(BENCH_DIR, 'srv', String(n));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'gen', 'src', 'tools'), { recursive: true });
  writeFileSync(path.join(dir, 'gen', 'mcp.yaml'), syntheticManifest(n));
  for (let i = 0; i < n; i++) {
    const h = handlerSource(i);
    writeFileSync(path.join(dir, 'gen', h.file), h.source);
  }
  const gen = await runProcess('node', [path.join(REPO, 'dist', 'cli.js'), 'generate', path.join(dir, 'gen', 'mcp.yaml')], { timeoutMs: 600_000 });
  if (gen.code !== 0) throw new Error(`generate ${n} failed:\n${gen.stderr.slice(-2000)}`);
  const sources = listTs(path.join(dir, 'gen', 'src'));
  const esb = await runProcess(
    path.join(REPO, 'node_modules', '.bin', 'esbuild'),
    [
      ...sources,
      `--outdir=${path.join(dir, 'gen', 'dist')}`,
      `--outbase=${path.join(dir, 'gen', 'src')}`,
      '--format=esm',
      '--platform=node',
      '--log-level=warning',
    ],
    { timeoutMs: 300_000 },
  );
  if (esb.code !== 0) throw new Error(`esbuild ${n} failed:\n${esb.stderr.slice(-2000)}`);
  const hand = path.join(dir, 'hand.mjs');
  writeFileSync(hand, handWrittenServer(n, 'modules', './gen/dist/tools/'));
  const handShared = path.join(dir, 'hand-shared.mjs');
  writeFileSync(handShared, handWrittenServer(n, 'shared'));
  return { generated: path.join(dir, 'gen', 'dist', 'main.js'), hand, handShared };
}

function listTs(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? listTs(p) : f.endsWith('.ts') ? [p] : [];
  });
}

/** Cold start: process spawn → first tools/list answered (2026-07-28, no handshake). Also warm tools/list time and size. */
async function coldStart(entry: string, runs: number): Promise<{ coldMs: number; listMs: number; listBytes: number }> {
  const cold: number[] = [];
  const warm: number[] = [];
  let bytes = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const c = StdioClient.start([entry], 'modern');
    try {
      const line = await c.request('tools/list', {}, 120_000);
      cold.push(performance.now() - t0);
      bytes = Buffer.byteLength(line);
      if (!line.includes('"tools"')) throw new Error(`tools/list failed: ${line.slice(0, 300)}`);
      for (let k = 0; k < 5; k++) {
        const t = performance.now();
        await c.request('tools/list');
        warm.push(performance.now() - t);
      }
    } finally {
      c.close();
    }
  }
  return { coldMs: median(cold), listMs: median(warm), listBytes: bytes };
}

interface Window {
  p50: number;
  p99: number;
  rps: number;
}
/** One process's figures: its first call of each tool, a window while the JIT still warms up, and steady state. */
interface CallStats {
  firstP50: number;
  warming: Window;
  steady: Window;
}

const medianWindow = (ws: readonly Window[]): Window => ({
  p50: median(ws.map((w) => w.p50)),
  p99: median(ws.map((w) => w.p99)),
  rps: median(ws.map((w) => w.rps)),
});
const medianStats = (runs: readonly CallStats[]): CallStats => ({
  firstP50: median(runs.map((r) => r.firstP50)),
  warming: medianWindow(runs.map((r) => r.warming)),
  steady: medianWindow(runs.map((r) => r.steady)),
});

/** `total` calls round-robin over the tools, `concurrency` in flight. */
async function window(c: StdioClient, n: number, total: number, concurrency: number): Promise<Window> {
  const lat: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      const line = await c.request('tools/call', callParams(i, n));
      lat.push(performance.now() - t);
      if (!line.includes('structuredContent')) throw new Error(`call failed: ${line.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const secs = (performance.now() - t0) / 1000;
  return { p50: percentile(lat, 50), p99: percentile(lat, 99), rps: total / secs };
}

/**
 * Every tool is called once first (its validators compile, its handler module loads: the first-call p50), then
 * 200 calls, then `total` calls measured while V8 is still compiling the hot paths ("warming"); then `settle`
 * more calls and `steadyTotal` measured ("steady state": per-call cost no longer falls with more calls). The steady
 * window is long: at 16 concurrent 3,000 calls last ~0.3 s, and one garbage collection more or less moved the figure.
 */
async function calls(entry: string, n: number, era: Era, total: number, settle: number, steadyTotal: number, concurrency: number): Promise<CallStats> {
  const c = StdioClient.start([entry], era);
  try {
    await c.handshake();
    const first: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await c.request('tools/call', callParams(i, n));
      first.push(performance.now() - t);
    }
    for (let i = 0; i < Math.min(200, total); i++) await c.request('tools/call', callParams(i, n));
    const warming = await window(c, n, total, concurrency);
    await window(c, n, settle, concurrency);
    const steady = await window(c, n, steadyTotal, concurrency);
    return { firstP50: percentile(first, 50), warming, steady };
  } finally {
    c.close();
  }
}

export async function benchServer(options: {
  quick: boolean;
  log: (s: string) => void;
  /** Tool counts (default 10, 200 and 1,000; quick 10 and 200). */
  sizes?: readonly number[] | undefined;
  /** Only the HTTP rows, at the first and last count. */
  httpOnly?: boolean;
  /** Alternating runs of the HTTP rows (default 3; quick 1). */
  httpRuns?: number | undefined;
}): Promise<string> {
  const sizes = options.sizes ?? (options.quick ? [10, 200] : [10, 200, 1000]);
  const runs = options.quick ? 1 : 3;
  // Per-call figures move the most between runs (pipes, scheduling, JIT timing on 2 cores): more runs, alternating.
  const callRuns = options.quick ? 1 : 5;
  const callCount = options.quick ? 300 : 3000;
  const settle = options.quick ? 1000 : 10_000;
  const steadyCount = options.quick ? 300 : 20_000;
  const seconds = options.quick ? 2 : 5;
  const built = new Map<number, Built>();
  for (const n of sizes) {
    options.log(`server: generating and building ${n} tools`);
    built.set(n, await build(n));
  }
  const rows: string[][] = [];
  const row = (what: string, g: number, h: number, unit: string, digits = 2, shared?: number) =>
    rows.push([
      what,
      `${fmt(g, digits)} ${unit}`,
      `${fmt(h, digits)} ${unit}`,
      ratio(g, h),
      shared === undefined ? '' : `${fmt(shared, digits)} ${unit}`,
      shared === undefined ? '' : ratio(g, shared),
    ]);
  const httpFigures = new Map<string, HttpFigures>();
  let port = 39_000 + Math.floor(Math.random() * 1000);
  for (const n of options.httpOnly ? [] : sizes) {
    const b = built.get(n)!;
    options.log(`server: cold start and tools/list at ${n} tools`);
    const g = await coldStart(b.generated, runs);
    const h = await coldStart(b.hand, runs);
    row(`cold start → first tools/list, ${n} tools`, g.coldMs, h.coldMs, 'ms', 0);
    row(`tools/list (warm), ${n} tools`, g.listMs, h.listMs, 'ms');
    row(`tools/list size, ${n} tools`, g.listBytes / 1024, h.listBytes / 1024, 'KiB', 1);
  }
  const big = sizes[sizes.length - 1]!;
  const b = built.get(big)!;
  const sides = [b.generated, b.hand, b.handShared];
  for (const era of options.httpOnly ? [] : (['modern', 'legacy'] as const)) {
    for (const conc of [1, 16]) {
      options.log(`server: stdio calls, ${era}, concurrency ${conc}, ${big} tools`);
      // Alternating runs (the order turns each run), medians per figure: one run of each side is at the mercy of
      // whatever else the machine did.
      const stats: CallStats[][] = sides.map(() => []);
      for (let r = 0; r < callRuns; r++) {
        const order = r % 2 === 0 ? [0, 1, 2] : [2, 1, 0];
        for (const k of order) stats[k]!.push(await calls(sides[k]!, big, era, callCount, settle, steadyCount, conc));
      }
      const [g, h, s] = stats.map(medianStats) as [CallStats, CallStats, CallStats];
      const label = `stdio ${era === 'modern' ? '2026-07-28' : '2025-11-25'}, ${conc === 1 ? 'sequential' : '16 concurrent'}, ${big} tools`;
      for (const phase of ['steady', 'warming'] as const) {
        const when =
          phase === 'steady'
            ? `steady state (${steadyCount} calls after ${big + 200 + callCount + settle})`
            : `warming up (${callCount} calls after the first ${big + 200})`;
        row(`${label}, ${when}: p50`, g[phase].p50, h[phase].p50, 'ms', 3, s[phase].p50);
        row(`${label}, ${when}: p99`, g[phase].p99, h[phase].p99, 'ms', 3, s[phase].p99);
        row(`${label}, ${when}: throughput`, g[phase].rps, h[phase].rps, 'calls/s', 0, s[phase].rps);
      }
      if (conc === 1) row(`${label}: first call of each tool, p50`, g.firstP50, h.firstP50, 'ms', 3, s.firstP50);
    }
  }
  // Alternating runs (the order turns each run), medians per figure, as for the stdio calls.
  const httpRuns = options.httpRuns ?? (options.quick ? 1 : 3);
  const httpSides = [sizes[0]!, big].flatMap((n) => [`g${n}`, `h${n}`]);
  const httpSamples = new Map<string, HttpFigures[]>(httpSides.map((k) => [k, []]));
  for (let r = 0; r < httpRuns; r++) {
    for (const key of r % 2 === 0 ? httpSides : [...httpSides].reverse()) {
      const n = Number(key.slice(1));
      options.log(`server: HTTP autocannon at ${n} tools (${key[0] === 'g' ? 'generated' : 'hand-written'}, run ${r + 1} of ${httpRuns})`);
      const e = built.get(n)!;
      httpSamples.get(key)!.push(await httpLoad(key[0] === 'g' ? e.generated : e.hand, n, seconds, port++));
    }
  }
  for (const [key, samples] of httpSamples)
    httpFigures.set(key, { rps: median(samples.map((f) => f.rps)), cpuUsPerRequest: median(samples.map((f) => f.cpuUsPerRequest)) });
  for (const n of [sizes[0]!, big]) {
    const g = httpFigures.get(`g${n}`)!;
    const h = httpFigures.get(`h${n}`)!;
    row(`HTTP tools/call throughput (16 connections, ${seconds} s), ${n} tools`, g.rps, h.rps, 'req/s', 0);
    // CPU time of the server process (from /proc) moves far less with the machine's load than requests per second.
    row(`HTTP tools/call, server CPU per request, ${n} tools`, g.cpuUsPerRequest, h.cpuUsPerRequest, 'µs', 0);
  }
  const first = sizes[0]!;
  const across = (key: 'rps' | 'cpuUsPerRequest', side: 'g' | 'h') => ratio(httpFigures.get(`${side}${big}`)![key], httpFigures.get(`${side}${first}`)![key]);
  rows.push([`HTTP throughput ${big} tools ÷ ${first} tools`, across('rps', 'g'), across('rps', 'h'), '', '', '']);
  rows.push([`HTTP CPU per request ${big} tools ÷ ${first} tools`, across('cpuUsPerRequest', 'g'), across('cpuUsPerRequest', 'h'), '', '', '']);
  // The same ratios with both counts' servers loaded at once (the figure to trust on a busy machine).
  const together = { g: [] as [HttpFigures, HttpFigures][], h: [] as [HttpFigures, HttpFigures][] };
  for (let r = 0; r < httpRuns; r++) {
    for (const side of ['g', 'h'] as const) {
      options.log(`server: HTTP at ${first} and ${big} tools at once (${side === 'g' ? 'generated' : 'hand-written'}, run ${r + 1} of ${httpRuns})`);
      const entry = (n: number) => ({ entry: side === 'g' ? built.get(n)!.generated : built.get(n)!.hand, n });
      together[side].push(await httpLoadSideBySide(entry(first), entry(big), seconds, port));
      port += 2;
    }
  }
  const atOnce = (side: 'g' | 'h', key: keyof HttpFigures) => `${fmt(median(together[side].map(([a, b]) => b[key] / a[key])), 2)}×`;
  const label = `both loaded at once (8 connections each, ${seconds} s), median of ${httpRuns}`;
  rows.push([`HTTP throughput ${big} tools ÷ ${first} tools, ${label}`, atOnce('g', 'rps'), atOnce('h', 'rps'), '', '', '']);
  rows.push([`HTTP CPU per request ${big} tools ÷ ${first} tools, ${label}`, atOnce('g', 'cpuUsPerRequest'), atOnce('h', 'cpuUsPerRequest'), '', '', '']);
  return table(
    [
      'measure',
      'mcpgen (generated)',
      'hand-written SDK (lazy validators, same handler modules)',
      'generated ÷ hand',
      'hand-written, one shared inline handler',
      'generated ÷ that',
    ],
    rows,
  );
}
