// Handler modules are imported in the background once the server is up (or by their tool's first call), so
// start-up does not grow with the number of tools. A module that cannot load is reported at start-up, fails only
// its own tool (without leaking the error to the client), and the rest of the server works.
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runInProject } from '../support/cli.js';
import { copySpec, scratchDir } from '../support/tmp.js';
import { RawStdioWire, type Json } from './tasks-helpers.js';

const scratch = scratchDir('lazy');
let entry: string;

beforeAll(async () => {
  copySpec('kitchen-sink', scratch.dir);
  // The implemented handlers (user-owned) first, so generate keeps them, as it would a user's.
  cpSync(path.join(REPO_ROOT, 'generated/kitchen-sink/src'), path.join(scratch.dir, 'src'), { recursive: true });
  const result = await runInProject(scratch.dir, 'generate');
  expect(result.code, result.stderr).toBe(0);
  writeFileSync(path.join(scratch.dir, 'src/tools/status.ts'), "throw new Error('boom at import: secret-token-123');\n");
  writeFileSync(path.join(scratch.dir, 'src/tools/info.ts'), "process.stderr.write('info module loaded\\n');\nexport const info = async () => 'info';\n");
  entry = path.join(scratch.dir, 'src/main.ts');
});
afterAll(() => scratch.cleanup());

async function until(check: () => boolean, what: string, wire: RawStdioWire): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} never happened\nstderr:\n${wire.stderr()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(['modern', 'legacy'] as const)('lazy handler modules over stdio (%s)', (era) => {
  it('loads every handler module after start-up without a call, and reports one that cannot load', async () => {
    const wire = await RawStdioWire.open(entry, era);
    try {
      const list = await wire.request('tools/list', {});
      expect((list.result as { tools: unknown[] }).tools.length).toBe(14);
      await until(() => wire.stderr().includes('info module loaded'), 'the background import of info.ts', wire);
      await until(() => wire.stderr().includes('a handler module failed to load'), 'the load failure report', wire);
      expect(wire.stderr()).toContain('boom at import');

      const broken = (await wire.request('tools/call', { name: 'status', arguments: {} })).result as Json & { content: { text: string }[] };
      expect(broken.isError).toBe(true);
      expect(broken.content[0]!.text).toMatch(/^Internal error in status \(correlation id [0-9a-f-]{36}\)/);
      expect(JSON.stringify(broken)).not.toContain('secret-token-123');

      const echo = (await wire.request('tools/call', { name: 'echo', arguments: { text: 'still works' } })).result as Json;
      expect(echo.isError).toBeUndefined();
      expect(JSON.stringify(echo.structuredContent)).toContain('still works');
      expect(wire.garbage).toEqual([]);
    } finally {
      await wire.close();
    }
  });
});
