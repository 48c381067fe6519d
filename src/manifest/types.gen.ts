// generated from manifest.schema.json by json-schema-to-typescript (test/support/manifest-types.ts): do not edit. Run `npm run docs`.
export type JsonSchema = Record<string, unknown> | boolean;
export type ManifestScopes = string[];

export interface Manifest {
  mcpgen: 1;
  server: {
    name: string;
    version: string;
    title?: string;
    description?: string;
    registryName?: string;
    serverCard?: boolean;
    transports?: ('stdio' | 'http')[];
    instructions?: string;
    logging?: boolean;
    rateLimit?: {
      max: number;
      perMs: number;
      by?: 'caller' | 'tool';
    };
  };
  openapi?: {
    spec: string;
    sha256?: {
      [k: string]: string;
    };
    include?: string[];
    exclude?: string[];
    deprecated?: boolean;
    portable?: boolean;
    drift?: 'strict' | 'relax' | 'drop';
    overrides?: {
      [k: string]: {
        name?: string;
        title?: string;
        description?: string;
        annotations?: ManifestAnnotations;
        exclude?: boolean;
        toolset?: string;
        drift?: 'strict' | 'relax' | 'drop';
        advertise?: ManifestToolAdvertise;
      };
    };
  };
  definitions?: {
    [k: string]: JsonSchema;
  };
  errors?: {
    [k: string]: ManifestErrorClass;
  };
  tools?: {
    [k: string]: ManifestTool;
  };
  resources?: {
    [k: string]: ManifestResource;
  };
  resourceTemplates?: {
    [k: string]: ManifestResourceTemplate;
  };
  prompts?: {
    [k: string]: ManifestPrompt;
  };
  toolsets?: {
    [k: string]: ManifestToolset;
  };
  clients?: ('gemini' | 'openai-strict')[];
  budget?: {
    tools?: number;
    tokens?: number;
    resultTokens?: number;
  };
  cache?: ManifestCacheHint;
  lifecycle?:
    | boolean
    | {
        shutdownGraceMs?: number;
      };
  auth?: ManifestAuth;
  api?: ManifestApi;
}
export interface ManifestAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}
export interface ManifestToolAdvertise {
  outputSchema?: boolean;
  description?: string;
}
export interface ManifestErrorClass {
  message: string;
  code?: number;
  retryable?: boolean;
  data?: JsonSchema;
}
export interface ManifestTool {
  title?: string;
  description: string;
  annotations?: ManifestAnnotations;
  input?: JsonSchema;
  output?: JsonSchema;
  errors?: string[];
  progress?:
    | boolean
    | {
        intervalMs?: number;
      };
  timeoutMs?: number;
  resultTokens?: number;
  longRunning?: boolean;
  task?: 'optional' | 'required';
  taskTtlMs?: number;
  pollIntervalMs?: number;
  taskStart?: 'immediate' | 'explicit';
  taskAfterMs?: number;
  rateLimit?:
    | boolean
    | {
        max: number;
        perMs: number;
        by?: 'caller' | 'tool';
      };
  scopes?: ManifestScopes;
  http?: ManifestHttp;
  toolset?: string;
  advertise?: ManifestToolAdvertise;
  ui?: ManifestToolUi;
}
export interface ManifestHttp {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
  path: string;
  operationId?: string;
  baseUrl?: string;
  parameters?: ManifestHttpParameter[];
  body?: {
    property: string;
    contentType?: string;
    files?: {
      [k: string]: string;
    };
  };
  accept?: string[];
  auth?: (string | string[])[];
  scopes?: string[];
  drift?: 'strict' | 'relax' | 'drop';
  outputs?: {
    [k: string]: JsonSchema;
  };
  noContent?: string[];
  errors?: {
    [k: string]: string;
  };
}
export interface ManifestHttpParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  property: string;
  style?: 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';
  explode?: boolean;
  serialize?: 'json';
}
export interface ManifestToolUi {
  view: string;
  csp?: {
    connectDomains?: string[];
    resourceDomains?: string[];
  };
  permissions?: ('camera' | 'microphone' | 'geolocation' | 'clipboardWrite')[];
  prefersBorder?: boolean;
  visibility?: ('model' | 'app')[];
}
export interface ManifestResource {
  uri: string;
  title?: string;
  description?: string;
  mimeType?: string;
  cache?: ManifestCacheHint;
  subscribe?: boolean;
  scopes?: ManifestScopes;
  toolset?: string;
}
export interface ManifestCacheHint {
  ttlMs?: number;
  scope?: 'public' | 'private';
}
export interface ManifestResourceTemplate {
  uriTemplate: string;
  title?: string;
  description?: string;
  mimeType?: string;
  complete?: string[];
  cache?: ManifestCacheHint;
  scopes?: ManifestScopes;
  toolset?: string;
}
export interface ManifestPrompt {
  title?: string;
  description?: string;
  arguments?:
    | {
        [k: string]: ManifestPromptArgument;
      }
    | ManifestPromptArgumentItem[];
  scopes?: ManifestScopes;
  toolset?: string;
}
export interface ManifestPromptArgument {
  description?: string;
  required?: boolean;
  complete?: boolean;
}
export interface ManifestPromptArgumentItem {
  name: string;
  description?: string;
  required?: boolean;
  complete?: boolean;
}
export interface ManifestToolset {
  description: string;
  default?: boolean;
  advertise?: {
    outputSchema?: boolean;
    description?: 'first-paragraph';
  };
}
export interface ManifestAuth {
  issuer: string;
  audience: string;
  jwksUri?: string;
  scopes?: string[];
  algorithms?: ('RS256' | 'RS384' | 'RS512' | 'PS256' | 'PS384' | 'PS512' | 'ES256' | 'ES384' | 'ES512' | 'EdDSA' | 'Ed25519')[];
  clockSkewSeconds?: number;
  hideUnauthorized?: boolean;
  stepUp?: boolean;
}
export interface ManifestApi {
  baseUrl: string;
  baseUrlPlaceholder?: boolean;
  timeoutMs?: number;
  drift?: 'strict' | 'relax' | 'drop';
  auth?: {
    [k: string]: ManifestApiAuthScheme;
  };
}
export interface ManifestApiAuthScheme {
  type: 'bearer' | 'apiKey' | 'basic' | 'oauth2';
  authorizationUrl?: string;
  tokenUrl?: string;
  scopes?: string[];
  in?: 'header' | 'query';
  name?: string;
  env?: string;
}
