// specs/http-api.yaml: tools that are HTTP calls. The generated server runs as a real process with
// MCPGEN_API_BASE_URL pointing at a loopback mock of the API (http-api-mock.ts), which records every request: the
// contract suite checks what the client sees, the tests below the exact requests, errors, cancel and timeout.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectStdio, MODERN, type Session } from '../support/server-process.js';
import { listSpecs } from '../support/specs.js';
import { connectV1Stdio } from '../support/v1-client.js';
import { contractSuite } from './contract.js';
import { BINARY, sentHeaders, startTripsMock, TRIP, type RecordedRequest, type TripsMock } from './http-api-mock.js';
import { loadSpec } from './manifest.js';

const TOKEN = 'tok-SECRET-bearer';
const KEY = 'key SECRET/query';
const SECRET = /SECRET/;

let mock: TripsMock;
// Runs before the suites' own beforeAll, so every server starts with the mock's URL.
beforeAll(async () => {
  mock = await startTripsMock();
});
afterAll(() => mock?.close());

const env = () => ({ MCPGEN_API_BASE_URL: mock.baseUrl, MCPGEN_API_TOKEN: TOKEN, MCPGEN_API_KEY_QUERY: KEY, MCPGEN_LOG_LEVEL: 'debug' });
const spec = loadSpec(listSpecs().find((s) => s.name === 'http-api')!);

contractSuite(spec, MODERN, () => connectStdio(spec.name, MODERN, { env: env() }));

describe('http-api: the requests behind the calls', () => {
  let session: Session;
  beforeAll(async () => {
    session = await connectStdio(spec.name, MODERN, { env: env() });
  });
  afterAll(() => session?.close());

  /** Calls the tool and returns its result with the one request the mock received for it. */
  async function exchange(name: string, args: Record<string, unknown>) {
    const before = mock.requests.length;
    const result = await session.client.callTool({ name, arguments: args });
    const sent = mock.requests.slice(before);
    expect(sent, JSON.stringify(sent)).toHaveLength(1);
    return { result, request: sent[0]! };
  }
  const shape = (r: RecordedRequest) => ({ method: r.method, url: r.url, headers: sentHeaders(r), body: r.body });

  test('list_trips: form arrays exploded, a deepObject, a bracketed name, a header; bearer (the first scheme set)', async () => {
    const { result, request } = await exchange('list_trips', {
      origin: 'Paris Nord',
      tags: ['rail', 'night'],
      price: { min: 50, max: 200 },
      page_size: 10,
      request_id: 'req-1',
    });
    expect(shape(request)).toEqual({
      method: 'GET',
      url: '/v1/trips?origin=Paris%20Nord&tags=rail&tags=night&price[min]=50&price[max]=200&page%5Bsize%5D=10',
      headers: { accept: 'application/json', 'x-request-id': 'req-1', authorization: `Bearer ${TOKEN}` },
      body: '',
    });
    expect(result.structuredContent).toEqual({ trips: [TRIP], total: 1 });
  });

  test('list_trips: absent optional parameters are not sent', async () => {
    const { request } = await exchange('list_trips', {});
    expect(shape(request)).toEqual({ method: 'GET', url: '/v1/trips', headers: { accept: 'application/json', authorization: `Bearer ${TOKEN}` }, body: '' });
  });

  test('get_trip: the path parameter percent-encoded, a pipeDelimited array, the API key in the query (its only scheme)', async () => {
    const { result, request } = await exchange('get_trip', { tripId: 'r&d/1 ü', fields: ['name', 'price'] });
    expect(shape(request)).toEqual({
      method: 'GET',
      url: '/v1/trips/r%26d%2F1%20%C3%BC?fields=name|price&api_key=key%20SECRET%2Fquery',
      headers: { accept: 'application/json' },
      body: '',
    });
    expect(result.structuredContent).toEqual({ ...TRIP, id: 'r&d/1 ü', name: 'Trip r&d/1 ü' });
  });

  test('create_trip: POST with the JSON body and a header parameter', async () => {
    const trip = { name: 'Night train', origin: 'Paris', tags: ['rail'] };
    const { result, request } = await exchange('create_trip', { trip, idempotency_key: 'idem-7' });
    expect(shape(request)).toEqual({
      method: 'POST',
      url: '/v1/trips',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'idem-7', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(trip),
    });
    expect(result.structuredContent).toEqual({ id: 't-new', ...trip });
  });

  test("update_trips: serialize json → JSON text under the parameter's own name, percent-encoded in the query, ASCII in a header", async () => {
    const filter = { status: { in: ['open'] }, city: 'Zürich' };
    const { result, request } = await exchange('update_trips', { filter, context: { user: 'ü' }, change: { price: 1 } });
    expect(shape(request)).toEqual({
      method: 'PATCH',
      url: `/v1/trips?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-context': '{"user":"\\u00fc"}', authorization: `Bearer ${TOKEN}` },
      body: '{"price":1}',
    });
    expect(new URL(request.url, 'http://x').searchParams.get('filter')).toBe(JSON.stringify(filter));
    expect(result.structuredContent).toEqual({ updated: 2 });
  });

  test('a misspelled argument of a closed input: an input validation error naming it, with a did-you-mean; nothing sent', async () => {
    // The SDK answers input validation as a tool error (isError), so the model sees it and can correct the call.
    const before = mock.requests.length;
    const result = await session.client.callTool({ name: 'list_trips', arguments: { orign: 'Paris', page_size: 5 } });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      {
        type: 'text',
        text: 'Input validation error: Invalid arguments for tool list_trips: unknown property "orign" (did you mean "origin"?); known: origin, tags, price, page_size, request_id',
      },
    ]);
    expect(mock.requests.length).toBe(before);
  });

  test('get_trip_notes: Accept as documented (text/plain); the answer decoded in its charset, as text content', async () => {
    const { result, request } = await exchange('get_trip_notes', { tripId: 't1' });
    expect(sentHeaders(request).accept).toBe('text/plain');
    expect(result.content).toEqual([{ type: 'text', text: 'Café au lait' }]);
  });

  test('get_trip_ticket / get_trip_map: binary answers as base64 bytes with their MIME type, never decoded as text', async () => {
    const ticket = await exchange('get_trip_ticket', { tripId: 't1' });
    expect(sentHeaders(ticket.request).accept).toBe('application/pdf');
    expect(ticket.result.isError ?? false).toBe(false);
    expect(ticket.result.content).toEqual([
      { type: 'resource', resource: { uri: `${mock.baseUrl}/trips/t1/ticket`, mimeType: 'application/pdf', blob: BINARY.toString('base64') } },
    ]);
    const map = await exchange('get_trip_map', { tripId: 't1' });
    expect(sentHeaders(map.request).accept).toBe('image/png');
    expect(map.result.content).toEqual([{ type: 'image', data: BINARY.toString('base64'), mimeType: 'image/png' }]);
  });

  test('delete_trip: DELETE answered 204 → the status line as text', async () => {
    const { result, request } = await exchange('delete_trip', { tripId: 't1' });
    expect(shape(request)).toEqual({
      method: 'DELETE',
      url: '/v1/trips/t1',
      headers: { accept: 'application/json', authorization: `Bearer ${TOKEN}` },
      body: '',
    });
    expect(result.isError ?? false).toBe(false);
    expect(result.content).toEqual([{ type: 'text', text: '204 No Content' }]);
  });

  test('delete_trip: 404 → the declared TripNotFound with status and body', async () => {
    const { result } = await exchange('delete_trip', { tripId: 'missing' });
    expect(result.isError).toBe(true);
    expect(result._meta?.['dev.mcpgen/error']).toEqual({
      name: 'TripNotFound',
      code: -32000,
      retryable: false,
      data: { status: 404, body: { error: 'no trip missing' } },
    });
  });

  test('get_trip: 429 → retryAfterMs from Retry-After; 401 → the variable of the refused credential', async () => {
    const limited = await exchange('get_trip', { tripId: 'limited' });
    expect(limited.result._meta?.['dev.mcpgen/error']).toMatchObject({
      name: 'ClientError',
      data: { status: 429, body: { error: 'slow down' }, retryAfterMs: 7000 },
    });
    const denied = await exchange('get_trip', { tripId: 'denied' });
    expect(denied.result._meta?.['dev.mcpgen/error']).toMatchObject({
      name: 'ClientError',
      data: { status: 401, body: { error: 'bad key' }, credentials: 'the API refused the credential in MCPGEN_API_KEY_QUERY' },
    });
  });

  test('get_trip: 500, mapped to nothing → ApiResponseError naming the status', async () => {
    const { result } = await exchange('get_trip', { tripId: 'boom' });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: expect.stringMatching(/^ApiResponseError: the API answered 500 Internal Server Error /) }]);
  });

  test('wait_for_seat: cancelling the call aborts the HTTP request (the mock sees its connection close)', async () => {
    const controller = new AbortController();
    const pending = session.client.callTool({ name: 'wait_for_seat', arguments: { tripId: 'hold' } }, { signal: controller.signal }).then(
      () => 'answered',
      (error: unknown) => String(error),
    );
    const { request, closed } = await mock.held();
    expect(request.url).toBe('/v1/trips/hold/seat');
    controller.abort('the user gave up');
    expect(await pending).toContain('the user gave up');
    await closed;
  });

  test('quick_quote: its timeoutMs (500) aborts the HTTP request and answers a timeout error', async () => {
    const pending = session.client.callTool({ name: 'quick_quote', arguments: { tripId: 'hold' } });
    const { request, closed } = await mock.held();
    expect(request.url).toBe('/v1/trips/hold/quote');
    const result = await pending;
    await closed;
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      { type: 'text', text: 'quick_quote timed out after 500 ms; the call was cancelled. Retrying with less work may succeed.' },
    ]);
  });

  test('credentials never reach the logs (debug level, every call above logged)', async () => {
    expect(await session.waitForStderr('API answered')).toBe(true);
    expect(session.stderr()).not.toMatch(SECRET);
  });
});

describe('http-api: an API that cannot be reached', () => {
  test('the error names the URL tried (without its query) and the operation', async () => {
    const session = await connectStdio(spec.name, MODERN, { env: { MCPGEN_API_BASE_URL: 'http://127.0.0.1:1/v1', MCPGEN_API_KEY_QUERY: KEY } });
    try {
      const result = await session.client.callTool({ name: 'get_trip', arguments: { tripId: 't1' } });
      expect(result.isError).toBe(true);
      expect(result.content).toEqual([
        {
          type: 'text',
          text: expect.stringMatching(/^ApiRequestError: could not reach the API at http:\/\/127\.0\.0\.1:1\/v1\/trips\/t1 for GET \/trips\/\{tripId\}/),
        },
      ]);
      expect(JSON.stringify(result)).not.toMatch(SECRET);
    } finally {
      await session.close();
    }
  });
});

describe('http-api: the v1 client', () => {
  test('get_trip over stdio (2025-11-25): the same request, the same structured result', async () => {
    const v1 = await connectV1Stdio(spec.name, '2025-11-25', env());
    try {
      const before = mock.requests.length;
      const result = await v1.client.callTool({ name: 'get_trip', arguments: { tripId: 't9', fields: ['name'] } });
      expect(mock.requests.slice(before).map((r) => r.url)).toEqual(['/v1/trips/t9?fields=name&api_key=key%20SECRET%2Fquery']);
      expect(result.structuredContent).toEqual({ ...TRIP, id: 't9', name: 'Trip t9' });
      // A binary answer reaches the v1 client byte for byte as an embedded resource.
      const ticket = await v1.client.callTool({ name: 'get_trip_ticket', arguments: { tripId: 't1' } });
      expect(ticket.content).toEqual([
        { type: 'resource', resource: { uri: `${mock.baseUrl}/trips/t1/ticket`, mimeType: 'application/pdf', blob: BINARY.toString('base64') } },
      ]);
      expect(v1.stderr()).not.toMatch(SECRET);
    } finally {
      await v1.close();
    }
  });
});
