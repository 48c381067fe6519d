// `mcpgen import openapi` groups tools in toolsets by each operation's first tag (slugged; untagged operations get a
// toolset of their own, the tag's description from the document), and a re-import keeps what the user changed:
// toolset descriptions, defaults and advertise, a tool moved to another toolset, and openapi.overrides.<op>.toolset
// and .advertise.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const { dir, cleanup } = scratchDir('openapi-toolsets');
afterAll(cleanup);
/** The scratch folder as seen from the repository root, where the CLI runs in process (what is tested is the output). */
const rel = path.relative(REPO_ROOT, dir).split(path.sep).join('/');

const op = (operationId: string, tags?: string[]) => ({
  operationId,
  summary: operationId,
  ...(tags && { tags }),
  responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
});
const DOC = {
  openapi: '3.1.0',
  info: { title: 'Tracker', version: '1.0.0' },
  servers: [{ url: 'https://tracker.example.com' }],
  tags: [{ name: 'Issues', description: 'Read and write issues.\n\nMore text.' }, { name: 'Pull Requests' }],
  paths: {
    '/issues': { get: op('listIssues', ['Issues']), post: op('createIssue', ['Issues', 'Pull Requests']) },
    '/pulls': { get: op('listPulls', ['Pull Requests']) },
    '/all': { get: op('allThings', ['All']) },
    '/meta': { get: op('getMeta') },
  },
};

type Manifest = {
  toolsets: Record<string, { description: string; default?: boolean; advertise?: unknown }>;
  tools: Record<string, { toolset: string; advertise?: unknown }>;
  openapi: Record<string, unknown>;
};
const manifestFile = path.join(dir, 'out', 'mcp.yaml');
const read = () => parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const toolsetsOf = (m: Manifest) => Object.fromEntries(Object.entries(m.tools).map(([name, t]) => [name, t.toolset]));

test('the first tag, slugged, is the toolset; untagged operations share one; a reserved slug is renamed', async () => {
  writeFileSync(path.join(dir, 'api.json'), JSON.stringify(DOC));
  const run = await runCliInProcess(['import', 'openapi', `${rel}/api.json`, '--out', `${rel}/out`]);
  expect(run.code, run.stderr).toBe(0);
  const m = read();
  expect(toolsetsOf(m)).toEqual({ listIssues: 'issues', createIssue: 'issues', listPulls: 'pull-requests', allThings: 'all-tools', getMeta: 'untagged' });
  expect(m.toolsets).toEqual({
    issues: { description: 'Read and write issues.' },
    'pull-requests': { description: 'Operations tagged "Pull Requests".' },
    'all-tools': { description: 'Operations tagged "All".' },
    untagged: { description: 'Operations without a tag.' },
  });
  const validated = await runCliInProcess(['validate', `${rel}/out/mcp.yaml`]);
  expect(validated.code, validated.stderr).toBe(0);
  expect(validated.stderr).not.toContain('MCPG25');
});

test('re-import keeps descriptions, defaults, a moved tool and an override', async () => {
  const m = read();
  m.toolsets.issues = { description: 'Issues, by hand.', default: true, advertise: { outputSchema: false } };
  m.tools.listPulls!.toolset = 'issues';
  m.openapi.overrides = { getMeta: { toolset: 'pull-requests', advertise: { description: 'Metadata.' } } };
  writeFileSync(manifestFile, stringify(m));
  const run = await runCliInProcess(['import', 'openapi', '--out', `${rel}/out`]);
  expect(run.code, run.stderr).toBe(0);
  const again = read();
  expect(toolsetsOf(again)).toEqual({ listIssues: 'issues', createIssue: 'issues', listPulls: 'issues', allThings: 'all-tools', getMeta: 'pull-requests' });
  expect(again.toolsets.issues).toEqual({ description: 'Issues, by hand.', default: true, advertise: { outputSchema: false } });
  expect(again.tools.getMeta!.advertise).toEqual({ description: 'Metadata.' });
  // No tool is left in "untagged": it is not declared any more (no MCPG251 for an empty toolset).
  expect(Object.keys(again.toolsets).sort()).toEqual(['all-tools', 'issues', 'pull-requests']);
  const validated = await runCliInProcess(['validate', `${rel}/out/mcp.yaml`]);
  expect(validated.code, validated.stderr).toBe(0);
  expect(validated.stderr).not.toContain('MCPG25');
});
