// OpenTelemetry: with an SDK preloaded (test/fixtures/otel/register.mjs), every tool call of a generated server is
// one SERVER span named `tools/call <tool>`, a child of the traceparent the client put in `_meta`, with the MCP
// semantic-convention attributes and an error status for tool errors. Without a traceparent the span starts a trace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { serverEntry } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { RawStdioWire } from './tasks-helpers.js';

const REGISTER = path.join(REPO_ROOT, 'test', 'fixtures', 'otel', 'register.mjs');
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_SPAN_ID}-01`;

interface ExportedSpan {
  readonly name: string;
  readonly kind: number;
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly attributes: Record<string, unknown>;
  readonly status: { readonly code: number; readonly message?: string };
}

const SPAN_KIND_SERVER = 1;
const STATUS_ERROR = 2;

describe.each(['modern', 'legacy'] as const)('OpenTelemetry spans over stdio (%s)', (era) => {
  let scratch: { dir: string; cleanup: () => void };
  let spansFile: string;
  let wire: RawStdioWire;

  beforeAll(async () => {
    scratch = scratchDir(`otel-${era}`);
    spansFile = path.join(scratch.dir, 'spans.jsonl');
    wire = await RawStdioWire.open(serverEntry('repo-indexer'), era, {
      nodeArgs: ['--import', REGISTER],
      env: { OTEL_TEST_SPANS_FILE: spansFile, REPO_INDEXER_ROOT: path.join(REPO_ROOT, 'test', 'fixtures') },
    });
  });
  afterAll(async () => {
    await wire?.close();
    scratch?.cleanup();
  });

  const spans = (): ExportedSpan[] =>
    readFileSync(spansFile, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as ExportedSpan);
  const spanOf = (requestId: unknown) => spans().find((s) => s.attributes['jsonrpc.request.id'] === String(requestId));

  it('continues the caller trace from _meta.traceparent', async () => {
    const response = await wire.request(
      'tools/call',
      { name: 'index_repository', arguments: { path: 'repo', maxFiles: 2 } },
      { meta: { traceparent: TRACEPARENT } },
    );
    expect(response.error).toBeUndefined();
    const span = spanOf(response.id);
    expect(span).toMatchObject({
      name: 'tools/call index_repository',
      kind: SPAN_KIND_SERVER,
      traceId: TRACE_ID,
      parentSpanId: PARENT_SPAN_ID,
      attributes: { 'mcp.method.name': 'tools/call', 'gen_ai.tool.name': 'index_repository', 'gen_ai.operation.name': 'execute_tool' },
    });
    expect(span!.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(span!.spanId).not.toBe(PARENT_SPAN_ID);
    expect(span!.status.code).not.toBe(STATUS_ERROR);
  });

  it('marks a declared tool error with error.type and an error status', async () => {
    const response = await wire.request(
      'tools/call',
      { name: 'index_repository', arguments: { path: 'no-such-folder' } },
      { meta: { traceparent: TRACEPARENT } },
    );
    expect((response.result as { isError?: boolean }).isError).toBe(true);
    const span = spanOf(response.id);
    expect(span?.attributes['error.type']).toBe('NotADirectory');
    expect(span?.status.code).toBe(STATUS_ERROR);
    expect(span?.traceId).toBe(TRACE_ID);
  });

  it('starts a new trace when the request carries no traceparent (and ignores a malformed one)', async () => {
    const plain = await wire.request('tools/call', { name: 'indexer_status', arguments: {} });
    const bad = await wire.request('tools/call', { name: 'indexer_status', arguments: {} }, { meta: { traceparent: 'not-a-traceparent' } });
    for (const response of [plain, bad]) {
      const span = spanOf(response.id);
      expect(span?.name).toBe('tools/call indexer_status');
      expect(span?.parentSpanId).toBeUndefined();
      expect(span?.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(span?.traceId).not.toBe(TRACE_ID);
    }
    expect(wire.garbage).toEqual([]);
  });
});
