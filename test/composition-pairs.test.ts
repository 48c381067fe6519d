// Issue 40's composition matrix, pair by pair: a reduced manifest for every pair of {toolsets, ui, tasks, auth,
// http-api, resources/prompts, transports: [stdio], result budgets, per-user api} must validate, generate (mcpgen's CLI, in process) and build under
// strict tsc (all the projects in one compiler run). specs/composition.yaml, which has every feature at once, is a
// golden that test/e2e/composition.test.ts runs. A feature added later gets a fragment here in the same change.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { compileAll } from './support/openapi-corpus.js';
import { scratchDir } from './support/tmp.js';

type Obj = Record<string, unknown>;

/** One feature: what it adds to the manifest (merged one level deep into the base). */
interface Fragment {
  readonly top?: Obj;
  readonly server?: Obj;
  readonly tools?: Record<string, Obj>;
  /** Applied to every tool (e.g. a toolset or scopes for each). */
  readonly eachTool?: Obj;
}

const OBJECT_OUT = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };

const FEATURES: Readonly<Record<string, Fragment>> = {
  toolsets: {
    top: { toolsets: { main: { description: 'The main tools.', default: true }, extra: { description: 'The other tools.' } } },
    eachTool: { toolset: 'main' },
  },
  ui: {
    tools: {
      show: { description: 'Shows its result in a view.', output: OBJECT_OUT, ui: { view: './views/notes' } },
      click: { description: 'Called by the view only.', ui: { view: './views/notes', visibility: ['app'] } },
    },
  },
  tasks: {
    tools: { slow: { description: 'Runs long; may be a task.', longRunning: true, progress: true, output: OBJECT_OUT } },
  },
  auth: {
    top: { auth: { issuer: 'https://auth.example.com', audience: 'https://pairs.example.com/mcp', scopes: ['read', 'write'] } },
    eachTool: { scopes: ['read'] },
  },
  'http-api': {
    top: { api: { baseUrl: 'https://api.example.com/v1', auth: { bearerAuth: { type: 'bearer' } } } },
    tools: {
      fetch_item: {
        description: 'One item from the API.',
        input: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        output: OBJECT_OUT,
        http: { method: 'get', path: '/items/{id}', parameters: [{ in: 'path', name: 'id', property: 'id' }], auth: ['bearerAuth'] },
      },
    },
  },
  'resources/prompts': {
    top: {
      resources: { readme: { uri: 'pairs://readme', mimeType: 'text/plain' } },
      resourceTemplates: { item: { uriTemplate: 'pairs://items/{id}', mimeType: 'text/plain' } },
      prompts: {
        greet: { description: 'A greeting.', arguments: { name: { description: 'Who.', required: true } } },
        review: { description: 'A review.', arguments: [{ name: 'draft', description: 'The text.', required: true }] },
      },
    },
  },
  stdio: { server: { transports: ['stdio'] } },
  // Issue 44: an oauth2 API scheme, per user with the inbound `auth` (the same as the auth fragment's, so the two
  // merge), next to the http-api fragment's bearer scheme.
  'per-user api': {
    top: {
      auth: { issuer: 'https://auth.example.com', audience: 'https://pairs.example.com/mcp', scopes: ['read', 'write'] },
      api: {
        baseUrl: 'https://api.example.com/v1',
        auth: {
          bearerAuth: { type: 'bearer' },
          user: { type: 'oauth2', authorizationUrl: 'https://login.example.com/authorize', tokenUrl: 'https://login.example.com/token', scopes: ['repo'] },
        },
      },
    },
    tools: {
      my_repos: {
        description: "The calling user's repositories, with their own token.",
        output: OBJECT_OUT,
        http: { method: 'get', path: '/user/repos', auth: ['user'], scopes: ['repo'] },
      },
    },
  },
  // Every tool has a result budget (the default); this sets both levels, with a paging input to name.
  'result budgets': {
    top: { budget: { resultTokens: 8000 } },
    tools: {
      page_items: {
        description: 'A page of items.',
        input: { type: 'object', properties: { offset: { type: 'integer' }, limit: { type: 'integer' } } },
        output: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } }, required: ['items'] },
        resultTokens: 2000,
      },
    },
  },
};

/** The base every pair starts from, plus the pair's fragments. */
function pairManifest(features: readonly string[]): Obj {
  const server: Obj = { name: `pair-${features.join('-').replace(/[^a-z0-9]+/g, '-')}`, version: '1.0.0' };
  const tools: Record<string, Obj> = {
    ping: { title: 'Ping', description: 'Answers pong.', annotations: { readOnlyHint: true }, output: OBJECT_OUT },
  };
  let manifest: Obj = { mcpgen: 1 };
  for (const name of features) {
    const f = FEATURES[name]!;
    manifest = { ...manifest, ...f.top };
    Object.assign(server, f.server);
    Object.assign(tools, f.tools);
  }
  for (const name of features) {
    const each = FEATURES[name]!.eachTool;
    if (each) for (const tool of Object.keys(tools)) tools[tool] = { ...tools[tool], ...each };
  }
  return { ...manifest, server, tools };
}

/** Pairs that cannot go together, refused with a located diagnostic rather than built. */
const REFUSED: Readonly<Record<string, string>> = {
  // OAuth bearer tokens arrive with HTTP requests: a stdio-only server has nowhere to check them.
  'auth+stdio': 'MCPG272',
  // The same for per-user API credentials: the user is the inbound token's subject (without `auth`, MCPG238 warns).
  'stdio+per-user api': 'MCPG272',
};

const names = Object.keys(FEATURES);
const PAIRS = names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));

const scratch = scratchDir('pairs');
afterAll(() => scratch.cleanup());

describe('every pair of features validates, generates and builds', () => {
  const generated: string[] = [];
  test.each(PAIRS)('%s + %s', { timeout: 60_000 }, async (a, b) => {
    const dir = path.join(scratch.dir, `${a}+${b}`.replace(/[^a-z+-]/g, '_'));
    mkdirSync(dir, { recursive: true });
    cpSync(path.join(REPO_ROOT, 'specs/views/notes'), path.join(dir, 'views/notes'), { recursive: true });
    writeFileSync(path.join(dir, 'mcp.yaml'), stringify(pairManifest([a, b])));
    const refused = REFUSED[`${a}+${b}`];
    if (refused) {
      const r = await runCliInProcess(['generate', path.join(dir, 'mcp.yaml')]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`mcp\\.yaml:\\d+:\\d+: error ${refused} `));
      return;
    }
    const validate = await runCliInProcess(['validate', path.join(dir, 'mcp.yaml')]);
    expect(validate.code, validate.stderr).toBe(0);
    const r = await runCliInProcess(['generate', path.join(dir, 'mcp.yaml')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/ error MCPG/);
    generated.push(path.basename(dir));
  });

  test('the projects compile with strict tsc', { timeout: 600_000 }, () => {
    expect(generated).toHaveLength(PAIRS.length - Object.keys(REFUSED).length);
    expect(compileAll(scratch.dir, generated)).toBe('');
  });
});
