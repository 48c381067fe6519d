// Issue 41, class 6: a schema no value satisfies ("this property never appears") is legal OpenAPI. The lenient import
// repairs it in the document (the property, the branch or the optional parameter is dropped) with a warning at its
// place; what the manifest's rules still refuse leaves its operation out, located in the document and named. --strict
// refuses the document with errors located in it (never in a generated mcp.yaml) and leaves nothing behind.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { manifestOf } from './support/project.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('openapi-impossible');
afterAll(() => scratch.cleanup());
const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/openapi/impossible.yaml');
const lines = (stderr: string, code: string) => stderr.split('\n').filter((l) => l.includes(` ${code} `));

describe('impossible subschemas (issue 41, class 6)', () => {
  test('repaired or left out by name, located in the document; the rest is imported and generated', { timeout: 180_000 }, async () => {
    const out = path.join(scratch.dir, 'lenient');
    const r = await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('mcp.yaml:');
    expect(lines(r.stderr, 'MCPG720').map((l) => l.replace(/ \(.*$/, ''))).toEqual([
      'test/fixtures/openapi/impossible.yaml:32:11: warning MCPG720 /paths/~1items~1{id}/get/parameters/1: the parameter "legacy" admits no value',
      'test/fixtures/openapi/impossible.yaml:43:21: warning MCPG720 /paths/~1items~1{id}/get/responses/200/content/application~1json/schema/oneOf/1: this oneOf branch admits no value',
      'test/fixtures/openapi/impossible.yaml:69:9: warning MCPG720 /components/schemas/Item/properties/legacyCode: the property "legacyCode" admits no value',
      'test/fixtures/openapi/impossible.yaml:74:9: warning MCPG720 /components/schemas/Item/properties/count: the property "count" admits no value',
    ]);
    // What the manifest's rules refuse and no repair covers (a contradiction inside `not`): the operation, by name.
    expect(lines(r.stderr, 'MCPG721')).toEqual([
      expect.stringMatching(
        /^test\/fixtures\/openapi\/impossible\.yaml:50:56: warning MCPG721 legacySearch \(GET \/search\): tools\.legacySearch\.input\.properties\.q\.not\.maxLength: maxLength \(2\) is less than minLength \(3\).*; left out: legacySearch$/,
      ),
    ]);
    expect(r.stderr).toContain('4 operations (1 more left out as invalid), 3 tools');
    // What generate then says of an imported schema is located in the document too, naming the component.
    expect(lines(r.stderr, 'MCPG309')).toEqual([
      'test/fixtures/openapi/impossible.yaml:77:22: warning MCPG309 components.schemas.Health: definitions.Health.required.1: required names "uptime", which is not a declared property',
    ]);
    const m = manifestOf(out);
    expect(Object.keys(m.tools)).toEqual(['createItem', 'getItem', 'health']);
    expect(Object.keys(m.definitions.Item.properties)).toEqual(['name']);
    expect(Object.keys(m.tools.getItem.input.properties)).toEqual(['id']);
    expect(m.tools.getItem.output).toEqual({ oneOf: [{ $ref: '#/definitions/Item' }] });
    expect(existsSync(path.join(out, 'src/generated/server.gen.ts'))).toBe(true);
  });

  test('--strict refuses it with errors in the document naming operation and component, and writes nothing', async () => {
    const out = path.join(scratch.dir, 'strict');
    const r = await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out, '--strict']);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('mcp.yaml:');
    expect(lines(r.stderr, 'MCPG305').map((l) => l.replace(/ at .*$/, ''))).toEqual([
      'test/fixtures/openapi/impossible.yaml:34:49: error MCPG305 getItem (GET /items/{id}): the imported manifest would not validate',
      'test/fixtures/openapi/impossible.yaml:50:56: error MCPG305 legacySearch (GET /search): the imported manifest would not validate',
      'test/fixtures/openapi/impossible.yaml:73:11: error MCPG305 components.schemas.Item: the imported manifest would not validate',
      'test/fixtures/openapi/impossible.yaml:74:45: error MCPG305 components.schemas.Item: the imported manifest would not validate',
    ]);
    expect(r.stderr).toContain('(needed by createItem, getItem)');
    expect(existsSync(out)).toBe(false);
  });

  test('a generate that fails after the import takes it back: no mcp.yaml, the folder as it was', async () => {
    const out = path.join(scratch.dir, 'conflict');
    mkdirSync(path.join(out, 'src/generated'), { recursive: true });
    writeFileSync(path.join(out, 'src/generated/server.gen.ts'), '// mine\n');
    const r = await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the import is taken back: no project is written');
    expect(existsSync(path.join(out, 'mcp.yaml'))).toBe(false);
    expect(readFileSync(path.join(out, 'src/generated/server.gen.ts'), 'utf8')).toBe('// mine\n');
  });
});
