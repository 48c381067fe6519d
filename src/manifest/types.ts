/** The manifest as it reads after shape validation (format 1). Mirrors manifest.schema.json. */

export type JsonSchema = Record<string, unknown> | boolean;

export interface ManifestAnnotations {
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

export interface ManifestTool {
  readonly title?: string;
  readonly description: string;
  readonly annotations?: ManifestAnnotations;
  readonly input?: JsonSchema;
  readonly output?: JsonSchema;
  readonly errors?: readonly string[];
  readonly progress?: boolean | { readonly intervalMs?: number };
  readonly timeoutMs?: number;
  readonly resultTokens?: number;
  readonly longRunning?: boolean;
  readonly task?: 'optional' | 'required';
  readonly taskTtlMs?: number;
  readonly pollIntervalMs?: number;
  readonly taskStart?: 'immediate' | 'explicit';
  readonly taskAfterMs?: number;
  readonly scopes?: readonly string[];
  /** false: no limit; true (or absent): the server default. */
  readonly rateLimit?: boolean | ManifestRateLimit;
  readonly http?: ManifestHttp;
  /** A key of the top-level `toolsets`. */
  readonly toolset?: string;
  /** What tools/list shows of the tool (a shorter description, no output schema). */
  readonly advertise?: { readonly outputSchema?: boolean; readonly description?: string };
  /** MCP Apps: the view the host renders for this tool (see manifest/views.ts). */
  readonly ui?: ManifestToolUi;
}

export type UiVisibility = 'model' | 'app';
export type UiPermission = 'camera' | 'microphone' | 'geolocation' | 'clipboardWrite';

export interface ManifestToolUi {
  readonly view: string;
  readonly csp?: { readonly connectDomains?: readonly string[]; readonly resourceDomains?: readonly string[] };
  readonly permissions?: readonly UiPermission[];
  readonly prefersBorder?: boolean;
  readonly visibility?: readonly UiVisibility[];
}

export type HttpLocation = 'path' | 'query' | 'header' | 'cookie';
export type HttpStyle = 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';

export interface ManifestHttpParameter {
  readonly in: HttpLocation;
  readonly name: string;
  readonly property: string;
  readonly style?: HttpStyle;
  readonly explode?: boolean;
  /** json: the value as JSON text (OpenAPI `content: application/json`); style and explode do not apply. */
  readonly serialize?: 'json';
}

/** A tool implemented as one call to the manifest's `api`. */
export interface ManifestHttp {
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
  readonly path: string;
  /** The OpenAPI operationId the tool was imported from, when the name differs (informational). */
  readonly operationId?: string;
  /** The operation's own server instead of api.baseUrl. */
  readonly baseUrl?: string;
  readonly parameters?: readonly ManifestHttpParameter[];
  readonly body?: { readonly property: string; readonly contentType?: string; readonly files?: Readonly<Record<string, string>> };
  /** Media types of the 2xx answers: the Accept header (default application/json). */
  readonly accept?: readonly string[];
  readonly auth?: readonly string[];
  /** The upstream scopes this operation needs from its oauth2 scheme. */
  readonly scopes?: readonly string[];
  /** Status (404, 4XX, default) → declared error name. */
  readonly errors?: Readonly<Record<string, string>>;
  /** The output schema advertised when the API's answers drift from it (default api.drift, else strict: as documented). */
  readonly drift?: HttpDrift;
  /** The JSON Schema of each documented 2xx answer, when there are several: an answer is checked against its status's. */
  readonly outputs?: Readonly<Record<string, JsonSchema>>;
  /** 2xx statuses documented without a body: a success (structured content {} on a tool with an output schema). */
  readonly noContent?: readonly string[];
}

/** strict: advertise the output schema as is; relax: without required/additionalProperties: false; drop: none. */
export type HttpDrift = 'strict' | 'relax' | 'drop';

export interface ManifestApiAuthScheme {
  /** oauth2: per user (authorization code with PKCE at the upstream, asked for with a URL elicitation). */
  readonly type: 'bearer' | 'apiKey' | 'basic' | 'oauth2';
  readonly in?: 'header' | 'query';
  readonly name?: string;
  /** oauth2 only (required): the upstream's authorization and token endpoints. */
  readonly authorizationUrl?: string;
  readonly tokenUrl?: string;
  /** oauth2 only: the upstream scopes operations may ask for (http.scopes). */
  readonly scopes?: readonly string[];
  /** The credential's variable; oauth2: the prefix of <env>_CLIENT_ID / <env>_CLIENT_SECRET, and the static bearer without inbound auth. */
  readonly env?: string;
}

/** The HTTP API behind the tools with an `http` binding. */
export interface ManifestApi {
  readonly baseUrl: string;
  /** baseUrl only stands for the real address: client entries carry MCPGEN_API_BASE_URL. */
  readonly baseUrlPlaceholder?: boolean;
  readonly timeoutMs?: number;
  /** The default http.drift of every tool (default strict). */
  readonly drift?: HttpDrift;
  readonly auth?: Readonly<Record<string, ManifestApiAuthScheme>>;
}

export interface ManifestRateLimit {
  readonly max: number;
  readonly perMs: number;
  readonly by?: 'caller' | 'tool';
}

export interface ManifestErrorClass {
  readonly message: string;
  readonly code?: number;
  readonly retryable?: boolean;
  readonly data?: JsonSchema;
}

/** SEP-2549 cache hint as written in the manifest (`scope` becomes the wire's `cacheScope`). */
export interface ManifestCacheHint {
  readonly ttlMs?: number;
  readonly scope?: 'public' | 'private';
}

export interface ManifestResource {
  readonly uri: string;
  readonly title?: string;
  readonly description?: string;
  readonly mimeType?: string;
  readonly cache?: ManifestCacheHint;
  readonly subscribe?: boolean;
  readonly scopes?: readonly string[];
  readonly toolset?: string;
}

export interface ManifestResourceTemplate {
  readonly uriTemplate: string;
  readonly title?: string;
  readonly description?: string;
  readonly mimeType?: string;
  readonly complete?: readonly string[];
  readonly cache?: ManifestCacheHint;
  readonly scopes?: readonly string[];
  readonly toolset?: string;
}

export interface ManifestPromptArgument {
  readonly description?: string;
  readonly required?: boolean;
  readonly complete?: boolean;
}

/** An argument in the MCP list form: `{ name, description, required }`. */
export interface ManifestPromptArgumentItem extends ManifestPromptArgument {
  readonly name: string;
}

export interface ManifestPrompt {
  readonly title?: string;
  readonly description?: string;
  /** By name (a mapping), or as MCP lists them. */
  readonly arguments?: Readonly<Record<string, ManifestPromptArgument>> | readonly ManifestPromptArgumentItem[];
  readonly scopes?: readonly string[];
  readonly toolset?: string;
}

/** OAuth 2.1 resource-server settings (HTTP only). */
export interface ManifestAuth {
  readonly issuer: string;
  readonly audience: string;
  readonly jwksUri?: string;
  readonly scopes?: readonly string[];
  readonly algorithms?: readonly string[];
  readonly clockSkewSeconds?: number;
  readonly hideUnauthorized?: boolean;
  readonly stepUp?: boolean;
}

/** A prompt's arguments as [name, argument] pairs, in order, whichever form the manifest uses. */
export function promptArguments(prompt: ManifestPrompt): [string, ManifestPromptArgument][] {
  const args = prompt.arguments;
  if (Array.isArray(args)) return (args as readonly ManifestPromptArgumentItem[]).map(({ name, ...rest }) => [name, rest]);
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
    /** Reverse-DNS name in the MCP Registry (server.json, server card). */
    readonly registryName?: string;
    /** Serve the SEP-2127 server card over HTTP. */
    readonly serverCard?: boolean;
    /** The transports offered; [stdio, http] when absent. */
    readonly transports?: readonly ('stdio' | 'http')[];
    readonly logging?: boolean;
    readonly rateLimit?: ManifestRateLimit;
  };
  /** Written by `mcpgen import openapi` (see manifest.schema.json). */
  readonly openapi?: {
    readonly spec: string;
    readonly sha256?: Readonly<Record<string, string>>;
    readonly include?: readonly string[];
    readonly exclude?: readonly string[];
    readonly deprecated?: boolean;
    readonly portable?: boolean;
    /** api.drift of the imported manifest (default relax). */
    readonly drift?: HttpDrift;
    readonly overrides?: Readonly<
      Record<
        string,
        {
          readonly name?: string;
          readonly title?: string;
          readonly description?: string;
          readonly annotations?: ManifestAnnotations;
          readonly exclude?: boolean;
          readonly toolset?: string;
          readonly drift?: HttpDrift;
        }
      >
    >;
  };
  readonly definitions?: Readonly<Record<string, JsonSchema>>;
  readonly errors?: Readonly<Record<string, ManifestErrorClass>>;
  readonly tools?: Readonly<Record<string, ManifestTool>>;
  readonly resources?: Readonly<Record<string, ManifestResource>>;
  readonly resourceTemplates?: Readonly<Record<string, ManifestResourceTemplate>>;
  readonly prompts?: Readonly<Record<string, ManifestPrompt>>;
  readonly cache?: ManifestCacheHint;
  readonly lifecycle?: boolean | { readonly shutdownGraceMs?: number };
  readonly auth?: ManifestAuth;
  readonly api?: ManifestApi;
  readonly toolsets?: Readonly<Record<string, ManifestToolset>>;
  readonly budget?: ManifestBudget;
  /** Client dialects the tools' input schemas are linted for (MCPG275). */
  readonly clients?: readonly ('gemini' | 'openai-strict')[];
}

/** A group of tools served together (MCPGEN_TOOLSETS). */
export interface ManifestToolset {
  readonly description: string;
  readonly default?: boolean;
  /** What tools/list shows of the toolset's tools; a tool's own `advertise` wins. */
  readonly advertise?: { readonly outputSchema?: boolean; readonly description?: 'first-paragraph' };
}

/** What the default selection of tools may cost a client's context. */
export interface ManifestBudget {
  readonly tools?: number;
  readonly tokens?: number;
  readonly resultTokens?: number;
}
