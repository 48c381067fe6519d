// What a generated server does not use, it does not load: over stdio neither the HTTP transport
// (@modelcontextprotocol/node, node:http) nor, without an OpenTelemetry SDK, @opentelemetry/api. A probe preloaded
// with NODE_OPTIONS writes on exit what the process loaded: node:http among Node's built-in modules, and the
// CommonJS @opentelemetry/api in require's cache. The HTTP and SDK cases show the probe sees both when they load.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { serverEntry, startHttpServer } from '../support/server-process.js';
import { scratchDir } from '../support/tmp.js';
import { RawStdioWire, type Json } from './tasks-helpers.js';

const scratch = scratchDir('modules');
afterAll(() => scratch.cleanup());

const PROBE = path.join(scratch.dir, 'probe.mjs');
writeFileSync(
  PROBE,
  `import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
process.on('exit', () =>
  writeFileSync(process.env.MODULE_PROBE_FILE, JSON.stringify({
    http: process.moduleLoadList.includes('NativeModule http'),
    otel: Object.keys(require.cache).some((file) => /[\\\\/]@opentelemetry[\\\\/]api[\\\\/]/.test(file)),
  })),
);
`,
);

interface Loaded {
  readonly http: boolean;
  readonly otel: boolean;
}

let runs = 0;
function probeEnv(extra: Record<string, string> = {}): { env: Record<string, string>; loaded: () => Loaded } {
  const file = path.join(scratch.dir, `loaded-${++runs}.json`);
  const nodeOptions = [process.env.NODE_OPTIONS, `--import ${JSON.stringify(PROBE)}`].filter(Boolean).join(' ');
  return { env: { NODE_OPTIONS: nodeOptions, MODULE_PROBE_FILE: file, ...extra }, loaded: () => JSON.parse(readFileSync(file, 'utf8')) as Loaded };
}

/** Lists and calls a tool over stdio, then closes stdin and waits for the process to exit. */
async function stdioSession(env: Record<string, string>, nodeArgs: readonly string[] = []): Promise<void> {
  const wire = await RawStdioWire.open(serverEntry('repo-indexer'), 'modern', { env, nodeArgs });
  try {
    const list = await wire.request('tools/list', {});
    expect((list.result as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
    const call = await wire.request('tools/call', { name: 'index_repository', arguments: { path: 'repo', maxFiles: 2 } });
    expect((call.result as Json & { isError?: boolean }).isError, JSON.stringify(call)).toBeUndefined();
    wire.endInput();
    await wire.exited;
  } finally {
    await wire.close();
  }
}

describe('modules a generated server loads', () => {
  const root = { REPO_INDEXER_ROOT: path.join(REPO_ROOT, 'test', 'fixtures') };

  it('over stdio without an OpenTelemetry SDK: neither the HTTP transport nor @opentelemetry/api', async () => {
    const probe = probeEnv(root);
    await stdioSession(probe.env);
    expect(probe.loaded()).toEqual({ http: false, otel: false });
  });

  it('over stdio with an OpenTelemetry SDK: @opentelemetry/api, still no HTTP transport', async () => {
    const probe = probeEnv({ ...root, OTEL_TEST_SPANS_FILE: path.join(scratch.dir, 'spans.jsonl') });
    await stdioSession(probe.env, ['--import', path.join(REPO_ROOT, 'test', 'fixtures', 'otel', 'register.mjs')]);
    expect(probe.loaded()).toEqual({ http: false, otel: true });
    expect(readFileSync(path.join(scratch.dir, 'spans.jsonl'), 'utf8')).toContain('tools/call index_repository');
  });

  it('with --http: the HTTP transport', async () => {
    const probe = probeEnv(root);
    const server = await startHttpServer('repo-indexer', { env: probe.env });
    const ended = await server.stop();
    expect(ended, server.stderr()).toEqual({ code: 0, signal: null });
    expect(probe.loaded().http).toBe(true);
  });
});
