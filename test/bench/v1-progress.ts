// Prints how often the v1 SDK client (@modelcontextprotocol/sdk 1.x) misses the final progress notification over
// stdio, with the server's settle wait off (MCPGEN_STDIO_PROGRESS_SETTLE_MS=0) and on (the default), and what the
// wait costs per call. Figures only, no assertions.  npx tsx test/bench/v1-progress.ts [--runs 50] [--load 2]
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { connectV1Stdio } from '../support/v1-client.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '50' }, load: { type: 'string', default: '2' }, rounds: { type: 'string', default: '1' } },
});
const runs = Number(values.runs);
const FILES = 3;

function burners(n: number): ChildProcess[] {
  return Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

async function measure(settleMs: string | undefined, withToken: boolean) {
  const session = await connectV1Stdio('repo-indexer', '2025-11-25', {
    MCPGEN_PROGRESS_INTERVAL_MS: '0',
    MCPGEN_LOG_LEVEL: 'warn',
    ...(settleMs !== undefined && { MCPGEN_STDIO_PROGRESS_SETTLE_MS: settleMs }),
  });
  try {
    let misses = 0;
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const seen: number[] = [];
      const started = performance.now();
      await session.client.callTool(
        { name: 'index_repository', arguments: { path: 'test/fixtures/repo', maxFiles: FILES } },
        undefined,
        withToken ? { onprogress: (p) => void seen.push(p.progress) } : {},
      );
      ms.push(performance.now() - started);
      if (withToken && seen.at(-1) !== FILES) misses++;
    }
    ms.sort((a, b) => a - b);
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    return { misses, mean, p50: ms[Math.floor(ms.length / 2)]!, p90: ms[Math.floor(ms.length * 0.9)]! };
  } finally {
    await session.close();
  }
}

const load = burners(Number(values.load));
try {
  console.log(`v1 client 1.32.2, stdio, 2025-11-25, index_repository (${FILES} progress notifications), ${runs} calls per row, ${load.length} busy processes`);
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [label, settle, token] of [
      ['no progress token', undefined, false],
      ['settle off (before)', '0', true],
      ['settle on (default)', undefined, true],
    ] as const) {
      const r = await measure(settle, token);
      const f = (x: number) => x.toFixed(2).padStart(7);
      console.log(`${label.padEnd(22)} misses ${String(r.misses).padStart(2)}/${runs}   ms per call: mean ${f(r.mean)}  p50 ${f(r.p50)}  p90 ${f(r.p90)}`);
    }
  }
} finally {
  for (const child of load) child.kill('SIGKILL');
}
