// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Transports: stdio by default (both protocol eras), Streamable HTTP with --http. Logs go to stderr only.
import type { McpServerFactory } from '@modelcontextprotocol/server';
import { preloadHandlers } from './handler-modules.gen.js';
import type { ServeOptions } from './startup.gen.js';
import { serveOverStdio } from './stdio.gen.js';

/** Stdio unless --http was given. `toolCount` (what tools/list serves) is for the start-up line. */
export async function serve(factory: McpServerFactory, options: ServeOptions, toolCount: number): Promise<void> {
  if (options.http) {
    // Loaded only here: a stdio server never loads the HTTP transport (@modelcontextprotocol/node, node:http).
    const { serveOverHttp } = await import('./http.gen.js');
    await serveOverHttp(factory, options, toolCount);
  } else serveOverStdio(factory, toolCount);
  preloadHandlers();
}
