// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The experimental SEP-2127 server card (manifest server.serverCard): a public JSON document that describes the
// server before a client connects, served at GET <streamable-http-url>/server-card (here /mcp/server-card).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The card's path: the Streamable HTTP endpoint's URL with /server-card appended. */
export const SERVER_CARD_PATH = '/mcp/server-card';

export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';

/** What the manifest says about the server; the remote is added at start-up, when its URL is known. */
export interface ServerCardIdentity {
  readonly $schema: string;
  readonly name: string;
  readonly version: string;
  readonly title?: string;
  readonly description: string;
}

/**
 * The card's body and entity tag. The remote's URL is MCPGEN_PUBLIC_URL (the URL clients use, behind a proxy or
 * TLS terminator) when set, else the URL this process listens on.
 */
export function serverCard(
  identity: ServerCardIdentity,
  listenUrl: string,
  protocolVersions: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): { readonly body: string; readonly etag: string } {
  const url = env.MCPGEN_PUBLIC_URL || listenUrl;
  const card = {
    ...identity,
    remotes: [{ type: 'streamable-http', url, supportedProtocolVersions: [...protocolVersions] }],
  };
  const body = JSON.stringify(card);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/** The CORS headers the extension requires: the card is public and read-only. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET',
  'access-control-allow-headers': 'Content-Type, If-None-Match',
  'access-control-expose-headers': 'ETag',
};

/** GET (and HEAD) answer the card, cached for an hour; If-None-Match with its ETag answers 304. */
export function serveServerCard(req: IncomingMessage, res: ServerResponse, card: { readonly body: string; readonly etag: string }): void {
  if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { ...CORS, allow: 'GET, HEAD, OPTIONS' }).end();
  const cache = { ...CORS, 'cache-control': 'public, max-age=3600', etag: card.etag };
  const tags = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim());
  if (tags.includes(card.etag) || tags.includes('*')) return void res.writeHead(304, cache).end();
  res.writeHead(200, { ...cache, 'content-type': SERVER_CARD_MEDIA_TYPE }).end(req.method === 'HEAD' ? undefined : card.body);
}

/** SERVER_CARD of ../config.gen.ts: the route the HTTP transport serves the card at. */
export function serverCardRoute(identity: ServerCardIdentity) {
  return {
    path: SERVER_CARD_PATH,
    card: (listenUrl: string, protocolVersions: readonly string[]) => serverCard(identity, listenUrl, protocolVersions),
    serve: serveServerCard,
  };
}
