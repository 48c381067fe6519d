// A loopback API for test/fixtures/openapi/wire.yaml: records every request exactly as it arrived (raw URL, headers,
// body bytes) and answers per path with the media type the document declares, so the tests can check both ends.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WireRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

export interface WireMock {
  readonly origin: string;
  readonly requests: WireRequest[];
  close(): Promise<void>;
}

/** Bytes that are not UTF-8 (a PNG header and an invalid sequence): decoding them as text would change them. */
export const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80]);

type Answer = (req: IncomingMessage, res: ServerResponse, recorded: WireRequest) => void;

const json =
  (status: number, value: unknown): Answer =>
  (_req, res) =>
    void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

/** The answers, by "METHOD /path" after the base path. */
const ROUTES: Readonly<Record<string, Answer>> = {
  'PATCH /tickets': json(200, { updated: 3 }),
  'GET /reports': json(200, ['q1', 'q2']),
  'POST /uploads': json(201, { id: 'u1' }),
  'POST /login': (_req, res) => void res.writeHead(204).end(),
  'PUT /tickets/t1/blob': (_req, res) => void res.writeHead(204).end(),
  'GET /tickets/t1/notes': (_req, res) => void res.writeHead(200, { 'content-type': 'application/text' }).end('first note'),
  'GET /tickets/t1/attachment': (_req, res) => void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(BINARY),
};

export async function startWireMock(answers: Readonly<Record<string, Answer>> = {}): Promise<WireMock> {
  const requests: WireRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const recorded: WireRequest = { method: req.method ?? '', url: req.url ?? '', headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const route = `${recorded.method} ${new URL(recorded.url, 'http://mock').pathname.replace(/^\/[^/]+/, '')}`;
      const answer = answers[route] ?? ROUTES[route] ?? json(404, { error: `no route ${route}` });
      answer(req, res, recorded);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
