/**
 * A quick check that a schema is valid against the JSON Schema 2020-12 meta-schema, for the keywords manifests use.
 * It only ever answers "surely valid" or "ask ajv": a keyword it does not know, or a value it does not accept, sends
 * the schema to ajv (schema-rules.ts), which also words the error. Compiling and running ajv's meta-schema costs
 * ~0.3 s on a large manifest (~2,400 schemas); this walk a tenth of that.
 */

import { isObject } from './schema-walk.js';

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isBoolean: Check = (v) => typeof v === 'boolean';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isCount: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isSchema: Check = (v) => typeof v === 'boolean' || (isObject(v) && surelyValidSchema(v));
const schemaList: Check = (v) => Array.isArray(v) && v.length > 0 && v.every(isSchema);
const schemaMap: Check = (v) => isObject(v) && Object.values(v).every(isSchema);
const uniqueStrings: Check = (v) => Array.isArray(v) && v.every(isString) && new Set(v).size === v.length;
const anything: Check = () => true;

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
const isType: Check = (v) =>
  typeof v === 'string' ? SIMPLE_TYPES.has(v) : Array.isArray(v) && v.length > 0 && v.every((t) => SIMPLE_TYPES.has(t as string)) && new Set(v).size === v.length;

/** The keywords checked here, with what the meta-schema requires of their values (formats are not validated). */
const KEYWORDS: ReadonlyMap<string, Check> = new Map(Object.entries({
  // Another dialect's URI makes ajv validate against that meta-schema instead.
  $schema: (v) => v === 'https://json-schema.org/draft/2020-12/schema',
  $ref: isString,
  $comment: isString,
  $defs: schemaMap,
  definitions: schemaMap,
  prefixItems: schemaList,
  items: isSchema,
  contains: isSchema,
  additionalProperties: isSchema,
  properties: schemaMap,
  patternProperties: schemaMap,
  dependentSchemas: schemaMap,
  propertyNames: isSchema,
  if: isSchema,
  then: isSchema,
  else: isSchema,
  not: isSchema,
  allOf: schemaList,
  anyOf: schemaList,
  oneOf: schemaList,
  unevaluatedItems: isSchema,
  unevaluatedProperties: isSchema,
  type: isType,
  const: anything,
  enum: Array.isArray,
  multipleOf: (v) => isNumber(v) && (v as number) > 0,
  maximum: isNumber,
  exclusiveMaximum: isNumber,
  minimum: isNumber,
  exclusiveMinimum: isNumber,
  maxLength: isCount,
  minLength: isCount,
  pattern: isString,
  maxItems: isCount,
  minItems: isCount,
  uniqueItems: isBoolean,
  maxContains: isCount,
  minContains: isCount,
  maxProperties: isCount,
  minProperties: isCount,
  required: uniqueStrings,
  dependentRequired: (v) => isObject(v) && Object.values(v).every(uniqueStrings),
  title: isString,
  description: isString,
  default: anything,
  deprecated: isBoolean,
  readOnly: isBoolean,
  writeOnly: isBoolean,
  examples: Array.isArray,
  format: isString,
  contentEncoding: isString,
  contentMediaType: isString,
  contentSchema: isSchema,
} satisfies Record<string, Check>));

function surelyValidSchema(schema: Record<string, unknown>): boolean {
  for (const key in schema) {
    // A Map, not an object: keys such as "constructor" or "__proto__" must not find Object.prototype's members.
    const check = KEYWORDS.get(key);
    if (check === undefined ? !key.startsWith('x-') : !check(schema[key])) return false;
  }
  return true;
}

/** True only when the schema is valid against the 2020-12 meta-schema; false means "ask ajv". */
export const surelyValid = (schema: unknown): boolean => isSchema(schema);
