// The server bench's HTTP rows: autocannon against server processes, with each process's CPU time from /proc.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMs, killGroup, REPO } from './proc.js';
import { callParams, toolName } from './synthetic.js';

/** The part of autocannon's API used here (it ships no types; typed locally rather than via a global declaration). */
type Autocannon = (opts: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
  timeout: number;
}) => Promise<{ non2xx: number; errors: number; requests: { average: number; total: number } }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface HttpFigures {
  /** Requests per second (autocannon's average). */
  readonly rps: number;
  /** The server process's user + system CPU time over the run, per request answered. */
  readonly cpuUsPerRequest: number;
}

interface Started {
  readonly pid: number | undefined;
  /** `connections` calling one tool for `seconds`. */
  load(connections: number, seconds: number): Promise<HttpFigures>;
}

/** Starts `entry --http` and waits until it answers a tools/call. */
async function start(entry: string, n: number, port: number): Promise<Started> {
  const child = spawn('node', [entry, '--http', '--port', String(port)], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, MCPGEN_LOG_LEVEL: 'error' },
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    if (stderr.length < 10_000) stderr += d;
  });
  const url = `http://127.0.0.1:${port}/mcp`;
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      ...callParams(1, n),
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'mcpgen-bench', version: '0.0.0' },
      },
    },
  });
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'tools/call',
    'mcp-name': toolName(1 % n),
  };
  try {
    for (let i = 0; ; i++) {
      const res = await fetch(url, { method: 'POST', headers, body }).catch(() => undefined);
      if (res) {
        const text = await res.text();
        if (!text.includes('structuredContent')) throw new Error(`HTTP call failed (${res.status}): ${text.slice(0, 300)}`);
        break;
      }
      if (i > 600) throw new Error(`HTTP server did not start: ${stderr.slice(-500)}`);
      await sleep(100);
    }
  } catch (error) {
    killGroup(child.pid);
    throw error;
  }
  return {
    pid: child.pid,
    load: async (connections, seconds) => {
      const before = cpuMs(child.pid!);
      const result = await autocannon({ url, method: 'POST', headers, body, connections, duration: seconds, timeout: 10 });
      const cpu = cpuMs(child.pid!) - before;
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`HTTP run had ${result.non2xx} non-2xx and ${result.errors} errors`);
      return { rps: result.requests.average, cpuUsPerRequest: result.requests.total > 0 ? (cpu * 1000) / result.requests.total : Number.NaN };
    },
  };
}

/** One server, 16 connections calling one tool for `seconds`. */
export async function httpLoad(entry: string, n: number, seconds: number, port: number): Promise<HttpFigures> {
  const server = await start(entry, n, port);
  try {
    return await server.load(16, seconds);
  } finally {
    killGroup(server.pid);
  }
}

/**
 * Two servers loaded at the same time (8 connections each): whatever else the machine does, both see it, so their
 * ratio holds where figures of runs one after the other move with the load between them.
 */
export async function httpLoadSideBySide(
  a: { entry: string; n: number },
  b: { entry: string; n: number },
  seconds: number,
  port: number,
): Promise<[HttpFigures, HttpFigures]> {
  const servers = await Promise.allSettled([start(a.entry, a.n, port), start(b.entry, b.n, port + 1)]);
  try {
    const [sa, sb] = servers.map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    }) as [Started, Started];
    return await Promise.all([sa.load(8, seconds), sb.load(8, seconds)]);
  } finally {
    for (const s of servers) if (s.status === 'fulfilled') killGroup(s.value.pid);
  }
}
