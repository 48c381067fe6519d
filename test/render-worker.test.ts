// Large servers render types.gen.ts in worker threads, in parts (src/render/types-job.ts). The bytes must not
// depend on where or in how many parts it ran: the built CLI with one worker, three workers and none gives
// identical projects.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';
import { copySpec, scratchDir, tree } from './support/tmp.js';

describe('types.gen.ts rendered in a worker thread', () => {
  const scratches = [scratchDir('worker-on'), scratchDir('workers-3'), scratchDir('worker-off')];
  const settings = [{ MCPGEN_RENDER_WORKER: 'always' }, { MCPGEN_RENDER_WORKER: 'always', MCPGEN_TYPES_PARTS: '3' }, { MCPGEN_RENDER_WORKER: 'never' }];
  afterAll(() => scratches.forEach((s) => s.cleanup()));

  it.each(['kitchen-sink', 'adversarial'])('%s: same project with one worker, three workers and none', async (spec) => {
    const dirs = scratches.map((s) => path.join(s.dir, spec));
    const results = await Promise.all(
      dirs.map(async (dir, i) => {
        mkdirSync(dir, { recursive: true });
        copySpec(spec, dir);
        return runCli(['generate', 'mcp.yaml'], { cwd: dir, env: settings[i] });
      }),
    );
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const [reference, ...others] = dirs.map((dir) => tree(dir));
    for (const other of others) {
      expect([...other.keys()].sort()).toEqual([...reference!.keys()].sort());
      for (const [file, content] of other) expect(content, file).toBe(reference!.get(file));
    }
    expect(reference!.get('src/generated/types.gen.ts')).toMatch(/^export (interface|type) /m);
  });
});
