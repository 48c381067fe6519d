// Issue 41: answers as faithful as requests. test/fixtures/openapi/answers.yaml is imported by the CLI in process
// (compiled strictly in openapi-documents.test.ts), started as a real process and called with the official v2 and v1
// clients against a loopback mock: the allOf idiom beside additionalProperties: false (class 1), documented bodiless
// 2xx (class 2), several 2xx with their own schemas (class 3), readOnly/writeOnly (class 4) and the default drift
// policy (class 5) must each deliver the API's answer, never a client-side exception nor a success reported as failed.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { manifestOf, type Obj } from '../support/project.js';
import { connectStdio, MODERN, type Session } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { connectV1Stdio, type V1Session } from '../support/v1-client.js';
import { startWireMock, type WireMock } from './openapi-wire-mock.js';

const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/openapi/answers.yaml');
const scratch = scratchDir('openapi-answers');
const out = path.join(scratch.dir, 'answers');
const HTTP = 'dev.mcpgen/http';
const TICKET = { id: 't1', createdAt: '2026-01-01T00:00:00Z', title: 'Printer on fire', priority: 2 };
/** Drifts in a way the relaxed schema accepts: `title` (required) is missing, `extra` is not documented. */
const MISSING = { id: 'd1', createdAt: '2026-01-01T00:00:00Z', extra: true };
/** Well formed, but breaks documented value constraints (class B): a date-time that is not one, a priority outside its enum. */
const CONSTRAINED = { id: 'c1', createdAt: 'yesterday', title: 'x', priority: 7 };
/** Drifts in a way no advertised schema accepts: `id` is a number. */
const RETYPED = { id: 7, createdAt: '2026-01-01T00:00:00Z', title: 'x' };
let importStderr = '';
let manifest: Obj;
let mock: WireMock;
let v2: Session;
let v1: V1Session;
/** What POST /exports answers next: the 202 of the document, or a 202 shaped like its 200. */
let exportAnswer: unknown = { jobid: 'j1' };

const answer =
  (status: number, value?: unknown) =>
  (_req: unknown, res: import('node:http').ServerResponse): void =>
    void (value === undefined ? res.writeHead(status).end() : res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value)));

beforeAll(async () => {
  const imported = await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out]);
  if (imported.code !== 0) throw new Error(imported.stderr);
  importStderr = imported.stderr;
  manifest = manifestOf(out);
  mock = await startWireMock({
    'POST /tickets': (_req, res, recorded) =>
      void res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 't9', createdAt: '2026-01-01T00:00:00Z', ...(JSON.parse(recorded.body.toString()) as Obj) })),
    'GET /tickets/t1': answer(200, TICKET),
    'GET /tickets/d1': answer(200, MISSING),
    'GET /tickets/bad': answer(200, RETYPED),
    'GET /tickets/c1': answer(200, CONSTRAINED),
    'PATCH /tickets/t1': answer(204),
    'PUT /tickets/t1': answer(205),
    'POST /tickets/t1/close': answer(204),
    'POST /exports': (req, res) => answer(202, exportAnswer)(req, res),
  });
  const env = { MCPGEN_API_BASE_URL: `${mock.origin}/v1` };
  const entry = path.join(out, 'src/main.ts');
  v2 = await connectStdio('answers', MODERN, { entry, env });
  v1 = await connectV1Stdio('answers', '2025-11-25', env, entry);
}, 120_000);
afterAll(async () => {
  await v2?.close();
  await v1?.close();
  await mock?.close();
  scratch.cleanup();
});

type Result = { content: unknown; structuredContent?: unknown; isError?: boolean; _meta?: Record<string, unknown> };
const texts = (r: Result) => (r.content as { type: string; text?: string }[]).map((c) => c.text ?? '');
const clients = () =>
  [
    ['v2', (name: string, args: Obj) => v2.client.callTool({ name, arguments: args }) as Promise<Result>],
    ['v1', (name: string, args: Obj) => v1.client.callTool({ name, arguments: args }) as Promise<Result>],
  ] as const;

describe('issue 41: answers reach the official clients', () => {
  test('tools/list: readOnly left out of inputs, writeOnly out of outputs, every documented 2xx admitted', async () => {
    const { tools } = await v2.client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    const body = JSON.stringify(byName.get('createTicket')?.inputSchema);
    expect(body).not.toContain('"id"');
    expect(body).not.toContain('createdAt');
    expect(body).toContain('"title"');
    expect(body).toContain('"secret"');
    const output = JSON.stringify(byName.get('getTicket')?.outputSchema);
    expect(output).toContain('createdAt');
    expect(output).not.toContain('secret');
    const exports = JSON.stringify(byName.get('exportTickets')?.outputSchema);
    expect(exports).toContain('"jobid"');
    expect(exports).toContain('"url"');
    expect(JSON.stringify(byName.get('updateTicket')?.outputSchema)).toContain('"maxProperties":0');
  });

  test('class 9: the start-up line counts the tools served', async () => {
    expect(await v2.waitForStderr('"listening"')).toBe(true);
    const line = v2
      .stderr()
      .split('\n')
      .find((l) => l.includes('"listening"'));
    expect(JSON.parse(line!)).toMatchObject({ tools: 6 });
  });

  test('class 8: an API that declares no security gets no credential variable and no start-up warning about one', async () => {
    expect(await v2.waitForStderr('"listening"')).toBe(true);
    expect(manifest.api).not.toHaveProperty('auth');
    expect(v2.stderr()).not.toContain('credential');
  });

  test("the document's server is a placeholder: started without MCPGEN_API_BASE_URL, the server says so once, at start-up", async () => {
    expect(manifest.api.baseUrlPlaceholder).toBe(true);
    expect(v2.stderr()).not.toContain('MCPGEN_API_BASE_URL is not set');
    const unset = await connectStdio('answers-unset', MODERN, { entry: path.join(out, 'src/main.ts'), env: {} });
    try {
      expect(await unset.waitForStderr('"listening"')).toBe(true);
      const warning = unset
        .stderr()
        .split('\n')
        .filter((l) => l.includes('MCPGEN_API_BASE_URL is not set'));
      expect(warning).toHaveLength(1);
      expect(JSON.parse(warning[0]!)).toMatchObject({ level: 'warn', baseUrl: 'https://api.answers.example.com/v1' });
    } finally {
      await unset.close();
    }
  });

  test('the import names the operation whose own example breaks its schema (MCPG724), and records the policy', () => {
    expect(importStderr).toMatch(/answers\.yaml:\d+:\d+: warning MCPG724 getTicket: the document's example of its 200 answer does not match .*\/priority/);
    expect(manifest.api.drift).toBe('relax');
  });

  for (const [client, call] of clients()) {
    test(`${client}: class 1 and 4: a body in the allOf idiom without its readOnly fields is sent, the answer is structured`, async () => {
      const before = mock.requests.length;
      const result = await call('createTicket', { body: { title: 'Jam', priority: 1 } });
      expect(result.isError ?? false, texts(result).join('\n')).toBe(false);
      expect(result.structuredContent).toEqual({ id: 't9', createdAt: '2026-01-01T00:00:00Z', title: 'Jam', priority: 1 });
      expect(texts(result)).toHaveLength(1);
      expect(JSON.parse(mock.requests[before]!.body.toString())).toEqual({ title: 'Jam', priority: 1 });
    });

    test(`${client}: class 1: the idiom stays closed to other properties`, async () => {
      const before = mock.requests.length;
      const result = await call('createTicket', { body: { title: 'Jam', bogus: 1 } });
      expect(result.isError).toBe(true);
      expect(texts(result).join('\n')).toContain('bogus');
      expect(mock.requests.length).toBe(before);
    });

    test(`${client}: class 1: a valid answer in the idiom is no drift`, async () => {
      const result = await call('getTicket', { id: 't1' });
      expect(result.structuredContent).toEqual(TICKET);
      expect(texts(result)).toEqual([JSON.stringify(TICKET)]);
      expect(result._meta?.[HTTP]).toEqual({ status: 200 });
    });

    test(`${client}: class 2: a documented 204 (Prefer: return=minimal, an empty-string schema) and 205 are successes`, async () => {
      for (const [name, args, status] of [
        ['updateTicket', { id: 't1', Prefer: 'return=minimal', body: { title: 'Jam' } }, 204],
        ['closeTicket', { id: 't1' }, 204],
        ['resetTicket', { id: 't1' }, 205],
      ] as const) {
        const result = await call(name, args);
        expect(result.isError ?? false, `${name}: ${texts(result).join('\n')}`).toBe(false);
        expect(result.structuredContent).toEqual({});
        expect(result._meta?.[HTTP]).toEqual({ status });
      }
    });

    test(`${client}: class 3: a 202 is checked against the 202 schema and its job id reaches the client`, async () => {
      exportAnswer = { jobid: 'j1' };
      const started = await call('exportTickets', {});
      expect(started.isError ?? false).toBe(false);
      expect(started.structuredContent).toEqual({ jobid: 'j1' });
      expect(texts(started)).toHaveLength(1);
      // Shaped like the 200: valid for the advertised union, but not what a 202 documents.
      exportAnswer = { url: 'https://x' };
      const odd = await call('exportTickets', {});
      expect(odd.structuredContent).toEqual({ url: 'https://x' });
      expect(texts(odd)[1]).toContain("must have required property 'jobid'");
    });

    test(`${client}: class 5: by default a drifting answer is structured data with a note`, async () => {
      const result = await call('getTicket', { id: 'd1' });
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toEqual(MISSING);
      const [body, note] = texts(result);
      expect(JSON.parse(body!)).toEqual(MISSING);
      expect(note).toContain("must have required property 'title'");
      expect(note).toContain('("extra")');
      expect((result._meta?.[HTTP] as { drift?: string[] } | undefined)?.drift).toContain("(root): must have required property 'title'");
    });

    test(`${client}: class B: well-formed data that breaks a documented format or enum is structured data with a note`, async () => {
      const result = await call('getTicket', { id: 'c1' });
      expect(result.isError ?? false, texts(result).join('\n')).toBe(false);
      expect(result.structuredContent).toEqual(CONSTRAINED);
      const note = texts(result)[1];
      expect(note).toContain('/createdAt: must match format "date-time"');
      expect(note).toContain('/priority: must be one of 1, 2, 3');
      expect(note!.split('/priority: must be one of 1, 2, 3')).toHaveLength(2);
    });

    test(`${client}: class 5: an answer no advertised schema accepts still delivers the data, says it was carried out`, async () => {
      const result = await call('getTicket', { id: 'bad' });
      expect(result.isError).toBe(true);
      expect(result).not.toHaveProperty('structuredContent');
      const [body, note] = texts(result);
      expect(JSON.parse(body!)).toEqual(RETYPED);
      expect(note).toContain('/id: must be string');
      expect(note).toContain('The call was carried out');
      expect(result._meta?.[HTTP]).toMatchObject({ status: 200 });
    });
  }
});
