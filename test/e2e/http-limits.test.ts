// The generated HTTP server under bad or excessive input, as a real process: a body over the limit is answered 413
// (declared or streamed), malformed JSON and invalid JSON-RPC get JSON-RPC errors, requests past the concurrency
// bound get 503 with Retry-After at once, and the server keeps serving afterwards.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { serverEntry } from '../support/server-process.js';
import { envelope, postModern, startHttp, type HttpServer, type Json } from './tasks-helpers.js';

const MAX_BODY = 2_048;
const MAX_CONCURRENT = 2;

let server: HttpServer;
beforeAll(async () => {
  server = await startHttp(serverEntry('repo-indexer'), {
    env: {
      REPO_INDEXER_ROOT: path.join(REPO_ROOT, 'test', 'fixtures'),
      MCPGEN_MAX_BODY_BYTES: String(MAX_BODY),
      MCPGEN_MAX_CONCURRENT_REQUESTS: String(MAX_CONCURRENT),
      MCPGEN_LOG_LEVEL: 'debug',
    },
  });
});
afterAll(() => server?.stop());

const HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'tools/list',
};

async function post(
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = HEADERS,
): Promise<{ status: number; headers: Headers; json: Json | undefined }> {
  const res = await fetch(server.url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  const text = await res.text();
  let json: Json | undefined;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json };
}

const listTools = () => postModern(server.url, { method: 'tools/list', params: { _meta: envelope(false) } });
const errorOf = (json: Json | undefined) => json?.error as { code?: number; message?: string } | undefined;

describe('HTTP limits and malformed input', () => {
  it('answers 413 for a declared body over the limit, without reading it', async () => {
    const padding = 'x'.repeat(MAX_BODY + 1);
    const { status, json } = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { padding } }));
    expect(status).toBe(413);
    expect(errorOf(json)?.message).toContain(`${MAX_BODY} bytes`);
  });

  it('answers 413 for a streamed (chunked) body over the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1_024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const { status } = await post(stream);
    expect(status).toBe(413);
  });

  it('answers malformed JSON with a JSON-RPC parse error (-32700)', async () => {
    const { status, json } = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(status).toBe(400);
    expect(errorOf(json)?.code).toBe(-32700);
  });

  it('answers a body that is not a JSON-RPC message with an invalid-request error', async () => {
    for (const body of ['{"hello":"world"}', '[1, 2, 3]', '"just a string"', 'null']) {
      const { status, json } = await post(body);
      expect(status, body).toBeGreaterThanOrEqual(400);
      expect(status, body).toBeLessThan(500);
      expect([-32600, -32700], body).toContain(errorOf(json)?.code);
    }
  });

  it('answers 503 with Retry-After past the concurrency bound, and serves again once calls end', async () => {
    const slow = (delayMs: number) =>
      postModern(server.url, { method: 'tools/call', params: { name: 'index_repository', arguments: { path: 'repo', delayMs }, _meta: envelope(false) } });
    const running = Array.from({ length: MAX_CONCURRENT }, () => slow(100));
    // Both calls are admitted once both handlers have logged that they started.
    const started = () => server.stderr().split('"msg":"indexing"').length - 1;
    const deadline = Date.now() + 20_000;
    while (started() < MAX_CONCURRENT && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(started()).toBe(MAX_CONCURRENT);
    const { status, headers, json } = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list', params: { _meta: envelope(false) } }));
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('1');
    expect(errorOf(json)).toMatchObject({ code: -32000 });
    expect(errorOf(json)?.message).toContain(`${MAX_CONCURRENT} requests are in progress`);
    for (const call of await Promise.all(running)) expect(call.status).toBe(200);
    const after = await listTools();
    expect(after.status).toBe(200);
    expect((after.response.result as { tools?: unknown[] }).tools).toHaveLength(2);
  });

  it('is still up after all of the above', async () => {
    const { status, response } = await listTools();
    expect(status).toBe(200);
    expect(response.error).toBeUndefined();
    expect(server.stderr()).not.toMatch(/uncaught|unhandled/i);
  });
});
