// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { RateLimitedResourceHandler } from '../generated/resources.gen.js';
import { RateLimited } from '../generated/errors.gen.js';

/** rate-limited (kitchen://rate-limited): a declared error answers JSON-RPC -32001 (its manifest code) with its data. */
export const rateLimited: RateLimitedResourceHandler = async (uri, ctx) => {
  ctx.log.debug('read', { uri: uri.href });
  throw new RateLimited({ retryAfterSeconds: 5, bucket: 'resources' });
};
