// surelyValid (src/manifest/meta-fast.ts) lets schema-rules.ts skip ajv's 2020-12 meta-schema check. It may say
// "ask ajv" for a valid schema, never "valid" for an invalid one: compared with ajv on every schema of every spec,
// on fuzzed schemas and on thousands of random mutations of them.
import Ajv2020Module from 'ajv/dist/2020.js';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { surelyValid } from '../../src/manifest/meta-fast.js';
import { readManifest } from '../../src/manifest/load.js';
import { REPO_ROOT } from '../support/cli.js';
import { randomSchema, rng, type Random } from '../support/fuzz-manifest.js';
import { fuzzTypesInput } from '../support/schema-fuzz.js';

const ajv = new Ajv2020Module.default({ strict: false, validateFormats: false });
const ajvValid = (schema: unknown) => ajv.validateSchema(schema as object) === true;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every schema a manifest holds: tool inputs and outputs, definitions, error data. */
function manifestSchemas(value: unknown): unknown[] {
  if (!isObject(value)) return [];
  const out: unknown[] = [];
  for (const tool of Object.values(isObject(value.tools) ? value.tools : {}))
    if (isObject(tool)) out.push(...[tool.input, tool.output].filter((s) => s !== undefined));
  out.push(...Object.values(isObject(value.definitions) ? value.definitions : {}));
  for (const error of Object.values(isObject(value.errors) ? value.errors : {})) if (isObject(error) && error.data !== undefined) out.push(error.data);
  return out;
}

async function specSchemas(): Promise<unknown[]> {
  const files = [
    ...readdirSync(path.join(REPO_ROOT, 'specs')).filter((f) => f.endsWith('.yaml')).map((f) => `specs/${f}`),
    ...readdirSync(path.join(REPO_ROOT, 'specs', 'invalid')).filter((f) => f.endsWith('.yaml')).map((f) => `specs/invalid/${f}`),
  ];
  const out: unknown[] = [];
  for (const file of files) {
    const loaded = await readManifest(file, REPO_ROOT);
    if ('doc' in loaded) out.push(...manifestSchemas(loaded.value));
  }
  return out;
}

const KEYWORDS = [
  'type', 'properties', 'required', 'items', 'prefixItems', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'not', 'minItems',
  'maxItems', 'minLength', 'maxLength', 'minimum', 'maximum', 'multipleOf', 'pattern', 'format', 'description', 'title',
  'deprecated', 'readOnly', 'uniqueItems', 'additionalProperties', 'patternProperties', '$ref', '$defs', 'dependentRequired',
  'dependencies', '$id', '$anchor', 'constructor', '__proto__', 'toString', 'x-extra', 'examples', 'default',
];
const VALUES: unknown[] = [
  null, true, false, 0, -1, 1.5, 3, 'string', 'text', '', [], ['a'], ['a', 'a'], ['string', 'null'], ['string', 'string'],
  [{}], [1, 2], {}, { a: {} }, { a: 5 }, { a: 'b' }, { type: 'string' }, { a: ['x', 'x'] }, Number.MAX_SAFE_INTEGER,
];

/** A copy of `schema` with one keyword somewhere set to a random value (or a random keyword added). */
function mutated(r: Random, schema: unknown): unknown {
  const copy = structuredClone(schema);
  const nodes: Record<string, unknown>[] = [];
  const collect = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (isObject(v)) {
      nodes.push(v);
      Object.values(v).forEach(collect);
    }
  };
  collect(copy);
  if (nodes.length === 0) return r.pick(VALUES);
  const node = r.pick(nodes);
  const key = r.chance(0.5) && Object.keys(node).length > 0 ? r.pick(Object.keys(node)) : r.pick(KEYWORDS);
  Object.defineProperty(node, key, { value: r.pick(VALUES), enumerable: true, configurable: true, writable: true });
  return copy;
}

describe('surelyValid never calls an invalid schema valid', () => {
  it('every schema of every spec and invalid spec, and most of them are answered without ajv', async () => {
    const schemas = await specSchemas();
    expect(schemas.length).toBeGreaterThan(60);
    let sure = 0;
    for (const schema of schemas) {
      // schema-rules.ts reports another dialect (MCPG304) and never asks the 2020-12 meta-schema about it.
      if (!surelyValid(schema) || (isObject(schema) && typeof schema.$schema === 'string')) continue;
      sure++;
      expect(ajvValid(schema), JSON.stringify(schema)).toBe(true);
    }
    expect(sure / schemas.length).toBeGreaterThan(0.8);
  });

  it('fuzzed schemas (manifest fuzzer and types fuzzer) and 6,000 random mutations of them', () => {
    const r = rng(4242);
    const schemas: unknown[] = [];
    for (let i = 0; i < 300; i++) schemas.push(randomSchema(r, 3, ['Pet', 'Owner']));
    for (let seed = 0; seed < 60; seed++) {
      const input = fuzzTypesInput(9_100_000 + seed);
      schemas.push(...input.definitions.map((d) => d.jsonSchema), ...input.tools.flatMap((t) => [t.input.jsonSchema, t.output?.jsonSchema]));
    }
    let checked = 0;
    let rejected = 0;
    for (const schema of schemas.filter((s) => s !== undefined)) {
      for (const candidate of [schema, ...Array.from({ length: 6 }, () => mutated(r, schema))]) {
        if (!surelyValid(candidate)) {
          rejected++;
          continue;
        }
        checked++;
        expect(ajvValid(candidate), JSON.stringify(candidate)).toBe(true);
      }
    }
    // Both answers occur: the comparison above is not vacuous.
    expect(checked).toBeGreaterThan(1000);
    expect(rejected).toBeGreaterThan(500);
  });

  it.each([
    [{ type: 'text' }],
    [{ type: ['string', 'string'] }],
    [{ type: [] }],
    [{ required: ['a', 'a'] }],
    [{ minItems: -1 }],
    [{ minItems: 1.5 }],
    [{ multipleOf: 0 }],
    [{ anyOf: [] }],
    [{ properties: { a: 5 } }],
    [{ enum: 'a' }],
    [{ items: [{}] }],
    [JSON.parse('{"__proto__": 5}')],
    [{ constructor: 5 }],
    [{ toString: 5 }],
    [{ $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' }],
    [5],
  ])('%j: ajv decides', (schema) => {
    expect(surelyValid(schema)).toBe(false);
  });
});
