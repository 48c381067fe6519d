// The build's syntax-gate verdicts on the fixed runtime files (src/render/ts/runtime-verdicts.ts): a run with the
// render cache takes them instead of parsing the runtime on a project's first run, for exactly the text that was
// parsed and under the TypeScript that parsed it. What the build writes is what gateRuntime() returns.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateFiles } from '../../src/render/gate.js';
import { RUNTIME_DIR } from '../../src/render/runtime-files.js';
import { TEMPLATE_ROOT } from '../../src/render/template-source.js';
import { parserVersion } from '../../src/render/ts/load-ts.js';
import { inThreadParser } from '../../src/render/ts/parser.js';
import { gateRuntime, vouchedBy } from '../../src/render/ts/runtime-verdicts.js';
import { memoryCache } from '../support/memory-cache.js';

const runtimeDir = path.join(TEMPLATE_ROOT, 'runtime');
const runtime = readdirSync(runtimeDir)
  .filter((n) => n.endsWith('.gen.ts'))
  .sort()
  .map((name) => ({ path: `${RUNTIME_DIR}${name}`, content: readFileSync(path.join(runtimeDir, name), 'utf8') }));

describe('the fixed runtime parsed by the build', () => {
  const verdicts = gateRuntime();

  it('covers every runtime file, under the TypeScript a run loads', () => {
    expect(verdicts.typescript).toBe(parserVersion());
    expect(verdicts.passed).toHaveLength(runtime.length);
    const vouched = vouchedBy(verdicts);
    for (const f of runtime) expect(vouched(f.content), f.path).toBe(true);
  });

  it('vouches for nothing under another TypeScript, nor for a changed text', () => {
    expect(runtime.some((f) => vouchedBy({ ...verdicts, typescript: '@ts-morph/common@0.0.0' })(f.content))).toBe(false);
    expect(vouchedBy(undefined)(runtime[0]!.content)).toBe(false);
    expect(vouchedBy(verdicts)(`${runtime[0]!.content} `)).toBe(false);
  });

  it('spares a cached run the parse of the runtime, never a runtime file that changed', async () => {
    const cache = memoryCache();
    expect(await gateFiles(runtime, cache, inThreadParser, vouchedBy(verdicts))).toEqual([]);
    // Not even looked up: the build's verdict answered.
    expect(cache.stats.gate).toEqual({ hits: 0, misses: 0 });
    const broken = { path: runtime[0]!.path, content: `${runtime[0]!.content}\nexport const x = (;\n` };
    const problems = await gateFiles([broken], cache, inThreadParser, vouchedBy(verdicts));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toMatch(new RegExp(`^${runtime[0]!.path.replaceAll('.', '\\.')}:\\d+:\\d+$`));
    // --no-cache reuses nothing, the build's verdicts included: the text is parsed (and passes).
    expect(
      await gateFiles(runtime.slice(0, 1), undefined, inThreadParser, () => {
        throw new Error('the build verdict was consulted without a cache');
      }),
    ).toEqual([]);
  });
});
