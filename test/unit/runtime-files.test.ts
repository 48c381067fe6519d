// Only the runtime a manifest uses: a stdio tool server without tasks, rate limits, API calls or auth carries none of
// their files; a manifest edit that adds an API tool brings the HTTP client back, removing it deletes it again.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { listSpecs } from '../support/specs.js';
import { scratchDir } from '../support/tmp.js';

/** Files of the features a plain stdio tool server does not use. */
const OPTIONAL = [
  'rate-limit.gen.ts',
  'redis.gen.ts',
  'tasks.gen.ts',
  'task-state.gen.ts',
  'task-methods.gen.ts',
  'task-phases.gen.ts',
  'task-store.gen.ts',
  'task-store-redis.gen.ts',
  'http-call.gen.ts',
  'http-request.gen.ts',
  'http-body.gen.ts',
  'http-answer.gen.ts',
  'oauth.gen.ts',
  'toolsets.gen.ts',
  'discover.gen.ts',
  'content.gen.ts',
  'apps.gen.ts',
  'server-card.gen.ts',
  'upstream.gen.ts',
  'upstream-login.gen.ts',
  'upstream-routes.gen.ts',
  'upstream-store.gen.ts',
];
/** Per-user API credentials (an oauth2 api.auth scheme with the inbound `auth`). */
const PER_USER = ['upstream-login.gen.ts', 'upstream-routes.gen.ts', 'upstream-store.gen.ts', 'upstream.gen.ts'];
/** The Streamable HTTP transport and the switch to it, which a stdio-only server does not carry. */
const HTTP_TRANSPORT = ['http.gen.ts', 'http-auth.gen.ts', 'http-guards.gen.ts', 'http-limits.gen.ts', 'http-route.gen.ts', 'sessions.gen.ts', 'serve.gen.ts'];
const API_CLIENT = ['http-answer.gen.ts', 'http-body.gen.ts', 'http-call.gen.ts', 'http-request.gen.ts'];

const runtimeOf = (project: string) => readdirSync(path.join(project, 'src/generated/runtime')).sort();

describe('the runtime a golden carries', () => {
  test.each(['repo-indexer', 'file-refs'])('%s (stdio tools, no tasks, rate limits, API calls or auth): none of the optional files', (name) => {
    const files = runtimeOf(path.join(REPO_ROOT, 'generated', name));
    expect(files.filter((f) => OPTIONAL.includes(f))).toEqual([]);
    expect(files).toContain('tool-table.gen.ts');
  });

  test('file-refs (server.transports: [stdio]): no HTTP transport, only the stdio one', () => {
    const files = runtimeOf(path.join(REPO_ROOT, 'generated', 'file-refs'));
    expect(files.filter((f) => HTTP_TRANSPORT.includes(f))).toEqual([]);
    expect(files).toContain('stdio.gen.ts');
    const server = readFileSync(path.join(REPO_ROOT, 'generated/file-refs/src/generated/server.gen.ts'), 'utf8');
    expect(server).toContain('serveOverStdio(');
    // The default (both transports) keeps the --http switch.
    expect(runtimeOf(path.join(REPO_ROOT, 'generated', 'repo-indexer'))).toEqual(expect.arrayContaining([...HTTP_TRANSPORT, 'stdio.gen.ts']));
  });

  test('each feature brings its files: rate limits (scale-out), tasks (conformance-tasks), API calls (http-api), OAuth (auth), server card (docs-search)', () => {
    const has = (name: string) => runtimeOf(path.join(REPO_ROOT, 'generated', name));
    expect(has('scale-out')).toEqual(expect.arrayContaining(['rate-limit.gen.ts', 'redis.gen.ts', 'tasks.gen.ts']));
    expect(has('conformance-tasks')).toEqual(expect.arrayContaining(['tasks.gen.ts', 'task-store-redis.gen.ts', 'redis.gen.ts']));
    expect(has('http-api')).toEqual(expect.arrayContaining(API_CLIENT));
    expect(has('auth')).toContain('oauth.gen.ts');
    expect(has('docs-search')).toContain('server-card.gen.ts');
  });

  test('per-user API credentials (per-user) bring their files and packages; API calls with one token (http-api) do not', () => {
    const dependencies = (name: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'generated', name, 'package.json'), 'utf8')).dependencies;
    expect(runtimeOf(path.join(REPO_ROOT, 'generated', 'per-user'))).toEqual(expect.arrayContaining(PER_USER));
    expect(dependencies('per-user')).toMatchObject({ oauth4webapi: '3.8.9', 'better-sqlite3': '^12.9.0' });
    expect(runtimeOf(path.join(REPO_ROOT, 'generated', 'http-api')).filter((f) => PER_USER.includes(f))).toEqual([]);
    expect(Object.keys(dependencies('http-api'))).not.toContain('oauth4webapi');
  });

  test('every golden: the runtime README lists exactly the files present, one line each with its reason', () => {
    for (const spec of listSpecs()) {
      const dir = path.join(REPO_ROOT, spec.out, 'src/generated/runtime');
      const listed = [...readFileSync(path.join(dir, 'README.md'), 'utf8').matchAll(/^- `([a-z-]+\.gen\.ts)`: \S/gm)].map((m) => m[1]);
      expect(listed, spec.name).toEqual(runtimeOf(path.join(REPO_ROOT, spec.out)).filter((f) => f.endsWith('.gen.ts')));
    }
  });
});

const BASE = `mcpgen: 1
server: { name: slim, version: 1.0.0 }
tools:
  echo:
    description: Echoes its text.
    input: { type: object, properties: { text: { type: string } }, required: [text] }
`;
const WITH_API = `${BASE}  get_thing:
    description: Reads a thing.
    input: { type: object, properties: { id: { type: string } }, required: [id] }
    http:
      method: get
      path: /things/{id}
      parameters: [{ in: path, name: id, property: id }]
api:
  baseUrl: https://api.example.com
`;

describe('generate keeps the runtime to what the manifest uses', () => {
  const scratch = scratchDir('runtime-slim');
  afterAll(() => scratch.cleanup());
  const manifest = path.join(scratch.dir, 'mcp.yaml');
  /** How generate names a runtime file: relative to the working directory (the repository). */
  const shown = (file: string) => path.relative(REPO_ROOT, path.join(scratch.dir, 'src/generated/runtime', file));
  const generate = async () => {
    const result = await runCliInProcess(['generate', manifest, '--out', scratch.dir]);
    expect(result.stderr).not.toMatch(/ error MCPG/);
    expect(result.code).toBe(0);
    return result;
  };

  test('an API tool added brings the HTTP client; removed, its files are deleted, the user’s files left alone', async () => {
    writeFileSync(manifest, BASE);
    await generate();
    const runtime = path.join(scratch.dir, 'src/generated/runtime');
    expect(runtimeOf(scratch.dir).filter((f) => OPTIONAL.includes(f))).toEqual([]);

    writeFileSync(manifest, WITH_API);
    const added = await generate();
    for (const file of API_CLIENT) {
      expect(existsSync(path.join(runtime, file)), file).toBe(true);
      expect(added.stderr).toContain(`create   ${shown(file)}`);
    }
    expect(readFileSync(path.join(runtime, 'README.md'), 'utf8')).toContain('- `http-call.gen.ts`: ');

    writeFileSync(manifest, BASE);
    const removed = await generate();
    for (const file of API_CLIENT) {
      expect(existsSync(path.join(runtime, file)), file).toBe(false);
      expect(removed.stderr).toContain(`delete   ${shown(file)}`);
    }
    expect(readFileSync(path.join(runtime, 'README.md'), 'utf8')).not.toContain('http-call');
    // The API tool's handler is the user's: reported as orphaned, never deleted.
    expect(existsSync(path.join(scratch.dir, 'src/tools/get-thing.ts'))).toBe(true);
  });

  test('an oauth2 scheme without inbound auth warns (MCPG238) and generates a static bearer: no per-user runtime or packages', async () => {
    rmSync(path.join(scratch.dir, 'package.json'), { force: true });
    const oauth2 = `  auth:\n    user: { type: oauth2, authorizationUrl: 'https://login.example.com/a', tokenUrl: 'https://login.example.com/t' }\n`;
    writeFileSync(manifest, `${WITH_API}${oauth2}`);
    const result = await generate();
    expect(result.stderr).toMatch(/mcp\.yaml:\d+:\d+: warning MCPG238 /);
    expect(runtimeOf(scratch.dir).filter((f) => PER_USER.includes(f))).toEqual([]);
    expect(Object.keys(JSON.parse(readFileSync(path.join(scratch.dir, 'package.json'), 'utf8')).dependencies)).not.toContain('oauth4webapi');
    const operations = readFileSync(path.join(scratch.dir, 'src/generated/operations.gen.ts'), 'utf8');
    expect(operations).toContain('type: "oauth2"');
    expect(operations).not.toContain('perUser');
  });

  test('server.transports [stdio] drops the HTTP transport and its dependency; back to the default brings both back', async () => {
    const runtime = path.join(scratch.dir, 'src/generated/runtime');
    const dependencies = () => Object.keys(JSON.parse(readFileSync(path.join(scratch.dir, 'package.json'), 'utf8')).dependencies);
    writeFileSync(manifest, BASE);
    await generate();
    expect(runtimeOf(scratch.dir)).toEqual(expect.arrayContaining(HTTP_TRANSPORT));

    writeFileSync(manifest, BASE.replace('version: 1.0.0 }', 'version: 1.0.0, transports: [stdio] }'));
    // A project scaffolded stdio-only: its package.json does not list the HTTP transport's package.
    rmSync(path.join(scratch.dir, 'package.json'));
    const dropped = await generate();
    for (const file of HTTP_TRANSPORT) expect(dropped.stderr).toContain(`delete   ${shown(file)}`);
    expect(runtimeOf(scratch.dir).filter((f) => HTTP_TRANSPORT.includes(f))).toEqual([]);
    expect(existsSync(path.join(runtime, 'stdio.gen.ts'))).toBe(true);
    expect(dependencies()).not.toContain('@modelcontextprotocol/node');

    writeFileSync(manifest, BASE);
    const restored = await generate();
    for (const file of HTTP_TRANSPORT) expect(restored.stderr).toContain(`create   ${shown(file)}`);
    // package.json is the user's, but the dependencies generated code imports are mcpgen's to add.
    expect(dependencies()).toContain('@modelcontextprotocol/node');
  });
});

describe('the fixed runtime', () => {
  // generate parses only the files it derives from the manifest; the runtime is the same in every project, so it is
  // checked here, once: every file parses (and the goldens compile it with strict tsc).
  test('every file of templates/runtime/ parses', async () => {
    const { checkSyntax } = await import('../../src/render/ts/syntax-gate.js');
    const dir = path.join(REPO_ROOT, 'templates/runtime');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((f) => checkSyntax(f, readFileSync(path.join(dir, f), 'utf8')))).toEqual([]);
  });
});
