import type { ErrorObject } from 'ajv';
import manifestSchema from './manifest.schema.json' with { type: 'json' };
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { didYouMean } from './did-you-mean.js';
import { locate, type LoadedManifest } from './located.js';
import { isObject } from './schema-walk.js';
import { manifestAjv, precompiled } from './shape-options.js';
import { pointerTokens } from './refs.js';
import { acceptedPart } from './accepted.js';

const manifestValidator = await precompiled('./manifest-validator.js', () => manifestAjv().compile(manifestSchema));

export { manifestSchema };

/**
 * Checks the manifest against its published JSON Schema and maps each failure to a located diagnostic; `accepted` is
 * the manifest without the parts the schema rejected (see accepted.ts): what the semantic rules check.
 */
export function checkShape(loaded: LoadedManifest): { diagnostics: Diagnostic[]; accepted: unknown } {
  const validate = manifestValidator();
  if (validate(loaded.value)) return { diagnostics: [], accepted: loaded.value };
  const errors = validate.errors ?? [];
  return { diagnostics: shapeDiagnostics(errors, loaded), accepted: acceptedPart(loaded.value, errors) };
}

function shapeDiagnostics(errors: readonly ErrorObject[], loaded: LoadedManifest): Diagnostic[] {
  const out: Diagnostic[] = [];
  const misspelled = new Set<string>();
  for (const err of errors) {
    const d = mapError(err, loaded);
    if (d && !out.some((o) => o.code === d.code && o.message === d.message && o.loc?.line === d.loc?.line)) out.push(d);
    const guess = err.keyword === 'additionalProperties' && d ? /\(did you mean "([^"]+)"\?\)$/.exec(d.message)?.[1] : undefined;
    if (guess !== undefined) misspelled.add(JSON.stringify([...pointerTokens(err.instancePath), guess]));
  }
  // One cause, one error: a misspelled key (`descripton`) is reported as unknown, not also as missing.
  return out.filter((d) => {
    if (d.code !== 'MCPG103' && d.code !== 'MCPG204') return true;
    const missing = d.code === 'MCPG204' ? 'description' : /^missing required key "([^"]+)"/.exec(d.message)?.[1];
    return missing === undefined || !misspelled.has(JSON.stringify([...d.path, missing]));
  });
}

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const quote = (s: string) => JSON.stringify(s);

/** A diagnostic the schema words itself: `x-mcpgen` on the failing subschema, by the keyword that failed. */
interface Worded {
  readonly code: Diagnostic['code'];
  /** {name}: the key a propertyNames rule rejects; {value}: the value; {entry}: the name of the tool, resource...; {missing}: the
   * key a required rule misses (each written as JSON); {where}: the dotted path. */
  readonly message: string;
  readonly hint?: string;
  readonly key?: boolean;
}

function mapError(err: ErrorObject, loaded: LoadedManifest): Diagnostic | undefined {
  const at = pointerTokens(err.instancePath);
  const where = at.length ? at.join('.') : 'the manifest';
  const diagnostic = (code: Diagnostic['code'], message: string, path = at, hint?: string, key = false): Diagnostic => ({
    severity: 'error',
    code,
    message,
    path,
    loc: locate(loaded, path, { key }),
    hint,
  });
  const propertyName = (err as ErrorObject & { propertyName?: string }).propertyName;
  const worded = (err.parentSchema?.['x-mcpgen'] as Record<string, Worded> | undefined)?.[err.keyword];
  if (worded) {
    const values: Record<string, unknown> = {
      name: propertyName,
      value: err.data,
      entry: at[1],
      missing: (err.params as { missingProperty?: string }).missingProperty,
    };
    const fill = (text: string) => text.replace(/\{(name|value|entry|missing|where)\}/g, (_, k: string) => (k === 'where' ? where : JSON.stringify(values[k])));
    const path = propertyName === undefined ? at : [...at, propertyName];
    return diagnostic(worded.code, fill(worded.message), path, worded.hint && fill(worded.hint), propertyName !== undefined || worded.key === true);
  }
  switch (err.keyword) {
    case 'additionalProperties': {
      const key = String((err.params as { additionalProperty: string }).additionalProperty);
      const allowed = isObject(err.parentSchema?.properties) ? Object.keys(err.parentSchema.properties) : [];
      const guess = didYouMean(key, allowed);
      const message = `unknown key ${quote(key)} in ${where}${guess ? ` (did you mean ${quote(guess)}?)` : ''}`;
      return diagnostic('MCPG101', message, [...at, key], allowed.length ? `allowed keys: ${allowed.join(', ')}` : undefined, true);
    }
    case 'required': {
      const missing = String((err.params as { missingProperty: string }).missingProperty);
      return diagnostic('MCPG103', `missing required key ${quote(missing)} in ${where}`, at, undefined, at.length > 0);
    }
    case 'type': {
      const types = [(err.params as { type: string | string[] }).type].flat();
      return diagnostic('MCPG102', `${where} must be ${types.map(describeType).join(' or ')}, got ${describeType(typeOf(err.data))}`);
    }
    case 'const':
      return diagnostic('MCPG104', `${where} must be ${JSON.stringify(err.schema)}`);
    case 'enum': {
      const allowed = (err.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v));
      return diagnostic('MCPG104', `${where} must be one of ${allowed.join(', ')}, got ${JSON.stringify(err.data)}`);
    }
    case 'propertyNames':
    case 'if':
      return undefined; // reported by the nested error with the offending name (or of the branch that applies)
    case 'pattern':
      return diagnostic('MCPG104', `${where} ${quote(String(err.data))} does not match the required pattern`);
    default:
      return diagnostic('MCPG104', `${where} ${err.message ?? 'is invalid'}`);
  }
}

const TYPE_WORDS: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  boolean: 'a boolean',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  null: 'null (empty)',
};
const describeType = (type: string): string => TYPE_WORDS[type] ?? type;
