// Every spec over Streamable HTTP: both protocol eras against one server process, then the HTTP hardening
// (loopback bind, Host/Origin checks, stdout silence, graceful SIGTERM).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectHttp, ERAS, startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { listSpecs } from '../support/specs.js';
import { contractSuite } from './contract.js';
import { loadSpec, servesHttp, withoutApi } from './manifest.js';

interface RawResponse {
  readonly status: number;
  readonly body: string;
}

/** A raw POST, so Host and Origin can be set to anything (fetch does not allow overriding Host). */
function post(url: URL, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw-http', version: '0.0.0' } },
};

/** Listening TCP sockets owned by `pid`, from /proc (Linux): [address, port] pairs. Undefined where /proc is absent. */
function listeningSockets(pid: number): { address: string; port: number }[] | undefined {
  let inodes: Set<string>;
  try {
    inodes = new Set(
      readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
        try {
          const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
          return m ? [m[1]!] : [];
        } catch {
          return [];
        }
      }),
    );
  } catch {
    return undefined;
  }
  const out: { address: string; port: number }[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const [local, , state] = [cols[1]!, cols[2]!, cols[3]!];
      if (state !== '0A' || !inodes.has(cols[9]!)) continue;
      const [hexAddr, hexPort] = local.split(':') as [string, string];
      const address =
        hexAddr.length === 8
          ? hexAddr
              .match(/../g)!
              .reverse()
              .map((h) => parseInt(h, 16))
              .join('.')
          : `v6:${hexAddr}`;
      out.push({ address, port: parseInt(hexPort, 16) });
    }
  }
  return out;
}

function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });
}

describe.each(listSpecs().map(loadSpec).filter(withoutApi).filter(servesHttp))('http $name', (spec) => {
  let server: HttpServerProcess;
  // A spec with `auth` (an OAuth resource server) is driven with a static token; auth.test.ts covers OAuth itself.
  const token = spec.doc.auth ? 'http-contract-token' : undefined;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  beforeAll(async () => {
    server = await startHttpServer(spec.name, token ? { env: { MCPGEN_AUTH_TOKENS: `contract:${token}` } } : {});
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const era of ERAS) contractSuite(spec, era, () => connectHttp(server, era, token));

  describe('hardening', () => {
    test('the logged URL is http://127.0.0.1:<port>/mcp', () => {
      expect(server.url.protocol).toBe('http:');
      expect(server.url.hostname).toBe('127.0.0.1');
      expect(server.url.pathname).toBe('/mcp');
      expect(Number(server.url.port)).toBeGreaterThan(0);
    });

    test('the listening socket is bound to 127.0.0.1 only', async () => {
      const port = Number(server.url.port);
      let checks = 0;
      const sockets = listeningSockets(server.pid);
      if (sockets !== undefined) {
        expect(sockets).toEqual([{ address: '127.0.0.1', port }]);
        checks++;
      }
      const external = Object.values(networkInterfaces())
        .flat()
        .find((i) => i !== undefined && i.family === 'IPv4' && !i.internal);
      if (external !== undefined) {
        expect(await tryConnect(external.address, port), `connect to ${external.address}:${port}`).toBe('ECONNREFUSED');
        checks++;
      }
      expect(checks, 'at least one way to observe the bind address').toBeGreaterThan(0);
    });

    test('a well-formed request with a local Host is served (control for the 403s below)', async () => {
      const res = await post(server.url, INITIALIZE, auth);
      expect(res.status, res.body).toBe(200);
      expect(res.body).toContain('"protocolVersion":"2025-11-25"');
    });

    test('Host: evil.example.com → 403 (DNS rebinding protection)', async () => {
      const res = await post(server.url, INITIALIZE, { host: 'evil.example.com' });
      expect(res.status).toBe(403);
      expect(res.body).not.toContain('protocolVersion');
    });

    test(`Host: evil.example.com:<port> → 403`, async () => {
      const res = await post(server.url, INITIALIZE, { host: `evil.example.com:${server.url.port}` });
      expect(res.status).toBe(403);
    });

    test('Origin: http://evil.example.com → 403', async () => {
      const res = await post(server.url, INITIALIZE, { origin: 'http://evil.example.com' });
      expect(res.status).toBe(403);
    });

    test('paths other than /mcp → 404', async () => {
      const res = await post(new URL('/other', server.url), INITIALIZE);
      expect(res.status).toBe(404);
    });

    test('nothing is written to stdout over HTTP (logs go to stderr)', () => {
      expect(server.stdout()).toBe('');
      expect(server.stderr()).toContain('"msg":"listening"');
    });

    test('SIGTERM stops the server cleanly (exit code 0)', async () => {
      const started = Date.now();
      expect(await server.stop(5_000)).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
