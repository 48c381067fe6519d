// The generated server's /mcp and HTTP methods, as a real process: a CORS preflight from an origin the Origin check
// accepts gets 204 with the Access-Control-Allow-* headers; from any other origin 403; a method /mcp does not serve
// gets 405 with an Allow header that lists what it serves.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';

describe('HTTP methods on /mcp', () => {
  let server: HttpServerProcess;
  beforeAll(async () => {
    server = await startHttpServer('docs-search', { env: { MCPGEN_ALLOWED_ORIGINS: 'app.example.com' } });
  });
  afterAll(() => server?.stop());

  const preflight = (origin: string) =>
    fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, mcp-session-id' },
    });

  test('a preflight from an accepted origin: 204 with the methods and headers an MCP client uses', async () => {
    for (const origin of [`http://localhost:${server.url.port}`, 'https://app.example.com']) {
      const res = await preflight(origin);
      expect(res.status, origin).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(expect.arrayContaining(['POST', 'GET', 'DELETE']));
      const allowed = res.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? [];
      expect(allowed).toEqual(expect.arrayContaining(['content-type', 'mcp-session-id', 'mcp-protocol-version', 'authorization']));
      expect(res.headers.get('vary')).toMatch(/origin/i);
    }
  });

  test('a preflight from any other origin: 403, no CORS headers', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('405 carries an Allow header matching what /mcp serves', async () => {
    for (const method of ['PUT', 'PATCH']) {
      const res = await fetch(server.url, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status, method).toBe(405);
      const allow = res.headers.get('allow')?.split(/,\s*/).sort();
      expect(allow).toEqual(['DELETE', 'GET', 'OPTIONS', 'POST']);
    }
    // The methods it lists are indeed served: a plain OPTIONS answers 204 with the same Allow.
    const options = await fetch(server.url, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')?.split(/,\s*/).sort()).toEqual(['DELETE', 'GET', 'OPTIONS', 'POST']);
  });
});
