// Issue 41, classes B and B': what http.drift: relax advertises. A 2xx answer whose data is well formed but breaks a
// documented value constraint (pattern, format, a bound, an enum, an integer that is not one) or leaves out what made
// oneOf branches exclusive must still validate against the relaxed output schema, as ajv (the SDKs' validator, with
// formats) checks it, while the documented schema keeps reporting the drift. The shape stays: types and properties.
import { createRequire } from 'node:module';
import type Ajv2020Module from 'ajv/dist/2020.js';
import type addFormatsModule from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { advertisedInput, advertisedOutput, relaxSchema } from '../../src/ir/normalize-http.js';
import { cutWithReport, RELAXED_OUTPUT_BUDGET } from '../../src/ir/relax-cut.js';
import type { SchemaIR } from '../../src/ir/types.js';
import type { Manifest, ManifestTool } from '../../src/manifest/types.gen.js';

const require = createRequire(import.meta.url);
const Ajv2020 = (require('ajv/dist/2020.js') as { default: typeof Ajv2020Module.default }).default;
const addFormats = (require('ajv-formats') as { default: typeof addFormatsModule.default }).default;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const valid = (schema: object | boolean, value: unknown) => ajv.validate(schema, value);

/** Twilio's and ReadMe's answers: ids that break their documented patterns, a date in another format, a count past its bound. */
const DOCUMENTED = {
  type: 'object',
  additionalProperties: false,
  required: ['sid', 'status'],
  properties: {
    sid: { type: 'string', pattern: '^AC[0-9a-f]{32}$', minLength: 34, maxLength: 34 },
    start_on: { type: 'string', format: 'date' },
    status: { type: 'string', enum: ['active', 'closed'] },
    catalog_version: { type: 'integer', minimum: 0, maximum: 100 },
    version: { type: 'integer', format: 'int64' },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 1, uniqueItems: true },
    uri: { type: ['string', 'null', 'integer'], pattern: '^/x' },
    meta: { type: 'object', additionalProperties: { type: 'string', format: 'uri' } },
  },
};
const DRIFTING = {
  sid: 'SID-1',
  start_on: '2026-01-01T00:00:00Z',
  status: 'archived',
  catalog_version: 1.5e3 + 0.5,
  // Square's int64 as protobuf's JSON mapping writes it.
  version: '1605486402527',
  tags: ['a', 'a'],
  uri: 'https://elsewhere',
  meta: { a: 'not a uri' },
  extra: 1,
};

describe('relaxSchema (http.drift: relax)', () => {
  test('class B: well-formed data that breaks pattern, format, enum, bounds or integer validates; the documented schema still reports it', () => {
    expect(valid(DOCUMENTED, DRIFTING)).toBe(false);
    const relaxed = relaxSchema(DOCUMENTED);
    expect(valid(relaxed, DRIFTING), JSON.stringify(ajv.errors)).toBe(true);
    // The shape stays: a value of another type is still refused, and the properties are still described.
    expect(valid(relaxed, { ...DRIFTING, sid: 7 })).toBe(false);
    expect(valid(relaxed, { ...DRIFTING, catalog_version: '7' })).toBe(false);
    expect(valid(relaxed, { ...DRIFTING, tags: 'a' })).toBe(false);
    expect(valid(relaxed, { ...DRIFTING, meta: { a: 1 } })).toBe(false);
    expect(relaxed).toMatchObject({
      type: 'object',
      properties: { sid: { type: 'string' }, catalog_version: { type: 'number' }, uri: { type: ['string', 'null', 'number'] } },
    });
  });

  test("class B': oneOf branches that only required or additionalProperties: false kept apart become anyOf", () => {
    const branch = (name: string) => ({
      type: 'object',
      additionalProperties: false,
      required: [name],
      properties: { [name]: { type: 'string' }, line_1: { type: 'string' } },
    });
    const documented = { type: 'object', properties: { result: { oneOf: [branch('postcode'), branch('udprn')] } } };
    const answer = { result: { line_1: '1 High St' } };
    const relaxed = relaxSchema(documented);
    expect(valid(relaxed, answer), JSON.stringify(ajv.errors)).toBe(true);
    expect(JSON.stringify(relaxed)).not.toContain('oneOf');
    // With an anyOf beside it, both still hold.
    const both = relaxSchema({ anyOf: [{ type: 'object' }, { type: 'array' }], oneOf: [branch('a'), branch('b')] });
    expect(valid(both, { line_1: 'x' })).toBe(true);
    expect(valid(both, { line_1: 5 })).toBe(false);
    expect(JSON.stringify(both)).toContain('"allOf"');
  });

  test('not, if/then/else and dependentRequired go: relaxed inside, they would turn around', () => {
    const documented = { type: 'object', properties: { a: { type: 'string' } }, not: { required: ['a'] }, dependentRequired: { a: ['b'] } };
    expect(valid(relaxSchema(documented), { a: 'x' })).toBe(true);
  });
});

describe('the relaxed output schema within its budget (class A)', () => {
  // Stripe's shape: every object refers to others (expandable fields), so an answer reaches most definitions.
  const padding = 'x'.repeat(1500);
  const defs: Record<string, unknown> = {};
  for (let i = 0; i < 40; i++)
    defs[`Object${i}`] = {
      type: 'object',
      description: padding,
      properties: { id: { type: 'string' }, next: { anyOf: [{ type: 'string' }, { $ref: `#/$defs/Object${i + 1}` }] } },
    };
  defs.Object40 = { type: 'object', properties: { id: { type: 'string' } } };
  const documented = { type: 'object', required: ['first'], properties: { first: { $ref: '#/$defs/Object0' } }, $defs: defs };
  const manifest = { tools: {} } as unknown as Manifest;
  const tool = { description: 'd', http: { method: 'get', path: '/x', drift: 'relax' } } as unknown as ManifestTool;

  test('advertised under relax: at most RELAXED_OUTPUT_BUDGET bytes, the nearest definitions kept, a reference to the rest open, named in its description', () => {
    const { output } = advertisedOutput(tool, { typeName: 'XOutput', jsonSchema: documented, root: 'object' } as SchemaIR, manifest);
    const advertised = output!.jsonSchema as Record<string, unknown>;
    expect(JSON.stringify(documented).length).toBeGreaterThan(60_000);
    expect(JSON.stringify(advertised).length).toBeLessThanOrEqual(RELAXED_OUTPUT_BUDGET);
    const kept = Object.keys(advertised.$defs as object);
    expect(kept.slice(0, 2)).toEqual(['Object0', 'Object1']);
    expect(kept).not.toContain('Object39');
    const last = kept.at(-1)!;
    expect(JSON.stringify(advertised)).toContain(`{"description":"Object${Number(last.slice(6)) + 1} (not expanded here)"}`);
    // An answer as deep as the document allows still validates.
    let deep: Record<string, unknown> = { id: '40' };
    for (let i = 39; i >= 0; i--) deep = { id: String(i), next: deep };
    expect(valid(documented, { first: deep })).toBe(true);
    expect(valid(advertised, { first: deep })).toBe(true);
    expect(valid(advertised, { first: { id: 1 } })).toBe(false);
  });

  test("the definitions the root refers to stay whatever their size (the answer's own shape; its type is named after the tool)", () => {
    const big = { type: 'object', description: 'y'.repeat(RELAXED_OUTPUT_BUDGET), properties: { other: { $ref: '#/$defs/Other' } } };
    const schema = { $ref: '#/$defs/BankAccount', $defs: { BankAccount: big, Other: { type: 'object', description: 'z'.repeat(100) } } };
    const cut = cutWithReport(schema).schema;
    expect(cut.$ref).toBe('#/$defs/BankAccount');
    expect(cut.$defs).toEqual({ BankAccount: { ...big, properties: { other: { description: 'Other (not expanded here)' } } } });
  });

  test("an API tool's input: past its root's own definitions, within the budget; a hand-written tool's is whole", () => {
    const body = { type: 'object', required: ['body'], properties: { body: { $ref: '#/$defs/Object0' } }, additionalProperties: false, $defs: defs };
    const input = { typeName: 'XInput', jsonSchema: body, root: 'object' } as SchemaIR;
    const { input: cut, inputLeftOut } = advertisedInput(tool, input);
    const advertised = cut.jsonSchema as Record<string, unknown>;
    // Every definition it leaves out is named (MCPG256 warns with them), and each is an open schema naming it.
    expect(inputLeftOut!.length).toBeGreaterThan(0);
    for (const name of inputLeftOut!) expect(JSON.stringify(advertised)).toContain(`"${name} (not expanded here)"`);
    expect(JSON.stringify(advertised).length).toBeLessThanOrEqual(RELAXED_OUTPUT_BUDGET);
    expect(Object.keys(advertised.$defs as object)[0]).toBe('Object0');
    expect(advertised.required).toEqual(['body']);
    const { http: _, ...plain } = tool as unknown as Record<string, unknown>;
    expect(advertisedInput(plain as unknown as ManifestTool, input)).toEqual({ input });
  });

  test('a schema within the budget is the relaxed schema whole', () => {
    const small = { type: 'object', properties: { a: { $ref: '#/$defs/A' } }, $defs: { A: { type: 'string' } } };
    expect(cutWithReport(small).schema).toBe(small);
  });
});
