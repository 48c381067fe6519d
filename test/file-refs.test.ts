// File references through the CLI (in process, `runMcpgen` as the binary runs it): a manifest whose schemas `$ref` JSON
// and YAML files in its folder. The files' schemas become types and are embedded in the advertised schemas; an edit to
// one is drift for --check; every way a `$ref` can fail is one located
// error with a hint.
// (specs/file-refs.yaml is the golden use; its calls are checked on the wire in test/e2e/cases.ts.)
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../src/pipeline.js';
import { runInProject } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('file-refs');
afterAll(() => scratch.cleanup());

function project(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch.dir, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const HEAD = 'mcpgen: 1\nserver: { name: refs, version: 1.0.0 }\n';
const tool = (input: string) =>
  `${HEAD}tools:\n  save:\n    title: Save\n    description: Saves.\n    annotations: { readOnlyHint: false }\n    input:\n${input}`;

const USER_JSON = `{
  "type": "object",
  "properties": {
    "name": { "type": "string", "minLength": 1 },
    "address": { "$ref": "./nested/address.yaml" }
  },
  "required": ["name"],
  "additionalProperties": false
}
`;

describe('a manifest whose schemas $ref files', () => {
  let dir: string;
  /** `mcpgen generate [--check]` in the project, in process. */
  const cli = (command: 'generate', ...args: string[]) => runInProject(dir, command, args);
  const read = (rel: string) => readFileSync(path.join(dir, rel), 'utf8');

  beforeAll(() => {
    dir = project('ok', {
      'mcp.yaml': `${HEAD}definitions:
  user: { type: string, description: "the manifest's own user; the file's becomes user2" }
tools:
  save:
    title: Save
    description: Saves.
    annotations: { readOnlyHint: false }
    input:
      type: object
      properties:
        user: { $ref: ./schemas/user.json }
        again: { $ref: "schemas/user.json" }
        tree: { $ref: "./schemas/all.yaml#/$defs/Tree" }
        name: { $ref: "./schemas/user.json#/properties/name" }
        plain: { $ref: "#/definitions/user" }
      required: [user]
  count:
    title: Count
    description: Counts.
    annotations: { readOnlyHint: true }
    input: { $ref: "./schemas/all.yaml#/$defs/CountInput" }
`,
      'schemas/user.json': USER_JSON,
      'schemas/nested/address.yaml': 'type: object\nproperties:\n  city: { type: string }\n  owner: { $ref: ../all.yaml#/$defs/Tree }\n',
      'schemas/all.yaml': `# several schemas, one file
$defs:
  Tree:
    type: object
    properties:
      label: { type: string }
      children: { type: array, items: { $ref: "#/$defs/Tree" } }
  CountInput:
    type: object
    properties:
      what: { type: string, maxLenght: 10 }
`,
    });
  });

  it("generate types the files' schemas and embeds them in the advertised ones; the result lists the files it read", async () => {
    const r = await cli('generate');
    expect(r.code, r.stderr).toBe(0);
    // A warning inside a file is located in it.
    expect(r.stderr).toContain('schemas/all.yaml:11:29: warning MCPG307 "maxLenght" is not a JSON Schema keyword');
    const types = read('src/generated/types.gen.ts');
    expect(types).toContain('export type User = string');
    expect(types).toContain('export interface User2 {\n  name: string\n  address?: Address\n}');
    expect(types).toContain('export interface Tree {\n  label?: string\n  children?: Tree[]\n}');
    expect(types).toContain('export interface Address {\n  city?: string\n  owner?: Tree\n}');
    expect(types).toContain('export interface SaveInput {\n  user: User2\n  again?: User2\n  tree?: Tree\n  name?: Name\n  plain?: User\n}');
    expect(types).toContain('export interface CountInput {\n  what?: string\n}');
    const advertised = JSON.parse(read('test/generated/expected-tools.json')) as { tools: { name: string; inputSchema: Record<string, unknown> }[] };
    const save = advertised.tools.find((t) => t.name === 'save')!.inputSchema;
    expect(save.properties).toEqual({
      user: { $ref: '#/$defs/user2' },
      again: { $ref: '#/$defs/user2' },
      tree: { $ref: '#/$defs/Tree' },
      name: { $ref: '#/$defs/name' },
      plain: { $ref: '#/$defs/user' },
    });
    expect(Object.keys(save.$defs as object).sort()).toEqual(['Tree', 'address', 'name', 'user', 'user2']);
    expect((save.$defs as Record<string, unknown>).user2).toEqual(JSON.parse(USER_JSON.replace('./nested/address.yaml', '#/$defs/address')));
    expect(advertised.tools.find((t) => t.name === 'count')!.inputSchema).toEqual({ type: 'object', properties: { what: { type: 'string', maxLenght: 10 } } });
    expect(read('src/generated/schemas.gen.ts')).toContain('$ref: "#/$defs/address"');
    const { inputs } = await generate({ manifestPath: 'mcp.yaml', cwd: dir, check: true });
    expect(inputs).toEqual(['schemas/all.yaml', 'schemas/nested/address.yaml', 'schemas/user.json']);
  });

  it('an edit to a referenced file is drift for --check; generate takes it in', async () => {
    const clean = await cli('generate', '--check');
    expect(clean.code, clean.stderr).toBe(0);
    // The warning is in its file.
    expect(clean.stderr).toContain('schemas/all.yaml:11:29: warning MCPG307');

    writeFileSync(path.join(dir, 'schemas/user.json'), USER_JSON.replace('"minLength": 1', '"minLength": 1, "maxLength": 40'));
    const drift = await cli('generate', '--check');
    expect(drift.code, drift.stderr).toBe(1);
    expect(drift.stderr).toContain('src/generated/schemas.gen.ts:1:1: error MCPG903 changed');
    expect(drift.stderr).toContain('+          maxLength: 40');

    const update = await cli('generate');
    expect(update.code, update.stderr).toBe(0);
    expect(update.stderr).toMatch(/\d+ update/);
    expect(read('src/generated/schemas.gen.ts')).toContain('maxLength: 40');
    const again = await cli('generate', '--check');
    expect(again.code, again.stderr).toBe(0);
  });

  it('a referenced file that is gone is a located error for --check', async () => {
    const file = path.join(dir, 'schemas/nested/address.yaml');
    const text = readFileSync(file, 'utf8');
    rmSync(file);
    const check = await cli('generate', '--check');
    expect(check.code, check.stderr).toBe(1);
    expect(check.stderr).toContain('schemas/user.json:5:26: error MCPG322 $ref "./nested/address.yaml": schemas/nested/address.yaml not found');
    writeFileSync(file, text);
  });
});

describe('a $ref that cannot be followed', () => {
  it('is one located error per cause, each with a hint', async () => {
    const dir = project('bad/proj', {
      'mcp.yaml': tool(`      type: object
      properties:
        a: { $ref: https://example.com/user.json }
        b: { $ref: "file:///etc/user.json" }
        c: { $ref: ../outside.json }
        d: { $ref: /etc/user.json }
        e: { $ref: ./schemas/escape.json }
        f: { $ref: ./schemas/missing.json }
        f2: { $ref: ./schemas/missing.json }
        g: { $ref: ./schemas/broken.yaml }
        h: { $ref: "./schemas/user.json#/$defs/Usr" }
        i: { $ref: "./schemas/user.json#user" }
`),
      '../outside.json': '{ "type": "string" }\n',
      'schemas/broken.yaml': 'type: object\nproperties: {\n',
      'schemas/user.json': '{ "$defs": { "User": { "type": "object" } } }\n',
    });
    symlinkSync('../../outside.json', path.join(dir, 'schemas/escape.json'));
    const r = await runInProject(dir, 'validate');
    expect(r.code).toBe(1);
    expect(
      r.stderr,
    ).toBe(`mcp.yaml:11:20: error MCPG320 $ref "https://example.com/user.json": mcpgen reads schemas from files in the manifest's folder, never from a URL
  hint: save the schema next to the manifest and refer to it by a relative path, e.g. "./schemas/user.json"
mcp.yaml:12:20: error MCPG320 $ref "file:///etc/user.json": mcpgen reads schemas from files in the manifest's folder, never from a URL
  hint: save the schema next to the manifest and refer to it by a relative path, e.g. "./schemas/user.json"
mcp.yaml:13:20: error MCPG321 $ref "../outside.json": the file is outside the manifest's folder
  hint: move or copy the schema into the manifest's folder (or below it); mcpgen reads nothing outside it
mcp.yaml:14:20: error MCPG321 $ref "/etc/user.json" is an absolute path
  hint: refer to the file by a path relative to the one that holds this $ref, e.g. "./schemas/user.json"
mcp.yaml:15:20: error MCPG321 $ref "./schemas/escape.json": schemas/escape.json is a link to a file outside the manifest's folder
  hint: move or copy the schema into the manifest's folder (or below it); mcpgen reads nothing outside it
mcp.yaml:16:20: error MCPG322 $ref "./schemas/missing.json": schemas/missing.json not found
  hint: check the path: it is relative to the folder of the file that holds this $ref
mcp.yaml:18:20: error MCPG323 $ref "./schemas/broken.yaml": schemas/broken.yaml is not valid JSON or YAML (3:1: Flow map in block collection must be sufficiently indented and end with a })
  hint: fix the file; JSON is read as YAML, so any JSON document works
mcp.yaml:19:20: error MCPG324 $ref "./schemas/user.json#/$defs/Usr": schemas/user.json has no schema at /$defs/Usr (did you mean "./schemas/user.json#/$defs/User"?)
  hint: keys there: User
mcp.yaml:20:20: error MCPG324 $ref "./schemas/user.json#user": "#user" is not a JSON Pointer
  hint: after # mcpgen follows JSON Pointers such as "#/$defs/<name>", not anchors
mcpgen: 9 errors, 0 warnings
`);
  });

  it('inside a referenced file is located in that file', async () => {
    const dir = project('bad-inside', {
      'mcp.yaml': tool('      type: object\n      properties:\n        user: { $ref: ./schemas/user.json }\n'),
      'schemas/user.json': `{
  "type": "objekt",
  "properties": {
    "name": { "type": "string" },
    "pet": { "$ref": "./pet.json" },
    "home": { "$ref": "https://example.com/home.json" }
  }
}
`,
    });
    const r = await runInProject(dir, 'validate');
    expect(r.code).toBe(1);
    expect(
      r.stderr,
    ).toBe(`schemas/user.json:2:11: error MCPG305 invalid JSON Schema at definitions.user.type: must be one of "array", "boolean", "integer", "null", "number", "object", "string", got "objekt"
  hint: see https://json-schema.org/draft/2020-12/json-schema-validation
schemas/user.json:5:22: error MCPG322 $ref "./pet.json": schemas/pet.json not found
  hint: check the path: it is relative to the folder of the file that holds this $ref
schemas/user.json:6:23: error MCPG320 $ref "https://example.com/home.json": mcpgen reads schemas from files in the manifest's folder, never from a URL
  hint: save the schema next to the manifest and refer to it by a relative path, e.g. "./schemas/user.json"
mcpgen: 3 errors, 0 warnings
`);
  });
});
