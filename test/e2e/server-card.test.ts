// The SEP-2127 server card (manifest server.serverCard) over real HTTP: generated/docs-search serves it at
// /mcp/server-card with the extension's media type, CORS and caching headers; it validates against the pinned
// extension schema; its remote is the URL the MCP endpoint answers at (or MCPGEN_PUBLIC_URL). A server without the
// key (generated/http-api) answers 404 there.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { connectHttp, MODERN, startHttpServer, type HttpServerProcess } from '../support/server-process.js';

const schema = JSON.parse(readFileSync(`${REPO_ROOT}src/publish/server-card.schema.json`, 'utf8')) as { $defs: object };
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateCard = ajv.compile({ ...schema, $ref: '#/$defs/ServerCard' });

let server: HttpServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const cardUrl = (s: HttpServerProcess) => new URL(`${s.url.href}/server-card`);

describe('server card over HTTP', () => {
  test('GET /mcp/server-card answers the card: valid, with its media type, CORS and cache headers; the remote works', async () => {
    server = await startHttpServer('docs-search');
    const res = await fetch(cardUrl(server), { headers: { accept: 'application/mcp-server-card+json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/mcp-server-card+json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const card = (await res.json()) as { remotes: { url: string }[] };
    expect(validateCard(card), JSON.stringify(validateCard.errors)).toBe(true);
    expect(card).toEqual({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'io.github.mcpgen-examples/docs-search',
      version: '1.0.0',
      title: 'Docs Search',
      description: "Search the team's documents",
      remotes: [
        {
          type: 'streamable-http',
          url: server.url.href,
          supportedProtocolVersions: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'],
        },
      ],
    });
    // The remote the card names is where a client connects.
    const session = await connectHttp({ ...server, url: new URL(card.remotes[0]!.url) }, MODERN);
    try {
      expect(session.client.getServerVersion()?.name).toBe('docs-search');
    } finally {
      await session.close();
    }
  });

  test('If-None-Match with the ETag answers 304; POST answers 405; a foreign Host is refused', async () => {
    server = await startHttpServer('docs-search');
    const first = await fetch(cardUrl(server));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetch(cardUrl(server), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(cardUrl(server), { method: 'POST', body: '{}' })).status).toBe(405);
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(cardUrl(server!), { headers: { host: 'evil.example' } }, (r) => {
        r.resume();
        resolve(r.statusCode);
      });
      req.once('error', reject).end();
    });
    expect(status).toBe(403);
  });

  test('MCPGEN_PUBLIC_URL is the remote the card names (behind a proxy)', async () => {
    server = await startHttpServer('docs-search', { env: { MCPGEN_PUBLIC_URL: 'https://docs.example.com/mcp' } });
    const card = (await (await fetch(cardUrl(server))).json()) as { remotes: { url: string }[] };
    expect(card.remotes[0]!.url).toBe('https://docs.example.com/mcp');
    expect(validateCard(card)).toBe(true);
  });

  test('a server without server.serverCard has no card', async () => {
    server = await startHttpServer('http-api');
    expect((await fetch(cardUrl(server))).status).toBe(404);
  });
});
