// Results that fit the client: a generated server (a scratch project) cuts a result over its tool's token budget at
// the items of its largest array, says what was cut and how to get the rest, and the official v2 client (which checks
// structuredContent against the advertised output schema) accepts it; where a cut cannot keep the schema or finds
// no array, the result comes whole with a note. The v1 client sees the same cut.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { REPO_ROOT, runInProject } from '../support/cli.js';
import { entryArgs } from '../support/compiled-server.js';
import { scratchDir } from '../support/tmp.js';

const scratch = scratchDir('result-budget');
const dir = scratch.dir;
const annotations = { readOnlyHint: true, openWorldHint: false };
const item = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] };
const page = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { items: { type: 'array', items: item, ...extra }, total: { type: 'integer' } },
  required: ['items', 'total'],
});

const MANIFEST = {
  mcpgen: 1,
  server: { name: 'result-budget', version: '1.0.0' },
  budget: { resultTokens: 600 },
  tools: {
    list_items: {
      title: 'List items',
      description: '500 items, from offset, at most limit of them.',
      annotations,
      resultTokens: 500,
      input: { type: 'object', properties: { offset: { type: 'integer' }, limit: { type: 'integer' } } },
      output: page(),
    },
    all_items: {
      title: 'All items',
      description: '500 items; the schema wants at least 400, so no cut keeps it.',
      annotations,
      input: { type: 'object', properties: {} },
      output: page({ minItems: 400 }),
    },
    raw_items: {
      title: 'Raw items',
      description: '500 items as JSON text, no output schema and no paging input (the server budget applies).',
      annotations,
    },
    blob: { title: 'Blob', description: 'One long string: nothing to cut.', annotations, output: { type: 'object', properties: { text: { type: 'string' } } } },
  },
};

const items = (from: string, count: string) =>
  `Array.from({ length: ${count} }, (_, i) => ({ id: ${from} + i, name: \`item number \${${from} + i}, with a name long enough to weigh something\` }))`;
const HANDLERS: Record<string, string> = {
  'list-items.ts': `import type { ListItemsHandler } from '../generated/tools.gen.js';

export const listItems: ListItemsHandler = async ({ offset = 0, limit = 500 }) => {
  const count = Math.max(0, Math.min(limit, 500 - offset));
  return { items: ${items('offset', 'count')}, total: 500 };
};
`,
  'all-items.ts': `import type { AllItemsHandler } from '../generated/tools.gen.js';

export const allItems: AllItemsHandler = async () => ({ items: ${items('0', '500')}, total: 500 });
`,
  'raw-items.ts': `import type { RawItemsHandler } from '../generated/tools.gen.js';

export const rawItems: RawItemsHandler = async () => ${items('0', '500')};
`,
  'blob.ts': `import type { BlobHandler } from '../generated/tools.gen.js';

export const blob: BlobHandler = async () => ({ text: 'x'.repeat(20_000) });
`,
};

let client: Client;
beforeAll(async () => {
  writeFileSync(path.join(dir, 'mcp.yaml'), stringify(MANIFEST));
  const generated = await runInProject(dir, 'generate');
  expect(generated.code, generated.stderr).toBe(0);
  for (const [file, text] of Object.entries(HANDLERS)) writeFileSync(path.join(dir, 'src/tools', file), text);
  client = new Client({ name: 'result-budget-test', version: '0.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: entryArgs(path.join(dir, 'src/main.ts')),
      cwd: REPO_ROOT,
      env: getDefaultEnvironment(),
      stderr: 'pipe',
    }),
  );
}, 60_000);
afterAll(async () => {
  await client?.close();
  scratch.cleanup();
});

type Item = { id: number; name: string };
const texts = (r: object) => (r as { content: { text: string }[] }).content.map((c) => c.text);
/** The runtime's estimate: characters / 3. */
const tokens = (r: object) => Math.ceil(texts(r).join('').length / 3);

describe('a result over its budget (v2 client)', () => {
  it('is cut to the array items that fit, still valid, and names the next offset; that call gives the rest', async () => {
    const first = await client.callTool({ name: 'list_items', arguments: {} });
    expect(first.isError).toBeFalsy();
    const cut = first.structuredContent as { items: Item[]; total: number };
    expect(cut.total).toBe(500);
    expect(cut.items.length).toBeGreaterThan(5);
    expect(cut.items.length).toBeLessThan(500);
    expect(cut.items.map((i) => i.id)).toEqual(cut.items.map((_, i) => i));
    expect(tokens(first)).toBeLessThanOrEqual(500);
    const [json, note] = texts(first);
    expect(JSON.parse(json!)).toEqual(cut);
    const kept = cut.items.length;
    expect(note).toMatch(/^Cut to fit this tool's result budget of 500 tokens \(the whole was about (\d+)\): /);
    expect(Number(note!.match(/about (\d+)/)![1])).toBeGreaterThan(5000);
    expect(note).toContain(
      `: "items" holds the first ${kept} of 500 items. For the rest, call again with the same arguments and offset: ${kept} (and limit: ${kept} to get answers that fit).`,
    );
    expect(first._meta?.['dev.mcpgen/cut']).toEqual({ path: ['items'], kept, total: 500, budgetTokens: 500 });

    const next = await client.callTool({ name: 'list_items', arguments: { offset: kept, limit: kept } });
    const rest = next.structuredContent as { items: Item[] };
    expect(next._meta?.['dev.mcpgen/cut']).toBeUndefined();
    expect(rest.items.map((i) => i.id)).toEqual(cut.items.map((i) => i.id + kept));
  });

  it('a result within the budget is untouched', async () => {
    const small = await client.callTool({ name: 'list_items', arguments: { limit: 3 } });
    expect(texts(small)).toHaveLength(1);
    expect((small.structuredContent as { items: Item[] }).items).toHaveLength(3);
    expect(small._meta?.['dev.mcpgen/cut']).toBeUndefined();
  });

  it('text JSON without an output schema is cut the same way under the server budget, and says it cannot page', async () => {
    const raw = await client.callTool({ name: 'raw_items', arguments: {} });
    const [json, note] = texts(raw);
    const kept = (JSON.parse(json!) as Item[]).length;
    expect(kept).toBeGreaterThan(5);
    expect(tokens(raw)).toBeLessThanOrEqual(600);
    expect(note).toMatch(
      new RegExp(
        `^Cut to fit this tool's result budget of 600 tokens .*: the result holds the first ${kept} of 500 items\\. The tool has no paging input: narrow the request`,
      ),
    );
  });

  it('a cut the output schema refuses (minItems), or a result without an array, comes whole with a note', async () => {
    const all = await client.callTool({ name: 'all_items', arguments: {} });
    expect(all.isError).toBeFalsy();
    expect((all.structuredContent as { items: Item[] }).items).toHaveLength(500);
    expect(texts(all)[1]).toBe(
      "This result is over all_items's budget of 600 tokens, but its output schema does not allow fewer items: it is returned whole. Narrow the request to get a smaller answer.",
    );
    const blob = await client.callTool({ name: 'blob', arguments: {} });
    expect((blob.structuredContent as { text: string }).text).toHaveLength(20_000);
    expect(texts(blob)[1]).toMatch(
      /^This result is about \d+ tokens, over this tool's budget of 600, and has no list that can be cut to fit: it is returned whole\./,
    );
  });
});

describe('a result over its budget (v1 client)', () => {
  it('validates the cut structuredContent against the output schema and reads the note', async () => {
    const v1 = new V1Client({ name: 'result-budget-v1', version: '0.0.0' });
    await v1.connect(new V1StdioClientTransport({ command: process.execPath, args: entryArgs(path.join(dir, 'src/main.ts')), cwd: REPO_ROOT, stderr: 'pipe' }));
    try {
      await v1.listTools();
      const r = await v1.callTool({ name: 'list_items', arguments: { offset: 490 } });
      expect((r.structuredContent as { items: Item[] }).items.map((i) => i.id)).toEqual([490, 491, 492, 493, 494, 495, 496, 497, 498, 499]);
      const cut = await v1.callTool({ name: 'list_items', arguments: { offset: 100 } });
      const kept = (cut.structuredContent as { items: Item[] }).items.length;
      expect(kept).toBeLessThan(400);
      expect(texts(cut)[1]).toContain(`offset: ${100 + kept}`);
    } finally {
      await v1.close();
    }
  });
});
