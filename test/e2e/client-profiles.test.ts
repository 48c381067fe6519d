// Names and schemas every model client accepts, seen by the official clients (issue 43): a document whose operation
// ids hold "." and whose parameters use `const` and integer exclusive bounds, imported with `--portable`, gives a
// server whose tools/list (v2 and v1 clients) has only names matching ^[a-zA-Z0-9_-]{1,64}$ and input schemas
// without the keywords Gemini and OpenAI's strict mode refuse that the rewrite covers; a call with the one-value enum
// reaches a loopback API exactly. The same document imported without `--portable`, with `clients: [gemini,
// openai-strict]` in its manifest, gets MCPG275 naming the tool, and its server still advertises what it documents.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { REPO_ROOT, runCli, runInProject } from '../support/cli.js';
import { entryArgs } from '../support/compiled-server.js';
import { scratchDir } from '../support/tmp.js';

const scratch = scratchDir('client-profiles');
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** What --portable rewrites: refused by Gemini (const, exclusive bounds) and by OpenAI strict (const is allowed there). */
const REWRITTEN = ['const', 'exclusiveMinimum', 'exclusiveMaximum'];

const DOC = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1.0.0' },
  servers: [{ url: 'https://api.shop.example.com' }],
  paths: {
    '/prices': {
      get: {
        operationId: 'prices.list',
        summary: 'List prices in one currency',
        parameters: [
          { name: 'currency', in: 'query', required: true, schema: { type: 'string', const: 'EUR' } },
          { name: 'above', in: 'query', schema: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 100 } },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'object', properties: { prices: { type: 'array', items: { type: 'number' } } } } } },
          },
        },
      },
    },
  },
};

/** Every keyword used anywhere in a schema (property names are not keywords). */
function keywords(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) keywords(s, into);
  else if (typeof schema === 'object' && schema !== null)
    for (const [k, v] of Object.entries(schema)) {
      into.add(k);
      if (k === 'properties' && typeof v === 'object' && v !== null) for (const p of Object.values(v)) keywords(p, into);
      else if (k !== 'enum' && k !== 'default' && k !== 'examples') keywords(v, into);
    }
  return into;
}

let api: Server;
const requests: string[] = [];
beforeAll(async () => {
  writeFileSync(path.join(scratch.dir, 'shop.json'), JSON.stringify(DOC));
  api = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ prices: [12.5, 99] }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  api?.close();
  scratch.cleanup();
});

const baseUrl = () => `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

async function imported(name: string, flags: readonly string[]): Promise<string> {
  const out = path.join(scratch.dir, name);
  const r = await runCli(['import', 'openapi', path.join(scratch.dir, 'shop.json'), '--out', out, ...flags], { cwd: scratch.dir });
  expect(r.code, r.stderr).toBe(0);
  return out;
}

const v2Client = async (project: string) => {
  const client = new Client({ name: 'client-profiles', version: '0.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: entryArgs(path.join(project, 'src/main.ts')),
      cwd: REPO_ROOT,
      env: { ...getDefaultEnvironment(), MCPGEN_API_BASE_URL: baseUrl() },
      stderr: 'pipe',
    }),
  );
  return client;
};

describe('imported with --portable', () => {
  test('names and input schemas every client accepts, through the v2 and v1 clients; the call is exact', { timeout: 120_000 }, async () => {
    const project = await imported('portable', ['--portable']);
    const client = await v2Client(project);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['prices_list']);
      for (const tool of tools) {
        expect(tool.name).toMatch(NAME);
        const used = keywords(tool.inputSchema);
        expect(
          REWRITTEN.filter((k) => used.has(k)),
          tool.name,
        ).toEqual([]);
      }
      const { currency, above } = tools[0]!.inputSchema.properties as Record<string, Record<string, unknown>>;
      expect(currency).toMatchObject({ type: 'string', enum: ['EUR'] });
      expect(above).toMatchObject({ type: 'integer', minimum: 1, maximum: 99 });
      const result = await client.callTool({ name: 'prices_list', arguments: { currency: 'EUR', above: 1 } });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      expect(result.structuredContent).toEqual({ prices: [12.5, 99] });
      expect(requests.at(-1)).toBe('/prices?currency=EUR&above=1');
      // The rewrite keeps the meaning: what the document refuses, the server refuses before any request.
      const before = requests.length;
      const refused = await client.callTool({ name: 'prices_list', arguments: { currency: 'USD', above: 100 } });
      expect(refused.isError).toBe(true);
      expect(requests.length).toBe(before);
    } finally {
      await client.close();
    }
    const v1 = new V1Client({ name: 'client-profiles-v1', version: '0.0.0' });
    await v1.connect(
      new V1StdioClientTransport({ command: process.execPath, args: entryArgs(path.join(project, 'src/main.ts')), cwd: REPO_ROOT, stderr: 'pipe' }),
    );
    try {
      const { tools } = await v1.listTools();
      expect(tools.map((t) => t.name)).toEqual(['prices_list']);
      expect(REWRITTEN.filter((k) => keywords(tools[0]!.inputSchema).has(k))).toEqual([]);
    } finally {
      await v1.close();
    }
  });
});

describe('imported as documented, with clients named in the manifest', () => {
  test('MCPG275 names the tool and each keyword; the server advertises the document as written', { timeout: 120_000 }, async () => {
    const project = await imported('documented', []);
    const manifestPath = path.join(project, 'mcp.yaml');
    const manifest = parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestPath, stringify({ ...manifest, clients: ['gemini', 'openai-strict'] }));
    const validated = await runInProject(project, 'validate');
    expect(validated.code, validated.stderr).toBe(0);
    const warnings = validated.stderr.split('\n').filter((l) => l.includes('MCPG275'));
    expect(warnings.join('\n')).toMatch(/warning MCPG275 .*const.*Gemini/);
    expect(warnings.join('\n')).toMatch(/exclusiveMinimum/);
    for (const w of warnings) expect(w).toContain('prices_list');
    expect((await runInProject(project, 'generate')).code).toBe(0);
    const client = await v2Client(project);
    try {
      const { tools } = await client.listTools();
      expect(tools[0]!.name).toMatch(NAME);
      expect((tools[0]!.inputSchema.properties as Record<string, unknown>).currency).toMatchObject({ const: 'EUR' });
    } finally {
      await client.close();
    }
  });
});
