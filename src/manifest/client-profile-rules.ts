// MCPG275: the schema keywords that a client dialect the manifest names in `clients` refuses, in the tools' input
// schemas (what a model client turns into function declarations), each located once with every tool that uses it.
// Opt-in: the schemas are valid MCP, and only the author knows which clients matter (docs/clients.md).
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { reporter, type LoadedManifest } from './located.js';
import { manifestRefName } from './refs.js';
import { isObject, walkSchema } from './schema-walk.js';
import type { Manifest } from './types.gen.js';

export type ClientProfile = 'gemini' | 'openai-strict';

interface Profile {
  readonly client: string;
  /** Why the client refuses what it does not know. */
  readonly how: string;
  /** The keywords it refuses in a schema node, with the form it accepts where meaning allows. */
  readonly refused: (node: Record<string, unknown>) => [keyword: string, hint: string, what?: string][];
}

/** The fields of the Schema object of Gemini's function `parameters` (a subset of OpenAPI 3.0). */
const GEMINI_FIELDS = new Set(
  'type format title description nullable enum maxItems minItems properties required minProperties maxProperties minLength maxLength pattern example anyOf propertyOrdering default items minimum maximum'.split(
    ' ',
  ),
);

const GEMINI_HINTS: Readonly<Record<string, string>> = {
  const: 'a one-value enum says the same: enum: [<the value>]',
  $ref: 'inline the definition (Gemini has no references)',
  $defs: 'inline the definitions where they are used',
  oneOf: 'anyOf says the same when the branches cannot both match',
  exclusiveMinimum: 'minimum says the same for integers (the bound + 1)',
  exclusiveMaximum: 'maximum says the same for integers (the bound - 1)',
  examples: 'example (one value) is what Gemini reads',
  additionalProperties: 'leave it out: the server still validates every call against the full schema',
};

const GEMINI: Profile = {
  client: 'Gemini',
  how: 'its function parameters take a subset of OpenAPI 3.0 schemas and refuse any other field ("Unknown name")',
  refused: (node) => [
    ...Object.keys(node)
      .filter((k) => !GEMINI_FIELDS.has(k))
      .map((k): [string, string] => [k, GEMINI_HINTS[k] ?? 'leave it out or say it in the description']),
    ...(Array.isArray(node.type) ? [['type', 'one type; for [<type>, "null"], type: <type> with nullable: true'] as [string, string]] : []),
  ],
};

/** Keywords OpenAI's strict function calling (Structured Outputs) does not support, with what it accepts instead. */
const OPENAI_REFUSED: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'merge the branches into one object': ['allOf'],
    'describe what is allowed instead': ['not'],
    'anyOf says the same when the branches cannot both match': ['oneOf'],
    'anyOf of the allowed shapes': ['if', 'then', 'else', 'dependentRequired', 'dependentSchemas'],
    'an array of { key, value } objects': ['patternProperties'],
    'leave it out or say it in the description': ['propertyNames', 'minProperties', 'maxProperties', 'contains', 'minContains', 'maxContains', 'uniqueItems'],
    'additionalProperties: false': ['unevaluatedProperties'],
    items: ['unevaluatedItems'],
    'pattern: ^.{n,}$ says the same': ['minLength'],
    'pattern: ^.{0,n}$ says the same': ['maxLength'],
  }).flatMap(([hint, keywords]) => keywords.map((k) => [k, hint] as const)),
);

const OPENAI: Profile = {
  client: 'OpenAI strict function calling',
  how: 'strict: true (Structured Outputs) refuses the schema ("Invalid schema for function")',
  refused: (node) => {
    const out = Object.keys(node)
      .filter((k) => OPENAI_REFUSED.has(k))
      .map((k): [string, string, string?] => [k, OPENAI_REFUSED.get(k)!]);
    if (isObject(node.properties)) {
      if (node.additionalProperties !== false) out.push(['properties', 'add additionalProperties: false', 'an object without additionalProperties: false']);
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      const optional = Object.keys(node.properties).filter((p) => !required.has(p));
      if (optional.length > 0)
        out.push([
          'properties',
          `list ${optional.join(', ')} in required, with type [<type>, "null"] where a value may be left out`,
          'an object with optional properties',
        ]);
    }
    return out;
  },
};

const PROFILES: Readonly<Record<ClientProfile, Profile>> = { gemini: GEMINI, 'openai-strict': OPENAI };

/** One finding: where (in the manifest), which keyword, for which client, and the tools whose input reaches it. */
interface Finding {
  readonly path: PathSegment[];
  readonly keyword: string;
  readonly hint: string;
  readonly what: string;
  readonly profile: Profile;
  readonly tools: Set<string>;
}

export function checkClientProfiles(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const chosen = (Array.isArray(manifest.clients) ? manifest.clients : []).filter((c): c is ClientProfile => Object.hasOwn(PROFILES, c));
  if (chosen.length === 0) return [];
  const definitions = isObject(manifest.definitions) ? manifest.definitions : {};
  const findings = new Map<string, Finding>();
  for (const [tool, spec] of Object.entries(manifest.tools ?? {})) {
    if (!isObject(spec) || !isObject(spec.input)) continue;
    const seen = new Set<string>();
    const visitRoot = (schema: unknown, base: PathSegment[]): void =>
      walkSchema(schema, (node, at) => {
        for (const name of chosen)
          for (const [keyword, hint, what = `"${keyword}"`] of PROFILES[name].refused(node)) {
            const path = [...base, ...at, keyword];
            const key = `${name}\0${JSON.stringify(path)}\0${hint}`;
            const found = findings.get(key) ?? { path, keyword, hint, what, profile: PROFILES[name], tools: new Set<string>() };
            found.tools.add(tool);
            findings.set(key, found);
          }
        const ref = manifestRefName(node.$ref);
        if (ref !== undefined && !seen.has(ref) && Object.hasOwn(definitions, ref)) {
          seen.add(ref);
          visitRoot(definitions[ref], ['definitions', ref]);
        }
      });
    visitRoot(spec.input, ['tools', tool, 'input']);
  }
  const { out, warn } = reporter(loaded);
  for (const f of findings.values()) {
    const tools = `${f.tools.size === 1 ? 'tool' : 'tools'} ${[...f.tools].join(', ')}`;
    warn('MCPG275', f.path, `${f.what} is refused by ${f.profile.client} (${f.profile.how}); used by ${tools}`, `${f.hint} (docs/clients.md)`, true);
  }
  return out;
}
