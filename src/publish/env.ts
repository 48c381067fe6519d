// The environment variables a generated server reads when a client starts it over stdio, described for the
// people who install it: server.json lists them per package, an MCP Bundle asks for them as user configuration.
// HTTP-only settings (PORT, HOST, MCPGEN_AUTH_TOKENS, …) are left out: a package is started over stdio.
import { defaultToolsets } from '../ir/normalize-toolsets.js';
import type { ServerIR } from '../ir/types.js';

export interface ServerEnvVar {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** A credential: clients store it as a secret and never show it. */
  readonly secret: boolean;
  /** What the server uses when the variable is unset; also what an empty value means to an MCP Bundle host. */
  readonly default?: string;
  readonly choices?: readonly string[];
}

const SCHEME_WHAT = {
  bearer: 'a bearer token, sent as Authorization: Bearer',
  basic: 'user:password, sent as Authorization: Basic',
  // Over stdio there is no user to authorize: the scheme's own variable is a static access token.
  oauth2: 'an OAuth access token for the API, sent as Authorization: Bearer (served over HTTP with auth, each user authorizes their own instead)',
} as const;

/** In a stable order: the API's variables (manifest order), the toolset selection, then the runtime's. */
export function serverEnvironment(ir: ServerIR): ServerEnvVar[] {
  const vars: ServerEnvVar[] = [];
  if (ir.api) {
    vars.push({
      name: 'MCPGEN_API_BASE_URL',
      title: 'API base URL',
      description: `Base URL of the API the tools call (default ${ir.api.baseUrl}): a staging server or a mock instead.`,
      secret: false,
      default: ir.api.baseUrl,
    });
    // Operations with their own server (OpenAPI servers on a path or an operation) read their own variable, as the
    // generated README lists them: sorted by variable, one per distinct server.
    const servers = new Map(ir.tools.flatMap((t) => (t.http?.server ? [[t.http.server.env, t.http.server.url] as const] : [])));
    for (const [name, url] of [...servers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      vars.push({
        name,
        title: `API base URL (${new URL(url).host})`,
        description: `Base URL of the tools that call ${url} (their own server in the API's document) instead of MCPGEN_API_BASE_URL.`,
        secret: false,
        default: url,
      });
    for (const scheme of ir.api.auth) {
      const what = scheme.type === 'apiKey' ? `an API key, sent in the ${scheme.in} parameter ${scheme.paramName}` : SCHEME_WHAT[scheme.type];
      vars.push({
        name: scheme.env,
        title: `API credential (${scheme.name})`,
        description: `Credential of the API's ${scheme.name} scheme: ${what}. Read on every call, never logged.`,
        secret: true,
      });
    }
  }
  const defaults = defaultToolsets(ir);
  if (ir.toolsets && defaults) {
    // Free text, not choices: a selection is any comma-separated list of the toolsets (toolsets.gen.ts).
    const sets = ir.toolsets.sets.map((s) => s.name).join(', ');
    vars.push({
      name: 'MCPGEN_TOOLSETS',
      title: 'Toolsets',
      description: `The toolsets to serve, comma-separated (${sets}), or all, or discover (search_tools and call_tool in place of the tools). Unset or empty: ${[...defaults].join(',')}.`,
      secret: false,
      default: [...defaults].join(','),
    });
  }
  vars.push({
    name: 'MCPGEN_LOG_LEVEL',
    title: 'Log level',
    description: 'Level of the structured logs the server writes on stderr.',
    secret: false,
    default: 'info',
    choices: ['debug', 'info', 'warn', 'error', 'silent'],
  });
  if (ir.features.tasks) {
    vars.push({
      name: 'MCPGEN_TASK_STORE',
      title: 'Task store',
      description: 'Where long-running tasks are kept: memory, sqlite:<file> (needs better-sqlite3) or redis://host:port/db (needs ioredis).',
      secret: false,
      default: 'memory',
    });
  }
  if (ir.features.tasks || ir.tools.some((t) => t.rateLimit !== undefined)) {
    vars.push({
      name: 'MCPGEN_REDIS_URL',
      title: 'Redis URL',
      description: 'redis:// or rediss:// URL of a Redis shared by every instance (rate limits, tasks); may carry a password.',
      secret: true,
    });
  }
  return vars;
}
