// mcpgen import openapi: a small spec of our own (every mapping, filters, re-import, drift, refusals); the bench's
// documents are in openapi-documents.test.ts. The commands run in process (they print what the built CLI prints, at a
// fraction of a process's start-up; `generate --check` in a project through runInProject); test/cli.test.ts and
// test/openapi-lenient.test.ts run the binary in a working directory.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess, runInProject } from './support/cli.js';
import { manifestOf } from './support/project.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('openapi');
afterAll(() => scratch.cleanup());
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/openapi');
const EXAMPLES = path.join(REPO_ROOT, 'node_modules/@readme/oas-examples');

/** The pets fixture copied into a folder of its own, so a test can change it. */
function petsCopy(name: string): string {
  const dir = path.join(scratch.dir, `${name}-spec`);
  cpSync(FIXTURES, dir, { recursive: true });
  return path.join(dir, 'pets.yaml');
}

describe('mcpgen import openapi: pets (our fixture)', () => {
  const out = path.join(scratch.dir, 'pets');
  let imported: { code: number | null; stderr: string };

  // Strict tsc over the project: test/openapi-documents.test.ts imports pets.yaml the same way and compiles it.
  test('imports every JSON operation as a tool and generates', { timeout: 120_000 }, async () => {
    imported = await runCliInProcess(['import', 'openapi', petsCopy('pets'), '--out', out]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toContain('7 operations, 6 tools');
    expect(imported.stderr).toMatch(
      /pets\.yaml:\d+:\d+: warning MCPG704 uploadPhoto: \{id\} in its path has no parameter; it is imported as a required string/,
    );
    expect(imported.stderr).toContain('mcpgen: created');
    const m = manifestOf(out);
    expect(Object.keys(m.tools)).toEqual(['listPets', 'createPet', 'getPet', 'deletePet', 'uploadPhoto', 'health']);
    // Names equal to their operationIds record none.
    expect(Object.values(m.tools).filter((t) => 'operationId' in (t as { http: object }).http)).toEqual([]);
    // A multipart body: the file as base64 in the input, sent as its bytes.
    expect(m.tools.uploadPhoto.http.body).toEqual({ property: 'body', contentType: 'multipart/form-data', files: { file: 'application/octet-stream' } });
    expect(readFileSync(path.join(out, 'mcp.yaml'), 'utf8')).toMatch(/^# Imported from \.\.\/pets-spec\/pets\.yaml by `mcpgen import openapi`/);
    // Editors check the manifest against the installed mcpgen's schema; the project carries no copy of it.
    expect(readFileSync(path.join(out, 'mcp.yaml'), 'utf8')).toContain(
      '\n# yaml-language-server: $schema=./node_modules/mcpgen/dist/manifest/manifest.schema.json\n',
    );
    expect(existsSync(path.join(out, 'src/generated/manifest.schema.json'))).toBe(false);
  });

  test('annotations from the HTTP method; titles from summaries', () => {
    const { tools } = manifestOf(out);
    expect(tools.listPets.annotations).toEqual({ readOnlyHint: true, openWorldHint: true });
    expect(tools.createPet.annotations).toEqual({ readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true });
    expect(tools.deletePet.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true });
    expect(tools.getPet.title).toBe('Get a pet');
    expect(tools.health.title).toBe('GET /health');
  });

  test('input: parameters (3.0 dialect converted) and the JSON body; output: the 2xx schema; definitions by name', () => {
    const m = manifestOf(out);
    expect(m.tools.listPets.input).toEqual({
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, exclusiveMaximum: 100, description: 'How many pets at most' },
        tags: { type: 'array', items: { type: 'string' } },
        X_Request_Id: { type: 'string' },
      },
      additionalProperties: false,
    });
    expect(m.tools.listPets.output).toEqual({ type: 'array', items: { $ref: '#/definitions/Pet' } });
    expect(m.tools.listPets.http).toEqual({
      method: 'get',
      path: '/pets',
      parameters: [
        { in: 'query', name: 'limit', property: 'limit' },
        { in: 'query', name: 'tags', property: 'tags', explode: false },
        { in: 'header', name: 'X-Request-Id', property: 'X_Request_Id' },
      ],
      auth: ['apiKey'],
      errors: { default: 'ApiError' },
    });
    expect(m.tools.createPet.input).toEqual({
      type: 'object',
      properties: { body: { $ref: '#/definitions/NewPet' } },
      required: ['body'],
      additionalProperties: false,
    });
    expect(m.tools.createPet.http.body).toEqual({ property: 'body', contentType: 'application/json' });
    expect(m.tools.getPet.input).toEqual({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'], additionalProperties: false });
    expect(m.tools.getPet.errors).toEqual(['NotFound']);
    expect(m.tools.health).not.toHaveProperty('output');
    expect(m.tools.health.http.auth).toEqual([]);
    // Pet comes from a second file (./pet.yaml); nullable and example are 3.0 dialect.
    expect(m.definitions.Pet).toEqual({
      type: 'object',
      required: ['id', 'name'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        tag: { type: ['string', 'null'] },
        toys: { type: 'array', items: { $ref: '#/definitions/Recursive1' } },
      },
    });
    // Recursion through a component is a $ref to it; recursion in a file of its own gets a definition.
    expect(m.definitions.NewPet.properties.friends).toEqual({ type: 'array', items: { $ref: '#/definitions/NewPet' } });
    expect(m.definitions.Recursive1).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, parts: { type: 'array', items: { $ref: '#/definitions/Recursive1' } } },
    });
    expect(Object.keys(m.definitions)).toEqual(['Pet', 'NewPet', 'Recursive1']);
    expect(m.errors.NotFound).toEqual({
      message: 'The API answered 404 Not Found',
      data: { type: 'object', properties: { status: { type: 'integer' }, body: {} }, required: ['status', 'body'] },
    });
    expect(m.api).toEqual({
      baseUrl: 'http://localhost:9/v1',
      // Templated (http://{host}/v1) and loopback: the README's client entries carry MCPGEN_API_BASE_URL (issue 41).
      baseUrlPlaceholder: true,
      auth: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', env: 'MCPGEN_API_TOKEN' } },
      // The document-wide drift policy (openapi.drift, default relax).
      drift: 'relax',
    });
    expect(m.openapi.spec).toBe('../pets-spec/pets.yaml');
    expect(Object.keys(m.openapi.sha256)).toEqual(['../pets-spec/pets.yaml', '../pets-spec/pet.yaml', '../pets-spec/toy.yaml']);
  });

  test('the same document imports to the same bytes', async () => {
    const again = path.join(scratch.dir, 'pets-again');
    const spec = path.join(scratch.dir, 'pets-spec/pets.yaml');
    expect((await runCliInProcess(['import', 'openapi', spec, '--out', again])).code).toBe(0);
    const text = (dir: string) => readFileSync(path.join(dir, 'mcp.yaml'), 'utf8').split('\n').slice(2).join('\n');
    expect(text(again)).toBe(text(out));
  });
});

describe('mcpgen import openapi: filters and deprecated operations', () => {
  test('--include tag:, --exclude by operationId and path glob, counted before and after', async () => {
    const spec = petsCopy('filters');
    const out = path.join(scratch.dir, 'filtered');
    const r = await runCliInProcess([
      'import',
      'openapi',
      spec,
      '--out',
      out,
      '--include',
      'tag:pets',
      '--include',
      '/health',
      '--exclude',
      'createPet',
      '--exclude',
      '/pets/*',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('7 operations, 2 selected by the filters, 2 tools');
    const m = manifestOf(out);
    expect(Object.keys(m.tools)).toEqual(['listPets', 'health']);
    expect(m.openapi).toMatchObject({ include: ['tag:pets', '/health'], exclude: ['createPet', '/pets/*'] });
    const glob = await runCliInProcess(['import', 'openapi', spec, '--out', path.join(scratch.dir, 'glob'), '--include', '/pets/**', '--deprecated']);
    expect(glob.code, glob.stderr).toBe(0);
    const g = manifestOf(path.join(scratch.dir, 'glob'));
    expect(Object.keys(g.tools)).toEqual(['getPet', 'deletePet', 'put_pets_id', 'uploadPhoto']);
    expect(g.tools.put_pets_id.description).toBe('Deprecated. Replace a pet');
    expect(g.tools.put_pets_id.annotations).toMatchObject({ destructiveHint: false, idempotentHint: true });
  });
});

describe('mcpgen import openapi: tool names every client accepts', () => {
  test('a dotted operationId becomes [a-zA-Z0-9_-] names, numbered apart, the operationId kept in http.operationId', async () => {
    const dir = path.join(scratch.dir, 'dotted-spec');
    mkdirSync(dir, { recursive: true });
    const answer = { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } };
    const doc = {
      openapi: '3.1.0',
      info: { title: 'Repos', version: '1.0.0' },
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/repos/{name}': {
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          get: { operationId: 'repos.get', summary: 'Get a repository', responses: answer },
          put: { operationId: 'repos_get', summary: 'Replace a repository', responses: answer },
        },
      },
    };
    writeFileSync(path.join(dir, 'repos.json'), JSON.stringify(doc));
    const out = path.join(scratch.dir, 'dotted');
    const r = await runCliInProcess(['import', 'openapi', path.join(dir, 'repos.json'), '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('MCPG274');
    const m = manifestOf(out);
    expect(Object.keys(m.tools)).toEqual(['repos_get', 'repos_get_2']);
    // The operationId stays beside the path, out of the description (no tokens in tools/list).
    expect(m.tools.repos_get.description).toBe('Get a repository');
    expect(m.tools.repos_get.http).toMatchObject({ method: 'get', path: '/repos/{name}', operationId: 'repos.get' });
    expect(Object.keys(m.tools.repos_get.http).slice(0, 3)).toEqual(['method', 'path', 'operationId']);
    expect(m.tools.repos_get_2.http.operationId).toBe('repos_get');
    // The manifest with the key validates and generates.
    const generated = await runInProject(out, 'generate', ['--dry-run']);
    expect(generated.code, generated.stderr).toBe(0);
  });
});

describe('mcpgen import openapi --portable', () => {
  test('const becomes a one-value enum and integer exclusive bounds inclusive ones, kept on re-import', async () => {
    const dir = path.join(scratch.dir, 'portable-spec');
    mkdirSync(dir, { recursive: true });
    const doc = {
      openapi: '3.1.0',
      info: { title: 'Shop', version: '1.0.0' },
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/prices': {
          get: {
            operationId: 'listPrices',
            parameters: [
              { name: 'currency', in: 'query', schema: { type: 'string', const: 'EUR' } },
              { name: 'above', in: 'query', schema: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 100 } },
            ],
            responses: {
              '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { kind: { const: 'prices' } } } } } },
            },
          },
        },
      },
    };
    writeFileSync(path.join(dir, 'shop.json'), JSON.stringify(doc));
    const out = path.join(scratch.dir, 'portable');
    const plain = await runCliInProcess(['import', 'openapi', path.join(dir, 'shop.json'), '--out', path.join(scratch.dir, 'not-portable')]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(manifestOf(path.join(scratch.dir, 'not-portable')).tools.listPrices.input.properties.currency).toMatchObject({ const: 'EUR' });
    const r = await runCliInProcess(['import', 'openapi', path.join(dir, 'shop.json'), '--out', out, '--portable']);
    expect(r.code, r.stderr).toBe(0);
    const check = (m: ReturnType<typeof manifestOf>) => {
      expect(m.openapi.portable).toBe(true);
      const { currency, above } = m.tools.listPrices.input.properties;
      expect(currency).toMatchObject({ type: 'string', enum: ['EUR'] });
      expect(currency).not.toHaveProperty('const');
      expect(above).toMatchObject({ type: 'integer', minimum: 1, maximum: 99 });
      expect(above).not.toHaveProperty('exclusiveMinimum');
      // Outputs stay as documented: no model client reads them.
      expect(m.tools.listPrices.output.properties.kind).toEqual({ const: 'prices' });
    };
    check(manifestOf(out));
    expect((await runCliInProcess(['import', 'openapi', '--out', out])).code).toBe(0);
    check(manifestOf(out));
  });
});

describe('mcpgen import openapi: re-import and drift', () => {
  test('a changed document: --check fails (MCPG700); re-import keeps overrides and edited handlers', { timeout: 120_000 }, async () => {
    const spec = petsCopy('reimport');
    const out = path.join(scratch.dir, 'reimport');
    expect((await runCliInProcess(['import', 'openapi', spec, '--out', out])).code).toBe(0);
    // The user's changes: a handler edited, an override (kept in the manifest's openapi key).
    const handler = path.join(out, 'src/tools/get-pet.ts');
    const edited = `${readFileSync(handler, 'utf8')}\n// edited by the user\n`;
    writeFileSync(handler, edited);
    const manifestPath = path.join(out, 'mcp.yaml');
    const manifest = readFileSync(manifestPath, 'utf8').replace(
      '\nopenapi:\n',
      '\nopenapi:\n  overrides:\n    getPet: { title: Fetch one pet, annotations: { openWorldHint: false } }\n    deletePet: { exclude: true }\n',
    );
    writeFileSync(manifestPath, manifest);
    expect((await runCliInProcess(['import', 'openapi', '--out', out])).code).toBe(0);
    expect(manifestOf(out).tools).not.toHaveProperty('deletePet');
    expect((await runInProject(out, 'generate', ['--check'])).code).toBe(0);

    // The API grows an operation: the check names the document and the way out.
    writeFileSync(
      spec,
      readFileSync(spec, 'utf8').replace(
        '  /health:\n',
        "  /pets/{id}/walk:\n    post:\n      operationId: walkPet\n      parameters:\n        - { name: id, in: path, required: true, schema: { type: integer } }\n      responses:\n        '204': { description: Walked }\n  /health:\n",
      ),
    );
    const check = await runInProject(out, 'generate', ['--check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/mcp\.yaml:\d+:\d+: error MCPG700 the OpenAPI document \.\.\/reimport-spec\/pets\.yaml changed since it was imported/);
    expect(check.stderr).toContain('mcpgen import openapi --out');

    const again = await runCliInProcess(['import', 'openapi', '--out', out]);
    expect(again.code, again.stderr).toBe(0);
    const m = manifestOf(out);
    expect(Object.keys(m.tools)).toEqual(['listPets', 'createPet', 'getPet', 'uploadPhoto', 'walkPet', 'health']);
    expect(m.tools.getPet.title).toBe('Fetch one pet');
    expect(m.tools.getPet.annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
    expect(readFileSync(handler, 'utf8')).toBe(edited);
    expect(readFileSync(path.join(out, 'src/tools/walk-pet.ts'), 'utf8')).toContain('walkPet');
    expect((await runInProject(out, 'generate', ['--check'])).code).toBe(0);
  });
});

describe('mcpgen import openapi: refusals', () => {
  test.each([
    [
      'a Swagger 2.0 document',
      `${EXAMPLES}/2.0/json/petstore.json`,
      /petstore\.json:1:1: error MCPG702 \S*petstore\.json is a Swagger 2\.0 document; mcpgen imports OpenAPI 3\.0 and 3\.1/,
    ],
    [
      'a $ref to the network',
      `${FIXTURES}/network-ref.yaml`,
      /network-ref\.yaml:12:32: error MCPG703 \$ref https:\/\/schemas\.example\.com\/thing\.json points at the network; mcpgen import never uses the network/,
    ],
    // --strict: all or nothing (without it, the operation is left out; see openapi-lenient.test.ts).
    [
      'an invalid document, --strict',
      `${FIXTURES}/invalid.yaml`,
      /invalid\.yaml:8:9: error MCPG701 not a valid OpenAPI document at \/paths\/~1things\/get\/responses\/200: must have required property 'description'\n/,
    ],
    ['a missing file', `${FIXTURES}/nowhere.yaml`, /error MCPG701 cannot read .*nowhere\.yaml/],
  ])('%s: exit 1, one located error, nothing written', async (_what, spec, expected) => {
    const out = path.join(scratch.dir, `refused-${path.basename(spec)}`);
    const r = await runCliInProcess(['import', 'openapi', spec, '--out', out, ...(_what.endsWith('--strict') ? ['--strict'] : [])]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(expected);
    expect(r.stderr.match(/ error MCPG/g)).toHaveLength(1);
    expect(r.stderr).not.toContain('    at ');
  });

  test('a $ref to a file:// URL is refused, though the file exists (the library would read it when a resolver refuses)', async () => {
    const dir = path.join(scratch.dir, 'file-url-ref');
    mkdirSync(dir, { recursive: true });
    const thing = path.join(dir, 'thing.yaml');
    writeFileSync(thing, 'type: object\nproperties:\n  id: { type: string }\n');
    const ref = new URL(`file://${thing}`).href;
    const response = `          content:\n            application/json:\n              schema:\n                $ref: '${ref}'\n`;
    const doc = `openapi: 3.0.3\ninfo: { title: Things, version: '1.0' }\npaths:\n  /things:\n    get:\n      operationId: listThings\n      responses:\n        '200':\n          description: ok\n${response}`;
    writeFileSync(path.join(dir, 'doc.yaml'), doc);
    const out = path.join(dir, 'out');
    const r = await runCliInProcess(['import', 'openapi', path.join(dir, 'doc.yaml'), '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`doc\\.yaml:13:24: error MCPG703 \\$ref ${ref.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is a file:// URL`));
    expect(r.stderr.match(/ error MCPG/g)).toHaveLength(1);
    expect(existsSync(path.join(out, 'mcp.yaml'))).toBe(false);
  });

  test('a folder whose mcp.yaml was not imported is left alone; bad usage exits 2', async () => {
    const dir = path.join(scratch.dir, 'hand-written');
    expect((await runCliInProcess(['init', dir])).code).toBe(0);
    const before = readFileSync(path.join(dir, 'mcp.yaml'), 'utf8');
    const r = await runCliInProcess(['import', 'openapi', `${FIXTURES}/pets.yaml`, '--out', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error MCPG706');
    expect(readFileSync(path.join(dir, 'mcp.yaml'), 'utf8')).toBe(before);
    expect((await runCliInProcess(['import', 'openapi'])).code).toBe(2);
    expect((await runCliInProcess(['import', 'openapi', `${FIXTURES}/pets.yaml`, '--name', 'Bad Name'])).code).toBe(2);
  });
});
