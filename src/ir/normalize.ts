import { locate, type LoadedManifest } from '../manifest/load.js';
import { localDefsOf, manifestRefName, reachedDefinitions, resolveRef, wireRef, type LocalDefs } from '../manifest/refs.js';
import { defined, isObject, mapSchema } from '../manifest/schema-walk.js';
import type { JsonSchema, Manifest, ManifestTool } from '../manifest/types.gen.js';
import { identsFor, nameDefinitions, typeNamesInUse } from '../names.js';
import { normalizeContent } from './normalize-content.js';
import { advertisedInput, advertisedOutput, normalizeApi, normalizeHttp } from './normalize-http.js';
import { normalizeToolsets } from './normalize-toolsets.js';
import { resultBudgetOf } from './result-budget.js';
import { normalizeAdvertise } from './advertise.js';
import { normalizeToolUi, normalizeViews } from './normalize-views.js';
import type { AuthIR, DefinitionIR, ErrorClassIR, JsonSchemaObject, LocalDefinitionIR, SchemaIR, ScopeRequirementIR, ServerIR, ToolIR } from './types.js';

/** Default JSON-RPC code of a declared error without one: the first implementation-defined server error. */
export const DEFAULT_ERROR_CODE = -32000;
export const DEFAULT_TASK_TTL_MS = 3_600_000;
export const DEFAULT_POLL_INTERVAL_MS = 500;

/** The spec's recommended schema for a tool that takes no arguments. */
const NO_ARGUMENTS = { type: 'object', additionalProperties: false } as const;

/** How long a stop waits for calls in flight when the manifest does not say. */
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** Manifest → IR. Pure: the manifest is not mutated; order is the manifest's for user-visible lists. */

export function normalizeManifest(manifest: Manifest, loaded: LoadedManifest, options: { readonly source: string }): ServerIR {
  const definitions = manifest.definitions ?? {};
  const shared = definitionCache();
  // Tools and error classes keep their type names; a definition whose derived name is taken gets a number, and so
  // does a schema's own definition (named after its owner: GetUserInputAddress).
  const taken = [
    ...Object.keys(manifest.tools ?? {}).flatMap((name) => [`${identsFor(name).pascal}Input`, `${identsFor(name).pascal}Output`]),
    ...Object.entries(manifest.errors ?? {}).flatMap(([name, cls]) => [name, ...(cls.data !== undefined ? [`${name}Data`] : [])]),
  ];
  const usedTypeNames = typeNamesInUse(taken);
  const typeNames = nameDefinitions(Object.keys(definitions), usedTypeNames);
  const localDefinitionsOf = (schema: JsonSchema, owner: string): LocalDefinitionIR[] => {
    const locals = localDefsOf(schema);
    const all = (['$defs', 'definitions'] as const).flatMap((map) =>
      Object.keys(locals[map]).map((name) => ({
        map,
        name,
        key: map === 'definitions' && Object.hasOwn(locals.$defs, name) ? `${owner}_definitions_${name}` : `${owner}_${name}`,
      })),
    );
    const keys = all.map((l) => l.key);
    const names = nameDefinitions(keys, usedTypeNames);
    return all.map(({ map, name, key }) => ({ map, name, typeName: names.get(key)! }));
  };
  /** The schema as clients see it: an object, with the definitions it reaches under its $defs. */
  const selfContained = (schema: JsonSchema) => embedDefinitions(asObjectSchema(schema), definitions, shared) as JsonSchemaObject;
  const schemaIR = (schema: JsonSchema, typeName: string): SchemaIR => {
    const explicit = objectRooted(schema, definitions, localDefsOf(schema));
    const embedded = selfContained(schema);
    const locals = localDefinitionsOf(schema, typeName);
    return {
      typeName,
      ...(locals.length > 0 && { locals }),
      // A root that is only a $ref to an object gets an explicit type: "object", so 2025-11-25 clients see the
      // object itself rather than the SDK's {result} wrapper for non-object roots.
      jsonSchema: explicit && embedded.type === undefined ? { type: 'object', ...embedded } : embedded,
      root: explicit ? 'object' : 'other',
    };
  };

  const tools: ToolIR[] = Object.entries(manifest.tools ?? {}).map(([name, tool]) => {
    const ident = identsFor(name);
    const documented = tool.output !== undefined ? schemaIR(tool.output, `${ident.pascal}Output`) : undefined;
    return {
      kind: 'tool',
      name,
      ident,
      ...(tool.title !== undefined && { title: tool.title }),
      description: tool.description,
      ...(tool.annotations !== undefined && { annotations: { ...tool.annotations } }),
      ...advertisedInput(tool, schemaIR(tool.input ?? NO_ARGUMENTS, `${ident.pascal}Input`)),
      hasInput: tool.input !== undefined,
      ...advertisedOutput(tool, documented, manifest),
      errors: [...(tool.errors ?? [])],
      ...(tool.longRunning === true && {
        task: {
          mode: tool.task ?? 'optional',
          ttlMs: tool.taskTtlMs ?? DEFAULT_TASK_TTL_MS,
          pollIntervalMs: tool.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
          start: tool.taskStart ?? 'immediate',
          ...(tool.taskAfterMs !== undefined && { afterMs: tool.taskAfterMs }),
        },
      }),
      ...rateLimitOf(tool, manifest),
      ...(((tool.progress !== undefined && tool.progress !== false) || tool.longRunning === true) && {
        progress: typeof tool.progress === 'object' && tool.progress.intervalMs !== undefined ? { intervalMs: tool.progress.intervalMs } : {},
      }),
      ...(tool.timeoutMs !== undefined && { timeoutMs: tool.timeoutMs }),
      resultBudget: resultBudgetOf(tool, manifest),
      ...normalizeHttp(tool, manifest, documented, selfContained),
      ...(tool.toolset !== undefined && { toolset: tool.toolset }),
      ...normalizeAdvertise(tool, manifest),
      ...normalizeToolUi(name, tool.ui, loaded),
      loc: locate(loaded, ['tools', name], { key: true }),
    };
  });

  const errors: ErrorClassIR[] = Object.entries(manifest.errors ?? {}).map(([name, cls]) => ({
    kind: 'error',
    name,
    message: cls.message,
    code: cls.code ?? DEFAULT_ERROR_CODE,
    retryable: cls.retryable ?? false,
    ...(cls.data !== undefined && { data: schemaIR(cls.data, `${name}Data`) }),
    dataRequired: isObject(cls.data) && Array.isArray(cls.data.required) && cls.data.required.length > 0,
    loc: locate(loaded, ['errors', name], { key: true }),
  }));

  const defs: DefinitionIR[] = Object.entries(definitions).map(([name, schema]) => ({
    kind: 'definition',
    name,
    typeName: typeNames.get(name)!,
    jsonSchema: rewriteRefs(schema),
  }));

  const { server } = manifest;
  const content = normalizeContent(manifest, loaded);
  return {
    kind: 'server',
    name: server.name,
    version: server.version,
    ...defined({ title: server.title, description: server.description, instructions: server.instructions, registryName: server.registryName }),
    serverCard: server.serverCard === true,
    transports: { http: server.transports?.includes('http') ?? true },
    source: options.source,
    definitions: defs,
    errors,
    tools,
    ...content,
    lifecycle: {
      hooks: manifest.lifecycle !== undefined && manifest.lifecycle !== false,
      shutdownGraceMs: (typeof manifest.lifecycle === 'object' ? manifest.lifecycle.shutdownGraceMs : undefined) ?? DEFAULT_SHUTDOWN_GRACE_MS,
    },
    ...normalizeAuth(manifest),
    ...normalizeApi(manifest),
    ...normalizeToolsets(manifest),
    ...normalizeViews(manifest, loaded),
    features: { tasks: tools.some((t) => t.task !== undefined) },
  };
}

/** A tool's effective rate limit: its own, else the server default; `rateLimit: false` turns it off. */
function rateLimitOf(tool: ManifestTool, manifest: Manifest): Pick<ToolIR, 'rateLimit'> {
  const limit = typeof tool.rateLimit === 'object' ? tool.rateLimit : tool.rateLimit === false ? undefined : manifest.server.rateLimit;
  return limit ? { rateLimit: { max: limit.max, perMs: limit.perMs, by: limit.by ?? 'caller' } } : {};
}

/** Boolean schemas as objects: the SDK's JsonSchemaType is an object ({} accepts anything, {not:{}} nothing). */
const asObjectSchema = (schema: JsonSchema): Record<string, unknown> => (schema === true ? {} : schema === false ? { not: {} } : schema);

/** The schema is an object at its root, directly or through a $ref to a definition that is (cycles stop). */
function objectRooted(schema: unknown, definitions: Readonly<Record<string, JsonSchema>>, locals: LocalDefs, seen = new Set<unknown>()): boolean {
  if (!isObject(schema)) return false;
  if (schema.type === 'object') return true;
  if (schema.type !== undefined || typeof schema.$ref !== 'string') return false;
  const target = resolveRef(schema.$ref, locals, definitions);
  const next = target === undefined ? undefined : target.kind === 'manifest' ? definitions[target.name] : locals[target.map][target.name];
  if (next === undefined || seen.has(next)) return false;
  seen.add(next);
  return objectRooted(next, definitions, target!.kind === 'manifest' ? localDefsOf(undefined) : locals, seen);
}

/**
 * "#/definitions/X" → "#/$defs/X": the advertised schema carries the top-level definitions it uses under its own
 * $defs (2020-12 spelling). A reference to the schema's own `definitions` stays as written.
 */
export function rewriteRefs(schema: JsonSchema, own: Readonly<Record<string, unknown>> = {}): JsonSchemaObject | boolean {
  if (!isObject(schema)) return schema;
  return mapSchema(schema, (node) => {
    const name = manifestRefName(node.$ref);
    return name !== undefined && !Object.hasOwn(own, name) ? { ...node, $ref: wireRef(name) } : node;
  }) as JsonSchemaObject;
}

/** What one manifest's schemas share: each definition's direct references and rewritten form, worked out once. */
const definitionCache = () => ({ refs: new Map<string, readonly string[]>(), rewritten: new Map<string, JsonSchemaObject | boolean>() });

/**
 * Rewrites refs and appends every definition the schema reaches (transitively, sorted by name) as $defs. A large
 * manifest's tools share their definitions: with a `cache`, each definition is walked and rewritten once, and the
 * tools' $defs share those (read-only) objects.
 */
export function embedDefinitions(schema: JsonSchema, definitions: Readonly<Record<string, JsonSchema>>, cache = definitionCache()): JsonSchemaObject | boolean {
  const reached = reachedDefinitions(schema, definitions, cache.refs);
  const own = localDefsOf(schema).definitions;
  const rewritten = rewriteRefs(schema, own);
  if (reached.size === 0 || !isObject(rewritten)) return rewritten;
  const rewrite = (name: string) => {
    let done = cache.rewritten.get(name);
    if (done === undefined) cache.rewritten.set(name, (done = rewriteRefs(definitions[name]!)));
    return done;
  };
  // The schema's own $defs first, as written; validation made sure no name is in both.
  const $defs = { ...(isObject(rewritten.$defs) ? rewritten.$defs : {}), ...Object.fromEntries([...reached].sort().map((name) => [name, rewrite(name)])) };
  return { ...rewritten, $defs };
}

// Manifest `auth` and the `scopes` of tools, resources and prompts → AuthIR. Pure; order is the manifest's.
export const DEFAULT_ALGORITHMS: readonly string[] = ['RS256', 'ES256'];
export const DEFAULT_CLOCK_SKEW_SECONDS = 30;

const required = <T extends { readonly scopes?: readonly string[] }>(
  entries: Readonly<Record<string, T>> | undefined,
  keyOf: (name: string, entry: T) => string,
): ScopeRequirementIR[] =>
  Object.entries(entries ?? {}).flatMap(([name, entry]) =>
    entry.scopes && entry.scopes.length > 0 ? [{ key: keyOf(name, entry), scopes: [...entry.scopes] }] : [],
  );

export function normalizeAuth(manifest: Manifest): { auth?: AuthIR } {
  const auth = manifest.auth;
  if (auth === undefined) return {};
  return {
    auth: {
      issuer: auth.issuer,
      audience: auth.audience,
      ...(auth.jwksUri !== undefined && { jwksUri: auth.jwksUri }),
      scopes: [...(auth.scopes ?? [])],
      algorithms: [...(auth.algorithms ?? DEFAULT_ALGORITHMS)],
      clockSkewSeconds: auth.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS,
      hideUnauthorized: auth.hideUnauthorized ?? false,
      stepUp: auth.stepUp ?? true,
      required: {
        tools: required(manifest.tools, (name) => name),
        resources: required(manifest.resources, (_name, r) => r.uri),
        resourceTemplates: required(manifest.resourceTemplates, (_name, t) => t.uriTemplate),
        prompts: required(manifest.prompts, (name) => name),
      },
    },
  };
}
