// server.transports: what works only over Streamable HTTP (OAuth bearer tokens, the server card's GET route) needs
// http among the transports; a stdio-only project carries no HTTP runtime for it to run in.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { reporter, type LoadedManifest } from './located.js';
import { isObject } from './schema-walk.js';
import type { Manifest } from './types.gen.js';

/** MCPG273 without stdio; MCPG272 once per feature that needs HTTP when http is left out. */
export function checkTransports(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const server = isObject(manifest.server) ? manifest.server : undefined;
  const transports = Array.isArray(server?.transports) ? server.transports : undefined;
  if (!transports || transports.length === 0) return [];
  const { out, err } = reporter(loaded);
  const at = ['server', 'transports'];
  // The generated contract tests and every client's configuration start the server over stdio.
  if (!transports.includes('stdio'))
    err(
      'MCPG273',
      at,
      `server.transports is [${transports.join(', ')}]: every generated server serves stdio (clients and its contract tests start it that way)`,
      'write [stdio, http] (the default: Streamable HTTP with --http), or [stdio]',
    );
  else if (!transports.includes('http')) {
    const needs: [string, string][] = [];
    if (manifest.auth !== undefined) needs.push(['auth', 'OAuth bearer tokens arrive with HTTP requests']);
    if (server?.serverCard === true) needs.push(['server.serverCard', 'the server card is served at GET /mcp/server-card']);
    for (const [what, why] of needs)
      err(
        'MCPG272',
        at,
        `${what} works only over HTTP (${why}), but server.transports is [${transports.join(', ')}]`,
        `add http to server.transports, or remove ${what}`,
      );
  }
  return out;
}
