// `mcpgen stats` measures tools/list before the server runs: its bytes per tool must be exactly those of the entries
// a started server returns (raw stdio, nothing parsed leniently), for the default selection, all toolsets and
// discover mode, and for specs whose schemas share definitions. stats counts output schemas as the 2026-07-28 era
// lists them; 2025-11-25 lists a non-object output root wrapped in { result } (the SDK's rewrite, not measured).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { runCli, runCliInProcess } from '../support/cli.js';
import { connectStdio, MODERN, rawStdioExchange } from '../support/server-process.js';

interface StatsJson {
  tokenizer: { name: string; version: string; encoding: string };
  tools: { name: string; bytes: number; tokens: number; saved?: { bytes: number; tokens: number } }[];
  saved: { bytes: number; tokens: number };
  inflation: { bytes: number; outputSchemas: number; repeatedDefs: { bytes: number }; schemaDescriptions: number };
  totals: Record<'default' | 'all' | 'discover', { tools: number; bytes: number; tokens: number } | undefined>;
}

/** `mcpgen stats --format json`: in process (the tokenizer loads once), or as the built binary for one smoke run. */
async function stats(spec: string, cli = runCliInProcess): Promise<StatsJson> {
  const run = await cli(['stats', `specs/${spec}.yaml`, '--format', 'json']);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as StatsJson;
}

/** Each entry of a real tools/list, as the bytes of its JSON (the server serializes with JSON.stringify too). */
async function listedBytes(spec: string, env: Record<string, string> = {}): Promise<Map<string, number>> {
  const tools = await listed(spec, env);
  return new Map(tools.map((t) => [t.name as string, Buffer.byteLength(JSON.stringify(t), 'utf8')]));
}

/** A real tools/list over raw stdio (2025-11-25). */
async function listed(spec: string, env: Record<string, string> = {}): Promise<Record<string, unknown>[]> {
  const run = await rawStdioExchange(
    spec,
    [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'stats', version: '0.0.0' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ],
    { env: { MCPGEN_LOG_LEVEL: 'error', ...env } },
  );
  return (run.responses.get(2)!.result as { tools: Record<string, unknown>[] }).tools;
}

/** The same through the v2 client pinned to 2026-07-28, where output schemas are advertised as written (2025-11-25
 * clients get a non-object output root wrapped in { result } by the SDK). */
async function modernListedBytes(spec: string): Promise<Map<string, number>> {
  const s = await connectStdio(spec, MODERN, { env: { MCPGEN_LOG_LEVEL: 'error' } });
  try {
    const { tools } = await s.client.listTools();
    return new Map(tools.map((t) => [t.name, Buffer.byteLength(JSON.stringify(t), 'utf8')]));
  } finally {
    await s.close();
  }
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe('mcpgen stats agrees with a real tools/list', () => {
  test('toolsets: every tool (all), the default selection and discover mode; the tokenizer is named', async () => {
    const s = await stats('toolsets', runCli);
    expect(s.tokenizer).toEqual({ name: 'gpt-tokenizer', version: '4.0.0', encoding: 'o200k_base' });
    const all = await listedBytes('toolsets', { MCPGEN_TOOLSETS: 'all' });
    expect(Object.fromEntries(all)).toEqual(Object.fromEntries(s.tools.map((t) => [t.name, t.bytes])));
    expect(s.totals.all).toMatchObject({ tools: 4, bytes: sum(all) });
    const byDefault = await listedBytes('toolsets');
    expect(s.totals.default).toMatchObject({ tools: byDefault.size, bytes: sum(byDefault) });
    const discover = await listedBytes('toolsets', { MCPGEN_TOOLSETS: 'discover' });
    expect(s.totals.discover).toMatchObject({ tools: 2, bytes: sum(discover) });
    for (const t of s.tools) expect(t.tokens).toBeGreaterThan(0);
  });

  test.each(['kitchen-sink', 'file-refs', 'http-api'])('%s (no toolsets: default is all; shared $defs, annotations, output schemas)', async (spec) => {
    const s = await stats(spec);
    const listed = await modernListedBytes(spec);
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(s.tools.map((t) => [t.name, t.bytes])));
    expect(s.totals.default).toEqual(s.totals.all);
    expect(s.totals.discover).toBeUndefined();
  });

  test('advertise: the listed entries are smaller by what stats reports, and every listed schema still compiles', async () => {
    const s = await stats('toolsets');
    const tools = await listed('toolsets', { MCPGEN_TOOLSETS: 'all' });
    const byName = new Map(tools.map((t) => [t.name as string, t]));
    // list_issues: advertise { outputSchema: false }; merge_pull: its toolset lists first paragraphs.
    expect(byName.get('list_issues')).not.toHaveProperty('outputSchema');
    expect(byName.get('merge_pull')!.description).toBe('Merges an open pull request into its base branch.');
    const saved = Object.fromEntries(s.tools.filter((t) => t.saved).map((t) => [t.name, t.saved!.bytes]));
    expect(Object.keys(saved).sort()).toEqual(['list_issues', 'merge_pull']);
    // What the listing leaves out, measured from the manifest: the output schema's JSON and its key; the second
    // paragraph of the description (as JSON-escaped text).
    const outputSchema = {
      type: 'object',
      properties: {
        issues: {
          type: 'array',
          items: { type: 'object', properties: { number: { type: 'integer' }, title: { type: 'string' } }, required: ['number', 'title'] },
        },
      },
      required: ['issues'],
    };
    expect(saved.list_issues).toBe(Buffer.byteLength(`,"outputSchema":${JSON.stringify(outputSchema)}`));
    expect(saved.merge_pull).toBe(Buffer.byteLength(JSON.stringify('\n\nThe pull request must be open and mergeable; a merged branch is not deleted.')) - 2);
    expect(s.saved.bytes).toBe(saved.list_issues! + saved.merge_pull!);
    expect(s.saved.tokens).toBeGreaterThan(0);
    const ajv = new Ajv2020({ strict: false, logger: false });
    for (const t of tools)
      for (const schema of [t.inputSchema, t.outputSchema]) if (schema !== undefined) expect(() => ajv.compile(schema as object)).not.toThrow();
  });
});

describe('mcpgen stats names the tools whose answers can exceed their result budget', () => {
  test('an output array without maxItems, with the tool budget (its own, else budget.resultTokens) and its paging', async () => {
    const run = await runCliInProcess(['stats', 'specs/composition.yaml', '--format', 'json']);
    expect(run.code, run.stderr).toBe(0);
    const { resultRisks } = JSON.parse(run.stdout) as { resultRisks: unknown[] };
    // list_notes: resultTokens 4000 and a limit input; pin_note answers the same Notes under the server's 16000.
    expect(resultRisks).toEqual([
      { name: 'list_notes', budgetTokens: 4000, unboundedArray: 'notes', paged: true },
      { name: 'pin_note', budgetTokens: 16000, unboundedArray: 'notes', paged: false },
    ]);
    const text = await runCliInProcess(['stats', 'specs/composition.yaml']);
    expect(text.stdout).toContain(
      'results: 2 tools can answer more than their result budget (an array without maxItems); the server cuts such a result to fit, with a note:\n' +
        '  list_notes  notes (budget 4000 tokens; the note names its paging input)\n' +
        '  pin_note  notes (budget 16000 tokens; no paging input: add offset/limit, or maxItems)\n',
    );
  });
});
