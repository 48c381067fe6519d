// A real redis-server for tests: on a free loopback port, in its own temp dir, no persistence; stopped by PID.
// redis-server must be installed (Debian package redis-server; .ci/run installs it when missing).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killPid } from './server-process.js';

export interface RedisProcess {
  readonly port: number;
  readonly url: string;
  readonly pid: number;
  log(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Sends PING and waits for +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(reply.startsWith('+PONG')));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) socket.end();
    });
  });
}

/** Starts redis-server (retrying on another port if the chosen one was taken meanwhile) and waits until it answers. */
export async function startRedis(): Promise<RedisProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), 'mcpgen-redis-'));
    const child: ChildProcess = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    let spawnError: Error | undefined;
    child.once('error', (error) => (spawnError = error));
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const pid = child.pid;
    if (pid === undefined) {
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error(`could not start redis-server (${spawnError?.message ?? 'no pid'}): install the Debian package redis-server`);
    }
    const stop = async () => {
      await killPid(pid, 'SIGTERM', 2_000);
      rmSync(dir, { recursive: true, force: true });
    };
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && child.exitCode === null && !(await ping(port))) await new Promise((r) => setTimeout(r, 50));
    if (child.exitCode === null && (await ping(port))) {
      return { port, url: `redis://127.0.0.1:${port}/0`, pid, log: () => log, stop };
    }
    await stop();
    if (attempt >= 3) throw new Error(`redis-server did not start:\n${log}`);
  }
}
