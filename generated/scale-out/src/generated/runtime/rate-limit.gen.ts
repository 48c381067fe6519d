// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Per-tool rate limits (the manifest's `rateLimit`, per tool or as the server default), checked before a call's
// input is validated. A window opens with the first call and lasts perMs; past `max` calls in it, a call is answered
// with a retryable tool error that says when to retry. Counted in Redis when one is configured (MCPGEN_REDIS_URL or a
// redis:// task store), so every instance shares the limit; otherwise in this process's memory.
import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import { ERROR_META_KEY } from './errors.gen.js';
import { logger } from './log.gen.js';
import { keyPrefix, redisUrl, sharedRedis } from './redis.gen.js';

/** The manifest's `rateLimit` of a tool (server.gen.ts passes it to rateLimiter(), where a tool has one). */
export interface RateLimit {
  readonly max: number;
  readonly perMs: number;
  /** caller: a budget per authenticated principal (one shared by unauthenticated callers); tool: one for all. */
  readonly by: 'caller' | 'tool';
}

/** The JSON-RPC code of a rate-limited call, in the implementation-defined server range. */
export const RATE_LIMITED_CODE = -32010;

/** Counts one call in KEYS[1]; answers 0 when allowed, else the milliseconds until the window closes. */
const COUNT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if n <= tonumber(ARGV[1]) then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) ttl = tonumber(ARGV[2]) end
return math.max(ttl, 1)`;

let configuredUrl: string | undefined;
let warned = false;

/** Where limits are counted: the Redis of the deployment, if any (main() in server.gen.ts passes --task-store). */
export function configureRateLimits(taskStore?: string): void {
  configuredUrl = redisUrl(taskStore);
}

interface Window {
  count: number;
  readonly endsAt: number;
}
const windows = new Map<string, Window>();

function countInMemory(key: string, limit: RateLimit, now: number): number {
  let window = windows.get(key);
  if (!window || window.endsAt <= now) {
    if (windows.size >= 10_000) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
    window = { count: 0, endsAt: now + limit.perMs };
    windows.set(key, window);
  }
  window.count += 1;
  return window.count <= limit.max ? 0 : window.endsAt - now;
}

async function countInRedis(url: string, key: string, limit: RateLimit): Promise<number> {
  const redis = await sharedRedis(url);
  return Number(await redis.eval(COUNT, 1, `${keyPrefix()}ratelimit:${key}`, limit.max, limit.perMs));
}

/** The tool error a limited call gets: retryable, with the wait in text and in _meta (retryAfterMs). */
export function rateLimitedResult(tool: string, limit: RateLimit, retryAfterMs: number): CallToolResult {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1_000));
  const scope = limit.by === 'caller' ? ' per caller' : '';
  return {
    content: [
      {
        type: 'text',
        text: `Rate limit exceeded: ${tool} allows ${limit.max} calls per ${limit.perMs} ms${scope}. Retry after ${seconds} s.`,
      },
    ],
    isError: true,
    _meta: {
      [ERROR_META_KEY]: { name: 'RateLimited', code: RATE_LIMITED_CODE, retryable: true, retryAfterMs },
    },
  };
}

/**
 * Counts the call; undefined when it may go ahead, else the result that answers it. When Redis fails the call is let
 * through (and the outage logged): a rate limit never takes the server down with it.
 */
export async function rateLimited(tool: string, limit: RateLimit, ctx: ServerContext): Promise<CallToolResult | undefined> {
  const caller = limit.by === 'caller' ? `:${ctx.http?.authInfo?.clientId ?? ''}` : '';
  const key = `${JSON.stringify(tool)}${caller}`;
  let retryAfterMs: number;
  const url = configuredUrl ?? redisUrl();
  if (url === undefined) retryAfterMs = countInMemory(key, limit, Date.now());
  else {
    try {
      retryAfterMs = await countInRedis(url, key, limit);
      warned = false;
    } catch (error) {
      if (!warned) logger.warn('rate limit not checked: redis failed', { reason: String(error) });
      warned = true;
      return undefined;
    }
  }
  return retryAfterMs > 0 ? rateLimitedResult(tool, limit, retryAfterMs) : undefined;
}

/** The check of one tool's limit, as the tool table and the task router run it before validating the input. */
export const rateLimiter =
  (tool: string, limit: RateLimit) =>
  (ctx: ServerContext): Promise<CallToolResult | undefined> =>
    rateLimited(tool, limit, ctx);
