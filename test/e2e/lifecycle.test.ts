// Lifecycle hooks and graceful stop, on generated/repo-indexer (lifecycle: { shutdownGraceMs: 3000 }) as a real
// process over raw stdio and HTTP: startup() runs before the first answer, a stop lets calls in flight finish within
// the grace period (or cancels them past it), shutdown() runs after the calls, and stdout only ever carries JSON-RPC.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { serverEntry } from '../support/server-process.js';
import { entryArgs, postModern, RawStdioWire, startHttp, type HttpServer, type Json } from './tasks-helpers.js';

const ENTRY = serverEntry('repo-indexer');
const ROOT = path.join(REPO_ROOT, 'test', 'fixtures');
const FIXTURE_FILES = 12;

interface LogLine {
  readonly msg: string;
  readonly level: string;
  readonly [key: string]: unknown;
}

/** The server's structured stderr log, line by line (non-JSON lines fail the test: logs are JSON). */
function logLines(stderr: string): LogLine[] {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
}

const messages = (stderr: string) => logLines(stderr).map((l) => l.msg);
const index = (delayMs: number) => ({ name: 'index_repository', arguments: { path: 'repo', delayMs } });

let wires: RawStdioWire[] = [];
let servers: HttpServer[] = [];
afterEach(async () => {
  await Promise.all(wires.map((w) => w.close()));
  await Promise.all(servers.map((s) => s.stop()));
  wires = [];
  servers = [];
});

async function open(era: 'modern' | 'legacy', env: Record<string, string> = {}): Promise<RawStdioWire> {
  const wire = await RawStdioWire.open(ENTRY, era, { env: { REPO_INDEXER_ROOT: ROOT, MCPGEN_LOG_LEVEL: 'debug', ...env } });
  wires.push(wire);
  return wire;
}

/** Waits until the server has logged `msg` (the log is the only window into a running process). */
async function logged(wire: RawStdioWire, msg: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!messages(wire.stderr()).includes(msg)) {
    if (Date.now() > deadline) throw new Error(`server never logged "${msg}"\nstderr:\n${wire.stderr()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(['modern', 'legacy'] as const)('lifecycle over stdio (%s)', (era) => {
  it('runs startup() before answering and shutdown() after the call in flight finished (SIGTERM)', async () => {
    const wire = await open(era);
    const call = wire.request('tools/call', index(40));
    await logged(wire, 'indexing');
    wire.signal('SIGTERM');
    const response = await call;
    expect(response.error).toBeUndefined();
    const result = response.result as { structuredContent?: { files?: number }; isError?: boolean };
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent?.files).toBe(FIXTURE_FILES);
    expect(await wire.exited).toEqual({ code: 0, signal: null });

    const log = messages(wire.stderr());
    const order = ['indexer ready', 'indexing', 'stopping', 'indexer shut down', 'stopped'].map((m) => log.indexOf(m));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const stopped = logLines(wire.stderr()).find((l) => l.msg === 'stopped')!;
    expect(stopped).toMatchObject({ trigger: 'SIGTERM', finished: 1, cancelled: 0 });
    expect(logLines(wire.stderr()).find((l) => l.msg === 'indexer shut down')).toMatchObject({ runs: { completed: 1 } });
    expect(wire.garbage).toEqual([]);
  });

  it('cancels a call that outlives the grace period and answers it with a retryable ShutdownError', async () => {
    const wire = await open(era, { MCPGEN_SHUTDOWN_GRACE_MS: '300' });
    const call = wire.request('tools/call', index(2_000));
    await logged(wire, 'indexing');
    wire.signal('SIGINT');
    const result = (await call).result as { isError?: boolean; _meta?: Json; content?: { text?: string }[] };
    expect(result.isError).toBe(true);
    expect(result._meta?.['dev.mcpgen/error']).toEqual({ name: 'ShutdownError', code: -32000, retryable: true });
    expect(result.content?.[0]?.text).toContain('shutting down (SIGINT)');
    expect(await wire.exited).toEqual({ code: 0, signal: null });
    expect(logLines(wire.stderr()).find((l) => l.msg === 'stopped')).toMatchObject({ finished: 0, cancelled: 1 });
    expect(logLines(wire.stderr()).find((l) => l.msg === 'indexer shut down')).toMatchObject({ runs: { cancelled: 1 } });
    expect(wire.garbage).toEqual([]);
  });

  it('refuses new calls while draining, and still answers them', async () => {
    const wire = await open(era);
    const first = wire.request('tools/call', index(60));
    await logged(wire, 'indexing');
    wire.signal('SIGTERM');
    await logged(wire, 'stopping');
    const late = (await wire.request('tools/call', index(0))).result as { isError?: boolean; _meta?: Json };
    expect(late.isError).toBe(true);
    expect(late._meta?.['dev.mcpgen/error']).toMatchObject({ name: 'ShutdownError', retryable: true });
    expect(((await first).result as { isError?: boolean }).isError).toBeUndefined();
    expect(await wire.exited).toEqual({ code: 0, signal: null });
  });

  it('cancels at once when stdin closes (nobody is left to read the answer) and still runs shutdown()', async () => {
    const wire = await open(era);
    void wire.request('tools/call', index(2_000)).catch(() => undefined);
    await logged(wire, 'indexing');
    wire.endInput();
    expect(await wire.exited).toEqual({ code: 0, signal: null });
    const lines = logLines(wire.stderr());
    expect(lines.find((l) => l.msg === 'stopping')).toMatchObject({ trigger: 'stdin closed', callsInFlight: 1, graceMs: 0 });
    expect(lines.find((l) => l.msg === 'stopped')).toMatchObject({ cancelled: 1 });
    expect(messages(wire.stderr())).toContain('indexer shut down');
  });
});

describe('lifecycle edge cases', () => {
  it('exits 1 with one clear log line and nothing on stdout when startup() fails', () => {
    const missing = path.join(ROOT, 'does-not-exist');
    const run = spawnSync(process.execPath, entryArgs(ENTRY), {
      cwd: REPO_ROOT,
      env: { ...process.env, REPO_INDEXER_ROOT: missing },
      input: '',
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = logLines(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'could not start the server', reason: `REPO_INDEXER_ROOT is not a directory: ${missing}` });
  });

  it('a second signal exits at once with 130', async () => {
    const wire = await open('modern', { MCPGEN_SHUTDOWN_GRACE_MS: '60000' });
    void wire.request('tools/call', index(5_000)).catch(() => undefined);
    await logged(wire, 'indexing');
    wire.signal('SIGTERM');
    await logged(wire, 'stopping');
    wire.signal('SIGTERM');
    expect(await wire.exited).toEqual({ code: 130, signal: null });
    expect(messages(wire.stderr())).not.toContain('indexer shut down');
  });

  it('drains an HTTP call in flight on SIGTERM and exits 0', async () => {
    const server = await startHttp(ENTRY, { env: { REPO_INDEXER_ROOT: ROOT, MCPGEN_LOG_LEVEL: 'debug' } });
    servers.push(server);
    const call = postModern(server.url, {
      method: 'tools/call',
      params: {
        ...index(40),
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientInfo': { name: 't', version: '0' },
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    });
    const deadline = Date.now() + 10_000;
    while (!messages(server.stderr()).includes('indexing') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    process.kill(server.pid, 'SIGTERM');
    const { status, response } = await call;
    expect(status).toBe(200);
    expect((response.result as { structuredContent?: { files?: number } }).structuredContent?.files).toBe(FIXTURE_FILES);
    const deadlineExit = Date.now() + 10_000;
    while (!messages(server.stderr()).includes('stopped') && Date.now() < deadlineExit) await new Promise((r) => setTimeout(r, 20));
    expect(logLines(server.stderr()).find((l) => l.msg === 'stopped')).toMatchObject({ trigger: 'SIGTERM', finished: 1, cancelled: 0 });
  });
});
