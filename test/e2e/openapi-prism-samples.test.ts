// Exact requests against a mock that knows the document (issue #27), the answers that are not plain JSON: Stoplight
// Prism serves each document as shipped, behind the recording proxy of prism-mock.ts; the CLI (in process) imports the sampled
// operation (--include), the generated server runs as a real process, and the official clients call the tool.
//  - text:    directus (@directus/specs@15.2.0) `ping`, GET /server/ping, whose only 2xx answer is `application/text`
//  - binary:  blockfrost (@blockfrost/openapi@0.1.93) `get_ipfs_gateway_IPFS_path`, `application/octet-stream`, on
//             its path-level server
//  - error:   train-travel (@readme/oas-examples@8.2.2 3.1) `get-booking`, a JSON operation, with `Prefer: code=404`:
//             Prism answers its documented 404 (application/problem+json); and the blockfrost operation without its
//             credential (Prism's 401)
//  - drift:   test/fixtures/openapi/prism-drift.yaml, whose documented example lacks a field its schema requires
// Prism answers 406 to an Accept that the operation does not document, so the Accept header is judged by Prism too.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { npmFile } from '../bench/npm-file.js';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { connectStdio, MODERN, type Session } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { connectV1Stdio, type V1Session } from '../support/v1-client.js';
import { type PrismMock, type Recorded, startPrismMock } from './prism-mock.js';

const HTTP = 'dev.mcpgen/http';
const scratch = scratchDir('openapi-prism-samples');
afterAll(() => scratch.cleanup());

type Result = { content: unknown; structuredContent?: unknown; isError?: boolean; _meta?: Record<string, unknown> };
type Content = { type: string; text?: string; resource?: { uri: string; mimeType?: string; blob?: string; text?: string } };
const contents = (r: Result) => r.content as Content[];

/** Imports `operation` of `doc` with the CLI (in process) into the scratch folder; returns the project's entry point. */
async function importOne(doc: string, name: string, operation: string): Promise<string> {
  const out = path.join(scratch.dir, name);
  const imported = await runCliInProcess(['import', 'openapi', doc, '--out', out, '--include', operation]);
  if (imported.code !== 0) throw new Error(imported.stderr);
  return path.join(out, 'src/main.ts');
}

type Violation = { location: string[]; message: string };
/** Prism's sl-violations header: about the request (it breaks the document) or about Prism's own answer. */
const violations = (sent: Recorded): Violation[] => (sent.violations === undefined ? [] : (JSON.parse(sent.violations) as Violation[]));

/** Exactly one request per call, which Prism found valid against the document. */
async function oneRequest(mock: PrismMock, call: () => Promise<Result>): Promise<{ result: Result; sent: Recorded }> {
  const before = mock.recorded.length;
  const result = await call();
  expect(mock.recorded.length - before, JSON.stringify(result.content)).toBe(1);
  const sent = mock.recorded[mock.recorded.length - 1]!;
  expect(
    violations(sent).filter((v) => v.location[0] === 'request'),
    `${sent.method} ${sent.url}`,
  ).toEqual([]);
  return { result, sent };
}

describe('directus ping: an operation whose only 2xx answer is application/text', () => {
  let mock: PrismMock;
  let v2: Session;
  let v1: V1Session;
  beforeAll(async () => {
    const doc = npmFile('@directus/specs', '15.2.0', 'dist/openapi.json');
    const entry = await importOne(doc, 'directus', 'ping');
    mock = await startPrismMock(doc, scratch.dir);
    // Auth (the Authorization header) is the scheme most of Directus's operations take, so it reads MCPGEN_API_TOKEN.
    const env = { MCPGEN_API_BASE_URL: mock.origin, MCPGEN_API_TOKEN: 'Bearer prism-SECRET' };
    v2 = await connectStdio('directus', MODERN, { entry, env });
    v1 = await connectV1Stdio('directus', '2025-11-25', env, entry);
  }, 300_000);
  afterAll(async () => {
    await v2?.close();
    await v1?.close();
    await mock?.close();
  });

  test("v2 and v1: Accept is the documented application/text; the result is text content equal to Prism's body", async () => {
    for (const client of [v2.client, v1.client]) {
      const { result, sent } = await oneRequest(mock, () => client.callTool({ name: 'ping', arguments: {} }) as Promise<Result>);
      expect(sent).toMatchObject({ method: 'GET', url: '/server/ping', accept: 'application/text', auth: 'Bearer prism-SECRET', status: 200 });
      expect(sent.answerType).toMatch(/^application\/text/);
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toBeUndefined();
      expect(contents(result)).toEqual([{ type: 'text', text: sent.answer }]);
      expect(sent.answer).toBe('pong');
    }
  });
});

describe('blockfrost IPFS gateway: an application/octet-stream answer, and an error status', () => {
  const TOOL = 'get_ipfs_gateway_IPFS_path';
  let mock: PrismMock;
  let v2: Session;
  let v1: V1Session;
  beforeAll(async () => {
    const doc = npmFile('@blockfrost/openapi', '0.1.93', 'openapi.yaml');
    const entry = await importOne(doc, 'blockfrost', '/ipfs/gateway/**');
    mock = await startPrismMock(doc, scratch.dir);
    // The operation's own (path-level) server has its own variable; the document's global base URL is not used.
    const env = { MCPGEN_API_BASE_URL_IPFS_BLOCKFROST_IO_API_V0: mock.origin, MCPGEN_API_TOKEN: 'prism-SECRET' };
    v2 = await connectStdio('blockfrost', MODERN, { entry, env });
    v1 = await connectV1Stdio('blockfrost', '2025-11-25', env, entry);
  }, 300_000);
  afterAll(async () => {
    await v2?.close();
    await v1?.close();
    await mock?.close();
  });

  test("v2 and v1: the result is a resource with Prism's bytes as base64 and its MIME type, never decoded as text", async () => {
    for (const client of [v2.client, v1.client]) {
      const { result, sent } = await oneRequest(mock, () => client.callTool({ name: TOOL, arguments: { IPFS_path: 'QmPrism' } }) as Promise<Result>);
      // The documented JSON errors are acceptable too, below the documented answer.
      expect(sent).toMatchObject({ method: 'GET', url: '/ipfs/gateway/QmPrism', accept: 'application/octet-stream, application/json;q=0.5', status: 200 });
      expect(sent.answerType).toBe('application/octet-stream');
      expect(sent.answerBytes.length).toBeGreaterThan(0);
      expect(result.isError).toBeFalsy();
      const [content, ...rest] = contents(result);
      expect(rest).toEqual([]);
      expect(content).toMatchObject({ type: 'resource', resource: { mimeType: 'application/octet-stream', blob: sent.answerBytes.toString('base64') } });
      expect(content!.resource).not.toHaveProperty('text');
      expect(result._meta?.[HTTP]).toEqual({ status: 200 });
    }
  });

  // The operation requires the project_id key: a server started without it sends a request Prism refuses with 401.
  test("a call without the documented credential: a tool error naming the status and the variable, _meta status is Prism's", async () => {
    const entry = path.join(scratch.dir, 'blockfrost/src/main.ts');
    const bare = await connectStdio('blockfrost', MODERN, { entry, env: { MCPGEN_API_BASE_URL_IPFS_BLOCKFROST_IO_API_V0: mock.origin } });
    try {
      const before = mock.recorded.length;
      const result = (await bare.client.callTool({ name: TOOL, arguments: { IPFS_path: 'QmPrism' } })) as Result;
      expect(mock.recorded.length - before).toBe(1);
      const sent = mock.recorded[mock.recorded.length - 1]!;
      expect(sent.status).toBe(401);
      expect(result.isError).toBe(true);
      const text = contents(result)
        .map((c) => c.text ?? '')
        .join('\n');
      expect(text).toMatch(/\b401\b/);
      expect(text).toContain('MCPGEN_API_TOKEN');
      expect(result._meta?.[HTTP]).toMatchObject({ status: sent.status });
    } finally {
      await bare.close();
    }
  });
});

describe('train-travel get-booking: a documented 404 of a JSON operation', () => {
  const BOOKING = '1725ff48-ab45-4bb5-9d02-88745177dedb';
  let mock: PrismMock;
  let v2: Session;
  let v1: V1Session;
  beforeAll(async () => {
    const doc = path.join(REPO_ROOT, 'node_modules/@readme/oas-examples/3.1/json/train-travel.json');
    const entry = await importOne(doc, 'train-travel', 'get-booking');
    mock = await startPrismMock(doc, scratch.dir);
    const env = { MCPGEN_API_BASE_URL: mock.origin, MCPGEN_API_TOKEN: 'prism-SECRET' };
    v2 = await connectStdio('train-travel', MODERN, { entry, env });
    v1 = await connectV1Stdio('train-travel', '2025-11-25', env, entry);
  }, 300_000);
  afterAll(async () => {
    await v2?.close();
    await v1?.close();
    await mock?.close();
  });

  // Prism sends the 404 only to an Accept that lists its media type (application/problem+json); asked for a status it
  // cannot send in an accepted type, it answers 200. The Accept lists the documented errors' types below the answers'.
  test("v2 and v1 with `Prefer: code=404`: isError, the status in _meta, and Prism's problem body in the result", async () => {
    mock.prefer = 'code=404';
    try {
      for (const client of [v2.client, v1.client]) {
        const { result, sent } = await oneRequest(mock, () => client.callTool({ name: 'get-booking', arguments: { bookingId: BOOKING } }) as Promise<Result>);
        expect(sent).toMatchObject({
          method: 'GET',
          url: `/bookings/${BOOKING}`,
          accept: 'application/json, application/xml, application/problem+json;q=0.5, application/problem+xml;q=0.5',
          auth: 'Bearer prism-SECRET',
          status: 404,
        });
        expect(sent.answerType).toMatch(/^application\/problem\+json/);
        expect(JSON.parse(sent.answer)).toMatchObject({ status: 404, title: 'Not Found' });
        expect(result.isError).toBe(true);
        expect(result.structuredContent).toBeUndefined();
        expect(result._meta?.[HTTP]).toMatchObject({ status: 404 });
        const text = contents(result)
          .map((c) => c.text ?? '')
          .join('\n');
        expect(text).toMatch(/\b404\b/);
        expect(text).toContain('The requested resource was not found.');
      }
    } finally {
      mock.prefer = undefined;
    }
  });
});

describe('prism-drift.yaml: Prism answers the documented example, which lacks a field the schema requires', () => {
  let mock: PrismMock;
  let v2: Session;
  let v1: V1Session;
  beforeAll(async () => {
    const doc = path.join(REPO_ROOT, 'test/fixtures/openapi/prism-drift.yaml');
    const entry = await importOne(doc, 'prism-drift', 'getTicket');
    mock = await startPrismMock(doc, scratch.dir);
    const env = { MCPGEN_API_BASE_URL: mock.origin };
    v2 = await connectStdio('prism-drift', MODERN, { entry, env });
    v1 = await connectV1Stdio('prism-drift', '2025-11-25', env, entry);
  }, 300_000);
  afterAll(async () => {
    await v2?.close();
    await v1?.close();
    await mock?.close();
  });

  // The import's default policy (openapi.drift relax) advertises the schema without `required`, so both official
  // clients, calling as they do (tools listed first, output validated), get Prism's body as structured content with
  // a note and the status (issue 41, class 5; with the old default, strict, both threw).
  const params = { name: 'getTicket', arguments: { id: 't1' } };
  const call = {
    v2: () => v2.client.callTool(params) as Promise<Result>,
    v1: async () => {
      await v1.client.listTools();
      return (await v1.client.callTool(params)) as Result;
    },
  };
  test.each(['v2', 'v1'] as const)(
    '%s: the data reaches the client as structured content with a note naming the missing field; _meta has the status and the drift',
    async (client) => {
      const { result, sent } = await oneRequest(mock, call[client]);
      expect(sent).toMatchObject({ method: 'GET', url: '/tickets/t1', accept: 'application/json', status: 200 });
      expect(JSON.parse(sent.answer)).toEqual({ id: 't1', status: 'open' });
      // Prism itself says its answer breaks the document's schema.
      expect(violations(sent)).toEqual([expect.objectContaining({ location: ['response', 'body'], message: expect.stringContaining("'name'") })]);
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(JSON.parse(sent.answer));
      const [data, note] = contents(result);
      expect(JSON.parse(data!.text!)).toEqual(JSON.parse(sent.answer));
      expect(note!.text).toContain("must have required property 'name'");
      expect(result._meta?.[HTTP]).toMatchObject({ status: 200, drift: [expect.stringContaining("'name'")] });
    },
  );
});
