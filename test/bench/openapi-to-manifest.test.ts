// The bench's OpenAPI → manifest converter must produce manifests mcpgen accepts without errors, or the
// generation figures would be of a failing run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/manifest/load.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { openApiToManifest } from './openapi-to-manifest.js';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const load = (rel: string) => JSON.parse(readFileSync(path.join(REPO, 'node_modules', rel), 'utf8'));

describe('openApiToManifest', () => {
  it.each([
    ['@readme/oas-examples/3.1/json/train-travel.json', 7],
    ['@readme/oas-examples/3.0/json/star-trek.json', 120],
    ['@readme/oas-examples/3.0/json/petstore.json', 20],
  ])('%s becomes a valid manifest with one tool per operation', (file, tools) => {
    const converted = openApiToManifest(load(file), { name: 'bench' });
    expect(converted.tools).toBe(tools);
    const { diagnostics, manifest } = validateManifest(parseManifest(converted.yaml, 'mcp.yaml'));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(Object.keys((manifest as { tools: object }).tools)).toHaveLength(tools);
  });

  it('changes exactly one tool when asked to touch the first', () => {
    const doc = load('@readme/oas-examples/3.0/json/petstore.json');
    const a = openApiToManifest(doc, { name: 'bench' }).yaml.split('\n');
    const b = openApiToManifest(doc, { name: 'bench', touchFirst: true }).yaml.split('\n');
    expect(a.length).toBe(b.length);
    expect(a.filter((line, i) => line !== b[i])).toHaveLength(1);
  });
});
