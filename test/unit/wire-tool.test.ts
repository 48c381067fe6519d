// One builder of a tool's tools/list entry (src/ir/wire-tool.ts): the contract snapshot, the generated contract test's
// expected-tools.json and `mcpgen stats` say the same thing about every tool, `advertise` applied. They disagreed on
// advertised tools before: the snapshot recorded the whole tool, which is not what the server sends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { compile } from '../../src/compile.js';
import { contractSnapshot } from '../../src/contract/surface.js';
import { budgetOf } from '../../src/ir/normalize-toolsets.js';
import { measure } from '../../src/stats/measure.js';
import { REPO_ROOT } from '../support/cli.js';

describe.each(['toolsets', 'composition', 'kitchen-sink'])('%s', (name) => {
  test('the snapshot, expected-tools.json and stats list each tool alike', async () => {
    const compiled = await compile(`specs/${name}.yaml`, REPO_ROOT, { outDir: `generated/${name}` });
    expect(compiled.ir).toBeDefined();
    const ir = compiled.ir!;
    const snapshot = new Map(contractSnapshot(ir, compiled.loaded!.value).tools.map((t) => [t.tool.name, t.tool]));
    const expected = JSON.parse(readFileSync(path.join(REPO_ROOT, 'generated', name, 'test/generated/expected-tools.json'), 'utf8')) as {
      tools: { name: string }[];
      sharedDefs?: unknown;
    };
    // expected-tools.json prints a shared definition once; where there is none its entries are the wire's as they are.
    if (expected.sharedDefs === undefined) for (const tool of expected.tools) expect(snapshot.get(tool.name), tool.name).toEqual(tool);
    const stats = measure(ir, budgetOf(compiled.manifest!));
    for (const t of ir.tools) {
      const entry = snapshot.get(t.name)!;
      expect(stats.tools.find((s) => s.name === t.name)?.bytes, t.name).toBe(Buffer.byteLength(JSON.stringify(entry), 'utf8'));
      if (t.advertise?.outputSchema === false) expect(entry, t.name).not.toHaveProperty('outputSchema');
      if (t.advertise?.description !== undefined) expect(entry['description'], t.name).toBe(t.advertise.description);
    }
  });
});
