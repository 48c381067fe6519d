// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ReadmeResourceHandler } from '../generated/resources.gen.js';

/**
 * readme (kitchen://readme): Read me
 * What the kitchen sink is, in Markdown: "quotes" and café ✓ included.
 */
export const readme: ReadmeResourceHandler = async (uri, ctx) => {
  ctx.log.debug('read', { uri: uri.href });
  // A string is one text item with the resource's URI and its declared mimeType (text/markdown).
  return '# Kitchen sink\n\nEvery mcpgen manifest feature in one server: "quotes" and café ✓ included.\n';
};
