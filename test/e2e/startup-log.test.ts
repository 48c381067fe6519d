// What a generated server says on stderr: one start-up line at info (name, version, transport, address, tool
// count, protocol versions) over stdio and HTTP, and a warn line with a short prefix for every malformed input line
// on stdio (which is skipped; the connection goes on).
import { spawn } from 'node:child_process';
import { afterEach, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { killPid, serverArgs, startHttpServer, type HttpServerProcess } from '../support/server-process.js';

type Line = Record<string, unknown>;
const lines = (stderr: string): Line[] =>
  stderr
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);

const PROTOCOLS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

let http: HttpServerProcess | undefined;
afterEach(async () => {
  await http?.stop();
  http = undefined;
});

test('stdio: the start-up line, then a warn per malformed line (at most 80 characters of it); the next request is answered', async () => {
  const child = spawn(process.execPath, serverArgs('docs-search'), { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
  try {
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const answered = new Promise<void>((resolve) =>
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        if (stdout.includes('"id":1')) resolve();
      }),
    );
    const long = `not json ${'x'.repeat(500)} secret-tail`;
    child.stdin.write(`${long}\n{"looks":"like json"}\n\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n`);
    await answered;
    expect(JSON.parse(stdout.trim())).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    child.stdin.end();
    await new Promise((r) => child.once('exit', r));
    const logged = lines(stderr);
    expect(logged[0]).toMatchObject({
      level: 'info',
      msg: 'listening',
      server: 'docs-search',
      version: '1.0.0',
      transport: 'stdio',
      address: 'stdin/stdout',
      tools: 1,
      protocolVersions: PROTOCOLS,
    });
    const warned = logged.filter((l) => l.msg === 'malformed input line skipped');
    expect(warned).toEqual([
      expect.objectContaining({ level: 'warn', reason: 'not JSON', chars: long.length, prefix: long.slice(0, 80) }),
      expect.objectContaining({ level: 'warn', reason: 'not a JSON-RPC message', prefix: '{"looks":"like json"}' }),
    ]);
    expect(stderr).not.toContain('secret-tail');
  } finally {
    await killPid(child.pid!, 'SIGKILL', 0);
  }
});

test('Streamable HTTP: the listening line carries the same fields and the URL', async () => {
  http = await startHttpServer('repo-indexer');
  const listening = lines(http.stderr()).find((l) => l.msg === 'listening');
  expect(listening).toMatchObject({
    level: 'info',
    server: 'repo-indexer',
    version: '1.0.0',
    transport: 'streamable-http',
    address: http.url.href,
    url: http.url.href,
    tools: 2,
    protocolVersions: PROTOCOLS,
  });
});

test('MCPGEN_LOG_LEVEL=warn hides the start-up line, not the warnings', async () => {
  const child = spawn(process.execPath, serverArgs('docs-search'), {
    cwd: REPO_ROOT,
    env: { ...process.env, MCPGEN_LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  try {
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdin.end('garbage\n');
    await new Promise((r) => child.once('exit', r));
    expect(lines(stderr).map((l) => l.msg)).toEqual(['malformed input line skipped']);
  } finally {
    await killPid(child.pid!, 'SIGKILL', 0);
  }
});

test('a stdio-only server (server.transports: [stdio]) refuses --http with one line and exit 1, before listening', async () => {
  const child = spawn(process.execPath, serverArgs('file-refs', ['--http', '--port', '0']), {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(lines(stderr)).toEqual([
    expect.objectContaining({
      level: 'error',
      msg: 'could not start the server',
      reason: '--http: this server serves stdio only (server.transports in the manifest)',
    }),
  ]);
});
