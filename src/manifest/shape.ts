import { createRequire } from 'node:module';
import type AjvModule from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import manifestSchema from './manifest.schema.json' with { type: 'json' };
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { didYouMean } from './did-you-mean.js';
import { locate, type LoadedManifest } from './located.js';
import { isObject } from './schema-walk.js';
import { MANIFEST_AJV_OPTIONS } from './shape-options.js';
import { pointerTokens } from './refs.js';
import { acceptedPart } from './accepted.js';

// The build's precompiled validator (dist/manifest/manifest-validator.js, see src/build); from the TypeScript
// sources (tests) there is none, and the schema is compiled on first use. A variable, so TypeScript does not look
// for a module that exists only in the built package.
const PRECOMPILED = './manifest-validator.js';
let compiled = ((await import(PRECOMPILED).catch(() => undefined)) as { default?: ValidateFunction } | undefined)?.default;
function manifestValidator(): ValidateFunction {
  if (compiled) return compiled;
  // Required only here: a built mcpgen never loads ajv's compiler. ajv is CommonJS: its default export is the class.
  const Ajv = (createRequire(import.meta.url)('ajv') as { default: typeof AjvModule.default }).default;
  compiled = new Ajv(MANIFEST_AJV_OPTIONS).compile(manifestSchema);
  return compiled;
}

export { manifestSchema };

export interface ShapeResult {
  readonly diagnostics: Diagnostic[];
  /** The manifest without the parts the schema rejected (see accepted.ts): what the semantic rules check. */
  readonly accepted: unknown;
}

/** Checks the manifest against its published JSON Schema and maps each failure to a located diagnostic. */
export function checkShape(loaded: LoadedManifest): ShapeResult {
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

function mapError(err: ErrorObject, loaded: LoadedManifest): Diagnostic | undefined {
  const at = pointerTokens(err.instancePath);
  const where = at.length ? at.join('.') : 'the manifest';
  const base = { severity: 'error' as const };
  switch (err.keyword) {
    case 'additionalProperties': {
      const key = String((err.params as { additionalProperty: string }).additionalProperty);
      const allowed = isObject(err.parentSchema?.properties) ? Object.keys(err.parentSchema.properties) : [];
      const guess = didYouMean(key, allowed);
      return {
        ...base,
        code: 'MCPG101',
        message: `unknown key ${quote(key)} in ${where}${guess ? ` (did you mean ${quote(guess)}?)` : ''}`,
        path: [...at, key],
        loc: locate(loaded, [...at, key], { key: true }),
        hint: allowed.length ? `allowed keys: ${allowed.join(', ')}` : undefined,
      };
    }
    case 'required': {
      const missing = String((err.params as { missingProperty: string }).missingProperty);
      if (missing === 'description' && at.length === 2 && at[0] === 'tools')
        return {
          ...base,
          code: 'MCPG204',
          message: `tool ${quote(at[1] ?? '')} has no description`,
          path: at,
          loc: locate(loaded, at, { key: true }),
          hint: 'models choose tools by their description; say what the tool does and when to use it',
        };
      return {
        ...base,
        code: 'MCPG103',
        message: `missing required key ${quote(missing)} in ${where}`,
        path: at,
        loc: locate(loaded, at, { key: at.length > 0 }),
      };
    }
    case 'type': {
      const types = [(err.params as { type: string | string[] }).type].flat();
      return {
        ...base,
        code: 'MCPG102',
        message: `${where} must be ${types.map(describeType).join(' or ')}, got ${describeType(typeOf(err.data))}`,
        path: at,
        loc: locate(loaded, at),
      };
    }
    case 'const':
      if (at.length === 1 && at[0] === 'mcpgen')
        return {
          ...base,
          code: 'MCPG105',
          message: `unsupported manifest format ${JSON.stringify(err.data)}; this mcpgen reads format 1`,
          path: at,
          loc: locate(loaded, at),
          hint: 'set "mcpgen: 1"',
        };
      return { ...base, code: 'MCPG104', message: `${where} must be ${JSON.stringify(err.schema)}`, path: at, loc: locate(loaded, at) };
    case 'enum': {
      const allowed = (err.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v));
      return {
        ...base,
        code: 'MCPG104',
        message: `${where} must be one of ${allowed.join(', ')}, got ${JSON.stringify(err.data)}`,
        path: at,
        loc: locate(loaded, at),
      };
    }
    case 'propertyNames':
      return undefined; // reported by the nested pattern error with the offending name
    case 'minLength':
      if ((err as ErrorObject & { propertyName?: string }).propertyName === '' && at.length === 1 && at[0] === 'definitions')
        return {
          ...base,
          code: 'MCPG104',
          message: 'a definition name must not be empty',
          path: [...at, ''],
          loc: locate(loaded, [...at, ''], { key: true }),
          hint: 'any other name works, e.g. "simple-user"; $ref it as "#/definitions/simple-user"',
        };
      return { ...base, code: 'MCPG104', message: `${where} ${err.message ?? 'is invalid'}`, path: at, loc: locate(loaded, at) };
    case 'pattern': {
      const name = (err as ErrorObject & { propertyName?: string }).propertyName;
      if (name !== undefined) return namingError(name, at, loaded);
      return {
        ...base,
        code: 'MCPG104',
        message: `${where} ${quote(String(err.data))} ${patternMeaning(at)}`,
        path: at,
        loc: locate(loaded, at),
      };
    }
    default:
      return { ...base, code: 'MCPG104', message: `${where} ${err.message ?? 'is invalid'}`, path: at, loc: locate(loaded, at) };
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

function namingError(name: string, at: string[], loaded: LoadedManifest): Diagnostic {
  const section = at[0] ?? '';
  return {
    severity: 'error',
    code: section === 'errors' ? 'MCPG206' : 'MCPG104',
    message: `${section === 'errors' ? 'error class' : 'definition'} name ${quote(name)} must be PascalCase (^[A-Z][A-Za-z0-9]*$)`,
    path: [...at, name],
    loc: locate(loaded, [...at, name], { key: true }),
    hint: `it becomes a TypeScript ${section === 'errors' ? 'class' : 'type'} name`,
  };
}

function patternMeaning(at: string[]): string {
  const key = at.join('.');
  if (key === 'server.name') return 'must be lowercase letters, digits and dashes (e.g. "docs-search")';
  if (key === 'server.version') return 'must be a semantic version (e.g. "1.0.0")';
  if (at[at.length - 1] === 'mimeType') return 'must be a media type (e.g. "text/markdown")';
  return 'does not match the required pattern';
}
