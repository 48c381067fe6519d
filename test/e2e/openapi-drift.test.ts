// Class 5 of issue #27 and of issue 41, APIs that drift from their own documents: test/fixtures/openapi/drift.yaml is
// imported by the CLI in process (the default policy relax, and the overrides drift: strict and drift: drop; compiled
// strictly in openapi-documents.test.ts),
// started as a real process and called with the official v2 and v1 clients. A loopback mock answers a body that lacks
// a required field: the data still reaches the client, a note names the mismatch, and the HTTP status is in
// _meta["dev.mcpgen/http"].
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { manifestOf, type Obj } from '../support/project.js';
import { connectStdio, MODERN, type Session } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { connectV1Stdio, type V1Session } from '../support/v1-client.js';
import { startWireMock, type WireMock } from './openapi-wire-mock.js';

const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/openapi/drift.yaml');
const scratch = scratchDir('openapi-drift');
const out = path.join(scratch.dir, 'drift');
const HTTP = 'dev.mcpgen/http';
/** What the API answers: `name` (required) is missing, `owner.login` (required) too, and `extra` is not allowed. */
const DRIFTED = { id: 'd1', owner: {}, extra: 1 };
const TICKET = { id: 't1', name: 'Printer on fire' };
const imports: { code: number | null; stderr: string }[] = [];
let manifest: Obj;
let mock: WireMock;
let v2: Session;
let v1: V1Session;

const json = (status: number, value: unknown) => (_req: unknown, res: import('node:http').ServerResponse) =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

beforeAll(async () => {
  imports.push(await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out]));
  // The overrides are kept in the manifest and applied by every re-import.
  const first = manifestOf(out);
  first.openapi.overrides = { getTicket: { drift: 'strict' }, getTicketPlain: { drift: 'drop' } };
  writeFileSync(path.join(out, 'mcp.yaml'), stringify(first));
  imports.push(await runCliInProcess(['import', 'openapi', '--out', out]));
  for (const i of imports) if (i.code !== 0) throw new Error(i.stderr);
  manifest = manifestOf(out);
  mock = await startWireMock({
    'GET /tickets/t1': json(200, TICKET),
    'GET /tickets/d1': json(200, DRIFTED),
    'GET /tickets/gone': json(404, { error: 'no such ticket' }),
    'GET /relaxed/d1': json(200, DRIFTED),
    'GET /relaxed/bad': json(200, { id: 7 }),
    'GET /plain/d1': json(200, DRIFTED),
  });
  const env = { MCPGEN_API_BASE_URL: `${mock.origin}/v1` };
  const entry = path.join(out, 'src/main.ts');
  v2 = await connectStdio('drift', MODERN, { entry, env });
  v1 = await connectV1Stdio('drift', '2025-11-25', env, entry);
}, 120_000);
afterAll(async () => {
  await v2?.close();
  await v1?.close();
  await mock?.close();
  scratch.cleanup();
});

type Result = { content: unknown; structuredContent?: unknown; isError?: boolean; _meta?: Record<string, unknown> };
const texts = (r: Result) => (r.content as { type: string; text?: string }[]).map((c) => c.text);
const clients = () =>
  [
    ['v2', (name: string, args: Obj) => v2.client.callTool({ name, arguments: args }) as Promise<Result>],
    ['v1', (name: string, args: Obj) => v1.client.callTool({ name, arguments: args }) as Promise<Result>],
  ] as const;

describe('class 5: an API answer that drifts from its documented schema', () => {
  // Strict tsc over the project: test/openapi-documents.test.ts imports drift.yaml with these overrides and compiles it.
  test('the import exits 0, writes the document-wide policy (relax by default) and keeps the overrides', () => {
    expect(manifest.api.drift).toBe('relax');
    expect(manifest.tools.getTicketRelaxed.http).not.toHaveProperty('drift');
    expect(manifest.tools.getTicketPlain.http.drift).toBe('drop');
    expect(manifest.tools.getTicket.http.drift).toBe('strict');
  });

  test('tools/list: strict advertises the documented schema, relax it without required/additionalProperties, drop none', async () => {
    const { tools } = await v2.client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    const documented = JSON.stringify(byName.get('getTicket')?.outputSchema);
    expect(documented).toContain('"required":["id","name"]');
    expect(documented).toContain('"additionalProperties":false');
    const relaxed = JSON.stringify(byName.get('getTicketRelaxed')?.outputSchema);
    expect(relaxed).toContain('"login"');
    expect(relaxed).not.toContain('"required"');
    expect(relaxed).not.toContain('"additionalProperties"');
    expect(byName.get('getTicketPlain')).not.toHaveProperty('outputSchema');
  });

  for (const [client, call] of clients()) {
    test(`${client} client, relax: the data arrives as structured content, the note names the missing fields, the status is there`, async () => {
      const result = await call('getTicketRelaxed', { id: 'd1' });
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toEqual(DRIFTED);
      const [body, note] = texts(result);
      expect(JSON.parse(body!)).toEqual(DRIFTED);
      expect(note).toContain("must have required property 'name'");
      expect(note).toContain('/owner');
      expect(note).toContain("must have required property 'login'");
      expect(note).toContain('(root): must NOT have additional properties ("extra")');
      expect(result._meta?.[HTTP]).toMatchObject({ status: 200 });
      expect((result._meta?.[HTTP] as { drift?: string[] } | undefined)?.drift).toContain("(root): must have required property 'name'");
    });

    test(`${client} client, drop: the data arrives as text, with the note and the status`, async () => {
      const result = await call('getTicketPlain', { id: 'd1' });
      expect(result.isError ?? false).toBe(false);
      expect(result).not.toHaveProperty('structuredContent');
      const [body, note] = texts(result);
      expect(JSON.parse(body!)).toEqual(DRIFTED);
      expect(note).toContain("must have required property 'name'");
      expect(result._meta?.[HTTP]).toMatchObject({ status: 200 });
    });

    test(`${client} client: an answer that matches has no note; an error status reaches the result too`, async () => {
      const ok = await call('getTicket', { id: 't1' });
      expect(ok.structuredContent).toEqual(TICKET);
      expect(texts(ok)).toEqual([JSON.stringify(TICKET)]);
      expect(ok._meta?.[HTTP]).toEqual({ status: 200 });
      const gone = await call('getTicket', { id: 'gone' });
      expect(gone.isError).toBe(true);
      expect(gone._meta?.[HTTP]).toEqual({ status: 404 });
    });

    test(`${client} client, strict: an answer the documented schema refuses still delivers the body and the note (an isError the client accepts)`, async () => {
      const result = await call('getTicket', { id: 'd1' });
      expect(result.isError).toBe(true);
      expect(result).not.toHaveProperty('structuredContent');
      const [body, note] = texts(result);
      expect(JSON.parse(body!)).toEqual(DRIFTED);
      expect(note).toContain("must have required property 'name'");
      expect(note).toContain('The call was carried out');
      expect(JSON.stringify(result)).not.toContain('Output validation error');
      expect(result._meta?.[HTTP]).toMatchObject({ status: 200 });
    });

    test(`${client} client, relax: an answer that not even the relaxed schema accepts is text with the note, as an isError the client accepts`, async () => {
      const result = await call('getTicketRelaxed', { id: 'bad' });
      expect(result.isError).toBe(true);
      expect(result).not.toHaveProperty('structuredContent');
      expect(texts(result)[1]).toContain('/id: must be string');
    });
  }

  test('class 9: without a credential the server still starts, and one start-up line names the variable', async () => {
    const lines = v2
      .stderr()
      .split('\n')
      .filter((l) => l.includes('no API credential is set'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', set: ['MCPGEN_API_TOKEN'] });
  });

  test('the server logs each drift once as a JSON warning line, on stderr', async () => {
    expect(await v2.waitForStderr('does not match its documented output schema')).toBe(true);
    const lines = v2
      .stderr()
      .split('\n')
      .filter((l) => l.includes('does not match'));
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
