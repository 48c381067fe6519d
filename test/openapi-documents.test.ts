// mcpgen import openapi on the bench's three documents (train-travel and star-trek from @readme/oas-examples, GitHub
// from @octokit/openapi, fetched on demand) and on the fixtures that openapi-import, openapi-lenient, openapi-wire and
// openapi-drift import the same way: each imported and generated (the CLI in process), then all compiled with strict
// tsc in one compiler run (each project keeps its own files; one program checks the SDK's types once, not per project).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { npmFile } from './bench/npm-file.js';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { compileAll } from './support/openapi-corpus.js';
import { manifestOf } from './support/project.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('openapi-docs');
afterAll(() => scratch.cleanup());
const EXAMPLES = path.join(REPO_ROOT, 'node_modules/@readme/oas-examples');
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/openapi');

describe('mcpgen import openapi: the bench documents', () => {
  const docs = [
    { name: 'train-travel', file: () => `${EXAMPLES}/3.1/json/train-travel.json`, args: [] as string[], tools: 7 },
    { name: 'star-trek', file: () => `${EXAMPLES}/3.0/json/star-trek.json`, args: [], tools: 120 },
    // The whole of GitHub (1,186 tools) compiles in the bench; here the issues API, a subset tsc checks in seconds.
    { name: 'github', file: () => npmFile('@octokit/openapi', '23.0.2', 'generated/api.github.com.json'), args: ['--include', 'tag:issues'], tools: 58 },
    // The projects those files' tests import and call (their own assertions about what is imported stay there).
    { name: 'pets', file: () => `${FIXTURES}/pets.yaml`, args: [], tools: 6 },
    { name: 'lenient', file: () => `${FIXTURES}/lenient.yaml`, args: [], tools: 3 },
    { name: 'wire', file: () => `${FIXTURES}/wire.yaml`, args: [], tools: 7 },
    { name: 'answers', file: () => `${FIXTURES}/answers.yaml`, args: [], tools: 6 },
    // openapi-drift's project: re-imported with the overrides it sets in mcp.yaml (answers is openapi-answers').
    {
      name: 'drift',
      file: () => `${FIXTURES}/drift.yaml`,
      args: [],
      tools: 3,
      overrides: { getTicket: { drift: 'strict' }, getTicketPlain: { drift: 'drop' } },
    },
  ];
  const imported: string[] = [];
  test.each(docs)('$name: imports and generates', { timeout: 300_000 }, async ({ name, file, args, tools, overrides }) => {
    const out = path.join(scratch.dir, name);
    const r = await runCliInProcess(['import', 'openapi', file(), '--out', out, ...args]);
    expect(r.code, r.stderr).toBe(0);
    if (overrides) {
      writeFileSync(path.join(out, 'mcp.yaml'), stringify({ ...manifestOf(out), openapi: { ...manifestOf(out).openapi, overrides } }));
      const again = await runCliInProcess(['import', 'openapi', '--out', out]);
      expect(again.code, again.stderr).toBe(0);
      expect(manifestOf(out).tools.getTicket.http.drift).toBe('strict');
    }
    const m = manifestOf(out);
    expect(Object.keys(m.tools)).toHaveLength(tools);
    expect(r.stderr.includes('warning MCPG705')).toBe(tools > 100);
    imported.push(name);
  });

  test('the projects compile with strict tsc', { timeout: 600_000 }, () => {
    expect(imported).toHaveLength(docs.length);
    expect(compileAll(scratch.dir, imported)).toBe('');
  });

  test('train-travel: names, annotations, schemas, errors and auth as the document says', () => {
    const m = manifestOf(path.join(scratch.dir, 'train-travel'));
    expect(Object.keys(m.tools)).toEqual([
      'get-stations',
      'get-trips',
      'get-bookings',
      'create-booking',
      'get-booking',
      'delete-booking',
      'create-booking-payment',
    ]);
    expect(m.tools['delete-booking'].annotations).toMatchObject({ destructiveHint: true, idempotentHint: true });
    expect(m.tools['get-trips'].input.required).toEqual(['origin', 'destination', 'date']);
    expect(m.tools['get-booking'].output).toEqual({
      allOf: [{ $ref: '#/definitions/Booking' }, { properties: { links: { $ref: '#/definitions/Links-Self' } } }],
    });
    expect(m.tools['delete-booking']).not.toHaveProperty('output');
    expect(m.tools['get-booking'].http.errors).toMatchObject({ 404: 'NotFound', 429: 'TooManyRequests' });
    expect(m.errors.TooManyRequests.retryable).toBe(true);
    // Its OAuth2 scheme has an authorizationCode flow: a per-user credential, each operation asking for its scopes (issue 44).
    expect(m.api.auth).toEqual({
      OAuth2: {
        type: 'oauth2',
        authorizationUrl: 'https://example.com/oauth/authorize',
        tokenUrl: 'https://example.com/oauth/token',
        scopes: ['read', 'write'],
        env: 'MCPGEN_API_TOKEN',
      },
    });
    expect(Object.fromEntries(Object.entries(m.tools).map(([name, t]) => [name, (t as { http: { scopes?: string[] } }).http.scopes]))).toEqual({
      'get-stations': ['read'],
      'get-trips': ['read'],
      'get-bookings': ['read'],
      'create-booking': ['write'],
      'get-booking': ['read'],
      'delete-booking': ['write'],
      'create-booking-payment': ['read'],
    });
    expect(Object.keys(m.definitions)).toContain('Links-Pagination');
  });
});
