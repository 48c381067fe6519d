// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Where an admitted /mcp request goes. 2026-07-28 requests, and 2025-11-25 requests without a session, are served
// statelessly (one instance per request, the SDK's handler); a 2025-11-25 initialize opens a session
// (sessions.gen.ts) that later requests name in Mcp-Session-Id. A POST's body is read here, within the size limit,
// so that step-up authorization can look at the call before anything runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  classifyInboundRequest,
  createMcpHandler,
  isInitializeRequest,
  isJsonContentType,
  type AuthInfo,
  type McpServerFactory,
} from '@modelcontextprotocol/server';
import { toNodeHandler, type NodeIncomingMessageLike } from '@modelcontextprotocol/node';
import { missingScopes, principalKey, requestScopes, type ResourceServer } from './auth.gen.js';
import { header } from './http-guards.gen.js';
import { insufficientScope, reject } from './http-auth.gen.js';
import { readBody, tooLarge, type HttpLimits } from './http-limits.gen.js';
import { shuttingDown } from './lifecycle.gen.js';
import { logger } from './log.gen.js';
import type { LegacySessions } from './sessions.gen.js';

/** A request with the caller authentication found (ctx.http.authInfo, ctx.auth in handlers). */
export type AuthedRequest = IncomingMessage & { auth?: AuthInfo };

/** Routes a request that passed every check: to its session, to a new session (initialize), or to the stateless handler. */
export function mcpRouter(
  factory: McpServerFactory,
  limits: HttpLimits,
  sessions: LegacySessions,
  oauth: ResourceServer | undefined,
): (req: AuthedRequest, res: ServerResponse) => Promise<void> {
  const onerror = (error: Error) => logger.error('http handler error', { error });
  const handler = toNodeHandler(createMcpHandler(factory, { onerror, maxRequestBodySize: limits.maxBodyBytes }), {
    onerror,
    maxRequestBodySize: limits.maxBodyBytes,
  });
  // The cast only bridges exactOptionalPropertyTypes: Node's `url?: string | undefined` vs the SDK's `url?: string`.
  const stateless = (req: AuthedRequest, res: ServerResponse, body?: unknown) => handler(req as NodeIncomingMessageLike, res, body);

  return async function route(req: AuthedRequest, res: ServerResponse): Promise<void> {
    const sessionId = header(req, 'mcp-session-id');
    let body: unknown;
    if (req.method === 'POST' && isJsonContentType(header(req, 'content-type') ?? '')) {
      const raw = await readBody(req, limits.maxBodyBytes);
      if (raw === undefined) return tooLarge(res, limits.maxBodyBytes, false);
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return reject(res, 400, -32700, 'Parse error: the request body is not valid JSON');
      }
      // Step-up (auth.stepUp): a token without the scopes a call needs gets 403 before anything runs.
      if (req.auth !== undefined && oauth !== undefined) {
        const needed = requestScopes(body);
        const missing = oauth.stepUp || !needed.tool ? missingScopes(req.auth, needed.scopes) : [];
        if (missing.length > 0) return insufficientScope(res, req.auth, missing, oauth);
      }
      const version = header(req, 'mcp-protocol-version');
      const method = header(req, 'mcp-method');
      const inbound = classifyInboundRequest({
        httpMethod: 'POST',
        body,
        ...(version !== undefined && { protocolVersionHeader: version }),
        ...(method !== undefined && { mcpMethodHeader: method }),
      });
      if (inbound.kind === 'legacy' && sessionId === undefined && isInitializeRequest(body)) {
        if (shuttingDown()) return reject(res, 503, -32000, 'Server is shutting down', { 'retry-after': '1' });
        if (!sessions.hasRoom()) {
          return reject(res, 503, -32000, `Server busy: ${limits.maxSessions} sessions are open; retry later`, { 'retry-after': '1' });
        }
        return sessions.open(req, res, body);
      }
      if (inbound.kind !== 'legacy' || sessionId === undefined) return stateless(req, res, body);
    } else if (sessionId === undefined || (req.method !== 'GET' && req.method !== 'DELETE')) {
      return stateless(req, res);
    }
    const session = sessions.find(sessionId, principalKey(req.auth));
    if (session === undefined) return reject(res, 404, -32001, 'Session not found: it expired or was closed; send initialize to open a new one');
    return sessions.serve(session, req, res, body);
  };
}
