import type { LoadedManifest } from '../manifest/load.js';
import { locate } from '../manifest/load.js';
import { manifestRefName, wireRef } from '../manifest/refs.js';
import { isObject, mapSchema, walkSchema } from '../manifest/schema-walk.js';
import type { JsonSchema, Manifest, ManifestTool } from '../manifest/types.js';
import { definitionTypeNames, identsFor } from './names.js';
import { normalizeAuth } from './normalize-auth.js';
import { normalizeContent } from './normalize-content.js';
import { normalizeApi, normalizeHttp } from './normalize-http.js';
import type { DefinitionIR, ErrorClassIR, JsonSchemaObject, SchemaIR, ServerIR, ToolIR } from './types.js';

/** Default JSON-RPC code of a declared error without one: the first implementation-defined server error. */
export const DEFAULT_ERROR_CODE = -32000;
export const DEFAULT_TASK_TTL_MS = 3_600_000;
export const DEFAULT_POLL_INTERVAL_MS = 500;

/** The spec's recommended schema for a tool that takes no arguments. */
const NO_ARGUMENTS = { type: 'object', additionalProperties: false } as const;

export interface NormalizeOptions {
  /** Manifest path relative to the output folder (posix). */
  readonly source: string;
}

/** How long a stop waits for calls in flight when the manifest does not say. */
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** Manifest → IR. Pure: the manifest is not mutated; order is the manifest's for user-visible lists. */

export function normalizeManifest(manifest: Manifest, loaded: LoadedManifest, options: NormalizeOptions): ServerIR {
  const definitions = manifest.definitions ?? {};
  const shared = definitionCache();
  const schemaIR = (schema: JsonSchema, typeName: string): SchemaIR => {
    const explicit = objectRooted(schema, definitions);
    const embedded = embedDefinitions(asObjectSchema(schema), definitions, shared) as JsonSchemaObject;
    return {
      typeName,
      // A root that is only a $ref to an object gets an explicit type: "object", so 2025-11-25 clients see the
      // object itself rather than the SDK's {result} wrapper for non-object roots.
      jsonSchema: explicit && embedded.type === undefined ? { type: 'object', ...embedded } : embedded,
      root: explicit ? 'object' : 'other',
    };
  };

  const tools: ToolIR[] = Object.entries(manifest.tools ?? {}).map(([name, tool]) => {
    const ident = identsFor(name);
    return {
      kind: 'tool',
      name,
      ident,
      ...(tool.title !== undefined && { title: tool.title }),
      description: tool.description,
      ...(tool.annotations !== undefined && { annotations: { ...tool.annotations } }),
      input: schemaIR(tool.input ?? NO_ARGUMENTS, `${ident.pascal}Input`),
      hasInput: tool.input !== undefined,
      ...(tool.output !== undefined && { output: schemaIR(tool.output, `${ident.pascal}Output`) }),
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
      ...normalizeHttp(tool, manifest),
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

  // Tools and error classes keep their type names; a definition whose derived name is taken gets a number.
  const taken = [...tools.flatMap((t) => [t.input.typeName, ...(t.output ? [t.output.typeName] : [])]), ...errors.flatMap((e) => [e.name, ...(e.data ? [e.data.typeName] : [])])];
  const typeNames = definitionTypeNames(Object.keys(definitions), taken);
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
    ...(server.title !== undefined && { title: server.title }),
    ...(server.description !== undefined && { description: server.description }),
    ...(server.instructions !== undefined && { instructions: server.instructions }),
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
    features: {
      tasks: tools.some((t) => t.task !== undefined),
      resources: content.resources.length + content.resourceTemplates.length > 0,
      prompts: content.prompts.length > 0,
    },
  };
}

/** A tool's effective rate limit: its own, else the server default; `rateLimit: false` turns it off. */
function rateLimitOf(tool: ManifestTool, manifest: Manifest): Pick<ToolIR, 'rateLimit'> {
  const limit = typeof tool.rateLimit === 'object' ? tool.rateLimit : tool.rateLimit === false ? undefined : manifest.server.rateLimit;
  return limit ? { rateLimit: { max: limit.max, perMs: limit.perMs, by: limit.by ?? 'caller' } } : {};
}

/** Boolean schemas as objects: the SDK's JsonSchemaType is an object ({} accepts anything, {not:{}} nothing). */
function asObjectSchema(schema: JsonSchema): Record<string, unknown> {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  return schema;
}

/** The schema is an object at its root, directly or through a $ref to a definition that is (cycles stop). */
function objectRooted(schema: JsonSchema, definitions: Readonly<Record<string, JsonSchema>>, seen = new Set<string>()): boolean {
  if (!isObject(schema)) return false;
  if (schema.type === 'object') return true;
  if (schema.type !== undefined || typeof schema.$ref !== 'string') return false;
  const name = manifestRefName(schema.$ref);
  if (name === undefined || seen.has(name) || !Object.hasOwn(definitions, name)) return false;
  seen.add(name);
  return objectRooted(definitions[name]!, definitions, seen);
}

/** "#/definitions/X" → "#/$defs/X": the advertised schema carries its own $defs (2020-12 spelling). */
export function rewriteRefs(schema: JsonSchema): JsonSchemaObject | boolean {
  if (!isObject(schema)) return schema;
  return mapSchema(schema, (node) => {
    const name = manifestRefName(node.$ref);
    return name !== undefined ? { ...node, $ref: wireRef(name) } : node;
  }) as JsonSchemaObject;
}

/** What one manifest's schemas share: each definition's direct references and rewritten form, worked out once. */
export interface DefinitionCache {
  readonly refs: Map<string, readonly string[]>;
  readonly rewritten: Map<string, JsonSchemaObject | boolean>;
}

export const definitionCache = (): DefinitionCache => ({ refs: new Map(), rewritten: new Map() });

/** The definitions a schema refers to directly, in order of appearance. */
function directRefs(schema: JsonSchema): string[] {
  const names: string[] = [];
  walkSchema(schema, (node) => {
    const name = manifestRefName(node.$ref);
    if (name !== undefined) names.push(name);
  });
  return names;
}

/**
 * Rewrites refs and appends every definition the schema reaches (transitively, sorted by name) as $defs. A large
 * manifest's tools share their definitions: with a `cache`, each definition is walked and rewritten once, and the
 * tools' $defs share those (read-only) objects.
 */
export function embedDefinitions(
  schema: JsonSchema,
  definitions: Readonly<Record<string, JsonSchema>>,
  cache: DefinitionCache = definitionCache(),
): JsonSchemaObject | boolean {
  const reached = new Set<string>();
  const visit = (names: readonly string[]) => {
    for (const name of names) {
      if (reached.has(name) || !Object.hasOwn(definitions, name)) continue;
      reached.add(name);
      let refs = cache.refs.get(name);
      if (!refs) cache.refs.set(name, (refs = directRefs(definitions[name]!)));
      visit(refs);
    }
  };
  visit(directRefs(schema));
  const rewritten = rewriteRefs(schema);
  if (reached.size === 0 || !isObject(rewritten)) return rewritten;
  const rewrite = (name: string) => {
    let done = cache.rewritten.get(name);
    if (done === undefined) cache.rewritten.set(name, (done = rewriteRefs(definitions[name]!)));
    return done;
  };
  const $defs = Object.fromEntries([...reached].sort().map((name) => [name, rewrite(name)]));
  return { ...rewritten, $defs };
}
