// Manifest `api` and a tool's `http` → ApiIR and HttpBindingIR, with OpenAPI's serialisation defaults. Pure.
import { STYLES } from '../manifest/http-rules.js';
import type { JsonSchema, Manifest, ManifestTool } from '../manifest/types.gen.js';
import { mapSchema } from '../manifest/schema-walk.js';
import { cutWithReport } from './relax-cut.js';
import type { ApiIR, HttpBindingIR, JsonSchemaObject, SchemaIR } from './types.js';

export const DEFAULT_API_TIMEOUT_MS = 30_000;

/** keyHeader → KEY_HEADER, api-key → API_KEY. */
const upperSnake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();

/** The variable that overrides an operation's own server: https://uploads.example.com/v1 → MCPGEN_API_BASE_URL_UPLOADS_EXAMPLE_COM_V1. */
export function serverEnv(url: string): string {
  const parsed = new URL(url);
  return `MCPGEN_API_BASE_URL_${upperSnake(`${parsed.host}${parsed.pathname}`)}`;
}

export function normalizeApi(manifest: Manifest): { api?: ApiIR } {
  const api = manifest.api;
  if (api === undefined) return {};
  const schemes = Object.entries(api.auth ?? {});
  return {
    api: {
      baseUrl: api.baseUrl,
      baseUrlPlaceholder: api.baseUrlPlaceholder === true,
      timeoutMs: api.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
      auth: schemes.map(([name, scheme], i) => ({
        name,
        type: scheme.type,
        ...(scheme.type === 'apiKey' && { in: scheme.in, paramName: scheme.name }),
        env: scheme.env ?? (i === 0 ? 'MCPGEN_API_TOKEN' : `MCPGEN_API_${upperSnake(name)}`),
        ...(scheme.type === 'oauth2' && {
          oauth2: { authorizationUrl: scheme.authorizationUrl ?? '', tokenUrl: scheme.tokenUrl ?? '', scopes: [...(scheme.scopes ?? [])] },
        }),
      })),
      perUser: manifest.auth !== undefined && schemes.some(([, scheme]) => scheme.type === 'oauth2'),
    },
  };
}

/** The output a tool advertises: as documented, relaxed (http.drift: relax; within relax-cut.ts's budget) or none (drop). */
export function advertisedOutput(
  tool: ManifestTool,
  documented: SchemaIR | undefined,
  manifest: Manifest,
): { output?: SchemaIR; outputLeftOut?: readonly string[] } {
  const drift = driftOf(tool, manifest);
  if (documented === undefined || drift === 'drop') return {};
  if (drift !== 'relax') return { output: documented };
  const relaxed = relaxSchema(documented.jsonSchema);
  if (typeof relaxed === 'boolean') return { output: { ...documented, jsonSchema: relaxed } };
  const { schema, leftOut } = cutWithReport(relaxed);
  return { output: { ...documented, jsonSchema: schema }, ...(leftOut.length > 0 && { outputLeftOut: leftOut }) };
}

/**
 * The input an API tool advertises: its schema, with the definitions past its root's own within relax-cut.ts's budget
 * (Kubernetes' 845 tools embed whole object trees in their bodies: 14.6 MB of tools/list, over the official client's
 * 10 MiB stdio message). The model still sees the body's own shape and the definitions nearest to it.
 */
export function advertisedInput(tool: ManifestTool, input: SchemaIR): { input: SchemaIR; inputLeftOut?: readonly string[] } {
  if (tool.http === undefined || typeof input.jsonSchema === 'boolean') return { input };
  const { schema, leftOut } = cutWithReport(input.jsonSchema);
  return schema === input.jsonSchema ? { input } : { input: { ...input, jsonSchema: schema }, inputLeftOut: leftOut };
}

/**
 * What relax keeps out of an advertised output schema: the keywords that constrain a value rather than the shape (which
 * properties, of which types, nested how). Real answers break them while their data is well formed: an id that does
 * not match the documented pattern, a date in another format, a new enum value, a count above a documented maximum.
 * `not`, `if`/`then`/`else` and `dependentRequired` go too: relaxing inside them would turn them around.
 */
const VALUE_KEYWORDS = new Set(
  (
    'required additionalProperties unevaluatedProperties dependentRequired not if then else format pattern enum ' +
    'minLength maxLength minimum maximum exclusiveMinimum exclusiveMaximum multipleOf minItems maxItems uniqueItems ' +
    'minContains maxContains'
  ).split(' '),
);

/**
 * integer → number: 1.0, or an id too large for the API's own integer type, is still the data. A 64-bit integer
 * (format int64 or uint64) may also arrive as a string, as protobuf's JSON mapping and many APIs send it
 * ("catalog_version": "1605486402527") so that JavaScript does not round it.
 */
function widened(type: unknown, format: unknown): unknown {
  const wide = format === 'int64' || format === 'uint64' ? ['number', 'string'] : ['number'];
  const types = Array.isArray(type) ? type : [type];
  if (!types.includes('integer')) return type;
  const out = [...new Set(types.flatMap((t) => (t === 'integer' ? wide : [t])))];
  return out.length === 1 ? out[0] : out;
}

/**
 * The advertised schema of http.drift: relax, at every level: the shape of the documented one without `required`,
 * closed objects and value constraints (VALUE_KEYWORDS; `additionalProperties` and `unevaluatedProperties` stay when
 * they are schemas), `integer` widened to `number` (and a string too for a 64-bit one), and `oneOf` read as `anyOf` (branches that differed only by what
 * relax removes would overlap, and `oneOf` fails on an answer that matches two). Every 2xx answer is still checked
 * against the documented schema, which the drift note reports.
 */
export function relaxSchema(schema: JsonSchemaObject | boolean): JsonSchemaObject | boolean {
  if (typeof schema === 'boolean') return schema;
  return mapSchema(schema, (node) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'oneOf') out.anyOf = node.anyOf === undefined ? value : undefined;
      else if (key === 'type') out.type = widened(value, node.format);
      else if (!VALUE_KEYWORDS.has(key)) out[key] = value;
      // Kept: a schema for the other properties, and a `required` that is not a list (no JSON Schema keyword).
      else if ((key === 'additionalProperties' || key === 'unevaluatedProperties') && value !== false) out[key] = value;
      else if (key === 'required' && !Array.isArray(value)) out[key] = value;
    }
    // A node with both anyOf and oneOf: both must hold, so the oneOf joins as an allOf branch.
    if (node.oneOf !== undefined && node.anyOf !== undefined) {
      out.anyOf = node.anyOf;
      out.allOf = [...((node.allOf as unknown[] | undefined) ?? []), { anyOf: node.oneOf }];
    }
    if (out.anyOf === undefined) delete out.anyOf;
    return out;
  }) as JsonSchemaObject;
}

/** The tool's http.drift, else the api's, else strict. */
const driftOf = (tool: ManifestTool, manifest: Manifest) => tool.http?.drift ?? manifest.api?.drift ?? 'strict';

export function normalizeHttp(
  tool: ManifestTool,
  manifest: Manifest,
  documented: SchemaIR | undefined,
  selfContained: (schema: JsonSchema) => JsonSchemaObject,
): { http?: HttpBindingIR } {
  const http = tool.http;
  if (http === undefined) return {};
  const drift = driftOf(tool, manifest);
  const apiTimeout = manifest.api?.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
  return {
    http: {
      method: http.method.toUpperCase(),
      path: http.path,
      ...(http.baseUrl !== undefined && { server: { url: http.baseUrl, env: serverEnv(http.baseUrl) } }),
      parameters: (http.parameters ?? []).map((p) => {
        const style = p.style ?? STYLES[p.in][0]!;
        return {
          in: p.in,
          name: p.name,
          property: p.property,
          style,
          explode: p.explode ?? (style === 'form' || style === 'deepObject'),
          ...(p.serialize !== undefined && { serialize: p.serialize }),
        };
      }),
      ...(http.body !== undefined && {
        body: {
          property: http.body.property,
          contentType: http.body.contentType ?? 'application/json',
          ...(http.body.files !== undefined && { files: { ...http.body.files } }),
        },
      }),
      accept: [...(http.accept ?? ['application/json'])],
      auth: (http.auth ?? Object.keys(manifest.api?.auth ?? {})).map((a) => (typeof a === 'string' ? a : [...a])),
      scopes: [...(http.scopes ?? [])].sort(),
      errors: Object.entries(http.errors ?? {}).map(([status, error]) => ({ status, error })),
      timeoutMs: Math.min(apiTimeout, tool.timeoutMs ?? apiTimeout),
      drift,
      ...(drift !== 'strict' && documented !== undefined && { documentedOutput: documented.jsonSchema }),
      ...(http.outputs !== undefined &&
        Object.keys(http.outputs).length > 0 && {
          statusOutputs: Object.entries(http.outputs).map(([status, schema]) => ({ status: status.toUpperCase(), schema: selfContained(schema) })),
        }),
      ...(http.noContent !== undefined && http.noContent.length > 0 && { noContent: http.noContent.map((s) => s.toUpperCase()) }),
    },
  };
}
