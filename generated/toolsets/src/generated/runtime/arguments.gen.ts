// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// A closed object schema (additionalProperties: false) names each property it does not know, with the nearest known
// one: `{"cnt": 5}` for a `count` parameter is an invalid-params error that says so, never silently dropped.
import type { StandardSchemaV1 } from '@modelcontextprotocol/server';
import { describeError, schemaErrors } from './schema-errors.gen.js';

/** Levenshtein distance, small strings only (property names). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The known name nearest to `name` (case ignored): at most 2 edits (a third of its length when longer), fewer than its length. */
export function nearest(name: string, known: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const limit = Math.min(Math.max(2, Math.floor(wanted.length / 3)), wanted.length - 1);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const d = distance(wanted, candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** The properties a closed object schema declares; undefined when it accepts others (open, or patternProperties). */
function closedProperties(schema: Readonly<Record<string, unknown>>): string[] | undefined {
  if (schema.additionalProperties !== false || schema.patternProperties !== undefined) return undefined;
  const properties = schema.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/** One issue per property of `value` that the closed `schema` does not declare; [] when there is none. */
export function unknownProperties(schema: Readonly<Record<string, unknown>>, value: unknown): StandardSchemaV1.Issue[] {
  const known = closedProperties(schema);
  if (known === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const list = known.length > 0 ? `; known: ${known.join(', ')}` : '; it takes none';
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => {
      const guess = nearest(key, known);
      return { message: `unknown property ${JSON.stringify(key)}${guess !== undefined ? ` (did you mean ${JSON.stringify(guess)}?)` : ''}${list}` };
    });
}

/** ajv's own words for an unknown property at the root, which unknownProperties names with a did-you-mean. */
const BARE = /(^|, )data must NOT have additional properties(?=, |$)/g;

/**
 * A failed validation explained: the unknown-property issues first, then each of ajv's errors with what it is about
 * (the property a nested closed object refuses, the values an enum allows; schema-errors.gen.ts). A valid result is
 * returned as it is.
 */
export function explainedIssues<T>(
  unknown: StandardSchemaV1.Issue[],
  result: StandardSchemaV1.Result<T>,
  schema: Readonly<Record<string, unknown>>,
  value: unknown,
): StandardSchemaV1.Result<T> {
  if (!result.issues) return result;
  const errors = schemaErrors(schema, value);
  const others =
    errors !== undefined && errors.length > 0
      ? errors
          .filter((e) => !(unknown.length > 0 && e.instancePath === '' && e.keyword === 'additionalProperties'))
          .map((e) => ({ message: `data${e.instancePath} ${describeError(e)}` }))
      : result.issues.map((i) => ({ ...i, message: i.message.replace(BARE, '').replace(/^, /, '') })).filter((i) => i.message !== '');
  return { issues: [...unknown, ...others] };
}
