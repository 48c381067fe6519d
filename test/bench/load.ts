// Load run: a generated HTTP server under concurrent clients that mix fast calls, progress calls and cancellations.
// Loopback only, bounded in time and count. Prints a table per round and exits 1 on any failed request or on
// memory that keeps growing across rounds; asserts nothing about speed (figures, not tests).
//
//   npm run bench:load            (LOAD_ROUNDS=5, LOAD_SECONDS=8, LOAD_CONNECTIONS=32, LOAD_CANCELLERS=4)
//
// Each round: autocannon drives `LOAD_CONNECTIONS` keep-alive connections through a rotation of requests —
// kitchen-sink `echo` (fast, structured), `countdown` with a progress token (20 steps × 1 ms, an SSE stream of
// progress then the result) and `tools/list` — while `LOAD_CANCELLERS` loops start a slow `countdown` and abort
// it after 20 ms (the server must cancel the handler and keep serving). After each round: the server's RSS.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = path.join(REPO_ROOT, 'generated', 'kitchen-sink', 'src', 'main.ts');
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 5);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
const CANCELLERS = Number(process.env.LOAD_CANCELLERS ?? 4);
/** RSS may grow this much from the second round to the last before the run counts as leaking. */
const RSS_GROWTH_LIMIT = 1.25;

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'mcpgen-load', version: '0.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

function request(id: number, method: string, params: Record<string, unknown>, name?: string) {
  return {
    method: 'POST' as const,
    path: '/mcp',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...(name !== undefined && { 'mcp-name': name }),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: { ...ENVELOPE, ...(params._meta as object | undefined) } } }),
  };
}

const ROTATION = [
  request(1, 'tools/call', { name: 'echo', arguments: { text: 'hello load', mode: 'upper', repeat: 2 } }, 'echo'),
  request(2, 'tools/call', { name: 'countdown', arguments: { steps: 20, delayMs: 1 }, _meta: { progressToken: 'p' } }, 'countdown'),
  request(3, 'tools/list', {}),
  request(4, 'tools/call', { name: 'echo', arguments: { text: 'again' } }, 'echo'),
];

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

async function startServer(): Promise<{ url: URL; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, '--http', '--port', '0'], {
    cwd: REPO_ROOT,
    env: { ...process.env, MCPGEN_LOG_LEVEL: 'info', MCPGEN_MAX_CONCURRENT_REQUESTS: String(CONNECTIONS * 4) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const url = await new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL from the server\n${stderr}`)), 30_000);
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
      const m = /"url":"(http:[^"]+)"/.exec(stderr);
      if (m) {
        clearTimeout(timer);
        resolve(new URL(m[1]!));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})\n${stderr}`)));
  });
  // Warnings and errors are worth showing; info lines are not.
  child.stderr!.on('data', (d: Buffer) => {
    for (const line of d.toString().split('\n')) if (/"level":"(warn|error)"/.test(line)) process.stderr.write(`server: ${line}\n`);
  });
  return { url, pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

/** Starts slow calls and aborts each after 20 ms, until `deadline`; counts the cancels and any failure. */
async function cancelLoop(url: URL, deadline: number): Promise<{ cancelled: number; failures: string[] }> {
  let cancelled = 0;
  const failures: string[] = [];
  let id = 1_000;
  while (Date.now() < deadline) {
    const controller = new AbortController();
    const { body, headers } = request(id++, 'tools/call', { name: 'countdown', arguments: { steps: 100, delayMs: 10 } }, 'countdown');
    const timer = setTimeout(() => controller.abort(), 20);
    try {
      const res = await fetch(url, { method: 'POST', headers, body, signal: controller.signal });
      await res.text();
      failures.push(`a cancelled call completed (${res.status})`);
    } catch (error) {
      if ((error as Error).name === 'AbortError') cancelled++;
      else failures.push(String(error));
    } finally {
      clearTimeout(timer);
    }
  }
  return { cancelled, failures };
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

async function main(): Promise<void> {
  const server = await startServer();
  const rss: number[] = [];
  let failed = 0;
  try {
    console.log(`load: ${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections + ${CANCELLERS} cancel loops, kitchen-sink over HTTP (2026-07-28)`);
    console.log(`round    req/s   p50 ms   p99 ms   requests   non-2xx   errors   cancels   RSS MiB`);
    for (let round = 1; round <= ROUNDS; round++) {
      const deadline = Date.now() + SECONDS * 1_000;
      const cancels = Promise.all(Array.from({ length: CANCELLERS }, () => cancelLoop(server.url, deadline)));
      const result = await autocannon({ url: server.url.href, connections: CONNECTIONS, duration: SECONDS, requests: ROTATION, timeout: 10 });
      const cancelled = await cancels;
      const cancelFailures = cancelled.flatMap((c) => c.failures);
      rss.push(rssMiB(server.pid));
      const bad = result.non2xx + result.errors + result.timeouts + cancelFailures.length;
      failed += bad;
      console.log(
        `${pad(round, 5)} ${pad(Math.round(result.requests.average), 8)} ${pad(result.latency.p50, 8)} ${pad(result.latency.p99, 8)} ${pad(result.requests.total, 10)} ${pad(result.non2xx, 9)} ${pad(result.errors + result.timeouts, 8)} ${pad(
          cancelled.reduce((n, c) => n + c.cancelled, 0),
          9,
        )} ${pad(rss.at(-1)!, 9)}`,
      );
      for (const f of cancelFailures.slice(0, 3)) console.log(`      cancel loop: ${f}`);
    }
  } finally {
    server.stop();
  }
  const growth = rss.length >= 3 ? rss.at(-1)! / rss[1]! : 1;
  console.log(`RSS from round 2 to ${ROUNDS}: ×${growth.toFixed(2)} (limit ×${RSS_GROWTH_LIMIT}); failed requests: ${failed}`);
  if (failed > 0 || growth > RSS_GROWTH_LIMIT) process.exitCode = 1;
}

await main();
