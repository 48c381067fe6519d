// The clients people run: the v1 TypeScript SDK client (@modelcontextprotocol/sdk 1.x, embedded by most MCP
// clients) against a generated server over stdio and Streamable HTTP, negotiating 2025-11-25, 2025-06-18 and
// 2025-03-26: list, call, structured results, progress, cancel. Then, over stdio on a loaded machine, the final
// progress notification of 50 calls in a row: the server answers a call that reported progress only once the
// client has answered a ping sent behind it (progress.gen.ts), so not one is lost.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { connectV1Http, connectV1Stdio, V1_VERSIONS, type V1Session } from '../support/v1-client.js';
import { FIXTURE, FIXTURE_FILES, NO_RATE_LIMIT, type IndexerStatus, type Run } from './progress-helpers.js';

const N = FIXTURE_FILES.length;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function status(client: Client): Promise<IndexerStatus> {
  const result = await client.callTool({ name: 'indexer_status' });
  return result.structuredContent as unknown as IndexerStatus;
}

/** The latest run started at or after `since` once it has ended (polled; the bound is a safety net). */
async function endedRun(client: Client, since: number): Promise<Run> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const run = (await status(client)).runs.findLast((r) => Date.parse(r.startedAt) >= since);
    if (run && run.status !== 'running' && (run.status !== 'cancelled' || run.stopLatencyMs !== undefined)) return run;
    if (Date.now() > deadline) throw new Error(`no ended run: ${JSON.stringify(run)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

let http: HttpServerProcess | undefined;
const sessions = new Map<string, V1Session>();
beforeAll(async () => {
  http = await startHttpServer('repo-indexer', { env: NO_RATE_LIMIT });
  for (const version of V1_VERSIONS) {
    sessions.set(`stdio ${version}`, await connectV1Stdio('repo-indexer', version, NO_RATE_LIMIT));
    sessions.set(`http ${version}`, await connectV1Http(http.url, version));
  }
});
afterAll(async () => {
  for (const s of sessions.values()) await s.close();
  await http?.stop();
});

const CASES = V1_VERSIONS.flatMap((version) => (['stdio', 'http'] as const).map((transport) => ({ version, transport, key: `${transport} ${version}` })));

describe.each(CASES)('v1 client 1.x, $key', ({ version, key }) => {
  test('negotiates the revision it asked for and lists the tools with their schemas', async () => {
    const { client, negotiated } = sessions.get(key)!;
    expect(negotiated).toBe(version);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['index_repository', 'indexer_status']);
    const index = tools.find((t) => t.name === 'index_repository')!;
    expect(index.inputSchema.required).toEqual(['path']);
    expect(index.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect(index.outputSchema?.type).toBe('object');
  });

  test('a call with progress: every notification, in order, then the structured result', async () => {
    const { client } = sessions.get(key)!;
    const seen: number[] = [];
    const result = await client.callTool({ name: 'index_repository', arguments: { path: FIXTURE } }, undefined, {
      onprogress: (p) => void seen.push(p.progress),
    });
    expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
    expect(result.structuredContent).toMatchObject({ files: N });
    expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual(result.structuredContent);
    expect(seen).toEqual(range(1, N));
  });

  test('invalid input is a tool error, not a protocol error', async () => {
    const { client } = sessions.get(key)!;
    const result = await client.callTool({ name: 'index_repository', arguments: { path: '' } });
    expect(result.isError).toBe(true);
  });

  test("cancel through the client's AbortSignal stops the handler part-way", async () => {
    const { client } = sessions.get(key)!;
    const since = Date.now() - 1;
    const controller = new AbortController();
    const outcome = await client
      .callTool({ name: 'index_repository', arguments: { path: FIXTURE, delayMs: 100 } }, undefined, {
        signal: controller.signal,
        onprogress: (p) => {
          if (p.progress >= 2) controller.abort('cancelled by the v1 test');
        },
      })
      .then(
        () => 'answered',
        (error: unknown) => error,
      );
    expect(String(outcome)).toContain('cancelled by the v1 test');
    const run = await endedRun(client, since);
    expect(run.status).toBe('cancelled');
    expect(run.filesSeen).toBeGreaterThanOrEqual(2);
    expect(run.filesSeen).toBeLessThan(N);
  });
});

describe('stdio, a loaded machine: the final progress notification of 50 calls in a row', () => {
  let load: ChildProcess[] = [];
  afterAll(() => {
    for (const child of load) child.kill('SIGKILL');
  });

  test.each(V1_VERSIONS)('v1 client, %s: 50 of 50 calls see 1..3, the last one included', async (version) => {
    const session = await connectV1Stdio('repo-indexer', version, NO_RATE_LIMIT);
    // Two busy processes (the machine has two cores) make the client read late, so the last notification and
    // the response sit in the pipe together: that is when a client loses the notification.
    load = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    try {
      const misses: string[] = [];
      for (let run = 0; run < 50; run++) {
        const seen: number[] = [];
        const result = await session.client.callTool({ name: 'index_repository', arguments: { path: FIXTURE, maxFiles: 3 } }, undefined, {
          onprogress: (p) => void seen.push(p.progress),
        });
        expect(result.structuredContent).toMatchObject({ files: 3 });
        if (seen.join() !== '1,2,3') misses.push(`run ${run}: ${seen.join()}`);
      }
      expect(misses).toEqual([]);
    } finally {
      for (const child of load) child.kill('SIGKILL');
      load = [];
      await session.close();
    }
  });
});
