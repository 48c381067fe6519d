// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The checks a request to /mcp passes before anything else looks at it: Host and Origin (DNS rebinding and
// cross-site requests, the SDK's validators), a CORS preflight for the origins they accept, and 405 with an Allow
// header for methods the endpoint does not serve.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostHeaderValidation, localhostHostValidation, localhostOriginValidation, originValidation } from '@modelcontextprotocol/node';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** What /mcp answers: POST (messages), GET (a session's stream), DELETE (end a session), OPTIONS (CORS). */
const MCP_METHODS = ['GET', 'POST', 'DELETE'];
const MCP_ALLOW = 'GET, POST, DELETE, OPTIONS';
/** The request headers an MCP client sends besides the CORS-safelisted ones. */
const MCP_REQUEST_HEADERS = 'authorization, content-type, accept, last-event-id, mcp-session-id, mcp-protocol-version, mcp-method';

/** A request header's (first) value. */
export const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const listFromEnv = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** A check that has answered (403 or 400) when it returns false. */
export type RequestCheck = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The Host and Origin checks for a server bound to `host`: loopback names only, unless MCPGEN_ALLOWED_HOSTS /
 * MCPGEN_ALLOWED_ORIGINS (comma-separated) widen the lists for non-local hosts.
 */
export function hostAndOriginChecks(host: string): {
  readonly validateHost: RequestCheck;
  readonly validateOrigin: RequestCheck;
} {
  const extraHosts = listFromEnv('MCPGEN_ALLOWED_HOSTS');
  const extraOrigins = listFromEnv('MCPGEN_ALLOWED_ORIGINS');
  const validateHost =
    extraHosts.length === 0 && LOOPBACK.has(host) ? localhostHostValidation() : hostHeaderValidation(['localhost', '127.0.0.1', '[::1]', host, ...extraHosts]);
  const validateOrigin = extraOrigins.length === 0 ? localhostOriginValidation() : originValidation(['localhost', '127.0.0.1', '[::1]', ...extraOrigins]);
  return { validateHost, validateOrigin };
}

/**
 * CORS preflight from an origin the Origin check accepted (others got its 403): which methods and headers a
 * browser client may use. Without an Origin it is a plain OPTIONS: what the endpoint serves.
 */
export function preflight(req: IncomingMessage, res: ServerResponse): void {
  const origin = header(req, 'origin');
  res
    .writeHead(204, {
      allow: MCP_ALLOW,
      ...(origin !== undefined && {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': MCP_ALLOW,
        'access-control-allow-headers': MCP_REQUEST_HEADERS,
        'access-control-max-age': '600',
        vary: 'Origin',
      }),
    })
    .end();
}

/** True when /mcp serves the request's method; otherwise it has been answered 405 with the methods it does serve. */
export function methodAllowed(req: IncomingMessage, res: ServerResponse): boolean {
  if (MCP_METHODS.includes(req.method ?? '')) return true;
  res.writeHead(405, { allow: MCP_ALLOW, 'content-type': 'application/json' }).end(JSON.stringify({ error: `method not allowed; /mcp serves ${MCP_ALLOW}` }));
  return false;
}
