import type { PathSegment } from '../diagnostics/diagnostic.js';
import type { Report, Reporter } from './located.js';
import { isObject, valueAt, walkSchema } from './schema-walk.js';
import { draft07Warnings, tupleWarning } from './client-compat-rules.js';
import { hasLocalDefs, localDefsOf, manifestRefName, pointerTokens, reachedDefinitions, resolveRef, wireRefName, type LocalDefs } from './refs.js';
import { didYouMean, suggestion } from './did-you-mean.js';
import type { JsonSchema } from './types.gen.js';
import { META_SCHEMA_ID, metaAjv, precompiled } from './shape-options.js';

const meta = await precompiled('./meta-validator.js', () => metaAjv().getSchema(META_SCHEMA_ID)!);

/** Keywords whose meaning mcpgen cannot carry into one self-contained, typed schema per tool. */
const UNSUPPORTED: Record<string, string> = {
  $id: 'schemas are embedded in the generated server; remove $id',
  $dynamicRef: 'dynamic references are not supported; use $ref: "#/definitions/<Name>"',
  $dynamicAnchor: 'dynamic references are not supported; use $ref: "#/definitions/<Name>"',
  $recursiveRef: 'use $ref: "#/definitions/<Name>" (recursion through a definition is fine)',
  $recursiveAnchor: 'use $ref: "#/definitions/<Name>" (recursion through a definition is fine)',
  // Not 2020-12 keywords, but ones the SDK's validator (ajv) acts on: it refuses the first, gives the others a meaning
  // of its own that the generated types would not share.
  id: "ajv, the SDK's validator, refuses it: remove it (zod 4 writes it for .meta({ id })); a definition is named by its key under $defs",
  nullable: 'OpenAPI 3.0\'s nullable is not JSON Schema: use type: [<type>, "null"]',
  $async: 'an ajv extension that makes validation asynchronous: remove it',
  $defs: 'declare them at the root of the tool\'s schema, or under the top-level "definitions" of the manifest',
  definitions: 'declare them at the root of the tool\'s schema, or under the top-level "definitions" of the manifest',
};
/** Keywords a tool's or an error's schema may use at its root only: its own definitions. */
const ROOT_ONLY = new Set(['$defs', 'definitions']);

/** Every JSON Schema 2020-12 keyword (core, applicator, validation, unevaluated, format, content, meta-data). */
const KEYWORDS = new Set(
  (
    '$schema $id $ref $anchor $dynamicRef $dynamicAnchor $vocabulary $comment $defs definitions ' +
    'allOf anyOf oneOf not if then else dependentSchemas prefixItems items contains properties patternProperties ' +
    'additionalProperties propertyNames unevaluatedItems unevaluatedProperties type enum const multipleOf maximum ' +
    'exclusiveMaximum minimum exclusiveMinimum maxLength minLength pattern maxItems minItems uniqueItems maxContains ' +
    'minContains maxProperties minProperties required dependentRequired format contentEncoding contentMediaType ' +
    'contentSchema title description default deprecated readOnly writeOnly examples dependencies additionalItems'
  ).split(' '),
);

/** Lower and upper bounds that contradict each other when the upper one is smaller: no value satisfies them. */
export const BOUNDS = [
  ['minItems', 'maxItems'],
  ['minLength', 'maxLength'],
  ['minProperties', 'maxProperties'],
  ['minContains', 'maxContains'],
  ['minimum', 'maximum'],
] as const;

/** Conditional keywords json-schema-to-typescript ignores: the type would lack the properties they add. */
const UNTYPED = ['then', 'else', 'dependentSchemas'] as const;

interface Context {
  readonly definitions: Readonly<Record<string, JsonSchema>>;
  readonly report: Reporter;
  /** Tool inputs must be objects at the root (the MCP Tool.inputSchema rule). */
  readonly objectRoot: boolean;
  /** A tool's or error's schema, which may declare its own $defs / definitions at its root. */
  readonly ownDefs?: boolean;
}

export function checkSchema(schema: JsonSchema, at: PathSegment[], ctx: Context): void {
  // Not a schema at all (null, a string…): the shape check has already reported it.
  if (!isObject(schema) && typeof schema !== 'boolean') return;
  const { err: push, warn } = ctx.report;

  if (ctx.objectRoot && (!isObject(schema) || schema.type !== 'object'))
    push(
      'MCPG301',
      isObject(schema) && 'type' in schema ? [...at, 'type'] : at,
      `the input schema of a tool must have type: object at its root`,
      'MCP sends arguments as a JSON object; wrap single values in properties',
    );

  const foreignDialect = isObject(schema) && schema.$schema !== undefined && schema.$schema !== META_SCHEMA_ID;
  if (foreignDialect) push('MCPG304', [...at, '$schema'], `only the JSON Schema 2020-12 dialect is supported`, 'remove $schema (2020-12 is the default)');

  findNonFinite(schema, [], (rel) =>
    push(
      'MCPG305',
      [...at, ...rel],
      'a number in the schema is not finite (.inf or .nan) and cannot be sent as JSON',
      'use a finite bound, or leave the keyword out',
    ),
  );

  const locals = ctx.ownDefs ? localDefsOf(schema) : localDefsOf(undefined);
  const anchors = new Set<string>();
  if (hasLocalDefs(locals)) checkShadowing(schema, at, locals, ctx, push);
  walkSchema(schema, (node, rel) => {
    // The full path, built only for a problem (most nodes have none).
    let path: PathSegment[] | undefined;
    const here = () => (path ??= [...at, ...rel]);
    if (rel.length > 0 && node.$schema !== undefined)
      push('MCPG304', [...here(), '$schema'], 'JSON Schema keyword "$schema" is only allowed at the root of a schema', 'remove it', true);
    for (const key of Object.keys(node)) {
      if (Object.hasOwn(UNSUPPORTED, key)) {
        if (!(ctx.ownDefs && rel.length === 0 && ROOT_ONLY.has(key)))
          push('MCPG304', [...here(), key], `JSON Schema keyword "${key}" is not supported in a manifest schema`, UNSUPPORTED[key], true);
        continue;
      }
      if (KEYWORDS.has(key) || key.startsWith('x-')) continue;
      const guess = didYouMean(key, [...KEYWORDS]);
      warn(
        'MCPG307',
        [...here(), key],
        `"${key}" is not a JSON Schema keyword, so it constrains nothing${guess ? ` (did you mean "${guess}"?)` : ''}`,
        guess ? `rename it to "${guess}"` : 'prefix custom annotations with "x-"; in flow style ({ ... }) quote values that contain commas',
        true,
      );
    }
    for (const [low, high] of BOUNDS) {
      const [min, max] = [node[low], node[high]];
      if (typeof min === 'number' && typeof max === 'number' && max < min)
        push('MCPG305', [...here(), high], `${high} (${max}) is less than ${low} (${min}): no value satisfies this schema`, `raise ${high} or lower ${low}`);
    }
    for (const key of UNTYPED)
      if (node[key] !== undefined)
        warn(
          'MCPG306',
          [...here(), key],
          `"${key}" is validated at run time, but the properties it adds do not appear in the generated TypeScript type`,
          'declare those properties under "properties" (optional) so handlers can read them with their types',
          true,
        );
    checkRequired(node, here, ctx.report);
    tupleWarning(node, here, warn);
    draft07Warnings(node, here, warn);
    if (node.$ref !== undefined) checkRef(node.$ref, [...here(), '$ref'], locals, ctx, push);
    if (typeof node.$anchor === 'string') {
      if (anchors.has(node.$anchor))
        push(
          'MCPG305',
          [...here(), '$anchor'],
          `$anchor ${JSON.stringify(node.$anchor)} is declared twice in this schema`,
          'anchors must be unique within a schema',
        );
      anchors.add(node.$anchor);
    }
  });

  // The dialect is 2020-12 here, so ajv's validateSchema is this validator's verdict and errors.
  const validate = foreignDialect ? undefined : meta();
  if (validate && !validate(schema)) {
    for (const e of validate.errors ?? []) {
      const rel = pointerTokens(e.instancePath);
      const where = [...at, ...rel];
      // An enum (a type name such as "objekt") lists what it allows: one error that says how to fix it.
      const allowed = e.keyword === 'enum' ? (e.params as { allowedValues?: unknown[] }).allowedValues : undefined;
      const message = allowed
        ? `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}, got ${JSON.stringify(valueAt(schema, rel))}`
        : (e.message ?? 'invalid');
      push('MCPG305', where, `invalid JSON Schema at ${where.join('.')}: ${message}`, 'see https://json-schema.org/draft/2020-12/json-schema-validation');
      break; // the first meta-schema error is the useful one; the rest are usually its echoes
    }
  }
}

/** A `$ref` names the schema's own $defs / definitions, or a top-level definition (see resolveRef). */
function checkRef(ref: unknown, where: PathSegment[], locals: LocalDefs, ctx: Context, push: Report): void {
  if (resolveRef(ref, locals, ctx.definitions)) return;
  const own = wireRefName(ref);
  const name = own ?? manifestRefName(ref);
  if (name === undefined) {
    push(
      'MCPG302',
      where,
      `$ref ${JSON.stringify(ref)} must point at a definition ("#/definitions/<name>", or "#/$defs/<name>" of this schema's own $defs)`,
      typeof ref === 'string' && ref.startsWith('#') && !ref.startsWith('#/')
        ? 'anchors are kept in the schema but not followed by mcpgen: refer to the definition by its path, "#/$defs/<name>"'
        : "mcpgen never reads the network; declare the schema under top-level definitions or this schema's root $defs",
    );
    return;
  }
  const declared = own !== undefined ? Object.keys(locals.$defs) : [...Object.keys(locals.definitions), ...Object.keys(ctx.definitions)];
  const prefix = own !== undefined ? '#/$defs/' : '#/definitions/';
  const guess = didYouMean(name, declared);
  push(
    'MCPG303',
    where,
    `$ref ${JSON.stringify(ref)} points at an undeclared definition${guess ? ` (did you mean "${prefix}${guess}"?)` : ''}`,
    own !== undefined && !ctx.ownDefs
      ? `a top-level definition has no $defs of its own: use "#/definitions/${name}"`
      : declared.length
        ? own !== undefined
          ? `this schema's $defs declare: ${declared.join(', ')}`
          : `declared definitions: ${declared.join(', ')}`
        : `declare it under ${own !== undefined ? "the schema's root $defs" : 'top-level definitions'}`,
  );
}

/**
 * The advertised schema puts the top-level definitions it uses under its root $defs, beside its own: an own $defs
 * entry named like one of those would be two schemas under one name.
 */
function checkShadowing(schema: JsonSchema, at: PathSegment[], locals: LocalDefs, ctx: Context, push: Report): void {
  const reached = reachedDefinitions(schema, ctx.definitions);
  for (const name of Object.keys(locals.$defs))
    if (reached.has(name))
      push(
        'MCPG310',
        [...at, '$defs', name],
        `"${name}" is both one of this schema's own $defs and a top-level definition it uses`,
        'rename one of them: the advertised schema carries both under its $defs',
        true,
      );
}

/**
 * `required` naming a property the object does not declare: with the object closed (additionalProperties or
 * unevaluatedProperties false) no call can ever pass, an error; otherwise any value passes for it, a warning. Only
 * objects that declare properties or are closed are checked: a `required` in an allOf branch names its parent's.
 */
function checkRequired(node: Record<string, unknown>, here: () => PathSegment[], { err, warn }: Reporter): void {
  if (!Array.isArray(node.required)) return;
  const closed = node.additionalProperties === false || node.unevaluatedProperties === false;
  if (!isObject(node.properties) && !closed) return;
  if (['allOf', 'anyOf', 'oneOf', 'if', 'dependentSchemas', '$ref', 'patternProperties'].some((k) => node[k] !== undefined)) return;
  const declared = isObject(node.properties) ? Object.keys(node.properties) : [];
  node.required.forEach((name, i) => {
    if (typeof name !== 'string' || declared.includes(name)) return;
    (closed ? err : warn)(
      closed ? 'MCPG308' : 'MCPG309',
      [...here(), 'required', i],
      `required names "${name}", which is not a declared property${suggestion(name, declared)}`,
      closed
        ? 'the object allows no other properties, so no call could ever pass: declare the property or fix the name'
        : 'declare it under "properties" (or fix the name); as it is, any value passes for it',
    );
  });
}

/** JSON has no Infinity or NaN (YAML's .inf / .nan): they would silently become null on the wire. */
function findNonFinite(value: unknown, at: PathSegment[], report: (at: PathSegment[]) => void): void {
  if (typeof value === 'number' && !Number.isFinite(value)) report([...at]);
  else if (isObject(value) || Array.isArray(value))
    for (const [key, item] of Object.entries(value)) {
      at.push(Array.isArray(value) ? Number(key) : key);
      findNonFinite(item, at, report);
      at.pop();
    }
}
