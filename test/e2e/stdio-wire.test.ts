// stdout of a stdio server is the protocol channel: with no SDK client in between, every byte the server writes
// there must be a JSON-RPC message, while its logs (debug level on, an unexpected error logged) go to stderr.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { rawStdioExchange, type RawStdioResult } from '../support/server-process.js';
import { listSpecs } from '../support/specs.js';
import { CASES } from './cases.js';
import { loadSpec, stubTools, withoutApi } from './manifest.js';

/** Whether any tool handler of the project writes debug logs (then they must show on stderr at MCPGEN_LOG_LEVEL=debug). */
function handlersLogDebug(out: string): boolean {
  const dir = path.join(REPO_ROOT, out, 'src', 'tools');
  return existsSync(dir) && readdirSync(dir).some((file) => readFileSync(path.join(dir, file), 'utf8').includes('ctx.log.debug('));
}

describe.each(listSpecs().map(loadSpec).filter(withoutApi))('stdio wire $name', (spec) => {
  const unique = `w${Date.now().toString(36)}`;
  const calls = [
    ...(CASES[spec.name] ?? []).map((c) => ({ name: c.tool, arguments: typeof c.args === 'function' ? c.args({ unique, era: 'legacy' }) : (c.args ?? {}) })),
    ...[...stubTools(spec)].map((name) => ({ name, arguments: {} })),
    { name: 'no-such-tool', arguments: {} },
  ];
  const requests = [
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw-wire', version: '0.0.0' } },
    },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
    ...calls.map((params, i) => ({ jsonrpc: '2.0', id: 3 + i, method: 'tools/call', params })),
  ];
  const requestIds = requests.flatMap((r) => ('id' in r ? [r.id] : []));
  const leaks = (CASES[spec.name] ?? []).flatMap((c) => (typeof c.expect === 'object' && 'unexpected' in c.expect ? [c.expect.unexpected.secret] : []));

  let run: RawStdioResult;
  test('the server answers every request of a raw legacy session, then exits 0 when stdin closes', async () => {
    run = await rawStdioExchange(spec.name, requests, { env: { MCPGEN_LOG_LEVEL: 'debug' } });
    expect([...run.responses.keys()].sort((a, b) => Number(a) - Number(b))).toEqual(requestIds);
    expect(run.exitedOnEof, 'the process ends by itself on stdin EOF').toBe(true);
    expect(run.exit).toEqual({ code: 0, signal: null });
  });

  test('every stdout line is a JSON-RPC 2.0 message, and nothing else is written there', () => {
    expect(run.stdout.endsWith('\n'), 'stdout ends with a complete line').toBe(true);
    const lines = run.stdout.slice(0, -1).split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(requestIds.length);
    for (const line of lines) {
      let msg: Record<string, unknown>;
      try {
        msg = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`stdout line is not JSON: ${line}`);
      }
      expect(msg.jsonrpc, line).toBe('2.0');
      if ('id' in msg && 'method' in msg) {
        // A request of the server's own (a tool asking for sampling or elicitation), which the raw client refuses.
        expect(typeof msg.method, line).toBe('string');
        expect('result' in msg || 'error' in msg, line).toBe(false);
      } else if ('id' in msg) {
        // A response to one of ours: exactly one of result / error.
        expect(requestIds, line).toContain(msg.id);
        expect(['result' in msg, 'error' in msg].filter(Boolean), line).toHaveLength(1);
      } else {
        expect(typeof msg.method, `a notification: ${line}`).toBe('string');
      }
    }
    for (const secret of leaks) expect(run.stdout).not.toContain(secret);
  });

  test('the answers are the right ones (initialize, tools/list, unknown tool)', () => {
    const init = run.responses.get(1)!.result as { protocolVersion: string; serverInfo: { name: string; version: string }; instructions?: string };
    expect(init.protocolVersion).toBe('2025-11-25');
    expect(init.serverInfo).toMatchObject({ name: spec.doc.server.name, version: spec.doc.server.version });
    expect(init.instructions).toBe(spec.doc.server.instructions);
    const unknown = run.responses.get(requestIds.at(-1)!)!;
    if (spec.tools.length === 0) {
      // No tools, no tools capability: the methods do not exist on this server.
      expect(run.responses.get(2)!.error).toMatchObject({ code: -32601 });
      expect(unknown.error).toMatchObject({ code: -32601 });
      return;
    }
    const list = run.responses.get(2)!.result as { tools: { name: string }[] };
    expect(list.tools.map((t) => t.name)).toEqual(spec.tools.map((t) => t.name));
    expect(unknown.error).toMatchObject({ code: -32602 });
  });

  test('stderr carries the logs, one JSON object per line', () => {
    const lines = run.stderr.split('\n').filter((l) => l.length > 0);
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`stderr line is not a structured log entry: ${line}`);
      }
    });
    for (const entry of entries) expect(entry).toMatchObject({ time: expect.any(String), level: expect.any(String), msg: expect.any(String) });
    if (handlersLogDebug(spec.out))
      expect(
        entries.some((e) => e.level === 'debug'),
        'handlers logged at debug level, on stderr',
      ).toBe(true);
    for (const secret of leaks) expect(run.stderr).toContain(secret);
  });
});
