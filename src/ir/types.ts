/** The typed intermediate representation: plain, readonly, JSON-serializable. Every derived name lives here. */
import type { SourceLoc } from '../diagnostics/diagnostic.js';
import type { Manifest, ManifestAnnotations, ManifestCacheHint, ManifestResource } from '../manifest/types.gen.js';
import type { Idents } from '../names.js';

import type { ApiIR, HttpBindingIR, JsonSchemaObject } from './http-types.js';

export type { ApiAuthSchemeIR, ApiIR, HttpBindingIR, HttpParameterIR, JsonSchemaObject } from './http-types.js';

export interface SchemaIR {
  /** TypeScript type name, unique per server (SearchDocumentsInput). */
  readonly typeName: string;
  /** What clients see: self-contained (shared definitions embedded under $defs), otherwise as written. */
  readonly jsonSchema: JsonSchemaObject | boolean;
  /** Object roots get an explicit text fallback; other roots are wrapped as {result} for 2025-11-25 clients by the SDK. */
  readonly root: 'object' | 'other';
  /** The schema's own definitions (root $defs / definitions), advertised as written and typed under these names. */
  readonly locals?: readonly LocalDefinitionIR[];
}

export interface LocalDefinitionIR {
  readonly map: '$defs' | 'definitions';
  readonly name: string;
  readonly typeName: string;
}

/** The manifest's behaviour hints, as tools/list shows them. */
export type AnnotationsIR = Readonly<ManifestAnnotations>;

export interface ResultBudgetIR {
  readonly tokens: number;
  /** The input property that skips items (offset, skip, start). */
  readonly offset?: string;
  /** The input property that sets how many items an answer holds (limit, per_page, pageSize, ...). */
  readonly limit?: string;
}

/** What every tool, resource, resource template and prompt has. */
interface EntryIR {
  /** The manifest's key: the wire name of a tool or prompt. */
  readonly name: string;
  readonly ident: Idents;
  /** Manifest `toolset`: served only when it is selected (MCPGEN_TOOLSETS). */
  readonly toolset?: string;
  readonly loc: SourceLoc;
}

export interface ToolIR extends EntryIR {
  readonly kind: 'tool';
  readonly title?: string;
  readonly description: string;
  readonly annotations?: AnnotationsIR;
  readonly input: SchemaIR;
  /** False when the manifest gave no input schema (the tool takes no arguments). */
  readonly hasInput: boolean;
  readonly output?: SchemaIR;
  /** The definitions the advertised input and output schemas leave out to fit tools/list (relax-cut.ts), sorted. */
  readonly inputLeftOut?: readonly string[];
  readonly outputLeftOut?: readonly string[];
  readonly errors: readonly string[];
  /** Declared with `progress`: the handler gets ctx.progress()/ctx.track(); intervalMs when the manifest set one. */
  readonly progress?: { readonly intervalMs?: number };
  readonly timeoutMs?: number;
  /** Most tokens of one result (its own resultTokens, else budget.resultTokens, else the default), and its paging inputs. */
  readonly resultBudget: ResultBudgetIR;
  /** longRunning: the tool can run as a task. */
  readonly task?: {
    readonly mode: 'optional' | 'required';
    readonly ttlMs: number;
    readonly pollIntervalMs: number;
    readonly start: 'immediate' | 'explicit';
    /** taskAfterMs: a plain call until it has run this long, then a task. */
    readonly afterMs?: number;
  };
  /** The effective rate limit (the tool's own, else the server default). */
  readonly rateLimit?: { readonly max: number; readonly perMs: number; readonly by: 'caller' | 'tool' };
  /** Manifest `http`: the tool is one call to the server's `api` (operations.gen.ts). */
  readonly http?: HttpBindingIR;
  /** Manifest `advertise`: tools/list shows less than the tool has; absent when it shows everything. */
  readonly advertise?: AdvertiseIR;
  /** MCP Apps: the view the host renders for this tool's result, and who may call the tool. */
  readonly ui?: ToolUiIR;
}

export interface ToolUiIR {
  readonly resourceUri: string;
  /** Absent: the spec's default, model and app. */
  readonly visibility?: readonly ('model' | 'app')[];
}

/** An MCP Apps view: one ui:// resource (text/html;profile=mcp-app) whatever the number of tools that show it. */
export interface ViewIR {
  readonly uri: string;
  /** The resource's name: the view's path without ".html" ("views/notes"). */
  readonly name: string;
  /** The HTML file, relative to the manifest's folder. */
  readonly file: string;
  readonly html: string;
  /** The resource's `_meta.ui`: csp, permissions ({} marks each), prefersBorder; empty when the manifest sets none. */
  readonly meta: Readonly<Record<string, unknown>>;
  /** Wire names of the tools that show it, in manifest order. */
  readonly tools: readonly string[];
}

export interface ErrorClassIR {
  readonly kind: 'error';
  readonly name: string;
  readonly message: string;
  readonly code: number;
  readonly retryable: boolean;
  readonly data?: SchemaIR;
  /** The data schema requires properties, so the constructor requires data. */
  readonly dataRequired: boolean;
  readonly loc: SourceLoc;
}

export interface DefinitionIR {
  readonly kind: 'definition';
  /** As written in the manifest: the key of $defs on the wire. */
  readonly name: string;
  /** Its TypeScript type name, derived from `name` and unique in the server (SimpleUser for simple-user). */
  readonly typeName: string;
  readonly jsonSchema: JsonSchemaObject | boolean;
}

/** A SEP-2549 cache hint in wire spelling (the manifest's `scope` is `cacheScope`); only the fields the manifest set. */
export type CacheHintIR = Readonly<Pick<ManifestCacheHint, 'ttlMs'> & { cacheScope?: ManifestCacheHint['scope'] }>;

/** What resources/list and resources/templates/list advertise besides name and URI. */
export type ResourceMetadataIR = Readonly<Pick<ManifestResource, 'title' | 'description' | 'mimeType'>>;

export interface ResourceIR extends EntryIR {
  readonly kind: 'resource';
  readonly uri: string;
  readonly metadata: ResourceMetadataIR;
  readonly cache?: CacheHintIR;
  /** Clients may subscribe to it (resources/subscribe). */
  readonly subscribe: boolean;
}

export interface TemplateVariableIR {
  readonly name: string;
  /** `{name*}`: a list of values (string[]). */
  readonly exploded: boolean;
  /** The manifest lists it under `complete`: it gets a completion handler. */
  readonly complete: boolean;
}

export interface ResourceTemplateIR extends EntryIR {
  readonly kind: 'resourceTemplate';
  readonly uriTemplate: string;
  /** In template order. */
  readonly variables: readonly TemplateVariableIR[];
  readonly metadata: ResourceMetadataIR;
  readonly cache?: CacheHintIR;
}

export interface PromptArgumentIR {
  readonly name: string;
  readonly description?: string;
  readonly required: boolean;
  /** It has a completion handler (completion/complete). */
  readonly complete: boolean;
}

export interface PromptIR extends EntryIR {
  readonly kind: 'prompt';
  readonly title?: string;
  readonly description?: string;
  /** In manifest order; all strings on the wire. */
  readonly arguments: readonly PromptArgumentIR[];
}

/** What one tool, resource, resource template or prompt requires; `key` is what a request names it by. */
export interface ScopeRequirementIR {
  /** Tool or prompt name, resource URI, or resource template uriTemplate. */
  readonly key: string;
  readonly scopes: readonly string[];
}

/** OAuth 2.1 resource-server settings (manifest `auth`), with defaults applied. */
export interface AuthIR {
  readonly issuer: string;
  readonly audience: string;
  readonly jwksUri?: string;
  readonly scopes: readonly string[];
  readonly algorithms: readonly string[];
  readonly clockSkewSeconds: number;
  readonly hideUnauthorized: boolean;
  readonly stepUp: boolean;
  /** Only the entries that declare scopes, in manifest order. */
  readonly required: { readonly [kind in 'tools' | 'resources' | 'resourceTemplates' | 'prompts']: readonly ScopeRequirementIR[] };
}

export interface ServerIR {
  readonly kind: 'server';
  readonly name: string;
  readonly version: string;
  readonly title?: string;
  readonly description?: string;
  readonly instructions?: string;
  /** server.registryName: the reverse-DNS name of server.json and the server card. */
  readonly registryName?: string;
  /** server.serverCard: over HTTP, the SEP-2127 server card is served at /mcp/server-card. */
  readonly serverCard: boolean;
  /** server.transports: stdio always; Streamable HTTP (--http) unless the manifest says [stdio]. */
  readonly transports: { readonly http: boolean };
  /** Manifest path relative to the output folder, posix; the only path that reaches generated files. */
  readonly source: string;
  readonly definitions: readonly DefinitionIR[];
  readonly errors: readonly ErrorClassIR[];
  readonly tools: readonly ToolIR[];
  readonly resources: readonly ResourceIR[];
  readonly resourceTemplates: readonly ResourceTemplateIR[];
  readonly prompts: readonly PromptIR[];
  /** Cache hint for the four list results (tools, prompts, resources, resource templates); absent = SDK default. */
  readonly listCache?: CacheHintIR;
  /** server.logging: declare the logging capability (logging/setLevel, notifications/message). */
  readonly logging: boolean;
  /** Start-up/shutdown hooks (src/lifecycle.ts) and how long a stop waits for calls in flight. */
  readonly lifecycle: { readonly hooks: boolean; readonly shutdownGraceMs: number };
  /** Manifest `auth`: the HTTP transport is an OAuth resource server. Absent: static bearer tokens only. */
  readonly auth?: AuthIR;
  /** Manifest `api`: the HTTP API that tools with an `http` binding call. */
  readonly api?: ApiIR;
  /** Manifest `toolsets` and `budget`; absent when the manifest declares no toolsets. */
  readonly toolsets?: ToolsetsIR;
  /** MCP Apps views (tools' `ui`); absent when no tool has one. */
  readonly views?: readonly ViewIR[];
  /** Which optional runtime modules the glue needs. */
  readonly features: { readonly tasks: boolean };
}

/** The IR of the manifest's toolsets and budget (ServerIR.toolsets). */
export interface ToolsetIR {
  readonly name: string;
  readonly description: string;
  readonly default: boolean;
}

export interface ToolsetsIR {
  /** In manifest order. */
  readonly sets: readonly ToolsetIR[];
}

/** What the default selection may cost (manifest `budget` with defaults applied). */
export type BudgetIR = Readonly<Required<Pick<NonNullable<Manifest['budget']>, 'tools' | 'tokens'>>>;

/** What tools/list shows of a tool in place of the manifest's (manifest `advertise`, the tool's or its toolset's). */
export interface AdvertiseIR {
  /** The listed description, when it is not the tool's own. */
  readonly description?: string;
  /** false: the output schema is left out of tools/list (it still types and validates the result). */
  readonly outputSchema: boolean;
}
