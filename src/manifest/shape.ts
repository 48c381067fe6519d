import { createRequire } from 'node:module';
import type AjvModule from 'ajv';
import type { ErrorObject } from 'ajv';
import manifestSchema from './manifest.schema.json' with { type: 'json' };
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { didYouMean } from './did-you-mean.js';
import { locate, type LoadedManifest } from './located.js';
import { isObject } from './schema-walk.js';
import { MANIFEST_AJV_OPTIONS, precompiled } from './shape-options.js';
import { pointerTokens } from './refs.js';
import { acceptedPart } from './accepted.js';

const manifestValidator = await precompiled('./manifest-validator.js', () => {
  // Required only here: a built mcpgen never loads ajv's compiler. ajv is CommonJS: its default export is the class.
  const Ajv = (createRequire(import.meta.url)('ajv') as { default: typeof AjvModule.default }).default;
  return new Ajv(MANIFEST_AJV_OPTIONS).compile(manifestSchema);
});

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
  const diagnostic = (code: Diagnostic['code'], message: string, path = at, hint?: string, key = false): Diagnostic => ({
    severity: 'error',
    code,
    message,
    path,
    loc: locate(loaded, path, { key }),
    hint,
  });
  const propertyName = (err as ErrorObject & { propertyName?: string }).propertyName;
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
      if (missing === 'description' && at.length === 2 && at[0] === 'tools')
        return diagnostic(
          'MCPG204',
          `tool ${quote(at[1] ?? '')} has no description`,
          at,
          'models choose tools by their description; say what the tool does and when to use it',
          true,
        );
      return diagnostic('MCPG103', `missing required key ${quote(missing)} in ${where}`, at, undefined, at.length > 0);
    }
    case 'type': {
      const types = [(err.params as { type: string | string[] }).type].flat();
      return diagnostic('MCPG102', `${where} must be ${types.map(describeType).join(' or ')}, got ${describeType(typeOf(err.data))}`);
    }
    case 'const':
      if (at.length === 1 && at[0] === 'mcpgen')
        return diagnostic('MCPG105', `unsupported manifest format ${JSON.stringify(err.data)}; this mcpgen reads format 1`, at, 'set "mcpgen: 1"');
      return diagnostic('MCPG104', `${where} must be ${JSON.stringify(err.schema)}`);
    case 'enum': {
      const allowed = (err.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v));
      return diagnostic('MCPG104', `${where} must be one of ${allowed.join(', ')}, got ${JSON.stringify(err.data)}`);
    }
    case 'propertyNames':
      return undefined; // reported by the nested pattern error with the offending name
    case 'minLength':
      if (propertyName === '' && at.length === 1 && at[0] === 'definitions')
        return diagnostic(
          'MCPG104',
          'a definition name must not be empty',
          [...at, ''],
          'any other name works, e.g. "simple-user"; $ref it as "#/definitions/simple-user"',
          true,
        );
      return diagnostic('MCPG104', `${where} ${err.message ?? 'is invalid'}`);
    case 'not': // an error class name (propertyNames) or an error code (errorClass.code) the schema reserves
    case 'pattern':
      if (propertyName !== undefined) return namingError(propertyName, at, err.keyword === 'not', loaded);
      if (err.keyword === 'not')
        return diagnostic(
          'MCPG208',
          `error code ${err.data} is reserved by the MCP specification`,
          at,
          'use a standard JSON-RPC code (-32600, -32602, -32603) or one in -32000..-32019',
        );
      return diagnostic('MCPG104', `${where} ${quote(String(err.data))} ${patternMeaning(at)}`);
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

/** A key that the schema's propertyNames reject: a name that breaks its pattern, or (`reserved`) one it may not take. */
function namingError(name: string, at: string[], reserved: boolean, loaded: LoadedManifest): Diagnostic {
  const errors = at[0] === 'errors';
  return {
    severity: 'error',
    code: errors ? 'MCPG206' : 'MCPG104',
    message: reserved
      ? `error class name ${quote(name)} is reserved`
      : `${errors ? 'error class' : 'definition'} name ${quote(name)} must be PascalCase (^[A-Z][A-Za-z0-9]*$)`,
    path: [...at, name],
    loc: locate(loaded, [...at, name], { key: true }),
    hint: reserved
      ? 'mcpgen generates a class of that name itself (or it is a JavaScript global); choose another name'
      : `it becomes a TypeScript ${errors ? 'class' : 'type'} name`,
  };
}

function patternMeaning(at: string[]): string {
  const key = at.join('.');
  if (key === 'server.name') return 'must be lowercase letters, digits and dashes (e.g. "docs-search")';
  if (key === 'server.version') return 'must be a semantic version (e.g. "1.0.0")';
  if (at[at.length - 1] === 'mimeType') return 'must be a media type (e.g. "text/markdown")';
  return 'does not match the required pattern';
}
