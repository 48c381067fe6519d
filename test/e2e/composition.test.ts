// Issue 40's composition matrix, the whole: generated/composition (specs/composition.yaml uses every feature at once)
// as a real process over stdio and HTTP. tools/list in both protocol eras for each selection (default, one toolset,
// discover, every toolset), for clients with and without MCP Apps, over HTTP with a bearer token, and with the v1
// client; then one call of each kind: structured output with a default, an app-only tool's declared error, a rate
// limit, progress, a task, the HTTP API tool against a loopback mock, a resource, a template and both prompt forms.
// test/composition-pairs.test.ts builds every pair of features.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compiledEntry } from '../support/compiled-server.js';
import { REPO_ROOT } from '../support/cli.js';
import { connectHttp, connectStdio, ERAS, MODERN, serverEntry, startHttpServer, type Era } from '../support/server-process.js';
import { connectV1Stdio } from '../support/v1-client.js';
import { callWithProgress } from './progress-helpers.js';
import { pollTask, RawStdioWire, startTask } from './tasks-helpers.js';

const SERVER = 'composition';
const TOKEN = 'composition-static-token-5d1e';
const API_TOKEN = 'upstream-token-93ab';
const UI = 'io.modelcontextprotocol/ui';
const HOST = { extensions: { [UI]: { mimeTypes: ['text/html;profile=mcp-app'] } } };

type Listed = { tools: { name: string; description?: string; outputSchema?: unknown; _meta?: Record<string, unknown> }[] };
const names = (listed: Listed) => listed.tools.map((t) => t.name);
const text = (result: unknown) => (result as { content: { type: string; text?: string }[] }).content[0]?.text ?? '';

/** A loopback stand-in for the remote notes API: answers GET /notes/{id} for the upstream token only. */
let api: Server;
let apiUrl: string;
const seen: { url: string; authorization: string | undefined }[] = [];
beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${API_TOKEN}`) return void res.writeHead(401).end();
    const id = /^\/v1\/notes\/([^/]+)$/.exec(req.url ?? '')?.[1];
    if (id !== 'r1') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"gone"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'r1', text: 'remote', pinned: false }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const apiEnv = () => ({ MCPGEN_API_BASE_URL: apiUrl, MCPGEN_API_TOKEN: API_TOKEN, MCPGEN_PROGRESS_INTERVAL_MS: '0' });

/** A v2 client over stdio that declares MCP Apps (a host), in `era`. */
async function hostStdio(era: Era, env: Record<string, string>) {
  const client = new Client({ name: 'composition-host', version: '0.0.0' }, { versionNegotiation: { mode: era.mode }, capabilities: HOST });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [compiledEntry(`${REPO_ROOT}generated/${SERVER}`)],
    cwd: REPO_ROOT,
    env: { ...getDefaultEnvironment(), NO_COLOR: '1', ...env },
    stderr: 'ignore',
  });
  await client.connect(transport);
  return client;
}

describe.each(ERAS)('tools/list for each selection over stdio ($label)', (era) => {
  const selections: { env: Record<string, string>; tools: string[]; served: number; prompts: string[] }[] = [
    // pin_note is app-only: a client without MCP Apps never sees it. add_note is listed without its output schema.
    // `served`: the start-up line's count, app-only tools included.
    { env: {}, tools: ['list_notes', 'add_note'], served: 3, prompts: ['summarize_notes', 'review_note'] },
    { env: { MCPGEN_TOOLSETS: 'jobs' }, tools: ['export_notes'], served: 1, prompts: ['review_note'] },
    { env: { MCPGEN_TOOLSETS: 'discover' }, tools: ['search_tools', 'call_tool'], served: 2, prompts: ['summarize_notes', 'review_note'] },
    {
      env: { MCPGEN_TOOLSETS: 'all' },
      tools: ['list_notes', 'add_note', 'export_notes', 'get_remote_note', 'my_remote_notes'],
      served: 6,
      prompts: ['summarize_notes', 'review_note'],
    },
  ];
  test.each(selections)('MCPGEN_TOOLSETS=$env.MCPGEN_TOOLSETS', async ({ env, tools, served, prompts }) => {
    const s = await connectStdio(SERVER, era, { env });
    try {
      const listed = (await s.client.listTools()) as Listed;
      expect(names(listed)).toEqual(tools);
      expect((await s.client.listPrompts()).prompts.map((p) => p.name)).toEqual(prompts);
      const add = listed.tools.find((t) => t.name === 'add_note');
      if (add) expect(add.outputSchema).toBeUndefined();
      const exporter = listed.tools.find((t) => t.name === 'export_notes');
      if (exporter) expect(exporter.description).toBe('Exports every note as one document, reporting progress per note; may run as a task.');
      // The start-up line counts the tools served (it said 0 with toolsets).
      expect(await s.waitForStderr(`"tools":${served},`)).toBe(true);
    } finally {
      await s.close();
    }
  });

  test('a host with MCP Apps sees the app-only tool, linked to its view, and reads the view', async () => {
    const client = await hostStdio(era, {});
    try {
      const listed = (await client.listTools()) as Listed;
      expect(names(listed)).toEqual(['list_notes', 'pin_note', 'add_note']);
      expect(listed.tools[1]!._meta?.ui).toEqual({ resourceUri: 'ui://composition/views/notes', visibility: ['app'] });
      const view = await client.readResource({ uri: 'ui://composition/views/notes' });
      expect(view.contents[0]).toMatchObject({ mimeType: 'text/html;profile=mcp-app' });
      const pinned = await client.callTool({ name: 'pin_note', arguments: { id: 'n2' } });
      expect((pinned.structuredContent as { notes: { id: string }[] }).notes[0]!.id).toBe('n2');
      const missing = await client.callTool({ name: 'pin_note', arguments: { id: 'nope' } });
      expect(missing.isError).toBe(true);
      expect(text(missing)).toContain('No note with this id');
    } finally {
      await client.close();
    }
  });
});

describe('one call of each kind (stdio, every toolset)', () => {
  let s: Awaited<ReturnType<typeof connectStdio>>;
  beforeAll(async () => {
    s = await connectStdio(SERVER, MODERN, { env: { ...apiEnv(), MCPGEN_TOOLSETS: 'all' } });
  });
  afterAll(() => s?.close());

  test('structured output, a default filled in, the rate limit on the third add', async () => {
    const listed = await s.client.callTool({ name: 'list_notes', arguments: { limit: 2 } });
    expect((listed.structuredContent as { notes: unknown[] }).notes).toHaveLength(2);
    const added = await s.client.callTool({ name: 'add_note', arguments: { text: 'Buy milk', author: { name: 'Ann', email: 'ann@example.com' } } });
    expect(added.structuredContent).toEqual({ id: 'n4', text: 'Buy milk (Ann)', pinned: false });
    expect((await s.client.callTool({ name: 'add_note', arguments: { text: 'Second' } })).isError).toBeFalsy();
    const limited = await s.client.callTool({ name: 'add_note', arguments: { text: 'Third' } });
    expect(limited.isError).toBe(true);
    expect(text(limited)).toMatch(/rate limit/i);
  });

  test('progress: one update per note, then the document', async () => {
    const { result, progress } = await callWithProgress(s.client, 'export_notes', { format: 'markdown' });
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { count: number }).count).toBeGreaterThanOrEqual(3);
    expect(progress.length).toBeGreaterThanOrEqual(1);
  });

  test('the HTTP API tool sends the upstream credential and maps a 404 to its error class', async () => {
    const found = await s.client.callTool({ name: 'get_remote_note', arguments: { noteId: 'r1' } });
    expect(found.structuredContent).toEqual({ id: 'r1', text: 'remote', pinned: false });
    expect(seen.at(-1)).toEqual({ url: '/v1/notes/r1', authorization: `Bearer ${API_TOKEN}` });
    const missing = await s.client.callTool({ name: 'get_remote_note', arguments: { noteId: 'r2' } });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toContain('The remote API has no such note');
  });

  test('a resource, a template and both prompt forms', async () => {
    const index = await s.client.readResource({ uri: 'notes://index' });
    expect(index.contents[0]).toMatchObject({ uri: 'notes://index', text: expect.stringContaining('n1 Water the') });
    const one = await s.client.readResource({ uri: 'notes://notes/n3' });
    expect(one.contents[0]).toMatchObject({ text: 'Ship the notes view' });
    const summarize = await s.client.getPrompt({ name: 'summarize_notes', arguments: { style: 'long' } });
    expect(summarize.messages[0]?.content).toEqual({ type: 'text', text: 'Summarize every note (long).' });
    const review = await s.client.getPrompt({ name: 'review_note', arguments: { id: 'n1' } });
    expect(review.messages[0]?.content).toEqual({ type: 'text', text: 'Review note n1.' });
  });

  test('the long-running tool as a task (Tasks extension, modern stdio)', async () => {
    const wire = await RawStdioWire.open(serverEntry(SERVER), 'modern', { env: { MCPGEN_TOOLSETS: 'jobs' } });
    try {
      const created = await startTask(wire, 'export_notes', {});
      const { task } = await pollTask(wire, String(created.taskId));
      expect(task.status).toBe('completed');
      expect(task.result?.structuredContent).toMatchObject({ count: 3 });
    } finally {
      await wire.close();
    }
  });
});

describe('over HTTP with a bearer token', () => {
  let http: Awaited<ReturnType<typeof startHttpServer>>;
  beforeAll(async () => {
    // my_remote_notes is per user (an oauth2 scheme): the token store's key is required, the store in memory here.
    http = await startHttpServer(SERVER, {
      env: {
        MCPGEN_AUTH_TOKENS: `ops:${TOKEN}`,
        MCPGEN_TOOLSETS: 'notes,jobs',
        MCPGEN_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
        MCPGEN_TOKEN_STORE: 'memory',
      },
    });
  });
  afterAll(() => http?.stop());

  test.each(ERAS)('tools/list and a call ($label)', async (era) => {
    const s = await connectHttp(http, era, TOKEN);
    try {
      expect(names((await s.client.listTools()) as Listed)).toEqual(['list_notes', 'add_note', 'export_notes']);
      const listed = await s.client.callTool({ name: 'list_notes', arguments: {} });
      expect((listed.structuredContent as { notes: unknown[] }).notes.length).toBeGreaterThanOrEqual(3);
    } finally {
      await s.close();
    }
  });

  test('no token: 401', async () => {
    const res = await fetch(http.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
  });
});

test('the v1 client lists the default selection and calls a tool', async () => {
  const v1 = await connectV1Stdio(SERVER, '2025-06-18');
  try {
    expect((await v1.client.listTools()).tools.map((t) => t.name)).toEqual(['list_notes', 'add_note']);
    const result = await v1.client.callTool({ name: 'list_notes', arguments: { limit: 1 } });
    expect((result.structuredContent as { notes: unknown[] }).notes).toHaveLength(1);
  } finally {
    await v1.close();
  }
});
