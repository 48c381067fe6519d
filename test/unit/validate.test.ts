import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { parseManifest } from '../../src/manifest/load.js';
import { didYouMean } from '../../src/manifest/did-you-mean.js';
import { validateManifest } from '../../src/manifest/validate.js';

const FILE = 'mcp.yaml';
const validate = (source: string) => validateManifest(parseManifest(source, FILE));
const errorsOf = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === 'error');
const codesOf = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => d.code);

/** 1-based line and column of the `occurrence`-th (0-based) appearance of `needle` in `source`. */
function positionOf(source: string, needle: string, occurrence = 0): { line: number; col: number } {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = source.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`"${needle}" #${occurrence} not in source`);
  }
  const before = source.slice(0, index).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

const at = (source: string, needle: string, occurrence = 0) => ({ file: FILE, ...positionOf(source, needle, occurrence) });

/** A manifest with nothing to complain about, not even a warning. */
const CLEAN = `mcpgen: 1
server:
  name: docs-search
  version: 1.0.0
definitions:
  Document:
    type: object
    properties:
      title: { type: string }
    required: [title]
errors:
  NotFound:
    message: Document not found
    code: -32002
tools:
  get_document:
    title: Get document
    description: Fetch one document by id.
    annotations: { readOnlyHint: true, openWorldHint: false }
    input:
      type: object
      properties: { id: { type: string } }
      required: [id]
    output: { $ref: "#/definitions/Document" }
    errors: [NotFound]
`;

describe('validateManifest', () => {
  it('accepts a clean manifest with no diagnostics and returns it', () => {
    const result = validate(CLEAN);
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest?.tools?.get_document?.description).toBe('Fetch one document by id.');
  });

  it('accepts the docs-search example (warnings only)', () => {
    const source = readFileSync(new URL('../../specs/docs-search.yaml', import.meta.url), 'utf8');
    const result = validate(source);
    expect(errorsOf(result.diagnostics)).toEqual([]);
    expect(result.manifest?.server.name).toBe('docs-search');
  });

  it('suggests the closest key for a misspelled one, at the key itself', () => {
    const source = CLEAN.replace('    title: Get document\n', '    titel: Get document\n');
    const { diagnostics, manifest } = validate(source);
    expect(manifest).toBeUndefined();
    const unknown = diagnostics.filter((d) => d.code === 'MCPG101');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({
      severity: 'error',
      message: 'unknown key "titel" in tools.get_document (did you mean "title"?)',
      path: ['tools', 'get_document', 'titel'],
      loc: at(source, 'titel'),
    });
    expect(unknown[0]!.hint).toMatch(/^allowed keys: title, description, annotations, input, output, errors, progress, timeoutMs/);
  });

  it('offers no suggestion when no key is close', () => {
    const source = CLEAN.replace('  version: 1.0.0\n', '  version: 1.0.0\n  homepage: https://docs.example.com\n');
    const unknown = validate(source).diagnostics.filter((d) => d.code === 'MCPG101');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.message).toBe('unknown key "homepage" in server');
    expect(unknown[0]!.loc).toEqual(at(source, 'homepage'));
  });

  it('didYouMean ignores case and gives up beyond the edit-distance budget', () => {
    const keys = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
    expect(didYouMean('readonlyhint', keys)).toBe('readOnlyHint');
    expect(didYouMean('openWordHint', keys)).toBe('openWorldHint');
    expect(didYouMean('idempotentHnit', keys)).toBe('idempotentHint');
    expect(didYouMean('cacheable', keys)).toBeUndefined();
    expect(didYouMean('x', [])).toBeUndefined();
  });

  it('reports a duplicate tool name at the second definition and names the first', () => {
    const source = `${CLEAN}  get_document:\n    title: Get document again\n    description: A second definition.\n    annotations: { readOnlyHint: true }\n`;
    const { diagnostics } = validate(source);
    const dup = diagnostics.filter((d) => d.code === 'MCPG202');
    expect(dup).toHaveLength(1);
    const first = positionOf(source, 'get_document:', 0);
    const second = positionOf(source, 'get_document:', 1);
    expect(dup[0]).toMatchObject({ severity: 'error', path: ['tools', 'get_document'], loc: { file: FILE, ...second } });
    expect(dup[0]!.message).toBe(`duplicate tool name "get_document" (first defined at ${first.line}:${first.col})`);
    expect(second.line).toBeGreaterThan(first.line);
  });

  it('locates a schema error deep inside a tool input at the offending value', () => {
    const source = CLEAN.replace(
      'properties: { id: { type: string } }',
      'properties:\n        id:\n          type: object\n          properties:\n            parts: { type: array, items: { type: strng } }',
    );
    const { diagnostics } = validate(source);
    expect(codesOf(diagnostics)).toEqual(['MCPG305']);
    expect(diagnostics[0]!.loc).toEqual(at(source, 'strng'));
    expect(diagnostics[0]!.path).toEqual(['tools', 'get_document', 'input', 'properties', 'id', 'properties', 'parts', 'items', 'type']);
  });

  it('locates a nested $ref problem at the $ref value', () => {
    const source = CLEAN.replace(
      'output: { $ref: "#/definitions/Document" }',
      'output:\n      type: array\n      items:\n        anyOf:\n          - { type: string }\n          - { $ref: "#/definitions/Documnet" }',
    );
    const { diagnostics } = validate(source);
    expect(codesOf(diagnostics)).toEqual(['MCPG303']);
    expect(diagnostics[0]!.loc).toEqual(at(source, '"#/definitions/Documnet"'));
    expect(diagnostics[0]!.hint).toBe('declared definitions: Document');
  });

  it('reports every independent problem at once, sorted by position', () => {
    const source = `mcpgen: 1
server:
  name: Docs_Search
  version: 1.0.0
  instruction: Use the tools.
errors:
  RateLimited:
    message: Slow down
    code: -32050
tools:
  search documents:
    title: Search documents
    description: Full-text search.
    annotations: { readOnlyHint: true }
  get_document:
    title: Get document
    descripton: Fetch one document.
    annotations: { readOnlyHint: "yes" }
    input:
      type: object
      properties: { id: { $ref: "#/definitions/Id" } }
    errors: [NotFound]
  list_documents:
    description: List documents.
    input: { type: array }
`;
    const { diagnostics, manifest } = validate(source);
    expect(manifest).toBeUndefined();
    const found = diagnostics.map((d) => `${d.loc?.line}:${d.loc?.col} ${d.severity} ${d.code}`);
    expect(found).toEqual([
      `${positionOf(source, 'Docs_Search').line}:${positionOf(source, 'Docs_Search').col} error MCPG104`,
      `${positionOf(source, 'instruction').line}:3 error MCPG101`,
      `${positionOf(source, '-32050').line}:${positionOf(source, '-32050').col} error MCPG208`,
      `${positionOf(source, 'search documents').line}:3 error MCPG201`,
      // The misspelled description is one error (MCPG101), not also a missing one (MCPG204).
      `${positionOf(source, 'descripton').line}:5 error MCPG101`,
      `${positionOf(source, '"yes"').line}:${positionOf(source, '"yes"').col} error MCPG102`,
      `${positionOf(source, '"#/definitions/Id"').line}:${positionOf(source, '"#/definitions/Id"').col} error MCPG303`,
      `${positionOf(source, 'NotFound').line}:${positionOf(source, 'NotFound').col} error MCPG205`,
      `${positionOf(source, 'list_documents').line}:3 warning MCPG210`,
      `${positionOf(source, 'list_documents').line}:3 warning MCPG212`,
      `${positionOf(source, 'type: array').line}:${positionOf(source, 'array').col} error MCPG301`,
    ]);
    const didYouMeans = diagnostics.filter((d) => d.message.includes('did you mean'));
    expect(didYouMeans.map((d) => d.message)).toEqual([
      'unknown key "instruction" in server (did you mean "instructions"?)',
      'unknown key "descripton" in tools.get_document (did you mean "description"?)',
    ]);
  });

  it('keeps validating after a duplicate key, but stops at a YAML syntax error', () => {
    const duplicated = CLEAN.replace('  version: 1.0.0\n', '  version: 1.0.0\n  version: 2.0.0\n  colour: blue\n');
    expect(codesOf(validate(duplicated).diagnostics)).toEqual(['MCPG002', 'MCPG101']);
    expect(validate(duplicated).diagnostics[0]!.message).toBe(`duplicate key "version" (first defined at ${positionOf(duplicated, 'version').line}:3)`);

    const broken = `${CLEAN.replace('  version: 1.0.0\n', '  version: 1.0.0\n  colour: blue\n')}  broken: [unclosed\n`;
    const result = validate(broken);
    expect(result.manifest).toBeUndefined();
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(new Set(codesOf(result.diagnostics))).toEqual(new Set(['MCPG001']));
  });

  it('uses the relPath it was given in every location', () => {
    const source = CLEAN.replace('name: docs-search', 'name: Docs');
    const { diagnostics } = validateManifest(parseManifest(source, 'specs/api.yaml', '/abs/specs/api.yaml'));
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) expect(d.loc?.file).toBe('specs/api.yaml');
  });
});
