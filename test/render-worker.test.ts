// Large servers render types.gen.ts in a worker thread (src/render/types-job.ts). The bytes must not depend on
// where it ran: the built CLI with the worker forced on and off gives identical projects.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';
import { copySpec, scratchDir, tree } from './support/tmp.js';

describe('types.gen.ts rendered in a worker thread', () => {
  const scratches = [scratchDir('worker-on'), scratchDir('worker-off')];
  afterAll(() => scratches.forEach((s) => s.cleanup()));

  it.each(['kitchen-sink', 'adversarial'])('%s: same project with and without the worker', async (spec) => {
    const [on, off] = scratches.map((s) => path.join(s.dir, spec));
    const results = await Promise.all(
      ([[on!, 'always'], [off!, 'never']] as const).map(async ([dir, setting]) => {
        mkdirSync(dir, { recursive: true });
        copySpec(spec, dir);
        return runCli(['generate', 'mcp.yaml'], { cwd: dir, env: { MCPGEN_RENDER_WORKER: setting } });
      }),
    );
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const [a, b] = [tree(on!), tree(off!)];
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    for (const [file, content] of a) expect(content, file).toBe(b.get(file));
    expect(a.get('src/generated/types.gen.ts')).toMatch(/^export (interface|type) /m);
  });
});
