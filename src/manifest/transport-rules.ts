// server.transports: what works only over Streamable HTTP (OAuth bearer tokens, the server card's GET route) needs
// http among the transports; a stdio-only project carries no HTTP runtime for it to run in.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { locate, type LoadedManifest } from './load.js';
import { isObject } from './schema-walk.js';
import type { Manifest } from './types.gen.js';

/** MCPG273 without stdio; MCPG272 once per feature that needs HTTP when http is left out. */
export function checkTransports(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const server = isObject(manifest.server) ? manifest.server : undefined;
  const transports = Array.isArray(server?.transports) ? server.transports : undefined;
  if (!transports || transports.length === 0) return [];
  const at = { path: ['server', 'transports'], loc: locate(loaded, ['server', 'transports']) };
  if (!transports.includes('stdio')) {
    // The generated contract tests and every client's configuration start the server over stdio.
    return [
      {
        code: 'MCPG273',
        severity: 'error',
        ...at,
        message: `server.transports is [${transports.join(', ')}]: every generated server serves stdio (clients and its contract tests start it that way)`,
        hint: 'write [stdio, http] (the default: Streamable HTTP with --http), or [stdio]',
      },
    ];
  }
  if (transports.includes('http')) return [];
  const needs: [string, string][] = [];
  if (manifest.auth !== undefined) needs.push(['auth', 'OAuth bearer tokens arrive with HTTP requests']);
  if (server?.serverCard === true) needs.push(['server.serverCard', 'the server card is served at GET /mcp/server-card']);
  return needs.map(([what, why]) => ({
    code: 'MCPG272',
    severity: 'error',
    ...at,
    message: `${what} works only over HTTP (${why}), but server.transports is [${transports.join(', ')}]`,
    hint: `add http to server.transports, or remove ${what}`,
  }));
}
