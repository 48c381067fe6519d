// Rules of publishing: what the MCP Registry's server.json and a SEP-2127 server card require of `server`. They apply
// when the manifest says it publishes (registryName or serverCard); `mcpgen publish server-json` applies them always.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { reporter, type LoadedManifest } from './located.js';
import { isObject } from './schema-walk.js';
import type { Manifest } from './types.gen.js';

/** The registry's and the card's bound on description and title. */
export const REGISTRY_TEXT_MAX = 100;

/** The registry's name pattern: one slash between a reverse-DNS namespace and a name. */
export const REGISTRY_NAME = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;

/** The manifest says it is published (so `validate` holds it to the registry's rules). */
export const publishes = (manifest: Manifest): boolean =>
  isObject(manifest.server) && (manifest.server.registryName !== undefined || manifest.server.serverCard === true);

/** MCPG810/MCPG811 for a manifest that publishes; `always` for the publish commands themselves. */
export function checkPublish(manifest: Manifest, loaded: LoadedManifest, options: { always?: boolean } = {}): Diagnostic[] {
  const server = isObject(manifest.server) ? manifest.server : undefined;
  if (!server) return [];
  if (options.always !== true && !publishes(manifest)) return [];
  const { out, err } = reporter(loaded);
  if (server.serverCard === true && server.registryName === undefined) {
    err(
      'MCPG810',
      ['server', 'serverCard'],
      'server.serverCard needs server.registryName: a server card is named by the reverse-DNS name of the server',
      `add registryName: io.github.<user>/${server.name} (or com.<your-domain>/${server.name}) under server`,
      true,
    );
  }
  if (typeof server.description !== 'string') {
    err(
      'MCPG811',
      ['server'],
      'server.description is required to publish: the MCP Registry and server cards show it',
      `add description: (at most ${REGISTRY_TEXT_MAX} characters) under server`,
      true,
    );
  }
  for (const field of ['description', 'title'] as const) {
    const text = server[field];
    if (typeof text === 'string' && text.length > REGISTRY_TEXT_MAX) {
      err(
        'MCPG811',
        ['server', field],
        `server.${field} is ${text.length} characters; the MCP Registry and server cards take at most ${REGISTRY_TEXT_MAX}`,
        field === 'description' ? 'shorten it, and move the details to server.instructions (sent to clients at initialization)' : 'shorten it',
      );
    }
  }
  return out;
}

// server.transports: what works only over Streamable HTTP (OAuth bearer tokens, the server card's GET route) needs
// http among the transports; a stdio-only project carries no HTTP runtime for it to run in.
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
