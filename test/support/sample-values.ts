// Deterministic sample values for JSON Schemas (issue 41's answer measurement): the arguments of a sampled tool call,
// from the tool's advertised input schema, and a canned backend's answer, from a document's response schema. What a
// schema documents comes first (const, enum, default, examples); otherwise the plainest value of its type within its
// bounds. Only required properties are filled below the top level, so a sample is small and stays inside the schema.
import { createRequire } from 'node:module';
import type { ErrorObject } from 'ajv';
import type Ajv2020Module from 'ajv/dist/2020.js';

export type Schema = Record<string, any> | boolean;

const MAX_DEPTH = 12;

const FORMATS: Readonly<Record<string, string>> = {
  'date-time': '2024-01-02T03:04:05Z',
  date: '2024-01-02',
  time: '03:04:05Z',
  email: 'user@example.com',
  uri: 'https://example.com/sample',
  url: 'https://example.com/sample',
  'uri-reference': 'https://example.com/sample',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  hostname: 'example.com',
  byte: 'c2FtcGxl',
  binary: 'c2FtcGxl',
  password: 'sample-password',
  duration: 'P1D',
};

/** Candidates tried, in order, against a `pattern`. */
const PATTERN_CANDIDATES = ['sample', 'a', 'A', '1', 'abc', 'ABC', 'a1', 'sample-1', 'sample_1', '123', 'en', 'US', 'en-US', '#000000', '000000'];

/** Resolves a local `$ref` ("#/a/b") in `root`. */
export function resolveRef(root: unknown, ref: string): Schema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: any = root;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node?.[key];
    if (node === undefined) return undefined;
  }
  return node as Schema;
}

const typeOf = (s: Record<string, any>): string | undefined => {
  const t = Array.isArray(s.type) ? s.type.find((x: string) => x !== 'null') : s.type;
  if (t !== undefined) return t;
  if (s.properties || s.additionalProperties || s.required) return 'object';
  if (s.items) return 'array';
  return undefined;
};

function sampleString(s: Record<string, any>): string {
  let value = (typeof s.format === 'string' && FORMATS[s.format]) || 'sample';
  if (typeof s.pattern === 'string') {
    try {
      const re = new RegExp(s.pattern, 'u');
      if (!re.test(value)) value = PATTERN_CANDIDATES.find((c) => re.test(c)) ?? value;
    } catch {
      // A pattern JavaScript cannot compile: the plain value.
    }
  }
  if (typeof s.minLength === 'number' && value.length < s.minLength) value = value.padEnd(s.minLength, 'x');
  if (typeof s.maxLength === 'number' && value.length > s.maxLength) value = value.slice(0, s.maxLength);
  return value;
}

function sampleNumber(s: Record<string, any>, integer: boolean): number {
  const low = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 0.5) : undefined;
  const high = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 0.5) : undefined;
  let value = low ?? Math.min(1, high ?? 1);
  if (integer) value = Math.ceil(value);
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) value = Math.ceil(value / s.multipleOf) * s.multipleOf;
  return value;
}

export interface SampleOptions {
  /** Also fill optional top-level properties that document a value (an example, an enum, a default). */
  readonly documentedOptional?: boolean;
}

/** A value of `schema` (its local $refs resolved in `root`); undefined when none can be made. */
export function sampleValue(schema: Schema, root: unknown, options: SampleOptions = {}, depth = 0): unknown {
  if (schema === true) return 'sample';
  if (schema === false || depth > MAX_DEPTH) return undefined;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(root, schema.$ref);
    return target === undefined ? undefined : sampleValue(target, root, options, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part: Schema) => sampleValue(part, root, options, depth + 1));
    if (parts.every((p: unknown) => p !== null && typeof p === 'object' && !Array.isArray(p))) {
      const own = typeOf(schema) === 'object' ? sampleObject(schema, root, options, depth) : {};
      return Object.assign({}, ...parts, own);
    }
    return parts.find((p: unknown) => p !== undefined);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) {
      const branch = schema[key].find((b: Schema) => typeof b !== 'object' || b.type !== 'null') ?? schema[key][0];
      const value = sampleValue(branch, root, options, depth + 1);
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && schema.properties)
        return { ...sampleObject(schema, root, options, depth), ...value };
      return value;
    }
  }
  switch (typeOf(schema)) {
    case 'object':
      return sampleObject(schema, root, options, depth);
    case 'array': {
      const item = sampleValue(schema.items ?? {}, root, {}, depth + 1);
      const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 0);
      if (typeof schema.maxItems === 'number' && schema.maxItems === 0) return [];
      return item === undefined ? (count === 0 ? [] : undefined) : Array.from({ length: Math.max(count, 1) }, () => item);
    }
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
}

const documents = (s: Schema): boolean =>
  typeof s === 'object' && ('const' in s || Array.isArray(s.enum) || s.default !== undefined || s.example !== undefined || Array.isArray(s.examples));

function sampleObject(schema: Record<string, any>, root: unknown, options: SampleOptions, depth: number): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, sub] of Object.entries<Schema>(schema.properties ?? {})) {
    const wanted = required.has(name) || (depth === 0 && options.documentedOptional === true && documents(sub));
    if (!wanted) continue;
    const value = sampleValue(sub, root, {}, depth + 1);
    if (value === undefined) {
      if (required.has(name)) return undefined;
      continue;
    }
    out[name] = value;
  }
  for (const name of required) {
    if (name in out) continue;
    if (schema.additionalProperties === false) return undefined;
    out[name] = 'sample';
  }
  return out;
}

// CommonJS modules whose default exports TypeScript's NodeNext typing does not see (as src/openapi/examples.ts loads them).
const require = createRequire(import.meta.url);
const Ajv2020 = (require('ajv/dist/2020.js') as { default: typeof Ajv2020Module.default }).default;
const addFormats = require('ajv-formats') as (ajv: InstanceType<typeof Ajv2020>) => void;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();

/** ajv's verdict on `value` against an advertised (2020-12, self-contained) schema: [] when valid. */
export function schemaErrors(schema: Record<string, any>, value: unknown): readonly ErrorObject[] {
  let validate = compiled.get(schema);
  if (validate === undefined) {
    try {
      validate = ajv.compile(schema);
    } catch {
      return [];
    }
    compiled.set(schema, validate);
  }
  return validate(value) ? [] : (validate.errors ?? []);
}

/** Arguments for a tool: with the documented optional values when they validate, else only the required ones. */
export function sampleArguments(inputSchema: Record<string, any>): Record<string, unknown> | undefined {
  for (const documentedOptional of [true, false]) {
    const args = sampleValue(inputSchema, inputSchema, { documentedOptional });
    if (args !== null && typeof args === 'object' && !Array.isArray(args) && schemaErrors(inputSchema, args).length === 0)
      return args as Record<string, unknown>;
  }
  return undefined;
}
