// A loopback API answering from an OpenAPI document, for issue 41's measurement where Prism cannot start (it cannot on
// some large recursive documents): each request is routed to its operation by method and path template, and answered
// with the status asked for (`prefer = "code=N"`, as Prism reads it), or the operation's first 2xx, in the first
// documented media type, with the documented example, else a value sampled from the schema. Its check of a request
// is coarser than Prism's: the method, the path and the required parameters; a body only for being JSON when declared so.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Exchange } from './answer-judge.js';
import { resolveRef, sampleValue } from './sample-values.js';

export interface CannedBackend {
  readonly origin: string;
  readonly exchanges: Exchange[];
  prefer: string | undefined;
  close(): Promise<void>;
}

type Obj = Record<string, any>;

const deref = (doc: Obj, node: any): any => {
  for (let i = 0; i < 20 && typeof node?.$ref === 'string'; i++) node = resolveRef(doc, node.$ref);
  return node;
};

function route(doc: Obj, method: string, pathname: string): { op: Obj; item: Obj; params: Record<string, string> } | undefined {
  for (const [template, rawItem] of Object.entries<any>(doc.paths ?? {})) {
    const item = deref(doc, rawItem);
    const op = item?.[method.toLowerCase()];
    if (!op) continue;
    const names: string[] = [];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => (names.push(name), '([^/]+)'));
    const match = new RegExp(`^${pattern.replace(/\\\{|\\\}/g, '')}$`).exec(pathname);
    if (match) return { op, item, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])) };
  }
  return undefined;
}

function answerFor(doc: Obj, op: Obj, prefer: string | undefined): { status: number; type?: string; body: Buffer } {
  const responses: Obj = op.responses ?? {};
  const asked = /code=(\d{3})/.exec(prefer ?? '')?.[1];
  const key = asked
    ? ([asked, `${asked[0]}XX`, `${asked[0]}xx`, 'default'].find((k) => k in responses) ?? asked)
    : (Object.keys(responses)
        .filter((k) => /^2/.test(k))
        .sort()[0] ?? 'default');
  const status = asked ? Number(asked) : /^\d{3}$/.test(key) ? Number(key) : 200;
  const response = deref(doc, responses[key]) ?? {};
  const entries = Object.entries<any>(response.content ?? {});
  const [type, media] = entries.find(([t]) => /json/i.test(t)) ?? entries[0] ?? [];
  if (type === undefined || status === 204 || status === 205 || status === 304) return { status, body: Buffer.alloc(0) };
  const named = media?.examples ? deref(doc, Object.values<any>(media.examples)[0])?.value : undefined;
  const value = media?.example ?? named ?? sampleValue(deref(doc, media?.schema) ?? {}, doc);
  const text = /json/i.test(type) ? JSON.stringify(value ?? null) : typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return { status, type, body: Buffer.from(text) };
}

/** What the request lacks of what the operation requires. */
function requestProblems(doc: Obj, found: { op: Obj; item: Obj }, url: URL, headers: Record<string, string | string[] | undefined>, body: Buffer): string[] {
  const problems: string[] = [];
  const params = [...(found.item.parameters ?? []), ...(found.op.parameters ?? [])].map((p) => deref(doc, p));
  for (const p of params) {
    if (!p?.required) continue;
    if (p.in === 'query' && !url.searchParams.has(p.name) && deref(doc, p.schema)?.type !== 'object') problems.push(`query ${p.name} missing`);
    if (p.in === 'header' && headers[p.name.toLowerCase()] === undefined) problems.push(`header ${p.name} missing`);
  }
  const requestBody = deref(doc, found.op.requestBody);
  if (requestBody?.required && body.length === 0) problems.push('the required body is missing');
  const type = String(headers['content-type'] ?? '');
  if (body.length > 0 && /json/i.test(type)) {
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      problems.push('the body is not JSON');
    }
  }
  return problems;
}

export async function startCannedBackend(doc: Obj): Promise<CannedBackend> {
  const state = { prefer: undefined as string | undefined, exchanges: [] as Exchange[] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://canned');
      const found = route(doc, req.method ?? 'GET', url.pathname);
      const answer = found ? answerFor(doc, found.op, state.prefer) : { status: 404, type: 'text/plain', body: Buffer.from('no operation') };
      const requestViolations = found ? requestProblems(doc, found, url, req.headers, body) : [`no operation matches ${req.method} ${url.pathname}`];
      state.exchanges.push({
        method: req.method ?? '',
        url: req.url ?? '',
        status: answer.status,
        answerBytes: answer.body,
        requestViolations,
        ...(answer.type && { answerType: answer.type }),
      });
      res.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {}).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges: state.exchanges,
    get prefer() {
      return state.prefer;
    },
    set prefer(value) {
      state.prefer = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
