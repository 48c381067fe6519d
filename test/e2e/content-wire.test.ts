// Resources and prompts on the raw stdio wire, with no SDK client in between: the cache hints (ttlMs, cacheScope)
// exactly where the manifest configures them on 2026-07-28 and nowhere on 2025-11-25, and the JSON-RPC error
// objects of resource and prompt failures as they are written.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RawStdioSession, type JsonObject } from './raw-stdio.js';

const LISTS = ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list'] as const;

describe.each(['modern', 'legacy'] as const)('kitchen-sink raw wire (%s)', (era) => {
  let session: RawStdioSession;
  beforeAll(async () => {
    session = await RawStdioSession.open('kitchen-sink', era);
  });
  afterAll(async () => {
    await session?.close();
  });

  const result = async (method: string, params: JsonObject = {}) => {
    const msg = await session.request(method, params);
    expect(msg.error, JSON.stringify(msg)).toBeUndefined();
    return msg.result as JsonObject;
  };
  const error = async (method: string, params: JsonObject) => {
    const msg = await session.request(method, params);
    expect(msg.result, JSON.stringify(msg)).toBeUndefined();
    return msg.error as JsonObject;
  };
  const cacheFields = (r: JsonObject) => ({ ttlMs: r.ttlMs, cacheScope: r.cacheScope });
  const none = { ttlMs: undefined, cacheScope: undefined };

  test.each(LISTS)('%s carries the manifest-wide cache hint (60000, public) on 2026-07-28 only', async (method) => {
    expect(cacheFields(await result(method))).toEqual(era === 'modern' ? { ttlMs: 60000, cacheScope: 'public' } : none);
  });

  test('resources/read: a resource with its own cache hint', async () => {
    const read = await result('resources/read', { uri: 'kitchen://readme' });
    expect(cacheFields(read)).toEqual(era === 'modern' ? { ttlMs: 5000, cacheScope: 'public' } : none);
    expect(read.contents).toEqual([{ uri: 'kitchen://readme', mimeType: 'text/markdown', text: expect.stringMatching(/^# Kitchen sink/) }]);
  });

  test('resources/read through a template whose hint sets only ttlMs: the scope stays private', async () => {
    const read = await result('resources/read', { uri: 'kitchen://tags/later' });
    expect(cacheFields(read)).toEqual(era === 'modern' ? { ttlMs: 1000, cacheScope: 'private' } : none);
  });

  test('resources/read of a resource without a hint: the safe default 0 / private', async () => {
    const read = await result('resources/read', { uri: 'kitchen://counters' });
    expect(cacheFields(read)).toEqual(era === 'modern' ? { ttlMs: 0, cacheScope: 'private' } : none);
  });

  test('not found: -32602 with data.uri', async () => {
    expect(await error('resources/read', { uri: 'kitchen://tags/nope' })).toEqual({
      code: -32602,
      message: 'Resource not found: kitchen://tags/nope',
      data: { uri: 'kitchen://tags/nope' },
    });
  });

  test('a declared error from a resource handler: its manifest code, message and data', async () => {
    expect(await error('resources/read', { uri: 'kitchen://rate-limited' })).toEqual({
      code: -32001,
      message: 'Too many requests; slow down',
      data: { name: 'RateLimited', code: -32001, retryable: true, data: { retryAfterSeconds: 5, bucket: 'resources' } },
    });
  });

  test('a declared error without a code from a prompt handler: -32000', async () => {
    expect(await error('prompts/get', { name: 'fail', arguments: { error: 'Conflict' } })).toEqual({
      code: -32000,
      message: 'The resource was modified concurrently',
      data: { name: 'Conflict', code: -32000, retryable: false },
    });
  });

  test('invalid prompt arguments: -32602 before the handler runs', async () => {
    const e = await error('prompts/get', { name: 'summarize', arguments: { style: 'long' } });
    expect(e.code).toBe(-32602);
    expect(e.message).toMatch(/^Invalid arguments for prompt summarize: .*topic/);
  });

  test('completion/complete: values, total and hasMore', async () => {
    const r = await result('completion/complete', { ref: { type: 'ref/resource', uri: 'kitchen://tags/{name}' }, argument: { name: 'name', value: 'l' } });
    expect(r.completion).toEqual({ values: ['later'], total: 1, hasMore: false });
  });
});

describe('docs-search raw wire (modern): no `cache` in the manifest', () => {
  let session: RawStdioSession;
  beforeAll(async () => {
    session = await RawStdioSession.open('docs-search', 'modern');
  });
  afterAll(async () => {
    await session?.close();
  });

  test.each(['tools/list', 'resources/templates/list'])('%s keeps the SDK default ttlMs 0, private', async (method) => {
    const msg = await session.request(method, {});
    expect(msg.result).toMatchObject({ ttlMs: 0, cacheScope: 'private' });
  });
});
