// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// What both transports share at start-up: the command-line options and the fields of the "listening" log line.
import { parseArgs } from 'node:util';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { SERVER_INFO } from '../config.gen.js';

export interface ServeOptions {
  readonly http: boolean;
  readonly port: number;
  readonly host: string;
  /** `memory`, `sqlite:<file>` or `redis://…` for task-capable servers (default: MCPGEN_TASK_STORE, else memory). */
  readonly taskStore: string | undefined;
}

/** `--http [--port P] [--host H] [--task-store S]`; PORT and HOST from the environment are the defaults. */
export function parseServeArgs(argv: readonly string[]): ServeOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      http: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      'task-store': { type: 'string' },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got ${values.port}`);
  return { http: values.http, port, host: values.host, taskStore: values['task-store'] };
}

/** The protocol versions this server speaks, newest first. */
export const PROTOCOL_VERSIONS: readonly string[] = ['2026-07-28', ...SUPPORTED_PROTOCOL_VERSIONS];

/**
 * The start-up line's fields (over HTTP, the "listening" line also carries the URL and the limits). `tools` is what
 * tools/list serves: the selected toolsets' tools, or search_tools and call_tool in discover mode.
 */
export function startupFields(transport: 'stdio' | 'streamable-http', address: string, tools: number): Record<string, unknown> {
  return {
    server: SERVER_INFO.name,
    version: SERVER_INFO.version,
    transport,
    address,
    tools,
    protocolVersions: PROTOCOL_VERSIONS,
  };
}

/**
 * The API credential variables, when none of them is set: the start-up line names them (a tool that needs one then
 * answers an error naming the variable). Values are never read into the log.
 */
export function missingCredentials(variables: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  return variables.some((v) => env[v] !== undefined && env[v] !== '') ? undefined : [...variables];
}
