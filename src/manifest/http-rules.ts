// Semantic rules of HTTP bindings: a tool's `http` against its own input and errors, and against the top-level
// `api` (the shape is checked by the JSON Schema).
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { reporter, type LoadedManifest } from './located.js';
import { followDefinitions } from './refs.js';
import { isObject } from './schema-walk.js';
import { didYouMean, suggestion } from './did-you-mean.js';
import type { JsonSchema, Manifest, ManifestApi, ManifestErrorClass, ManifestHttp, ManifestHttpParameter, ManifestTool } from './types.gen.js';

type HttpLocation = ManifestHttpParameter['in'];
type HttpStyle = NonNullable<ManifestHttpParameter['style']>;

/** The styles OpenAPI allows per location; the first is the default. */
export const STYLES: Readonly<Record<HttpLocation, readonly HttpStyle[]>> = {
  path: ['simple', 'label', 'matrix'],
  query: ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
  header: ['simple'],
  cookie: ['form'],
};

/** The names in a path template, in order: /trips/{tripId} → [tripId]. */
export const pathNames = (path: string): string[] => [...path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);

/** An object input schema, through $refs to definitions: its properties and required names. */
function inputObject(input: JsonSchema | undefined, definitions: Readonly<Record<string, JsonSchema>>) {
  const schema = followDefinitions(input, definitions);
  if (!isObject(schema)) return { properties: [] as string[], required: [] as string[] };
  return {
    properties: isObject(schema.properties) ? Object.keys(schema.properties) : [],
    required: Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [],
  };
}

export function checkHttp(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const { out, err, warn, where } = reporter(loaded);
  const api = isObject(manifest.api) ? (manifest.api as unknown as ManifestApi) : undefined;
  const schemes = api && isObject(api.auth) ? api.auth : {};
  if (typeof api?.baseUrl === 'string' && badBaseUrl(api.baseUrl))
    err(
      'MCPG104',
      ['api', 'baseUrl'],
      `api.baseUrl ${JSON.stringify(api.baseUrl)} must be an absolute http(s) URL without query or fragment`,
      'e.g. "https://api.example.com/v1"',
    );

  const definitions = isObject(manifest.definitions) ? (manifest.definitions as Record<string, JsonSchema>) : {};
  const declared = isObject(manifest.errors) ? (manifest.errors as Record<string, ManifestErrorClass>) : {};
  const tools = isObject(manifest.tools) ? (manifest.tools as Record<string, ManifestTool>) : {};
  const bound = Object.entries(tools).filter(([, tool]) => isObject(tool) && isObject(tool.http));
  if (api && bound.length === 0)
    warn(
      'MCPG228',
      ['api'],
      'the manifest has an api section, but no tool has an http binding',
      'add "http" to the tools that call the API, or remove "api"',
      true,
    );
  for (const [name, tool] of bound) {
    const at: PathSegment[] = ['tools', name, 'http'];
    const http = tool.http as ManifestHttp;
    if (!api)
      err('MCPG227', at, `tool "${name}" has an http binding, but the manifest has no api section`, 'add a top-level "api" with the baseUrl of the API', true);
    const input = inputObject(tool.input, definitions);

    if (typeof http.baseUrl === 'string' && badBaseUrl(http.baseUrl))
      err(
        'MCPG233',
        [...at, 'baseUrl'],
        `http.baseUrl ${JSON.stringify(http.baseUrl)} of tool "${name}" must be an absolute http(s) URL without query or fragment`,
        'e.g. "https://uploads.example.com/v1"',
      );
    const parameters = Array.isArray(http.parameters) ? http.parameters : [];
    const templated = typeof http.path === 'string' ? pathNames(http.path) : [];
    const declaredPath = parameters.filter((p) => isObject(p) && p.in === 'path').map((p) => p.name);
    const unclaimed = templated.filter((variable) => !declaredPath.includes(variable));
    const seen = new Map<string, number>();
    const carriers = new Map<string, string>();
    /** `property` carries `what`: false (reported) when the input does not declare it; a second carrier is reported. */
    const carry = (property: string, what: string, site: PathSegment[]) => {
      if (!input.properties.includes(property)) {
        err(
          'MCPG223',
          site,
          `${what} of tool "${name}" is carried by property "${property}", which its input does not declare${suggestion(property, input.properties)}`,
          input.properties.length > 0 ? `input properties: ${input.properties.join(', ')}` : "declare it under the tool's input.properties",
        );
        return false;
      }
      const other = carriers.get(property);
      if (other !== undefined)
        err(
          'MCPG229',
          site,
          `input property "${property}" of tool "${name}" carries both ${other} and ${what}`,
          'give each parameter (and the body) its own input property',
        );
      else carriers.set(property, what);
      return true;
    };
    parameters.forEach((p, i) => {
      if (!isObject(p) || typeof p.name !== 'string' || typeof p.property !== 'string' || typeof p.in !== 'string' || !Object.hasOwn(STYLES, p.in)) return;
      const styles = STYLES[p.in as HttpLocation];
      const here: PathSegment[] = [...at, 'parameters', i];
      const what = `${p.in} parameter "${p.name}"`;
      // Header names are case-insensitive on the wire.
      const key = `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
      const first = seen.get(key);
      if (first !== undefined) {
        err('MCPG229', [...here, 'name'], `tool "${name}" declares ${what} twice (first at ${where([...at, 'parameters', first])})`, 'remove one of them');
        return;
      }
      seen.set(key, i);
      if (p.serialize === 'json' && (p.style !== undefined || p.explode !== undefined))
        err(
          'MCPG232',
          [...here, p.style !== undefined ? 'style' : 'explode'],
          `${what} of tool "${name}" is sent as JSON (serialize: json), so ${p.style !== undefined ? 'style' : 'explode'} does not apply`,
          'remove style and explode, or remove serialize to send the value per its style',
        );
      else if (p.style !== undefined && !styles.includes(p.style as HttpStyle))
        err('MCPG230', [...here, 'style'], `style "${p.style}" is not allowed for a ${p.in} parameter`, `${p.in} parameters allow: ${styles.join(', ')}`);
      else if (p.style === 'deepObject' && p.explode === false)
        err('MCPG230', [...here, 'explode'], 'style "deepObject" is defined only with explode: true', 'remove "explode: false"');
      if (p.in === 'path' && !templated.includes(p.name)) {
        // A misspelt name is one cause: the {variable} it was meant for is not reported again below.
        const guess = didYouMean(p.name, unclaimed);
        if (guess !== undefined) unclaimed.splice(unclaimed.indexOf(guess), 1);
        err(
          'MCPG222',
          [...here, 'name'],
          `path parameter "${p.name}" of tool "${name}" does not appear in the path "${http.path}"${guess ? ` (did you mean "${guess}"?)` : ''}`,
          guess !== undefined ? `name it "${guess}", as the path does` : `write it in the path as {${p.name}}, or change its "in"`,
        );
      }
      if (!carry(p.property, what, [...here, 'property'])) return;
      if (p.in === 'path' && !input.required.includes(p.property))
        err(
          'MCPG224',
          [...here, 'property'],
          `input property "${p.property}" of tool "${name}" carries path parameter "${p.name}", so it must be required`,
          `add "${p.property}" to the input's required list`,
        );
    });
    for (const variable of unclaimed)
      err(
        'MCPG222',
        [...at, 'path'],
        `the path "${http.path}" of tool "${name}" has {${variable}}, but no path parameter "${variable}"`,
        `add { in: path, name: ${variable}, property: <input property> } to its parameters`,
      );

    if (isObject(http.body) && typeof http.body.property === 'string') carry(http.body.property, 'the body', [...at, 'body', 'property']);

    const schemeNames = Object.keys(schemes);
    // An alternative that is a list sends all of its schemes: each is checked where it is written.
    const named: [unknown, number[]][] = (Array.isArray(http.auth) ? (http.auth as unknown[]) : []).flatMap((a, i) =>
      Array.isArray(a) ? a.map((s, j): [unknown, number[]] => [s, [i, j]]) : [[a, [i]] as [unknown, number[]]],
    );
    named.forEach(([scheme, i]) => {
      if (typeof scheme !== 'string' || Object.hasOwn(schemes, scheme)) return;
      err(
        'MCPG225',
        [...at, 'auth', ...i],
        `tool "${name}" accepts auth scheme "${scheme}", which api.auth does not declare${suggestion(scheme, schemeNames)}`,
        schemeNames.length > 0 ? `declared schemes: ${schemeNames.join(', ')}` : 'declare it under api.auth',
      );
    });

    const toolErrors = Array.isArray(tool.errors) ? tool.errors.filter((e): e is string => typeof e === 'string') : [];
    const reported = new Set<string>();
    for (const [status, error] of Object.entries(isObject(http.errors) ? (http.errors as Record<string, unknown>) : {})) {
      if (typeof error === 'string' && toolErrors.includes(error)) {
        const problem = reported.has(error) ? undefined : dataProblem(declared[error]?.data, definitions);
        reported.add(error);
        if (problem)
          err(
            'MCPG231',
            [...at, 'errors', status],
            `error "${error}" is thrown for status ${status} with data { status, body }, but its data schema ${problem}`,
            'e.g. data: { type: object, properties: { status: { type: integer }, body: {} }, required: [status, body] }',
          );
      }
      if (typeof error !== 'string' || toolErrors.includes(error)) continue;
      err(
        'MCPG226',
        [...at, 'errors', status],
        `status ${status} of tool "${name}" maps to error "${error}", which is not in the tool's errors${suggestion(error, toolErrors)}`,
        `add "${error}" to the tool's errors (and declare it under the top-level errors)`,
      );
    }
  }
  return out;
}

/** Why an error's data schema cannot hold { status, body }; undefined when it can (or the error has no data). */
function dataProblem(schema: JsonSchema | undefined, definitions: Readonly<Record<string, JsonSchema>>): string | undefined {
  const data = followDefinitions(schema, definitions);
  if (data === undefined || data === true) return undefined;
  if (!isObject(data)) return 'accepts nothing';
  if (data.type !== undefined && data.type !== 'object') return 'is not an object';
  const extra = (Array.isArray(data.required) ? data.required : []).filter((r) => r !== 'status' && r !== 'body');
  if (extra.length > 0) return `requires ${extra.map((r) => JSON.stringify(r)).join(', ')}`;
  const status = isObject(data.properties) ? data.properties.status : undefined;
  if (isObject(status) && status.type !== undefined && status.type !== 'integer' && status.type !== 'number') return 'does not type status as an integer';
  return undefined;
}

/** Whether a base URL is unusable: not absolute http(s), or with a query or fragment (paths are appended to it). */
function badBaseUrl(value: string): boolean {
  const url = URL.parse(value);
  return !url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search !== '' || value.includes('#');
}
