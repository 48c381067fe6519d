// The server bench's HTTP rows: autocannon against one server process, with that process's CPU time from /proc.
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

/** Starts `entry --http`, calls one tool with 16 connections for `seconds`, and stops it. */
export async function httpLoad(entry: string, n: number, seconds: number, port: number): Promise<HttpFigures> {
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
  try {
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
    const before = cpuMs(child.pid!);
    const result = await autocannon({ url, method: 'POST', headers, body, connections: 16, duration: seconds, timeout: 10 });
    const cpu = cpuMs(child.pid!) - before;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`HTTP run had ${result.non2xx} non-2xx and ${result.errors} errors`);
    return { rps: result.requests.average, cpuUsPerRequest: result.requests.total > 0 ? (cpu * 1000) / result.requests.total : Number.NaN };
  } finally {
    killGroup(child.pid);
  }
}
