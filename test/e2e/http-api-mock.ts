// A loopback mock of the Trips API that specs/http-api.yaml binds its tools to: it records every request exactly as
// it arrived (method, raw URL, headers, body) and answers from fixed data. Ids name the answer: "missing" 404,
// "bad" 400, "boom" 500 (text), "hold" never answers (until the client gives up, which the mock notices).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  /** Path and query as sent, not decoded. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Headers fetch adds by itself; what is left is what the generated code chose to send. */
const FETCH_DEFAULTS = new Set(['host', 'connection', 'user-agent', 'accept-encoding', 'accept-language', 'sec-fetch-mode', 'content-length']);

export const sentHeaders = (r: RecordedRequest): Record<string, string> =>
  Object.fromEntries(Object.entries(r.headers).filter(([k]) => !FETCH_DEFAULTS.has(k)));

/** Bytes that are not UTF-8 (a PNG signature, then an invalid sequence): decoding them as text would change them. */
export const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80]);

export const TRIP = { id: 't1', name: 'Night train to Vienna', origin: 'Paris', destination: 'Vienna', tags: ['rail', 'night'], price: 149.5 };

export interface TripsMock {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Resolves with the request to a "hold" URL once it arrives, and `closed` once its connection is gone. */
  held(): Promise<{ request: RecordedRequest; closed: Promise<void> }>;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

function route(req: IncomingMessage, res: ServerResponse, recorded: RecordedRequest): 'hold' | undefined {
  const url = new URL(recorded.url, 'http://mock');
  const segments = url.pathname.split('/').slice(1).map(decodeURIComponent);
  if (segments[0] !== 'v1' || segments[1] !== 'trips') return void json(res, 404, { error: `no route ${url.pathname}` });
  const id = segments[2];
  if (id === 'hold') return 'hold';
  if (id === undefined && req.method === 'GET') return void json(res, 200, { trips: [TRIP], total: 1 });
  if (id === undefined && req.method === 'PATCH') return void json(res, 200, { updated: 2 });
  if (id === undefined && req.method === 'POST') return void json(res, 201, { id: 't-new', ...(JSON.parse(recorded.body) as object) });
  if (id === 'missing') return void json(res, 404, { error: 'no trip missing' });
  if (id === 'limited') return void res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' }).end('{"error":"slow down"}');
  if (id === 'denied') return void json(res, 401, { error: 'bad key' });
  if (id === 'bad') return void json(res, 400, { error: 'bad id' });
  if (id === 'boom') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream exploded');
  if (segments[3] === 'seat') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('seat 12A');
  if (segments[3] === 'notes') return void res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' }).end(Buffer.from('Café au lait', 'latin1'));
  if (segments[3] === 'ticket') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(BINARY);
  if (segments[3] === 'map') return void res.writeHead(200, { 'content-type': 'image/png' }).end(BINARY);
  if (segments[3] === 'quote') return void json(res, 200, { price: 120, currency: 'EUR' });
  if (req.method === 'DELETE') return void res.writeHead(204).end();
  json(res, 200, { ...TRIP, id, name: `Trip ${id}` });
  return undefined;
}

export async function startTripsMock(): Promise<TripsMock> {
  const requests: RecordedRequest[] = [];
  type Hold = { request: RecordedRequest; closed: Promise<void> };
  const waiting: ((hold: Hold) => void)[] = [];
  const arrived: Hold[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers, body };
      requests.push(recorded);
      if (route(req, res, recorded) !== 'hold') return;
      const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
      const wake = waiting.shift();
      if (wake) wake({ request: recorded, closed });
      else arrived.push({ request: recorded, closed });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    held: () =>
      new Promise((resolve) => {
        const early = arrived.shift();
        if (early) resolve(early);
        else waiting.push(resolve);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
