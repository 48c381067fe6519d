// src/manifest/types.gen.ts is what json-schema-to-typescript makes of the manifest schema (test/support/manifest-types.ts):
// the types cannot drift from the schema that validates the manifests they describe.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_TYPES_FILE, renderManifestTypes } from '../support/manifest-types.js';

describe('the manifest types', () => {
  it(`${MANIFEST_TYPES_FILE} is what npm run docs generates from manifest.schema.json`, async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../..', MANIFEST_TYPES_FILE), 'utf8');
    expect(committed, `run \`npm run docs\` and commit ${MANIFEST_TYPES_FILE}`).toBe(await renderManifestTypes());
  });
});
