// The direct types printer (src/render/types-direct.ts) prints some declarations of types.gen.ts without
// json-schema-to-typescript: it must print exactly jstt's bytes. Differential test over every spec, the OpenAPI
// examples converted to manifests, and seeded random schemas; floors check that the direct path is really taken.
// A longer run: TYPES_FUZZ_RUNS=5000 TYPES_FUZZ_SEED=1 npx vitest run --config test/vitest.config.ts test/unit/types-direct.test.ts
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeManifest } from '../../src/ir/normalize.js';
import type { ServerIR } from '../../src/ir/types.js';
import { readManifest } from '../../src/manifest/load.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { compileSchemaTypes, directShare } from '../../src/render/schema-types.js';
import type { TypesInput } from '../../src/render/types-file.js';
import { openApiToManifest } from '../bench/openapi-to-manifest.js';
import { REPO_ROOT } from '../support/cli.js';
import { fuzzTypesInput } from '../support/schema-fuzz.js';
import { compileTypes, difference, shrink, type Compile } from '../support/schema-shrink.js';
import { listSpecs, specIR } from '../support/specs.js';
import { scratchDir } from '../support/tmp.js';

// Measured when this was written: OpenAPI examples 100% (1,075 of 1,075 declarations), GitHub's REST API 100%
// (2,349 of 2,349), fuzzed inputs ~95% (their long tail is meant to reach jstt).
/** Least share of declarations of the converted OpenAPI examples that go direct. */
const MIN_DIRECT_SHARE_OPENAPI = 0.99;
/** Least share of declarations of the fuzzed inputs that go direct. */
const MIN_DIRECT_SHARE_FUZZ = 0.85;

/** Least number of OpenAPI examples that convert to a valid manifest (all 53 converted when this was written). */
const MIN_OPENAPI_DOCS = 50;
const FUZZ_RUNS = Number(process.env.TYPES_FUZZ_RUNS ?? 600);
const FUZZ_SEED = Number(process.env.TYPES_FUZZ_SEED ?? 7_000_000);

/** Fails with the difference and the smallest input that still shows it. */
async function expectSame(label: string, input: TypesInput, compile: Compile = compileTypes): Promise<void> {
  const found = await difference(input, compile);
  if (found === undefined) return;
  const small = await shrink(input, async (i) => (await difference(i, compile)) !== undefined);
  expect.fail(`${label}: ${found}\nsmallest input that still differs:\n${JSON.stringify(small)}\n${await difference(small, compile)}`);
}

/** The direct path compiled in 3 parts (as on several threads) and joined, against jstt's whole file. */
const inParts: Compile = async (input, direct) => {
  if (!direct) return compileTypes(input, false);
  const parts = await Promise.all([0, 1, 2].map((index) => compileSchemaTypes(input, { index, of: 3 }, { direct: true })));
  return parts.join('');
};

const share = (inputs: readonly TypesInput[]) =>
  inputs.map(directShare).reduce((sum, s) => ({ entries: sum.entries + s.entries, direct: sum.direct + s.direct }), { entries: 0, direct: 0 });

describe('the direct types printer prints what json-schema-to-typescript prints', () => {
  it.each(listSpecs().map((s) => [s.name, s.manifest] as const))('specs/%s.yaml', async (name, manifest) => {
    await expectSame(name, await specIR(manifest));
  });

  describe('OpenAPI examples (@readme/oas-examples) converted to manifests', () => {
    const examples = path.join(REPO_ROOT, 'node_modules', '@readme', 'oas-examples');
    const files = ['3.0', '3.1'].flatMap((v) =>
      readdirSync(path.join(examples, v, 'json')).filter((f) => f.endsWith('.json')).sort().map((f) => `${v}/json/${f}`),
    );
    const irs = new Map<string, ServerIR>();
    const scratch = scratchDir('types-direct');
    afterAll(() => scratch.cleanup());

    beforeAll(async () => {
      for (const [i, file] of files.entries()) {
        let yaml: string;
        try {
          yaml = openApiToManifest(JSON.parse(readFileSync(path.join(examples, file), 'utf8')), { name: 'bench' }).yaml;
        } catch {
          continue; // not convertible: counted against MIN_OPENAPI_DOCS
        }
        const dir = path.join(scratch.dir, String(i));
        mkdirSync(dir);
        writeFileSync(path.join(dir, 'mcp.yaml'), yaml);
        const loaded = await readManifest('mcp.yaml', dir);
        if (!('doc' in loaded)) continue;
        const { manifest } = validateManifest(loaded);
        if (manifest) irs.set(file, normalizeManifest(manifest, loaded, { source: 'mcp.yaml' }));
      }
    }, 120_000);

    it.each(files)('%s', async (file) => {
      const ir = irs.get(file);
      if (ir) await expectSame(file, ir);
    });

    it(`at least ${MIN_OPENAPI_DOCS} convert, and at least ${MIN_DIRECT_SHARE_OPENAPI} of their declarations go direct`, () => {
      expect(irs.size, `converted ${irs.size} of ${files.length}`).toBeGreaterThanOrEqual(MIN_OPENAPI_DOCS);
      const { entries, direct } = share([...irs.values()]);
      expect(direct / entries, `${direct} of ${entries} declarations direct`).toBeGreaterThanOrEqual(MIN_DIRECT_SHARE_OPENAPI);
    });
  });

  describe(`${FUZZ_RUNS} fuzzed inputs (seeds ${FUZZ_SEED}..${FUZZ_SEED + FUZZ_RUNS - 1})`, () => {
    const seeds = Array.from({ length: FUZZ_RUNS }, (_, i) => FUZZ_SEED + i);

    it('are the same bytes both ways', async () => {
      const failing: { seed: number; found: string }[] = [];
      for (const seed of seeds) {
        let found: string | undefined;
        try {
          // Every 10th input is also compiled in parts, which the direct path must join to the same bytes.
          found = (await difference(fuzzTypesInput(seed))) ?? (seed % 10 === 0 ? await difference(fuzzTypesInput(seed), inParts) : undefined);
        } catch (error) {
          found = `json-schema-to-typescript itself failed (a fuzzer bug, or a manifest jstt cannot compile): ${(error as Error).message}`;
        }
        if (found !== undefined) failing.push({ seed, found });
      }
      if (failing.length === 0) return;
      const first = failing[0]!;
      const compile = (await difference(fuzzTypesInput(first.seed))) === undefined ? inParts : compileTypes;
      const small = await shrink(fuzzTypesInput(first.seed), async (i) => (await difference(i, compile)) !== undefined);
      expect.fail(
        `${failing.length} of ${seeds.length} seeds differ (${failing.slice(0, 20).map((f) => f.seed).join(', ')}); ` +
          `seed ${first.seed}: ${first.found}\nsmallest input that still differs:\n${JSON.stringify(small)}\n${await difference(small, compile)}`,
      );
    }, 180_000);

    it(`send at least ${MIN_DIRECT_SHARE_FUZZ} of their declarations direct`, () => {
      const { entries, direct } = share(seeds.map((s) => fuzzTypesInput(s)));
      expect(direct / entries, `${direct} of ${entries} declarations direct`).toBeGreaterThanOrEqual(MIN_DIRECT_SHARE_FUZZ);
    });

    it('the harness finds a planted difference and shrinks it to a small input', async () => {
      // A direct path that prints `bool` for the first `boolean`: jstt's text, deliberately altered.
      const planted: Compile = async (input, direct) => {
        const text = await compileTypes(input, false);
        return direct ? text.replace(/\bboolean\b/, 'bool') : text;
      };
      const seed = seeds.find((s) => JSON.stringify(fuzzTypesInput(s)).includes('"boolean"'))!;
      const input = fuzzTypesInput(seed);
      expect(await difference(input, planted)).toMatch(/first difference at line \d+:[^]*bool/);
      const small = await shrink(input, async (i) => (await difference(i, planted)) !== undefined);
      expect(await difference(small, planted)).toBeDefined();
      expect(JSON.stringify(small).length, JSON.stringify(small)).toBeLessThan(JSON.stringify(input).length / 4);
      expect(JSON.stringify(small).length, JSON.stringify(small)).toBeLessThan(200);
      await expect(expectSame(`seed ${seed}`, input, planted)).rejects.toThrow(/smallest input that still differs/);
    }, 120_000);
  });
});

describe('where the direct printer does better than json-schema-to-typescript', () => {
  // jstt's optimizer turns a root union with an unconstrained member into its shared `unknown` node, which has no
  // name, so it declared nothing and the render stopped with a generator bug (exit 3) on a valid manifest.
  it('a root union with an unconstrained member is declared as unknown, with its description', async () => {
    const input: TypesInput = {
      definitions: [
        { name: 'Issue', jsonSchema: { oneOf: [{}] } },
        { name: 'Loose', jsonSchema: { description: 'Anything, or a string.', anyOf: [{}, { type: 'string' }] } },
        { name: 'Everything', jsonSchema: { allOf: [true] } },
      ],
      errors: [],
      tools: [],
    };
    expect(await compileSchemaTypes(input, undefined, { direct: true })).toBe(
      'export type Issue = unknown\n/**\n * Anything, or a string.\n */\nexport type Loose = unknown\nexport type Everything = unknown\n',
    );
    await expect(compileSchemaTypes(input, undefined, { direct: false })).rejects.toThrow(/did not declare Issue/);
  });
});
