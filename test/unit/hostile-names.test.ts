// Generator bugs found by test/fuzz.test.ts, pinned down one by one: names json-schema-to-typescript mishandles.
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/manifest/load.js';
import { renderManifest } from '../../src/pipeline.js';

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
      /export interface ProbeInput \{\n {2}\"?hasOwnProperty\"?: boolean\n {2}\"?constructor\"?\?: string\n {2}\"?__proto__\"?: number\n {2}\"?valueOf\"?\?: string\n\}/,
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
