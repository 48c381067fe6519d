// What a generated server must advertise, derived from the manifest alone (the YAML, parsed with `yaml`), with no
// help from the generator's own code: the e2e tests compare the wire against this.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadManifest } from '../../src/manifest/load.js';
import { REPO_ROOT } from '../support/cli.js';
import type { EraName } from '../support/server-process.js';
import { listSpecs, type SpecEntry } from '../support/specs.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Schema = JsonObject | boolean;

export interface ManifestTool {
  /** false: none; an object: at most `max` calls per `perMs` (checked before validation). */
  readonly rateLimit?: boolean | { readonly max: number; readonly perMs: number; readonly by?: 'caller' | 'tool' };
  readonly title?: string;
  readonly description: string;
  readonly annotations?: Readonly<Record<string, boolean>>;
  readonly input?: Schema;
  readonly output?: Schema;
  readonly errors?: readonly string[];
  readonly longRunning?: boolean;
  readonly task?: 'optional' | 'required';
  /** MCP Apps: `visibility: [app]` keeps the tool out of tools/list for clients without the extension. */
  readonly ui?: { readonly view: string; readonly visibility?: readonly string[] };
}

export interface ManifestError {
  readonly message: string;
  readonly code?: number;
  readonly retryable?: boolean;
  readonly data?: Schema;
}

export interface ManifestCache {
  readonly ttlMs?: number;
  readonly scope?: 'public' | 'private';
}

export interface ManifestResource {
  readonly uri: string;
  readonly title?: string;
  readonly description?: string;
  readonly mimeType?: string;
  readonly cache?: ManifestCache;
}

export interface ManifestResourceTemplate {
  readonly uriTemplate: string;
  readonly title?: string;
  readonly description?: string;
  readonly mimeType?: string;
  readonly complete?: readonly string[];
  readonly cache?: ManifestCache;
}

interface ManifestPromptArgument {
  readonly description?: string;
  readonly required?: boolean;
}

export interface ManifestPrompt {
  readonly title?: string;
  readonly description?: string;
  /** A mapping by name, or the MCP list form. */
  readonly arguments?: Readonly<Record<string, ManifestPromptArgument>> | readonly (ManifestPromptArgument & { readonly name: string })[];
}

/** A prompt's arguments as [name, argument] pairs, whichever form the manifest uses (read here independently of src/). */
export function argumentEntries(prompt: ManifestPrompt | undefined): [string, ManifestPromptArgument][] {
  const args = prompt?.arguments;
  if (Array.isArray(args)) return args.map(({ name, ...rest }) => [name, rest]);
  return Object.entries((args ?? {}) as Readonly<Record<string, ManifestPromptArgument>>);
}

export interface Manifest {
  readonly mcpgen: 1;
  readonly server: {
    readonly name: string;
    readonly version: string;
    readonly title?: string;
    readonly description?: string;
    readonly instructions?: string;
    /** Absent: both stdio and Streamable HTTP. */
    readonly transports?: readonly ('stdio' | 'http')[];
  };
  readonly definitions?: Readonly<Record<string, Schema>>;
  readonly errors?: Readonly<Record<string, ManifestError>>;
  readonly tools?: Readonly<Record<string, ManifestTool>>;
  readonly resources?: Readonly<Record<string, ManifestResource>>;
  readonly resourceTemplates?: Readonly<Record<string, ManifestResourceTemplate>>;
  readonly prompts?: Readonly<Record<string, ManifestPrompt>>;
  readonly cache?: ManifestCache;
  /** OAuth settings (specs/auth.yaml): over HTTP the tests authenticate with a static token. */
  readonly auth?: Readonly<Record<string, unknown>>;
  /** The HTTP API its tools call (specs/http-api.yaml): only http-api.test.ts, which runs a mock of it, calls them. */
  readonly api?: Readonly<Record<string, unknown>>;
}

export interface LoadedSpec extends SpecEntry {
  readonly doc: Manifest;
  /** Tools in manifest order. */
  readonly tools: readonly (ManifestTool & { readonly name: string })[];
}

/**
 * The specs the generic suites (stdio, http, stdio wire) drive. A spec whose tools call an HTTP API (`api`) answers
 * only with that API behind it: http-api.test.ts runs the same contract suite against a loopback mock of it. A spec
 * with toolsets serves a selection that depends on MCPGEN_TOOLSETS: toolsets.test.ts drives it through each.
 */
export const withoutApi = (spec: LoadedSpec): boolean => spec.doc.api === undefined && !('toolsets' in spec.doc);

/** The spec's server offers Streamable HTTP (server.transports includes http, as it does by default). */
export const servesHttp = (spec: LoadedSpec): boolean => spec.doc.server.transports?.includes('http') ?? true;

// A spec whose schemas $ref files is read as mcpgen embeds them (their definitions added, the refs pointing at
// them); file-refs.test.ts checks that embedding against hand-written expectations.
const EMBEDDED = new Map<string, Manifest>();
for (const spec of listSpecs()) {
  const loaded = await loadManifest(spec.manifest, REPO_ROOT);
  if (loaded.files.length > 0) EMBEDDED.set(spec.manifest, loaded.value as Manifest);
}

export function loadSpec(spec: SpecEntry): LoadedSpec {
  const doc = EMBEDDED.get(spec.manifest) ?? (parse(readFileSync(path.join(REPO_ROOT, spec.manifest), 'utf8')) as Manifest);
  // The suites' clients do not declare MCP Apps, so they see only the tools the model may call (apps.test.ts has the rest).
  const listed = Object.entries(doc.tools ?? {}).filter(([, tool]) => tool.ui?.visibility?.includes('model') !== false);
  return { ...spec, doc, tools: listed.map(([name, tool]) => ({ ...tool, name })) };
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const MANIFEST_REF = /^#\/definitions\/([^/]+)$/;

/** Deep copy with every "$ref" string rewritten by `fn`. */
function mapRefs(value: Json, fn: (ref: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, fn));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? fn(v) : mapRefs(v, fn)]));
}

/** Top-level definitions named by `#/definitions/X` refs in `value`, except the schema's `own` definitions. */
function refsIn(value: Json, into: Set<string>, own: ReadonlySet<string>): void {
  if (Array.isArray(value)) for (const v of value) refsIn(v, into, own);
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) {
      const m = k === '$ref' && typeof v === 'string' ? MANIFEST_REF.exec(v) : null;
      if (m && !own.has(m[1]!)) into.add(m[1]!);
      else refsIn(v, into, own);
    }
}

/**
 * `#/definitions/X` → `#/$defs/X`, plus every definition reachable from the schema (transitively) under $defs,
 * beside the schema's own $defs. A ref to the schema's own `definitions` stays as written.
 */
export function selfContained(schema: Schema, definitions: Readonly<Record<string, Schema>> = {}): Schema {
  if (!isObject(schema)) return schema;
  const own = new Set(isObject(schema.definitions) ? Object.keys(schema.definitions) : []);
  const reached = new Set<string>();
  const queue: Json[] = [schema];
  while (queue.length > 0) {
    const found = new Set<string>();
    const next = queue.pop()!;
    refsIn(next, found, next === schema ? own : new Set());
    for (const name of found)
      if (!reached.has(name)) {
        reached.add(name);
        queue.push(definitions[name] as Json);
      }
  }
  const toDefs = (keep: ReadonlySet<string>) => (ref: string) => (keep.has(MANIFEST_REF.exec(ref)?.[1] ?? '') ? ref : ref.replace(MANIFEST_REF, '#/$defs/$1'));
  const out = mapRefs(schema, toDefs(own)) as JsonObject;
  if (reached.size === 0) return out;
  const embedded = Object.fromEntries([...reached].map((n) => [n, mapRefs(definitions[n] as Json, toDefs(new Set()))]));
  return { ...out, $defs: { ...(isObject(out.$defs) ? out.$defs : {}), ...embedded } };
}

/** The spec's recommended schema for a tool without arguments. */
export const NO_ARGUMENTS: JsonObject = { type: 'object', additionalProperties: false };

/** An object root: `type: "object"`, or only a $ref to a definition that is one (followed through $refs). */
function isObjectRoot(schema: Schema, definitions: Readonly<Record<string, Schema>>, seen: Set<string> = new Set()): boolean {
  if (!isObject(schema)) return false;
  if (schema.type === 'object') return true;
  const name = schema.type === undefined && typeof schema.$ref === 'string' ? MANIFEST_REF.exec(schema.$ref)?.[1] : undefined;
  if (name === undefined || seen.has(name) || definitions[name] === undefined) return false;
  return isObjectRoot(definitions[name], definitions, new Set([...seen, name]));
}

/**
 * Output schemas without an object root are wrapped as {result} for 2025-11-25 clients. A root that is only a $ref
 * to an object definition counts as an object: the generator advertises it with an explicit `type: "object"`.
 */
export const isNonObjectRoot = (schema: Schema, definitions: Readonly<Record<string, Schema>> = {}): boolean => !isObjectRoot(schema, definitions);

/**
 * The output schema a client in `era` must see. The SDK's legacy wrap moves the schema under properties.result,
 * and rewrites its local refs so they still resolve there (#/$defs/X → #/properties/result/$defs/X).
 */
export function advertisedOutput(output: Schema, definitions: Readonly<Record<string, Schema>> | undefined, era: EraName): Schema {
  const contained = selfContained(output, definitions);
  const natural =
    isObject(contained) && contained.type === undefined && !isNonObjectRoot(output, definitions ?? {}) ? { type: 'object', ...contained } : contained;
  if (era === 'modern' || !isNonObjectRoot(output, definitions ?? {})) return natural;
  const moved = mapRefs(natural as Json, (ref) => ref.replace(/^#\//, '#/properties/result/'));
  return { type: 'object', properties: { result: moved }, required: ['result'] };
}

/** The complete Tool object tools/list must carry for `tool` (nothing more, nothing less). */
export function expectedTool(spec: LoadedSpec, tool: LoadedSpec['tools'][number], era: EraName): Record<string, unknown> {
  const defs = spec.doc.definitions;
  const annotations =
    tool.title === undefined && tool.annotations === undefined ? undefined : { ...(tool.title !== undefined && { title: tool.title }), ...tool.annotations };
  return {
    name: tool.name,
    ...(tool.title !== undefined && { title: tool.title }),
    description: tool.description,
    inputSchema: tool.input === undefined ? NO_ARGUMENTS : selfContained(tool.input, defs),
    ...(tool.output !== undefined && { outputSchema: advertisedOutput(tool.output, defs, era) }),
    ...(annotations !== undefined && { annotations }),
  };
}

/** Built-in error classes of errors.gen.ts with their documented codes. */
export const BUILTIN_ERRORS: Readonly<Record<string, { code: number; retryable: boolean }>> = {
  InvalidParamsError: { code: -32602, retryable: false },
  InvalidRequestError: { code: -32600, retryable: false },
  NotFoundError: { code: -32600, retryable: false },
  PermissionDeniedError: { code: -32600, retryable: false },
  InternalError: { code: -32603, retryable: false },
};

/** Code and default retryability of an error class: declared (manifest defaults: -32000, false) or built in. */
export function errorClass(spec: LoadedSpec, name: string): { code: number; retryable: boolean; message?: string } {
  const declared = spec.doc.errors?.[name];
  if (declared) return { code: declared.code ?? -32000, retryable: declared.retryable ?? false, message: declared.message };
  const builtin = BUILTIN_ERRORS[name];
  if (!builtin) throw new Error(`${spec.name}: unknown error class ${name} in a test case`);
  return builtin;
}

/** Tools whose handler is still mcpgen's scaffold stub (`return notImplemented('<tool>', ...)` in src/tools/). */
export function stubTools(spec: SpecEntry): Set<string> {
  const dir = path.join(REPO_ROOT, spec.out, 'src', 'tools');
  const stubs = new Set<string>();
  if (!existsSync(dir)) return stubs; // a server without tools
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const m of source.matchAll(/return notImplemented\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) stubs.add((m[1] ?? m[2])!);
  }
  return stubs;
}
