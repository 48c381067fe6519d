// The per-call runtime awaits a handler directly (no settled record, no race) unless the tool has a timeout, and the
// handler's ctx is a class whose members are made when read. These are the paths that must keep their behaviour: a
// handler that returns a plain value or throws before returning a promise (JavaScript handlers can), with and
// without a timeout; and an async handler that takes ctx apart (`const { progress, sleep, signal } = ctx`) still
// reports progress, is cancelled by notifications/cancelled, and leaves the server answering the next call.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProject } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';
import { RawStdioWire, type Json } from './tasks-helpers.js';

const MANIFEST = `mcpgen: 1
server:
  name: call-paths
  version: 1.0.0
errors:
  Busy:
    message: Busy right now
    retryable: true
tools:
  sync_echo:
    title: Sync echo
    description: Returns a plain value, not a promise.
    annotations: { readOnlyHint: true }
    input:
      type: object
      properties: { text: { type: string } }
      required: [text]
      additionalProperties: false
    output:
      type: object
      properties: { echo: { type: string } }
      required: [echo]
      additionalProperties: false
  sync_fail:
    title: Sync fail
    description: Throws before returning anything, a declared error or an unexpected one.
    annotations: { readOnlyHint: true }
    input:
      type: object
      properties: { declared: { type: boolean } }
      required: [declared]
      additionalProperties: false
    errors: [Busy]
  sync_timed:
    title: Sync timed
    description: Returns a plain value under a timeout.
    annotations: { readOnlyHint: true }
    timeoutMs: 2000
    input:
      type: object
      properties: { text: { type: string } }
      required: [text]
      additionalProperties: false
  steps:
    title: Steps
    description: Counts steps with progress, pausing delayMs per step, through ctx members taken apart.
    annotations: { readOnlyHint: true }
    progress: { intervalMs: 0 }
    input:
      type: object
      properties:
        steps: { type: integer, minimum: 1, maximum: 1000 }
        delayMs: { type: integer, minimum: 0, maximum: 1000 }
        track: { type: boolean }
      required: [steps, delayMs]
      additionalProperties: false
    output:
      type: object
      properties: { done: { type: integer } }
      required: [done]
      additionalProperties: false
`;

// Written over the generated stubs. The sync ones are cast: the handler types ask for a promise, JavaScript does not.
const HANDLERS: Record<string, string> = {
  'sync-echo.ts': `import type { SyncEchoHandler } from '../generated/tools.gen.js';
export const syncEcho = ((input: { text: string }) => ({ echo: input.text })) as unknown as SyncEchoHandler;
`,
  'sync-timed.ts': `import type { SyncTimedHandler } from '../generated/tools.gen.js';
export const syncTimed = ((input: { text: string }) => \`timed \${input.text}\`) as unknown as SyncTimedHandler;
`,
  'sync-fail.ts': `import type { SyncFailHandler } from '../generated/tools.gen.js';
import { Busy } from '../generated/errors.gen.js';
export const syncFail = ((input: { declared: boolean }) => {
  if (input.declared) throw new Busy({ message: 'try again soon' });
  throw new Error('secret-detail-42');
}) as unknown as SyncFailHandler;
`,
  'steps.ts': `import type { StepsHandler } from '../generated/tools.gen.js';
export const steps: StepsHandler = async (input, ctx) => {
  const { progress, sleep, signal, throwIfCancelled, track, log } = ctx;
  log.info('steps started', {});
  const items = Array.from({ length: input.steps }, (_, i) => i + 1);
  try {
    if (input.track) {
      for await (const _ of track(items, { message: (i) => \`step \${i}\` })) {
        if (input.delayMs > 0) await sleep(input.delayMs);
        else throwIfCancelled();
      }
    } else {
      for (const i of items) {
        if (input.delayMs > 0) await sleep(input.delayMs);
        else throwIfCancelled();
        await progress(i, input.steps);
      }
    }
  } catch (error) {
    if (signal.aborted) log.info('steps stopped', { reason: String(signal.reason) });
    throw error;
  }
  return { done: input.steps };
};
`,
};

const scratch = scratchDir('call-paths');
let entry: string;

beforeAll(async () => {
  writeFileSync(path.join(scratch.dir, 'mcp.yaml'), MANIFEST);
  const result = await runInProject(scratch.dir, 'generate');
  expect(result.code, result.stderr).toBe(0);
  for (const [file, source] of Object.entries(HANDLERS)) writeFileSync(path.join(scratch.dir, 'src/tools', file), source);
  entry = path.join(scratch.dir, 'src/main.ts');
});
afterAll(() => scratch.cleanup());

type ToolResult = Json & { content: { type: string; text: string }[]; isError?: boolean; _meta?: Json };

/** The server's JSON log lines on stderr with message `msg`. */
const logLines = (wire: RawStdioWire, msg: string): Json[] =>
  wire
    .stderr()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Json)
    .filter((l) => l.msg === msg);

async function until(check: () => boolean, what: string, wire: RawStdioWire): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} never happened\nstderr:\n${wire.stderr()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const progressOf = (wire: RawStdioWire, token: string) =>
  wire.messages.filter((m) => m.method === 'notifications/progress' && (m.params as Json).progressToken === token).map((m) => m.params as Json);

describe.each(['modern', 'legacy'] as const)('call paths over stdio (%s)', (era) => {
  let wire: RawStdioWire;
  beforeAll(async () => {
    wire = await RawStdioWire.open(entry, era);
  });
  afterAll(async () => {
    await wire?.close();
  });

  const call = async (name: string, args: Json, meta?: Json): Promise<ToolResult> => {
    const response = await wire.request('tools/call', { name, arguments: args }, meta ? { meta } : {});
    expect(response.error, JSON.stringify(response)).toBeUndefined();
    return response.result as ToolResult;
  };

  it('a handler that returns a plain value answers like one that returns a promise', async () => {
    const result = await call('sync_echo', { text: 'plain' });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual({ echo: 'plain' });
    expect(result.content).toEqual([{ type: 'text', text: '{"echo":"plain"}' }]);
  });

  it('… and so does one under a timeout', async () => {
    const result = await call('sync_timed', { text: 'in time' });
    expect(result.isError).toBeUndefined();
    expect(result.content).toEqual([{ type: 'text', text: 'timed in time' }]);
  });

  it('a handler that throws before returning answers the declared error, or a logged internal error', async () => {
    const declared = await call('sync_fail', { declared: true });
    expect(declared.isError).toBe(true);
    expect(declared.content[0]!.text).toBe('Busy: try again soon (retryable: the same call may succeed later)');
    expect(declared._meta?.['dev.mcpgen/error']).toMatchObject({ name: 'Busy', code: -32000, retryable: true });

    const unexpected = await call('sync_fail', { declared: false });
    expect(unexpected.isError).toBe(true);
    expect(unexpected.content[0]!.text).toMatch(/^Internal error in sync_fail \(correlation id [0-9a-f-]{36}\)/);
    expect(JSON.stringify(unexpected)).not.toContain('secret-detail-42');
    const id = (unexpected._meta?.['dev.mcpgen/error'] as Json | undefined)?.correlationId;
    await until(() => logLines(wire, 'tool failed with an unexpected error').some((l) => l.correlationId === id), 'the error log line', wire);
  });

  it.each([false, true])('ctx taken apart still reports progress to the last step (track: %s)', async (track) => {
    const token = `p-${era}-${track}`;
    const result = await call('steps', { steps: 5, delayMs: 0, track }, { progressToken: token });
    expect(result.structuredContent).toEqual({ done: 5 });
    const sent = progressOf(wire, token);
    expect(sent.map((p) => p.progress)).toEqual([1, 2, 3, 4, 5]);
    expect(sent.every((p) => p.total === 5)).toBe(true);
    if (track) expect(sent.map((p) => p.message)).toEqual(['step 1', 'step 2', 'step 3', 'step 4', 'step 5']);
  });

  it('ctx taken apart is cancelled by notifications/cancelled, and the next call works', async () => {
    const token = `cancel-${era}`;
    const before = logLines(wire, 'steps started').length;
    // No response comes for a cancelled request: the pending one ends when the wire closes.
    const pending = wire.request('tools/call', { name: 'steps', arguments: { steps: 200, delayMs: 50 } }, { meta: { progressToken: token } }, 60_000);
    pending.catch(() => undefined);
    await until(() => logLines(wire, 'steps started').length > before && progressOf(wire, token).length > 0, 'the first step', wire);
    const requestId = logLines(wire, 'steps started').at(-1)!.requestId;
    wire.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId, reason: `stop ${era}` } });
    await until(() => logLines(wire, 'steps stopped').some((l) => l.requestId === requestId), 'the handler stopping', wire);
    expect(logLines(wire, 'steps stopped').find((l) => l.requestId === requestId)!.reason).toBe(`stop ${era}`);
    expect(progressOf(wire, token).length).toBeLessThan(200);

    const next = await call('sync_echo', { text: 'after' });
    expect(next.structuredContent).toEqual({ echo: 'after' });
    expect(wire.garbage).toEqual([]);
  });
});
