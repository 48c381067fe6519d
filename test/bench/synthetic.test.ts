// The bench's hand-written baseline must run the tools it claims to: with `modules` handlers each tool's call goes
// to that tool's own handler module (the file the generated server calls), with `shared` to one inline function.
// Both are started as real processes and called over stdio in both protocol eras.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from './proc.js';
import { StdioClient, type Era } from './stdio-client.js';
import { handWrittenServer, toolName } from './synthetic.js';

// Inside the repository, so the servers resolve @modelcontextprotocol/* from its node_modules.
const DIR = path.join(REPO, '.tmp', `bench-synthetic-${process.pid}`);
const N = 3;

mkdirSync(path.join(DIR, 'tools'), { recursive: true });
for (let i = 0; i < N; i++) {
  const id = String(i).padStart(5, '0');
  // A marker per module, so the answer shows which code ran.
  writeFileSync(path.join(DIR, 'tools', `tool-${id}.js`), `export const tool${id} = async (input) => ({ echo: 'module ${i}: ' + input.text, count: ${i} });\n`);
}
writeFileSync(path.join(DIR, 'modules.mjs'), handWrittenServer(N, 'modules', './tools/'));
writeFileSync(path.join(DIR, 'shared.mjs'), handWrittenServer(N, 'shared'));

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

async function call(file: string, era: Era, tool: number): Promise<unknown> {
  const client = StdioClient.start([path.join(DIR, file)], era);
  try {
    await client.handshake();
    const line = await client.request('tools/call', { name: toolName(tool), arguments: { text: 'hi', count: 5 } }, 20_000);
    return (JSON.parse(line) as { result?: { structuredContent?: unknown } }).result?.structuredContent;
  } finally {
    client.close();
  }
}

describe('hand-written bench baseline', () => {
  it.each(['modern', 'legacy'] as const)(
    "calls each tool's own handler module (%s)",
    async (era) => {
      expect(await call('modules.mjs', era, 2)).toEqual({ echo: 'module 2: hi', count: 2 });
      expect(await call('modules.mjs', era, 0)).toEqual({ echo: 'module 0: hi', count: 0 });
    },
    30_000,
  );

  it('calls one shared inline handler in the shared variant', async () => {
    expect(await call('shared.mjs', 'legacy', 1)).toEqual({ echo: 'hi', count: 5 });
  }, 30_000);
});
