// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { SwatchRedResourceHandler } from '../generated/resources.gen.js';
import { png1x1 } from '../tools/image-render.js';

/** swatch.red (https://kitchen.example/swatches/red.png): bytes become one base64 blob with the declared mimeType. */
export const swatchRed: SwatchRedResourceHandler = async (uri, ctx) => {
  ctx.log.debug('read', { uri: uri.href });
  return png1x1([255, 0, 0]);
};
