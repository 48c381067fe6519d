// Exact requests against a mock that knows the document (issue #27), the answers that are not plain JSON: Stoplight
// Prism serves each document as shipped, behind the recording proxy of prism-mock.ts; the built CLI imports the sampled
// operation (--include), the generated server runs as a real process, and the official clients call the tool.
//  - text:    directus (@directus/specs@15.2.0) `ping`, GET /server/ping, whose only 2xx answer is `application/text`
//  - binary:  blockfrost (@blockfrost/openapi@0.1.93) `get_ipfs_gateway_IPFS_path`, `application/octet-stream`, on
//             its path-level server
//  - error:   the same blockfrost operation with `Prefer: code=404` (Prism answers the documented 404)
//  - drift:   test/fixtures/openapi/prism-drift.yaml, whose documented example lacks a field its schema requires
// Prism answers 406 to an Accept that the operation does not document, so the Accept header is judged by Prism too.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { npmFile } from '../bench/npm-file.js';
import { runCli } from '../support/cli.js';
import { connectStdio, MODERN, type Session } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { connectV1Stdio, type V1Session } from '../support/v1-client.js';
import { type PrismMock, type Recorded, startPrismMock } from './prism-mock.js';

const scratch = scratchDir('openapi-prism-samples');
afterAll(() => scratch.cleanup());

type Result = { content: unknown; structuredContent?: unknown; isError?: boolean; _meta?: Record<string, unknown> };
type Content = { type: string; text?: string; resource?: { uri: string; mimeType?: string; blob?: string; text?: string } };
const contents = (r: Result) => r.content as Content[];

/** Imports `operation` of `doc` with the built CLI into the scratch folder; returns the project's entry point. */
async function importOne(doc: string, name: string, operation: string): Promise<string> {
  const out = path.join(scratch.dir, name);
  const imported = await runCli(['import', 'openapi', doc, '--out', out, '--include', operation]);
  if (imported.code !== 0) throw new Error(imported.stderr);
  return path.join(out, 'src/main.ts');
}

/** Exactly one request per call, which Prism found valid against the document. */
async function oneRequest(mock: PrismMock, call: () => Promise<Result>): Promise<{ result: Result; sent: Recorded }> {
  const before = mock.recorded.length;
  const result = await call();
  expect(mock.recorded.length - before, JSON.stringify(result.content)).toBe(1);
  const sent = mock.recorded[mock.recorded.length - 1]!;
  expect(sent.violations, `${sent.method} ${sent.url}`).toBeUndefined();
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
    const env = { MCPGEN_API_BASE_URL: mock.origin, MCPGEN_API_AUTH: 'Bearer prism-SECRET' };
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
