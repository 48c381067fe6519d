// The import end to end: the pets fixture imported by the CLI (in process), its server started as a real process (through
// tsx, as `npm run dev` runs it) with MCPGEN_API_BASE_URL at a loopback mock that records each request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';
import { entryArgs } from '../support/compiled-server.js';

interface Seen {
  method: string;
  url: string;
  key?: string;
  requestId?: string;
  contentType?: string;
  body: string;
}
const PET = { id: 7, name: 'Rex', tag: null };
const KEY = 'pets-key-SECRET';

const scratch = scratchDir('openapi-e2e');
const seen: Seen[] = [];
let mock: Server;
let client: Client;

beforeAll(async () => {
  mock = createServer((req, res) => {
    let body = '';
    req
      .setEncoding('utf8')
      .on('data', (d: string) => (body += d))
      .on('end', () => {
        const h = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
        seen.push({ method: req.method!, url: req.url!, key: h('x-api-key'), requestId: h('x-request-id'), contentType: h('content-type'), body });
        const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (req.url!.startsWith('/v1/pets?') || req.url === '/v1/pets')
          json(req.method === 'POST' ? 201 : 200, req.method === 'POST' ? { id: 8, ...JSON.parse(body) } : [PET]);
        else if (req.url === '/v1/pets/7') json(200, PET);
        else if (req.url === '/v1/health') res.writeHead(200, { 'content-type': 'text/plain' }).end('all good');
        else json(404, { message: `no pet at ${req.url}` });
      });
  });
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
  const out = path.join(scratch.dir, 'pets');
  const imported = await runCliInProcess(['import', 'openapi', path.join(REPO_ROOT, 'test/fixtures/openapi/pets.yaml'), '--out', out]);
  expect(imported.code, imported.stderr).toBe(0);
  client = new Client({ name: 'openapi-e2e', version: '0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: entryArgs(path.join(out, 'src', 'main.ts')),
      cwd: out,
      stderr: 'ignore',
      env: { PATH: process.env.PATH ?? '', MCPGEN_API_BASE_URL: `http://127.0.0.1:${(mock.address() as AddressInfo).port}/v1`, MCPGEN_API_TOKEN: KEY },
    }),
  );
}, 120_000);

afterAll(async () => {
  await client?.close();
  await new Promise((resolve) => mock?.close(resolve));
  scratch.cleanup();
});

async function call(name: string, args: Record<string, unknown>) {
  const before = seen.length;
  const result = await client.callTool({ name, arguments: args });
  expect(seen.length - before).toBe(1);
  return { result, request: seen[seen.length - 1]! };
}

describe('an imported server calls its API', () => {
  test('lists the imported tools with their annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['listPets', 'createPet', 'getPet', 'deletePet', 'uploadPhoto', 'health']);
    expect(tools.find((t) => t.name === 'deletePet')?.annotations).toMatchObject({ destructiveHint: true, idempotentHint: true });
  });

  test('listPets: query per style (tags not exploded), a header parameter, the API key; the array result', async () => {
    const { result, request } = await call('listPets', { limit: 2, tags: ['cat', 'dog'], X_Request_Id: 'req-1' });
    expect(request).toMatchObject({ method: 'GET', url: '/v1/pets?limit=2&tags=cat,dog', key: KEY, requestId: 'req-1' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual([PET]);
  });

  test('createPet: the JSON body', async () => {
    const { result, request } = await call('createPet', { body: { name: 'Tom', tag: 'cat' } });
    expect(request).toMatchObject({ method: 'POST', url: '/v1/pets', contentType: 'application/json' });
    expect(JSON.parse(request.body)).toEqual({ name: 'Tom', tag: 'cat' });
    expect(result.structuredContent).toEqual({ id: 8, name: 'Tom', tag: 'cat' });
  });

  test('getPet: a path parameter; a 404 becomes the declared NotFound error with the status and body', async () => {
    expect((await call('getPet', { id: 7 })).result.structuredContent).toEqual(PET);
    const { result, request } = await call('getPet', { id: 99 });
    expect(request.url).toBe('/v1/pets/99');
    expect(result.isError).toBe(true);
    const text = JSON.stringify(result.content);
    expect(text).toContain('404');
    expect(text).toContain('no pet at /v1/pets/99');
    expect(text).not.toContain(KEY);
  });

  test('health: security [] sends no credentials; a text answer', async () => {
    const { result, request } = await call('health', {});
    expect(request.key).toBeUndefined();
    expect(JSON.stringify(result.content)).toContain('all good');
  });
});
