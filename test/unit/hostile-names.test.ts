// Generator bugs found by test/fuzz.test.ts, pinned down one by one: names json-schema-to-typescript mishandles.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/manifest/load.js';
import { generate, renderManifest } from '../../src/pipeline.js';
import { REPO_ROOT } from '../support/cli.js';
import { compileProject } from '../support/project.js';
import { scratchDir } from '../support/tmp.js';

const render = async (source: string) => renderManifest(parseManifest(source, 'mcp.yaml', '/project/mcp.yaml'), '/project');
const file = (files: { path: string; content: string }[] | undefined, name: string) => files?.find((f) => f.path === `src/generated/${name}`)?.content ?? '';

describe('type names and property names that json-schema-to-typescript would change', () => {
  it('Object.prototype member names as properties (hasOwnProperty crashed the type compile) stay exact keys', async () => {
    const { files, diagnostics } = await render(`mcpgen: 1
server: { name: hostile, version: 1.0.0 }
tools:
  probe:
    description: d
    input:
      type: object
      properties:
        hasOwnProperty: { type: boolean }
        constructor: { type: string }
        __proto__: { type: integer }
        valueOf: { type: string }
      required: [hasOwnProperty, __proto__]
`);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const types = file(files, 'types.gen.ts');
    expect(types).toMatch(
      /export interface ProbeInput \{\n {2}"?hasOwnProperty"?: boolean\n {2}"?constructor"?\?: string\n {2}"?__proto__"?: number\n {2}"?valueOf"?\?: string\n\}/,
    );
    expect(types).not.toContain('__mcpgen_key_');
    // The schema keeps "__proto__" as data: a computed key, never a prototype assignment.
    expect(file(files, 'schemas.gen.ts')).toContain('["__proto__"]: {');
  });

  it('a letter after digits keeps its case in type names (md5sum → Md5sumInput, not Md5SumInput)', async () => {
    const { files } = await render(`mcpgen: 1
server: { name: digits, version: 1.0.0 }
definitions:
  Sha256hash: { type: object, properties: { hex: { type: string } } }
tools:
  md5sum:
    description: d
    input: { type: object, properties: { hash: { $ref: "#/definitions/Sha256hash" } } }
    output: { $ref: "#/definitions/Sha256hash" }
`);
    const types = file(files, 'types.gen.ts');
    expect(types).toContain('export interface Md5sumInput {');
    expect(types).toContain('hash?: Sha256hash');
    expect(types).toContain('export interface Sha256hash {');
    expect(types).not.toMatch(/Md5Sum|Sha256Hash/);
    expect(file(files, 'tools.gen.ts')).toContain('Md5sumInput');
  });

  it('two definitions whose names differ only in case after a digit keep apart, and derived names that clash are numbered', async () => {
    const { diagnostics, files } = await render(`mcpgen: 1
server: { name: digits, version: 1.0.0 }
definitions:
  Sha256hash: { type: string }
  Sha256Hash: { type: integer }
  sha-256-hash: { type: boolean }
tools:
  t: { description: d }
`);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const types = file(files!, 'types.gen.ts');
    expect(types).toContain('export type Sha256hash = string');
    expect(types).toContain('export type Sha256Hash = number');
    expect(types).toContain('export type Sha256Hash2 = boolean');
  });
});

describe('Object.prototype member names in the data mcpgen prints as object literals', () => {
  // tsc infers a list of object literals as a union of them, each with the others' keys as optional `never`; under
  // exactOptionalPropertyTypes an element without its own `toString` then reads Object.prototype's and fails
  // (fuzz seed 5064). Every such literal mcpgen prints must have a declared type.
  const names = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__proto__'];
  const item = (name: string) =>
    `{ type: object, properties: { ${JSON.stringify(name)}: { type: number } } }, { type: object, properties: { ok: { type: string } } }`;
  const manifest = `mcpgen: 1
server: { name: proto-keys, version: 1.0.0 }
definitions:
  Shared:
    type: object
    properties:
${names.map((n) => `      ${JSON.stringify(`list_${n}`)}: { type: array, prefixItems: [${item(n)}], items: false }`).join('\n')}
      any: { anyOf: [${names.map(item).join(', ')}] }
tools:
  first:
    description: d
    input: { type: object, properties: { shared: { $ref: "#/definitions/Shared" } } }
    output: { type: object, properties: { shared: { $ref: "#/definitions/Shared" } } }
  second:
    description: d
    input:
      type: object
      properties:
        shared: { $ref: "#/definitions/Shared" }
        own: { anyOf: [${names.map(item).join(', ')}] }
`;

  it('compile under strict tsc with exactOptionalPropertyTypes, in the shared definitions and in a schema', async () => {
    const scratch = scratchDir('proto-keys');
    try {
      const dir = path.join(scratch.dir, 'project');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'mcp.yaml'), manifest);
      const result = await generate({ manifestPath: 'mcp.yaml', cwd: dir });
      expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
      // The definition is shared (the case the fuzz found), so the table literal is part of what is compiled.
      expect(readFileSync(path.join(dir, 'src/generated/schemas.gen.ts'), 'utf8')).toContain('Shared: sharedDefs.Shared');
      // The strict options the goldens are checked with (test/tsconfig.generated.json), on this project's files.
      writeFileSync(
        path.join(scratch.dir, 'tsconfig.json'),
        JSON.stringify({
          extends: path.join(REPO_ROOT, 'test/tsconfig.generated.json'),
          compilerOptions: { skipLibCheck: true },
          include: ['./project/src/**/*.ts'],
        }),
      );
      expect(compileProject(scratch.dir)).toBe('');
    } finally {
      scratch.cleanup();
    }
  }, 240_000);
});
