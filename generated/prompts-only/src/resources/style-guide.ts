// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { StyleGuideResourceHandler } from '../generated/resources.gen.js';

/**
 * style-guide (docs://style-guide): Style guide
 * How we write.
 */
export const styleGuide: StyleGuideResourceHandler = async (uri, ctx) => {
  ctx.log.debug('read', { uri: uri.href });
  return '# Style guide\n\nShort sentences. Active voice.\n';
};
