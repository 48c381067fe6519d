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
import { pollTask, RawStdioWire, startTask } from './tasks-helpers.js';

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
    blob: { title: 'Blob', description: 'One long string, no list.', annotations, output: { type: 'object', properties: { text: { type: 'string' } } } },
    log_text: { title: 'Log text', description: 'Plain text, 2,000 lines: no JSON.', annotations },
    nested: {
      title: 'Nested',
      description: 'Two lists of 300 items each, and a long summary: no one cut is enough.',
      annotations,
      output: {
        type: 'object',
        properties: { left: { type: 'array', items: item }, right: { type: 'array', items: item }, summary: { type: 'string' } },
        required: ['left', 'right', 'summary'],
      },
    },
    export_items: {
      title: 'Export items',
      description: '500 items as a task; its result is cut to the budget as a call is.',
      annotations,
      longRunning: true,
      output: page(),
    },
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
  'log-text.ts': `import type { LogTextHandler } from '../generated/tools.gen.js';

export const logText: LogTextHandler = async () =>
  Array.from({ length: 2000 }, (_, i) => \`line \${i}: something happened here\\n\`).join('');
`,
  'nested.ts': `import type { NestedHandler } from '../generated/tools.gen.js';

export const nested: NestedHandler = async () => ({
  left: ${items('0', '300')},
  right: ${items('1000', '300')},
  summary: 'word '.repeat(3000),
});
`,
  'export-items.ts': `import type { ExportItemsHandler } from '../generated/tools.gen.js';

export const exportItems: ExportItemsHandler = async () => ({ items: ${items('0', '500')}, total: 500 });
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
    expect(first._meta?.['dev.mcpgen/cut']).toEqual({
      path: ['items'],
      kept,
      total: 500,
      budgetTokens: 500,
      cuts: [{ path: ['items'], unit: 'items', kept, total: 500 }],
    });

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

  it('a cut the output schema refuses (minItems) comes whole with a note', async () => {
    const all = await client.callTool({ name: 'all_items', arguments: {} });
    expect(all.isError).toBeFalsy();
    expect((all.structuredContent as { items: Item[] }).items).toHaveLength(500);
    expect(texts(all)[1]).toBe(
      "This result is over all_items's budget of 600 tokens, but its output schema does not allow a shorter one: it is returned whole. Narrow the request to get a smaller answer.",
    );
  });

  it('a result without a list has its longest string cut, and plain text is cut at a line end', async () => {
    const blob = await client.callTool({ name: 'blob', arguments: {} });
    const text = (blob.structuredContent as { text: string }).text;
    expect(text.length).toBeGreaterThan(1000);
    expect(text.length).toBeLessThan(1800);
    expect(tokens(blob)).toBeLessThanOrEqual(600);
    expect(texts(blob)[1]).toContain(`"text" holds the first ${text.length} of 20000 characters.`);
    const log = await client.callTool({ name: 'log_text', arguments: {} });
    const [kept, note] = texts(log);
    expect(tokens(log)).toBeLessThanOrEqual(600);
    expect(kept!.length).toBeGreaterThan(1000);
    expect(kept!.endsWith('here\n')).toBe(true);
    expect(kept!.split('\n')[0]).toBe('line 0: something happened here');
    expect(note).toContain(`the result holds the first ${kept!.length} of `);
  });

  it('when one cut is not enough, each list (and then the text) is cut, and the note names every cut', async () => {
    const r = await client.callTool({ name: 'nested', arguments: {} });
    expect(r.isError).toBeFalsy();
    const value = r.structuredContent as { left: Item[]; right: Item[]; summary: string };
    expect(tokens(r)).toBeLessThanOrEqual(600);
    expect(value.left.map((i) => i.id)).toEqual(value.left.map((_, i) => i));
    expect(value.right.map((i) => i.id)).toEqual(value.right.map((_, i) => 1000 + i));
    const cuts = (r._meta!['dev.mcpgen/cut'] as { cuts: { path: string[]; unit: string; kept: number; total: number }[] }).cuts;
    expect(cuts.length).toBeGreaterThanOrEqual(2);
    for (const cut of cuts) expect(texts(r)[1]).toContain(`"${cut.path.join('.')}" holds the first ${cut.kept} of ${cut.total} ${cut.unit}`);
  });
});

describe('a task result over its budget', () => {
  it('is cut as a plain call is: tasks/get gives the fitted result, valid, with the note', async () => {
    const wire = await RawStdioWire.open(path.join(dir, 'src/main.ts'), 'modern');
    try {
      const created = await startTask(wire, 'export_items', {});
      const { task } = await pollTask(wire, String(created.taskId));
      expect(task.status).toBe('completed');
      const result = task.result as { structuredContent: { items: Item[] }; content: { text: string }[]; _meta: Record<string, unknown> };
      const kept = result.structuredContent.items.length;
      expect(kept).toBeGreaterThan(5);
      expect(kept).toBeLessThan(500);
      expect(result._meta['dev.mcpgen/cut']).toMatchObject({ path: ['items'], kept, total: 500, budgetTokens: 600 });
      expect(result.content[1]?.text).toContain(`"items" holds the first ${kept} of 500 items`);
    } finally {
      await wire.close();
    }
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
