// The IR of tools that are HTTP calls (manifest `http` and `api`), with OpenAPI's defaults applied.

/** A JSON Schema as the IR holds it. */
export type JsonSchemaObject = Readonly<Record<string, unknown>>;

export interface HttpParameterIR {
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly name: string;
  /** The input property carrying the value. */
  readonly property: string;
  readonly style: 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';
  readonly explode: boolean;
  /** Sent as JSON text under its own name (OpenAPI `content: application/json`) instead of per style. */
  readonly serialize?: 'json';
}

/** One HTTP operation, with OpenAPI's defaults applied. */
export interface HttpBindingIR {
  /** Upper case, as sent. */
  readonly method: string;
  readonly path: string;
  /** The operation's own server (http.baseUrl) and the variable that overrides it at run time. */
  readonly server?: { readonly url: string; readonly env: string };
  /** In manifest order. */
  readonly parameters: readonly HttpParameterIR[];
  /** files: multipart fields given as base64 → their media type. */
  readonly body?: { readonly property: string; readonly contentType: string; readonly files?: Readonly<Record<string, string>> };
  /** The Accept header's media types (manifest order; default application/json). */
  readonly accept: readonly string[];
  /** The api.auth schemes tried in this order (all of them when the manifest omits `auth`). */
  readonly auth: readonly string[];
  /** http.scopes: the upstream scopes the operation needs from its oauth2 scheme (sorted; [] when none). */
  readonly scopes: readonly string[];
  /** Status (404, 4XX, default) → declared error name, in manifest order. */
  readonly errors: readonly { readonly status: string; readonly error: string }[];
  /** api.timeoutMs, or the tool's timeoutMs when smaller. */
  readonly timeoutMs: number;
  /** What the tool advertises of the output schema the API documents (http.drift; default strict). */
  readonly drift: 'strict' | 'relax' | 'drop';
  /** relax and drop: the documented output schema (self-contained), which every 2xx JSON answer is checked against. */
  readonly documentedOutput?: JsonSchemaObject | boolean;
  /** http.outputs: the documented schema (self-contained) of each 2xx status, when the API documents several. */
  readonly statusOutputs?: readonly { readonly status: string; readonly schema: JsonSchemaObject | boolean }[];
  /** http.noContent: 2xx statuses documented without a body. */
  readonly noContent?: readonly string[];
}

export interface ApiAuthSchemeIR {
  readonly name: string;
  readonly type: 'bearer' | 'apiKey' | 'basic' | 'oauth2';
  /** apiKey: where the key goes and under which name. */
  readonly in?: 'header' | 'query';
  readonly paramName?: string;
  /** The environment variable read on every call (oauth2: the static bearer without inbound auth, and the prefix of <env>_CLIENT_ID/_CLIENT_SECRET). */
  readonly env: string;
  /** oauth2 only: the upstream authorization server and the scopes operations may ask for (manifest order). */
  readonly oauth2?: { readonly authorizationUrl: string; readonly tokenUrl: string; readonly scopes: readonly string[] };
}

/** Manifest `api`, with defaults applied. */
export interface ApiIR {
  readonly baseUrl: string;
  /** baseUrl only stands for the real address (api.baseUrlPlaceholder): client entries carry MCPGEN_API_BASE_URL. */
  readonly baseUrlPlaceholder: boolean;
  readonly timeoutMs: number;
  readonly auth: readonly ApiAuthSchemeIR[];
  /**
   * Some oauth2 scheme is per user: the manifest has inbound `auth` (the principal is the token's verified issuer and
   * subject). False without it: oauth2 schemes then send their <env> as a static bearer.
   */
  readonly perUser: boolean;
}
