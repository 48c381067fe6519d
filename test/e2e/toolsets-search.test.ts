// Discover mode's search on a second large document: Directus's API (@directus/specs 15.2.0, 136 operations)
// imported and served as a real process; search_tools finds the tool of 10 queries written from its operation
// summaries (test/fixtures/toolsets/directus-queries.json) in its top 3. GitHub's 20 are in toolsets-github.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { npmFile } from '../bench/npm-file.js';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';
import { entryArgs } from '../support/compiled-server.js';

const { dir, cleanup } = scratchDir('toolsets-search');
afterAll(cleanup);

beforeAll(async () => {
  const doc = npmFile('@directus/specs', '15.2.0', 'dist/openapi.json');
  const run = await runCli(['import', 'openapi', doc, '--out', 'directus'], { cwd: dir });
  expect(run.code, run.stderr).toBe(0);
}, 300_000);

test('discover: hits@3 over 10 queries from Directus summaries', async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: entryArgs(path.join(dir, 'directus', 'src', 'main.ts')),
    cwd: path.join(dir, 'directus'),
    env: { ...getDefaultEnvironment(), MCPGEN_TOOLSETS: 'discover', MCPGEN_LOG_LEVEL: 'error' },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'toolsets-search', version: '0.0.0' });
  await client.connect(transport);
  try {
    const file = path.join(REPO_ROOT, 'test/fixtures/toolsets/directus-queries.json');
    const { queries } = JSON.parse(readFileSync(file, 'utf8')) as { queries: { query: string; tool: string }[] };
    expect(queries).toHaveLength(10);
    const misses: string[] = [];
    for (const q of queries) {
      const found = await client.callTool({ name: 'search_tools', arguments: { query: q.query, limit: 3 } });
      const names = (found.structuredContent as { tools: { name: string }[] }).tools.map((t) => t.name);
      if (!names.includes(q.tool)) misses.push(`${q.query} → ${names.join(', ')} (wanted ${q.tool})`);
    }
    // Measured: 10 of 10, before and after the ranking gained title coverage and the creating-tool preference.
    expect(misses, misses.join('\n')).toEqual([]);
  } finally {
    await client.close();
  }
}, 300_000);
