// Which files of mcpgen's fixed runtime (templates/runtime/) a project carries: those its generated files import,
// and what those import in turn. Each file stays byte for byte the same in every project; a feature the manifest
// does not use (tasks, rate limits, API calls, toolsets, content, views, OAuth) is left out by not being imported.
import { readTemplate } from './templates.js';

export const RUNTIME_DIR = 'src/generated/runtime/';

/** One line per runtime file: what it is for, in the words of the runtime README (src/generated/runtime/README.md). */
export const RUNTIME_PURPOSE: Readonly<Record<string, string>> = Object.freeze({
  api: 'what handlers see: call contexts, toolResult(), notImplemented(), jsonSchema()',
  apps: 'MCP Apps: the ui:// views and each tool’s link to its view (the manifest has `ui` views)',
  arguments: 'names an unknown argument of a closed input schema with the nearest known one',
  auth: 'who a request comes from and its scopes, ctx.auth (bearer tokens over HTTP, OAuth with `auth`)',
  cancel: 'linked cancellation signals, timeouts, sleep()',
  content: 'resources and prompts: request context, result shaping, error mapping',
  context: 'a tool call’s ctx and where its signal, progress and input come from',
  defaults: 'input validation that fills in the schemas’ `default`s (ajv, loaded only when a schema has one)',
  discover: 'discover mode: search_tools and call_tool over every tool (toolsets)',
  'discover-rank': 'discover mode: the ranking of tools for a request, and when nothing fits (MiniSearch, stemmer)',
  errors: 'McpgenError and the built-in error classes',
  execute: 'runs a tool call: outcome, timeouts, stops',
  'handler-modules': 'handler modules imported on first call, all of them in the background after start-up',
  'http-answer': 'API calls: the declared answer of an HTTP response, or the error its status maps to',
  'http-auth': 'HTTP transport: bearer tokens and OAuth metadata of a request',
  'http-body': 'API calls: request bodies (JSON, form, multipart)',
  'http-call': 'API calls: one tool, one HTTP request to the manifest’s `api` (tools with `http`)',
  'http-drift': 'API answers that drift from their documented schema: text with a note, the HTTP status in _meta',
  'http-guards': 'HTTP transport: Host and Origin checks, CORS preflight, 405 with the methods /mcp serves',
  'http-limits': 'HTTP transport: body size and concurrency limits (MCPGEN_MAX_*), the requests a stop waits for',
  'http-request': 'API calls: URL, parameters and headers of a request as the API document specifies',
  'http-route': 'HTTP transport: a request to its session, a new session (initialize) or the stateless handler',
  http: 'Streamable HTTP (--http): the server at /mcp, its checks in order, listening and graceful stop',
  lifecycle: 'start-up, calls in flight, graceful stop on SIGINT/SIGTERM/stdin close',
  log: 'the JSON-lines logger on stderr',
  oauth: 'the OAuth resource server: jose JWT/JWKS verification and protected-resource metadata (`auth`)',
  progress: 'rate-limited progress notifications, ctx.track()',
  'rate-limit': 'per-tool rate limits (a tool or the server sets `rateLimit`)',
  redis: 'the optional Redis client (ioredis, loaded on first use) of shared rate limits and tasks',
  'result-budget': 'results that fit the client: a result over its token budget cut to the array items that fit, with a note',
  results: 'what a tool call answers: results, tool errors, the legacy {result} wrap',
  'schema-errors': 'validation errors in words: the property a closed object refuses, the values an enum allows',
  serve: 'stdio by default, Streamable HTTP with --http (server.transports has both)',
  'server-card': 'the SEP-2127 server card at /mcp/server-card (server.serverCard)',
  sessions: '2025-11-25 HTTP sessions: one transport and instance each, bounded in number and idle time',
  settings: 'the shapes of what config.gen.ts exports for the runtime: OAuth settings, lifecycle hooks, server card',
  sqlite: 'the SQLite file of the task and token stores (better-sqlite3, loaded only when a store asks for it)',
  startup: 'command-line options and the start-up log line',
  stdio: 'the stdio transport, with a line buffer that logs a malformed line instead of dropping it silently',
  'task-methods': 'Tasks: tasks/get, tasks/update, tasks/cancel (a `longRunning` tool)',
  'task-phases': 'Tasks: a call that becomes a task after taskAfterMs (a `longRunning` tool)',
  'task-state': 'Tasks: a task’s live state and its sweeper (a `longRunning` tool)',
  'task-store-redis': 'Tasks: the shared Redis task store (a `longRunning` tool)',
  'task-store': 'Tasks: the task store, in memory, SQLite or Redis (a `longRunning` tool)',
  tasks: 'Tasks: tools/call answered with a task, run in the background (a `longRunning` tool)',
  telemetry: 'one OpenTelemetry span per tool call (a no-op without an OpenTelemetry SDK)',
  'tool-spec': 'what the runtime knows of a tool besides its handler: output, progress, timeout, task settings',
  'tool-table': 'tools/list and tools/call from one table built once per process',
  toolsets: 'the toolsets a server serves (MCPGEN_TOOLSETS, --toolsets)',
  upstream: 'per-user API credentials (api.auth oauth2 with `auth`): each user’s token, asked for with a URL elicitation, refreshed (oauth4webapi)',
  'upstream-routes': 'per-user API credentials over HTTP: /upstream/authorize, /upstream/callback and /upstream/revoke',
  'upstream-login': 'per-user API credentials: the browser’s pages, and the sign-in that binds a link to its user (MCPGEN_AUTH_CLIENT_ID)',
  'upstream-store': 'per-user API credentials: tokens sealed with AES-256-GCM (MCPGEN_TOKEN_KEY) in SQLite, Redis or memory',
});

/** Runtime files a text imports: `./name.gen.js` inside the runtime, `runtime/name.gen.js` from outside it. */
function importedRuntime(text: string, fromRuntime: boolean): string[] {
  const pattern = fromRuntime ? /(?:from|import\()\s*'\.\/([a-z-]+)\.gen\.js'/g : /(?:from|import\()\s*'[./]*(?:generated\/)?runtime\/([a-z-]+)\.gen\.js'/g;
  return [...text.matchAll(pattern)].map((m) => m[1]!);
}

/**
 * The runtime files the given files need: what they import from the runtime, closed over the runtime's own imports
 * (static, type-only and dynamic: each must exist for the project to compile), in file-name order.
 */
export function runtimeNeeded(files: readonly (readonly [string, string])[]): string[] {
  const needed = new Set<string>();
  const pending = files.flatMap(([, text]) => importedRuntime(text, false));
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (needed.has(name)) continue;
    if (!(name in RUNTIME_PURPOSE)) throw new Error(`unknown runtime file ${name}.gen.ts`);
    needed.add(name);
    pending.push(...importedRuntime(readTemplate(`runtime/${name}.gen.ts`), true));
  }
  // By file name: task-store-redis.gen.ts sorts before task-store.gen.ts.
  return [...needed].sort((a, b) => (`${a}.gen.ts` < `${b}.gen.ts` ? -1 : 1));
}

/** The runtime files, ready to emit, plus their README (generator-owned, so it always lists what is there). */
export function runtimeFiles(names: readonly string[], header: string): [string, string][] {
  const lines = names.map((n) => `- \`${n}.gen.ts\`: ${RUNTIME_PURPOSE[n]}`);
  const readme = [
    `<!-- ${header.slice(3)} -->`,
    '# mcpgen runtime of this project',
    '',
    'The runtime files this server uses, each the same bytes in every project that uses it. A feature the manifest',
    'does not use brings no file: `npm run generate` adds a file when the manifest starts to need it and deletes it',
    'when it no longer does. Your files import the helpers of mcpgen from `src/generated/index.ts`, never this folder.',
    '',
    ...lines,
  ].join('\n');
  return [...names.map((n): [string, string] => [`${RUNTIME_DIR}${n}.gen.ts`, readTemplate(`runtime/${n}.gen.ts`)]), [`${RUNTIME_DIR}README.md`, readme]];
}
