// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Who is calling (ctx.auth) and what they may do: the scopes that tools, resources and prompts require (manifest
// `scopes`, see AUTH in ../config.gen.ts) against the scopes of the caller's token. Only the HTTP transport
// authenticates; without a caller (stdio, or HTTP without tokens) nothing is checked.
import { UriTemplate, type AuthInfo, type CallToolResult, type ServerContext, type Tool } from '@modelcontextprotocol/server';
import { AUTH } from '../config.gen.js';
import type { AuthSettings, ResourceServer, ScopeRequirements } from './settings.gen.js';

export type { AuthSettings, ResourceServer, ScopeRequirements };

/** The authenticated caller, as handlers see it in `ctx.auth`. */
export interface CallerAuth {
  /** The token's subject (its `sub` claim); for a static token (MCPGEN_AUTH_TOKENS), its principal name. */
  readonly subject: string;
  /** The OAuth client the token was issued to (`client_id`, else `azp`); for a static token, its principal name. */
  readonly clientId: string;
  /** The scopes the token grants; a static token grants every scope of the manifest's `auth.scopes`. */
  readonly scopes: readonly string[];
  /** Every claim of the verified access token (empty for a static token). */
  readonly claims: Readonly<Record<string, unknown>>;
}

/**
 * Why a request was not authenticated: `invalid_token` (401; `message` is safe to show the client) or `unavailable`
 * (503: the issuer's keys could not be fetched; the message stays in the logs).
 */
export class AuthFailure extends Error {
  override readonly name = 'AuthFailure';
  constructor(
    readonly kind: 'invalid_token' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const NONE: readonly string[] = [];

interface Requirements {
  readonly tools: ReadonlyMap<string, readonly string[]>;
  readonly resources: ReadonlyMap<string, readonly string[]>;
  readonly templates: readonly (readonly [UriTemplate, readonly string[]])[];
  readonly prompts: ReadonlyMap<string, readonly string[]>;
}

let requirements: Requirements | undefined;

function required(): Requirements {
  return (requirements ??= {
    tools: new Map(AUTH?.tools ?? []),
    resources: new Map(AUTH?.resources ?? []),
    templates: (AUTH?.resourceTemplates ?? []).map(([t, s]) => [new UriTemplate(t), s] as const),
    prompts: new Map(AUTH?.prompts ?? []),
  });
}

/** The scopes a tool needs (none for an unknown tool: the call fails on its own). */
export const toolScopes = (name: string): readonly string[] => required().tools.get(name) ?? NONE;
export const promptScopes = (name: string): readonly string[] => required().prompts.get(name) ?? NONE;

/** The scopes reading `uri` needs: its fixed resource's, else those of the first template that matches it. */
export function resourceScopes(uri: string): readonly string[] {
  const { resources, templates } = required();
  const fixed = resources.get(uri);
  if (fixed !== undefined) return fixed;
  for (const [template, scopes] of templates) if (template.match(uri) !== null) return scopes;
  return NONE;
}

/** The caller behind an SDK AuthInfo (set by the HTTP transport), or undefined. */
export function callerOf(info: AuthInfo | undefined): CallerAuth | undefined {
  if (info === undefined) return undefined;
  const extra = info.extra ?? {};
  const subject = typeof extra.subject === 'string' ? extra.subject : info.clientId;
  const claims = (typeof extra.claims === 'object' && extra.claims !== null ? extra.claims : {}) as Record<string, unknown>;
  return { subject, clientId: info.clientId, scopes: info.scopes, claims };
}

export const authOf = (ctx: ServerContext): CallerAuth | undefined => callerOf(ctx.http?.authInfo);

/**
 * The principal that owns sessions, tasks and request state: subject and client together, so neither another user
 * of the same client nor the same user through another client can use them. Undefined without a caller.
 */
export function principalKey(info: AuthInfo | undefined): string | undefined {
  const caller = callerOf(info);
  return caller && JSON.stringify([caller.subject, caller.clientId]);
}

/** What `info` lacks of `scopes`; nothing without a caller (stdio): there is no token to check. */
export function missingScopes(info: AuthInfo | undefined, scopes: readonly string[]): readonly string[] {
  if (info === undefined || scopes.length === 0) return NONE;
  return scopes.filter((scope) => !info.scopes.includes(scope));
}

/** The scopes a JSON-RPC request (an HTTP body) needs: tools/call, resources/read and prompts/get have any. */
export function requestScopes(body: unknown): { readonly scopes: readonly string[]; readonly tool: boolean } {
  const message = (Array.isArray(body) ? body : [body]) as unknown[];
  const scopes = new Set<string>();
  let tool = false;
  for (const item of message) {
    if (typeof item !== 'object' || item === null) continue;
    const { method, params } = item as { method?: unknown; params?: Record<string, unknown> };
    const name = typeof params?.name === 'string' ? params.name : undefined;
    const uri = typeof params?.uri === 'string' ? params.uri : undefined;
    let needed = NONE;
    if (method === 'tools/call' && name !== undefined) {
      needed = toolScopes(name);
      tool ||= needed.length > 0;
    } else if (method === 'prompts/get' && name !== undefined) needed = promptScopes(name);
    else if ((method === 'resources/read' || method === 'resources/subscribe') && uri !== undefined) needed = resourceScopes(uri);
    for (const scope of needed) scopes.add(scope);
  }
  return { scopes: [...scopes], tool };
}

/**
 * A tool call the caller's scopes do not allow (reached with `auth.stepUp: false`, where the HTTP layer does not
 * answer 403): a tool error naming the scopes, for clients that do not step up. Undefined when allowed.
 */
export function toolDenial(name: string, info: AuthInfo | undefined): CallToolResult | undefined {
  const missing = missingScopes(info, toolScopes(name));
  if (missing.length === 0) return undefined;
  const plural = missing.length > 1;
  const text = `Forbidden: tool ${name} requires the scope${plural ? 's' : ''} ${missing.join(' ')}, which the access token does not grant; sign in again with ${plural ? 'them' : 'it'}`;
  return {
    content: [{ type: 'text', text }],
    isError: true,
    _meta: { 'dev.mcpgen/error': { name: 'InsufficientScope', scopes: [...missing], retryable: false } },
  };
}

/** At most this many distinct scope sets keep their filtered tools/list (tokens are few; a flood must not grow it). */
const VISIBLE_CACHE_LIMIT = 64;
const visibleByScopes = new WeakMap<readonly Tool[], Map<string, Tool[]>>();

/**
 * tools/list for this caller: with `auth.hideUnauthorized`, without the tools its scopes cannot call. The filtered list
 * depends only on the token's scopes, so it is made once per scope set, not on every request.
 */
export function visibleTools(listed: { tools: Tool[] }, info: AuthInfo | undefined): { tools: Tool[] } {
  if (AUTH?.hideUnauthorized !== true || info === undefined) return listed;
  const key = [...new Set(info.scopes)].sort().join(' ');
  let byScopes = visibleByScopes.get(listed.tools);
  if (byScopes === undefined) visibleByScopes.set(listed.tools, (byScopes = new Map()));
  let tools = byScopes.get(key);
  if (tools === undefined) {
    tools = listed.tools.filter((tool) => missingScopes(info, toolScopes(tool.name)).length === 0);
    if (byScopes.size < VISIBLE_CACHE_LIMIT) byScopes.set(key, tools);
  }
  return { tools };
}
