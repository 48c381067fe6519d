// The build writes the JSON Schema 2020-12 meta-schema's validator as code (src/build/standalone-validators.ts) so a
// run never loads ajv's compiler; manifest/schema-rules.ts takes its verdict and first error as ajv's validateSchema
// would give them. This holds the written code to ajv's own answer on every object of the example manifests (most
// are not valid schemas) and on broken schemas at several depths.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { metaValidatorModule } from '../../src/build/standalone-validators.js';
import { META_SCHEMA_ID, metaAjv } from '../../src/manifest/shape-options.js';
import { REPO_ROOT } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';

const scratch = scratchDir('meta-validator');
afterAll(scratch.cleanup);

const BROKEN: readonly unknown[] = [
  { type: 'objekt' },
  { properties: { a: { type: 'objekt' } } },
  { items: { minimum: 'x' } },
  { $defs: { a: { properties: { b: { enum: 3 } } } } },
  { prefixItems: [{ required: 'x' }] },
  { allOf: [] },
  { properties: { a: { $ref: 3 } } },
  { anyOf: [{ additionalProperties: { type: 1 } }] },
  { not: { required: ['a', 'a'] } },
  { dependentSchemas: { a: { type: 'integer', minLength: -1 } } },
  { $schema: META_SCHEMA_ID, type: ['string', 'string'] },
  true,
  false,
];

/** Every object and array in the example manifests (valid or not): the ones without a foreign $schema. */
function samples(): unknown[] {
  const out: unknown[] = [...BROKEN];
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return;
    const schema = (v as { $schema?: unknown }).$schema;
    if (schema === undefined || schema === META_SCHEMA_ID) out.push(v);
    for (const child of Object.values(v)) walk(child);
  };
  const specs = path.join(REPO_ROOT, 'specs');
  for (const file of readdirSync(specs).filter((f) => f.endsWith('.yaml'))) walk(parse(readFileSync(path.join(specs, file), 'utf8')));
  return out;
}

describe('the precompiled meta-schema validator', () => {
  it('gives ajv validateSchema’s verdict and errors', async () => {
    const file = path.join(scratch.dir, 'meta-validator.mjs');
    writeFileSync(file, metaValidatorModule());
    const written = (await import(pathToFileURL(file).href)).default as ValidateFunction;
    const ajv = metaAjv();
    const all = samples();
    let invalid = 0;
    for (const sample of all) {
      const verdict = ajv.validateSchema(sample as object);
      if (!verdict) invalid++;
      // Errors are read only after a failure (ajv leaves the last ones in place after a pass).
      expect([written(sample), verdict ? null : written.errors]).toEqual([verdict, verdict ? null : ajv.errors]);
    }
    // The comparison covers both answers.
    expect(all.length).toBeGreaterThan(500);
    expect(invalid).toBeGreaterThan(50);
  });
});
