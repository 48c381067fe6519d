// GitHub's REST API (1,186 operations, @octokit/openapi 23.0.2, fetched as the bench fetches it) imported, then served
// as a real process: MCPGEN_TOOLSETS=issues lists exactly the issues-tagged tools; discover mode lists at most
// 3 tools in at most 8 KB, and search_tools finds the tool of 20 queries written from the operations' summaries.
// Calls go to a loopback mock of api.github.com (github-mock.ts), which checks the exact request, with the v2 and
// v1 clients.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parse } from 'yaml';
import { npmFile } from '../bench/npm-file.js';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';
import { COMMENT, type GithubMock, startGithubMock } from './github-mock.js';
import { sentHeaders } from './http-api-mock.js';
import { entryArgs } from '../support/compiled-server.js';

const { dir, cleanup } = scratchDir('toolsets-github');
afterAll(cleanup);
let tools: Record<string, { toolset: string }> = {};
let mock: GithubMock;
afterAll(() => mock?.close());
const TOKEN = 'ghp_mock-token';

beforeAll(async () => {
  mock = await startGithubMock();
  const doc = npmFile('@octokit/openapi', '23.0.2', 'generated/api.github.com.json');
  const run = await runCli(['import', 'openapi', doc, '--out', 'gh'], { cwd: dir });
  expect(run.code, run.stderr).toBe(0);
  // GitHub's document declares no security, so the import sends no credential (issue 41, class 8); its API takes a
  // token all the same: the user adds the scheme to mcp.yaml (a re-import keeps it) and generates.
  const manifest = path.join(dir, 'gh', 'mcp.yaml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/^api:\n/m, 'api:\n  auth:\n    token: { type: bearer, env: MCPGEN_API_TOKEN }\n'));
  const generated = await runCli(['generate', 'gh/mcp.yaml'], { cwd: dir });
  expect(generated.code, generated.stderr).toBe(0);
  tools = (parse(readFileSync(manifest, 'utf8')) as { tools: typeof tools }).tools;
}, 600_000);

const serverProcess = (toolsets: string) => ({
  command: process.execPath,
  args: entryArgs(path.join(dir, 'gh', 'src', 'main.ts')),
  cwd: path.join(dir, 'gh'),
  env: {
    ...getDefaultEnvironment(),
    MCPGEN_TOOLSETS: toolsets,
    MCPGEN_LOG_LEVEL: 'error',
    MCPGEN_API_BASE_URL: mock.baseUrl,
    MCPGEN_API_TOKEN: TOKEN,
  },
  stderr: 'ignore' as const,
});

// A 1,186-tool server compiled by tsx on start can take minutes on a loaded machine: no request may time out first.
const SLOW = { timeout: 240_000 };

async function connect(toolsets: string): Promise<Client> {
  const client = new Client({ name: 'toolsets-github', version: '0.0.0' }, { versionNegotiation: { mode: 'legacy' } });
  await client.connect(new StdioClientTransport(serverProcess(toolsets)), SLOW);
  return client;
}

async function connectV1(toolsets: string): Promise<V1Client> {
  const client = new V1Client({ name: 'toolsets-github-v1', version: '0.0.0' });
  await client.connect(new V1StdioClientTransport(serverProcess(toolsets)), SLOW);
  return client;
}

type Call = (name: string, args: Record<string, unknown>) => Promise<unknown>;

/** The one request the mock received while `call` ran. */
async function sent(call: () => Promise<unknown>) {
  const before = mock.requests.length;
  const result = await call();
  const requests = mock.requests.slice(before);
  expect(requests).toHaveLength(1);
  return { result: result as { structuredContent?: unknown; isError?: unknown }, request: requests[0]! };
}

/** issues_list-for-repo: GET /repos/{owner}/{repo}/issues, its filters as form-exploded query parameters. */
async function listIssues(call: Call): Promise<void> {
  const { result, request } = await sent(() =>
    call('issues_list-for-repo', { owner: 'octo', repo: 'hello world', state: 'closed', labels: 'bug,ui', per_page: 2 }),
  );
  expect(result.isError).toBeFalsy();
  expect(result.structuredContent).toEqual({ result: [] });
  expect(request.method).toBe('GET');
  const url = new URL(request.url, 'http://mock');
  expect(url.pathname).toBe('/repos/octo/hello%20world/issues');
  // The arguments given, plus the defaults the document declares for the others (sort, direction, page).
  expect([...url.searchParams].sort()).toEqual([
    ['direction', 'desc'],
    ['labels', 'bug,ui'],
    ['page', '1'],
    ['per_page', '2'],
    ['sort', 'created'],
    ['state', 'closed'],
  ]);
  expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(request.body).toBe('');
}

/** issues_create-comment through call_tool: POST /repos/{owner}/{repo}/issues/{issue_number}/comments, a JSON body. */
async function commentThroughCallTool(call: Call): Promise<void> {
  const { result, request } = await sent(() =>
    call('call_tool', { name: 'issues_create-comment', arguments: { owner: 'octo', repo: 'hello', issue_number: 7, body: { body: 'Looks good' } } }),
  );
  expect(result.isError).toBeFalsy();
  expect(result.structuredContent).toEqual(COMMENT);
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/repos/octo/hello/issues/7/comments');
  expect(sentHeaders(request)).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' });
  expect(JSON.parse(request.body)).toEqual({ body: 'Looks good' });
}

test('MCPGEN_TOOLSETS=issues: exactly the issues-tagged tools', async () => {
  const client = await connect('issues');
  try {
    const entries = (await client.listTools({}, SLOW)).tools;
    const listed = entries.map((t) => t.name).sort();
    // Every listed schema is self-contained (its $defs inside it) and valid JSON Schema 2020-12.
    const ajv = new Ajv2020({ strict: false, logger: false });
    for (const t of entries) for (const schema of [t.inputSchema, t.outputSchema]) if (schema) expect(() => ajv.compile(schema), t.name).not.toThrow();
    const issues = Object.entries(tools)
      .filter(([, t]) => t.toolset === 'issues')
      .map(([name]) => name)
      .sort();
    expect(issues.length).toBeGreaterThan(40);
    expect(listed).toEqual(issues);
    await listIssues((name, args) => client.callTool({ name, arguments: args }, SLOW));
  } finally {
    await client.close();
  }
}, 300_000);

test('discover: at most 3 tools in at most 8 KB; hits@3 over 20 queries from the summaries', async () => {
  const client = await connect('discover');
  try {
    const listed = (await client.listTools({}, SLOW)).tools;
    expect(listed.length).toBeLessThanOrEqual(3);
    expect(Buffer.byteLength(JSON.stringify(listed), 'utf8')).toBeLessThanOrEqual(8 * 1024);
    const { queries } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/toolsets/github-queries.json'), 'utf8')) as {
      queries: { query: string; tool: string }[];
    };
    const misses: string[] = [];
    for (const q of queries) {
      const found = await client.callTool({ name: 'search_tools', arguments: { query: q.query, limit: 3 } }, SLOW);
      const names = (found.structuredContent as { tools: { name: string }[] }).tools.map((t) => t.name);
      if (!names.includes(q.tool)) misses.push(`${q.query} → ${names.join(', ')} (wanted ${q.tool})`);
    }
    // Measured: 20 of 20 ("comment on an issue" and "get a repository" rank issues_create-comment 2nd, repos_get 1st).
    expect(misses, misses.join('\n')).toEqual([]);
    await commentThroughCallTool((name, args) => client.callTool({ name, arguments: args }, SLOW));
  } finally {
    await client.close();
  }
}, 300_000);

test('v1 client: an issues tool with MCPGEN_TOOLSETS=issues, then call_tool in discover mode, reach the mock', async () => {
  const issues = await connectV1('issues');
  try {
    expect((await issues.listTools({}, SLOW)).tools.map((t) => t.name)).toContain('issues_list-for-repo');
    await listIssues((name, args) => issues.callTool({ name, arguments: args }, undefined, SLOW));
  } finally {
    await issues.close();
  }
  const discover = await connectV1('discover');
  try {
    expect((await discover.listTools({}, SLOW)).tools.map((t) => t.name)).toEqual(['search_tools', 'call_tool']);
    await commentThroughCallTool((name, args) => discover.callTool({ name, arguments: args }, undefined, SLOW));
  } finally {
    await discover.close();
  }
}, 300_000);
