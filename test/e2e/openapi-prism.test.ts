// Exact requests against a mock that knows the document (issue #27): Stoplight Prism serves train-travel (3.1) from
// the document itself, validating every request against it and answering with the documented examples. A recording
// proxy sits between the imported server and Prism; the official client calls the tools. Prism's verdict on each
// request (the sl-violations header it adds when a request breaks the document) and the recorded request are checked,
// and the tool's result against Prism's answer. Prism and the proxy: prism-mock.ts.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';
import { type PrismMock, startPrismMock } from './prism-mock.js';
import { entryArgs } from '../support/compiled-server.js';

const DOC = path.join(REPO_ROOT, 'node_modules/@readme/oas-examples/3.1/json/train-travel.json');
const TOKEN = 'prism-token-SECRET';

const scratch = scratchDir('openapi-prism');
let mock: PrismMock;
let client: Client;

beforeAll(async () => {
  mock = await startPrismMock(DOC, scratch.dir);
  const out = path.join(scratch.dir, 'train-travel');
  const imported = await runCliInProcess(['import', 'openapi', DOC, '--out', out]);
  expect(imported.code, imported.stderr).toBe(0);
  client = new Client({ name: 'openapi-prism', version: '0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: entryArgs(path.join(out, 'src', 'main.ts')),
      cwd: out,
      stderr: 'ignore',
      env: { PATH: process.env.PATH ?? '', MCPGEN_API_BASE_URL: mock.origin, MCPGEN_API_TOKEN: TOKEN },
    }),
  );
}, 600_000);

afterAll(async () => {
  await client?.close();
  await mock?.close();
  scratch.cleanup();
});

/** One tool call: exactly one request, which Prism found valid against the document; the result is Prism's answer. */
async function call(name: string, args: Record<string, unknown>) {
  const before = mock.recorded.length;
  const result = await client.callTool({ name, arguments: args });
  expect(mock.recorded.length - before, JSON.stringify(result.content)).toBe(1);
  const sent = mock.recorded[mock.recorded.length - 1]!;
  expect(sent.violations, `${sent.method} ${sent.url}`).toBeUndefined();
  expect(sent.auth).toBe(`Bearer ${TOKEN}`);
  return { result, sent };
}

const BOOKING = '1725ff48-ab45-4bb5-9d02-88745177dedb';

describe('train-travel against Prism', () => {
  test('the judge can fail: a request that breaks the document gets sl-violations from Prism', { timeout: 60_000 }, async () => {
    const res = await fetch(`${mock.origin}/trips?origin=not-a-uuid`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(mock.recorded[mock.recorded.length - 1]!.violations).toBeDefined();
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
