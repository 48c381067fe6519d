// An imported document on the wire: test/fixtures/openapi/wire.yaml is imported by the CLI (in process; compiled strictly in openapi-documents.test.ts),
// started as a real process and called with the official clients; a loopback mock (openapi-wire-mock.ts) records the
// exact requests. One case per class of issue #27 that the generated server used to get wrong.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { manifestOf, type Obj } from '../support/project.js';
import { connectStdio, MODERN, type Session } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { sentHeaders } from './http-api-mock.js';
import { BINARY, startWireMock, type WireMock, type WireRequest } from './openapi-wire-mock.js';

const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/openapi/wire.yaml');
const TOKEN = 'tok-wire';
const scratch = scratchDir('openapi-wire');
const out = path.join(scratch.dir, 'wire');
let imported: { code: number | null; stderr: string };
let manifest: Obj;
let mock: WireMock;
let session: Session;

beforeAll(async () => {
  imported = await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out]);
  if (imported.code !== 0) throw new Error(imported.stderr);
  manifest = manifestOf(out);
  mock = await startWireMock();
  session = await connectStdio('wire', MODERN, {
    entry: path.join(out, 'src/main.ts'),
    env: { MCPGEN_API_BASE_URL: `${mock.origin}/v2`, MCPGEN_API_BASE_URL_EU_REPORTS_WIRE_EXAMPLE_COM_R1: `${mock.origin}/r1`, MCPGEN_API_TOKEN: TOKEN },
  });
}, 120_000);
afterAll(async () => {
  await session?.close();
  await mock?.close();
  scratch.cleanup();
});

/** Calls the tool; returns its result and the one request the mock received for it. */
async function exchange(name: string, args: Record<string, unknown>) {
  const before = mock.requests.length;
  const result = await session.client.callTool({ name, arguments: args });
  const sent = mock.requests.slice(before);
  expect(sent, JSON.stringify(result)).toHaveLength(1);
  return { result, request: sent[0]! };
}
const shape = (r: WireRequest) => ({ method: r.method, url: r.url, headers: sentHeaders({ ...r, body: '' }), body: r.body.toString('latin1') });

describe('import openapi → the wire', () => {
  // Strict tsc over the project: test/openapi-documents.test.ts imports wire.yaml the same way and compiles it.
  test('the import exits 0', () => {
    expect(imported.stderr).toContain('mcpgen: created');
  });

  test("class 1: content parameters → serialize: json; JSON text under the parameter's name", async () => {
    expect(manifest.tools.bulkUpdateTickets.http.parameters).toEqual([
      { in: 'query', name: 'filter', property: 'filter', serialize: 'json' },
      { in: 'header', name: 'X-Trace', property: 'X_Trace', serialize: 'json' },
    ]);
    const filter = { status: { in: ['open'] } };
    const { result, request } = await exchange('bulkUpdateTickets', { filter, X_Trace: { span: 's1' }, body: { status: 'closed' } });
    expect(shape(request)).toEqual({
      method: 'PATCH',
      url: '/v2/tickets?filter=%7B%22status%22%3A%7B%22in%22%3A%5B%22open%22%5D%7D%7D',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-trace': '{"span":"s1"}', authorization: `Bearer ${TOKEN}` },
      body: '{"status":"closed"}',
    });
    expect(result.structuredContent).toEqual({ updated: 3 });
  });

  test('class 4: Accept as the operation documents; text as text content, bytes as a base64 blob with their MIME type', async () => {
    expect(manifest.tools.getTicketNotes.http.accept).toEqual(['text/plain', 'application/text']);
    expect(manifest.tools.getTicketNotes).not.toHaveProperty('output');
    const notes = await exchange('getTicketNotes', { id: 't1' });
    expect(sentHeaders({ ...notes.request, body: '' }).accept).toBe('text/plain, application/text');
    expect(notes.result.content).toEqual([{ type: 'text', text: 'first note' }]);
    expect(manifest.tools.downloadAttachment.http.accept).toEqual(['application/octet-stream']);
    const file = await exchange('downloadAttachment', { id: 't1' });
    expect(sentHeaders({ ...file.request, body: '' }).accept).toBe('application/octet-stream');
    expect(file.result.content).toEqual([
      { type: 'resource', resource: { uri: `${mock.origin}/v2/tickets/t1/attachment`, mimeType: 'application/octet-stream', blob: BINARY.toString('base64') } },
    ]);
  });

  test("class 2: a path item's servers → http.baseUrl; its own variable overrides it, and the README names it", async () => {
    expect(manifest.tools.listReports.http.baseUrl).toBe('https://eu.reports.wire.example.com/r1');
    expect(manifest.tools.bulkUpdateTickets.http).not.toHaveProperty('baseUrl');
    expect(readFileSync(path.join(out, 'README.md'), 'utf8')).toContain(
      '- `MCPGEN_API_BASE_URL_EU_REPORTS_WIRE_EXAMPLE_COM_R1` — another base URL instead of `https://eu.reports.wire.example.com/r1`, the server of `listReports`.',
    );
    // Class 9: every client entry carries the credential variables (clients do not pass the shell's environment on):
    // Claude Desktop, VS Code, Cursor, and the npx entry of "Publish it".
    const readme = readFileSync(path.join(out, 'README.md'), 'utf8');
    // Issue 41, class 8: the document's server is a placeholder (example.com), so they carry the base URL too.
    const entry =
      '"env": { "MCPGEN_API_BASE_URL": "<the API\'s base URL, instead of https://api.wire.example.com/v2>", "MCPGEN_API_TOKEN": "<your MCPGEN_API_TOKEN>" }';
    expect(readme.split(entry)).toHaveLength(5);
    expect(readme).toContain('${MCPGEN_API_TOKEN:+-e} ${MCPGEN_API_TOKEN:+"MCPGEN_API_TOKEN=$MCPGEN_API_TOKEN"} node dist/main.js');
    const { result, request } = await exchange('listReports', {});
    expect(request.url).toBe('/r1/reports');
    expect(result.structuredContent).toEqual(['q1', 'q2']);
  });

  test('class 3: form-urlencoded fields; multipart with a base64 file sent as bytes; a binary body from base64', async () => {
    expect(manifest.tools.uploadFile.input.properties.body.properties.file).toEqual({
      type: 'string',
      contentEncoding: 'base64',
      contentMediaType: 'image/png',
    });
    expect(manifest.tools.uploadFile.http.body).toEqual({ property: 'body', contentType: 'multipart/form-data', files: { file: 'image/png' } });
    const upload = await exchange('uploadFile', { body: { file: BINARY.toString('base64'), note: 'ü', tags: ['a', 'b'] } });
    expect(upload.request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(upload.request.body, { headers: { 'content-type': upload.request.headers['content-type']! } }).formData();
    const file = form.get('file') as File;
    expect([file.type, Buffer.from(await file.arrayBuffer())]).toEqual(['image/png', BINARY]);
    expect([form.get('note'), form.getAll('tags')]).toEqual(['ü', ['a', 'b']]);
    expect(upload.result.structuredContent).toEqual({ id: 'u1' });

    const login = await exchange('login', { body: { user: 'a&b', scope: ['read', 'write'] } });
    expect(shape(login.request)).toMatchObject({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'user=a%26b&scope=read&scope=write' });
    expect(login.result.isError ?? false).toBe(false);

    expect(manifest.tools.putTicketBlob.input.properties.body).toEqual({
      type: 'string',
      contentEncoding: 'base64',
      contentMediaType: 'application/octet-stream',
    });
    const blob = await exchange('putTicketBlob', { id: 't1', body: BINARY.toString('base64') });
    expect([blob.request.headers['content-type'], blob.request.body]).toEqual(['application/octet-stream', BINARY]);
  });

  test('class 7: the input is closed; a misspelled argument is named with a did-you-mean and nothing is sent', async () => {
    expect(manifest.tools.bulkUpdateTickets.input.additionalProperties).toBe(false);
    const before = mock.requests.length;
    const result = await session.client.callTool({ name: 'bulkUpdateTickets', arguments: { filtr: {}, body: {} } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('unknown property \\"filtr\\" (did you mean \\"filter\\"?)');
    expect(mock.requests.length).toBe(before);
  });
});
