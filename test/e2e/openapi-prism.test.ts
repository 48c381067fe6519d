// Exact requests against a mock that knows the document (issue #27): Stoplight Prism serves train-travel (3.1) from
// the document itself, validating every request against it and answering with the documented examples. A recording
// proxy sits between the imported server and Prism; the official client calls the tools. Prism's verdict on each
// request (the sl-violations header it adds when a request breaks the document) and the recorded request are checked,
// and the tool's result against Prism's answer. Prism 5.16 needs Node ≥ 24.18: it runs through npx with node@24.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';

const DOC = path.join(REPO_ROOT, 'node_modules/@readme/oas-examples/3.1/json/train-travel.json');
const TOKEN = 'prism-token-SECRET';

interface Recorded {
  method: string;
  url: string;
  auth?: string;
  contentType?: string;
  body: string;
  status: number;
  violations?: string;
  answer: string;
}

const scratch = scratchDir('openapi-prism');
const recorded: Recorded[] = [];
let prism: ChildProcess | undefined;
let proxy: Server;
let client: Client;

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/** Starts Prism on `port` and resolves when it listens (its own log says so). */
function startPrism(port: number): Promise<ChildProcess> {
  const child = spawn(
    'npx',
    ['-y', '-p', 'node@24.21.0', '-p', '@stoplight/prism-cli@5.16.0', '--', 'prism', 'mock', '-h', '127.0.0.1', '-p', String(port), DOC],
    { cwd: scratch.dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let log = '';
    const seen = (d: Buffer) => {
      log += d.toString('utf8');
      if (log.includes('Prism is listening')) resolve(child);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`prism exited ${code}: ${log.slice(-2000)}`)));
  });
}

beforeAll(async () => {
  const prismPort = await freePort();
  prism = await startPrism(prismPort);
  proxy = createServer((req, res) => {
    let body = '';
    req
      .setEncoding('utf8')
      .on('data', (d: string) => (body += d))
      .on('end', () => {
        const forward = request(
          { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${prismPort}` } },
          (answer) => {
            let text = '';
            answer
              .setEncoding('utf8')
              .on('data', (d: string) => (text += d))
              .on('end', () => {
                const h = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
                const violations = answer.headers['sl-violations'];
                recorded.push({
                  method: req.method!,
                  url: req.url!,
                  auth: h('authorization'),
                  contentType: h('content-type'),
                  body,
                  status: answer.statusCode!,
                  ...(typeof violations === 'string' && { violations }),
                  answer: text,
                });
                res.writeHead(answer.statusCode!, answer.headers).end(text);
              });
          },
        );
        forward.on('error', (e) => res.writeHead(502).end(String(e)));
        forward.end(body);
      });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const out = path.join(scratch.dir, 'train-travel');
  const imported = await runCli(['import', 'openapi', DOC, '--out', out]);
  expect(imported.code, imported.stderr).toBe(0);
  client = new Client({ name: 'openapi-prism', version: '0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: out,
      stderr: 'ignore',
      env: { PATH: process.env.PATH ?? '', MCPGEN_API_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, MCPGEN_API_TOKEN: TOKEN },
    }),
  );
}, 600_000);

afterAll(async () => {
  await client?.close();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  if (prism?.pid !== undefined && prism.exitCode === null) process.kill(-prism.pid, 'SIGTERM');
  scratch.cleanup();
});

/** One tool call: exactly one request, which Prism found valid against the document; the result is Prism's answer. */
async function call(name: string, args: Record<string, unknown>) {
  const before = recorded.length;
  const result = await client.callTool({ name, arguments: args });
  expect(recorded.length - before, JSON.stringify(result.content)).toBe(1);
  const sent = recorded[recorded.length - 1]!;
  expect(sent.violations, `${sent.method} ${sent.url}`).toBeUndefined();
  expect(sent.auth).toBe(`Bearer ${TOKEN}`);
  return { result, sent };
}

const BOOKING = '1725ff48-ab45-4bb5-9d02-88745177dedb';

describe('train-travel against Prism', () => {
  test('the judge can fail: a request that breaks the document gets sl-violations from Prism', { timeout: 60_000 }, async () => {
    const res = await fetch(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/trips?origin=not-a-uuid`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(recorded[recorded.length - 1]!.violations).toBeDefined();
  });

  test("get-stations: GET /stations; the structured result is Prism's example", { timeout: 60_000 }, async () => {
    const { result, sent } = await call('get-stations', {});
    expect(sent).toMatchObject({ method: 'GET', url: '/stations', status: 200 });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(JSON.parse(sent.answer));
  });

  test('get-trips: the query parameters, defaults included', { timeout: 60_000 }, async () => {
    const args = { origin: 'efdbb9d1-02c2-4bc3-afb7-6788d8782b1e', destination: 'b2e783e1-c824-4d63-b37a-d8d698862f1d', date: '2024-02-01T09:00:00Z' };
    const { result, sent } = await call('get-trips', args);
    const url = new URL(sent.url, 'http://x');
    expect(url.pathname).toBe('/trips');
    // bicycles and dogs: the document's defaults, filled in before the call.
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...args, bicycles: 'false', dogs: 'false' });
    expect(sent.status).toBe(200);
    expect(result.structuredContent).toEqual(JSON.parse(sent.answer));
  });

  test('create-booking: the JSON body as the document describes it', { timeout: 60_000 }, async () => {
    const body = { trip_id: 'ea399ba1-6d95-433f-92d1-83f67b775594', passenger_name: 'John Doe', has_bicycle: true, has_dog: false };
    const { result, sent } = await call('create-booking', { body });
    expect(sent).toMatchObject({ method: 'POST', url: '/bookings', contentType: 'application/json', status: 201 });
    expect(JSON.parse(sent.body)).toEqual(body);
    expect(result.structuredContent).toEqual(JSON.parse(sent.answer));
  });

  test('get-booking and delete-booking: the path parameter', { timeout: 60_000 }, async () => {
    const got = await call('get-booking', { bookingId: BOOKING });
    expect(got.sent).toMatchObject({ method: 'GET', url: `/bookings/${BOOKING}`, status: 200 });
    expect(got.result.structuredContent).toEqual(JSON.parse(got.sent.answer));
    const deleted = await call('delete-booking', { bookingId: BOOKING });
    expect(deleted.sent).toMatchObject({ method: 'DELETE', url: `/bookings/${BOOKING}`, status: 204 });
    expect(deleted.result.isError).toBeFalsy();
  });
});
