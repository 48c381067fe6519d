// Seeded fuzzing of the generator (issue 6). Random manifests full of hostile strings, names and schema shapes, plus
// structural and textual mutations of them, must never crash mcpgen: a manifest validates (and then renders
// deterministically into a project that passes strict tsc) or it gets diagnostics. Seeds are fixed, so a failure
// reproduces; its message carries the seed and the manifest. MCPGEN_FUZZ_SCALE=10 runs ten times as many cases.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { hasErrors } from '../src/diagnostics/diagnostic.js';
import { identsFor } from '../src/names.js';
import { parseManifest, readManifest } from '../src/manifest/load.js';
import { checkSpecDrift } from '../src/openapi/drift.js';
import { validateManifest } from '../src/manifest/validate.js';
import { generate, renderManifest } from '../src/pipeline.js';
import { REPO_ROOT, runCli, runCliBatch } from './support/cli.js';
import { damageText, mutate, randomManifest, rng, TOOL_NAMES, toYaml } from './support/fuzz-manifest.js';
import { seedManifests, sweepCases, type SweepCase } from './support/fuzz-sweep.js';
import { scratchDir } from './support/tmp.js';

const SCALE = Math.max(1, Number(process.env.MCPGEN_FUZZ_SCALE ?? 1));
const FILE = 'fuzz.yaml';
const ABS = path.join(REPO_ROOT, '.tmp', 'fuzz', FILE);
const DIAGNOSTIC = /^fuzz\.yaml:\d+:\d+: (error|warning) MCPG\d{3} /;

/** The manifest text of a seed: valid (seed % 4 = 0 or 3), structurally mutated (1) or textually damaged (2). */
function caseFor(seed: number): string {
  const r = rng(seed);
  let manifest = randomManifest(r);
  if (seed % 4 === 1) for (let i = r.int(1, 3); i > 0; i--) manifest = mutate(r, manifest);
  const source = toYaml(manifest);
  return seed % 4 === 2 ? damageText(r, source) : source;
}

const context = (seed: number, source: string) => `seed ${seed} (reproduce: caseFor(${seed}) in test/fuzz.test.ts)\n--- manifest ---\n${source}`;

/** First `count` seeds from `from` whose manifest validates without errors (or, with valid = false, does not). */
function validSeeds(from: number, count: number, valid = true): number[] {
  const seeds: number[] = [];
  for (let seed = from; seeds.length < count && seed < from + count * 20; seed++) {
    const loaded = parseManifest(caseFor(seed), FILE, ABS);
    const { diagnostics, manifest } = validateManifest(loaded);
    if ((manifest !== undefined && !hasErrors(diagnostics)) === valid) seeds.push(seed);
  }
  return seeds;
}

function tsc(project: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: REPO_ROOT });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('fuzz: the generator never crashes', () => {
  test(`validation: ${160 * SCALE} random, mutated and damaged manifests get a result or located diagnostics`, () => {
    const outcomes = { valid: 0, diagnosed: 0 };
    for (let seed = 1; seed <= 160 * SCALE; seed++) {
      const source = caseFor(seed);
      let result: ReturnType<typeof validateManifest>;
      try {
        result = validateManifest(parseManifest(source, FILE, ABS));
      } catch (error) {
        throw new Error(`validation crashed: ${(error as Error).stack}\n${context(seed, source)}`);
      }
      if (result.manifest && !hasErrors(result.diagnostics)) outcomes.valid++;
      else {
        outcomes.diagnosed++;
        expect(
          result.diagnostics.some((d) => d.severity === 'error'),
          context(seed, source),
        ).toBe(true);
      }
      for (const d of result.diagnostics) {
        expect(d.code, context(seed, source)).toMatch(/^MCPG\d{3}$/);
        const loc = d.loc ?? { line: 0, col: 0 };
        expect(loc.line >= 1 && loc.col >= 1, `${d.code} at ${loc.line}:${loc.col}\n${context(seed, source)}`).toBe(true);
      }
    }
    // The mix must exercise both paths, or the generator of cases has drifted.
    expect(outcomes.valid).toBeGreaterThan(20 * SCALE);
    expect(outcomes.diagnosed).toBeGreaterThan(20 * SCALE);
    console.log(`fuzz validation: ${JSON.stringify(outcomes)}`);
  }, 120_000);

  test(`render: ${6 * SCALE} valid manifests render (twice, identically) and pass the TypeScript syntax gate`, async () => {
    for (const seed of validSeeds(1000, 6 * SCALE)) {
      const source = caseFor(seed);
      const loaded = parseManifest(source, FILE, ABS);
      const before = structuredClone(loaded.value);
      let first: Awaited<ReturnType<typeof renderManifest>>;
      let second: Awaited<ReturnType<typeof renderManifest>>;
      try {
        first = await renderManifest(loaded, path.dirname(ABS));
        second = await renderManifest(loaded, path.dirname(ABS));
      } catch (error) {
        throw new Error(`render crashed: ${(error as Error).stack}\n${context(seed, source)}`);
      }
      expect(first.files, context(seed, source)).toBeDefined();
      expect(second.files, context(seed, source)).toEqual(first.files);
      expect(loaded.value, 'rendering never mutates the manifest').toEqual(before);
      for (const f of first.files!) expect(f.content.includes('\r') || f.content.includes(REPO_ROOT), `${f.path}\n${context(seed, source)}`).toBe(false);
    }
  }, 180_000);
});

describe('fuzz: every key of the manifest schema, wrong-typed or removed', () => {
  const scratch = scratchDir('fuzz-sweep');
  afterAll(() => scratch.cleanup());
  // The seeds' schema files and views, so the cases load as the specs do (file $refs, ui views).
  for (const folder of ['schemas', 'views']) cpSync(path.join(REPO_ROOT, 'specs', folder), path.join(scratch.dir, folder), { recursive: true });
  const sweep = sweepCases(rng(40), seedManifests(), SCALE);

  test('the seeds (the specs and test/fixtures/fuzz-seed.yaml) reach every position of the schema', () => {
    expect(sweep.uncovered, 'positions no seed has: use them in a spec or in test/fixtures/fuzz-seed.yaml').toEqual([]);
  });

  test(`load and validation: ${sweep.cases.length} cases never crash; an invalid manifest gets located errors`, async () => {
    const crashes: string[] = [];
    let invalid = 0;
    for (const c of sweep.cases) {
      const file = path.join(scratch.dir, c.seed);
      const source = toYaml(c.manifest as Record<string, never>);
      writeFileSync(file, source);
      try {
        const loaded = await readManifest(file, scratch.dir);
        if (!('doc' in loaded)) throw new Error(`unreadable: ${loaded.message}`);
        const result = validateManifest(loaded);
        await checkSpecDrift(loaded, scratch.dir);
        if (result.manifest && !hasErrors(result.diagnostics)) continue;
        invalid++;
        expect(hasErrors(result.diagnostics), c.label).toBe(true);
        for (const d of result.diagnostics) {
          expect(d.code, c.label).toMatch(/^MCPG\d{3}$/);
          expect((d.loc?.line ?? 0) >= 1 && (d.loc?.col ?? 0) >= 1, `${d.code} ${d.message}: ${c.label}`).toBe(true);
        }
      } catch (error) {
        crashes.push(`${c.label}: ${(error as Error).stack?.split('\n').slice(0, 3).join(' ')}`);
      }
    }
    console.log(`fuzz sweep: ${sweep.cases.length} cases, ${invalid} invalid, ${crashes.length} crashes`);
    expect(crashes, `crashes (${crashes.length} of ${sweep.cases.length}):\n${crashes.join('\n')}`).toEqual([]);
  }, 120_000);

  test('the built CLI: exit 1 and a located MCPGnnn line for wrong types under ui (the wire form of permissions, and more)', async () => {
    const named: SweepCase[] = [
      ['permissions', { camera: {}, clipboardWrite: {} }],
      ['permissions', 5],
      ['csp', { connectDomains: { 'https://api.example.com': true } }],
      ['csp', { resourceDomains: 'https://cdn.example.com' }],
    ].map(([key, value]) => {
      const manifest = parseYaml(readFileSync(path.join(REPO_ROOT, 'test/fixtures/fuzz-seed.yaml'), 'utf8')) as {
        tools: { show_file: { ui: Record<string, unknown> } };
      };
      manifest.tools.show_file.ui[key as string] = value;
      return { seed: 'fuzz-seed.yaml', position: `tools.*.ui.${key}`, label: `ui.${key} = ${JSON.stringify(value)}`, manifest };
    });
    const r = rng(41);
    const cases = [...named, ...Array.from({ length: 4 }, () => r.pick(sweep.cases))];
    for (const [i, c] of cases.entries()) writeFileSync(path.join(scratch.dir, `cli-${i}.yaml`), toYaml(c.manifest as Record<string, never>));
    const results = await runCliBatch(
      cases.map((_, i) => ['validate', `cli-${i}.yaml`]),
      { cwd: scratch.dir },
    );
    results.forEach((result, i) => {
      const label = `${cases[i]!.label}\n${result.stderr}`;
      expect(result.stderr, label).not.toMatch(/\n\s+at /);
      if (i < named.length || result.code !== 0) {
        expect(result.code, label).toBe(1);
        // Warnings may come first (sorted by place): some line is the located error.
        expect(result.stderr, label).toMatch(new RegExp(`^cli-${i}\\.yaml:\\d+:\\d+: error MCPG\\d{3} `, 'm'));
      }
    });
  }, 60_000);
});

describe('fuzz: generated projects compile and the CLI behaves', () => {
  const scratch = scratchDir('fuzz');
  afterAll(() => scratch.cleanup());

  test(`${5 * SCALE} valid manifests → projects that pass strict tsc together (one program)`, async () => {
    const seeds = validSeeds(5000, 5 * SCALE);
    const sources = new Map<string, string>();
    for (const seed of seeds) {
      const dir = path.join(scratch.dir, `seed-${seed}`);
      mkdirSync(dir, { recursive: true });
      const source = caseFor(seed);
      writeFileSync(path.join(dir, 'mcp.yaml'), source);
      sources.set(`seed-${seed}`, context(seed, source));
      const result = await generate({ manifestPath: 'mcp.yaml', cwd: dir });
      expect(result.ok, `${JSON.stringify(result.diagnostics)}\n${context(seed, source)}`).toBe(true);
    }
    // Every tool name of the pool at once (one per identifier), so a name that breaks the build (a `then` export makes
    // a module a thenable) cannot hide behind the seeds' picks.
    const all = path.join(scratch.dir, 'seed-all-names');
    mkdirSync(all, { recursive: true });
    const taken = new Set<string>();
    const names = TOOL_NAMES.filter(
      (n) => !taken.has(identsFor(n).camel) && !taken.has(identsFor(n).file) && taken.add(identsFor(n).camel).add(identsFor(n).file),
    );
    const allNames = `mcpgen: 1\nserver: { name: all-names, version: 1.0.0 }\ntools:\n${names.map((n) => `  ${JSON.stringify(n)}: { description: "named ${n}", input: { type: object, properties: { then: { type: string }, default: { type: integer, default: 1 } } } }`).join('\n')}\n`;
    writeFileSync(path.join(all, 'mcp.yaml'), allNames);
    sources.set('seed-all-names', allNames);
    const allResult = await generate({ manifestPath: 'mcp.yaml', cwd: all });
    expect(allResult.ok, JSON.stringify(allResult.diagnostics)).toBe(true);
    expect(names).toContain('then');
    const tsconfig = path.join(scratch.dir, 'tsconfig.json');
    // The strict options of test/tsconfig.generated.json; the SDK's own .d.ts files are checked there, not here.
    const options = { skipLibCheck: true };
    writeFileSync(
      tsconfig,
      JSON.stringify({ extends: path.join(REPO_ROOT, 'test/tsconfig.generated.json'), compilerOptions: options, include: ['./*/src/**/*.ts'] }),
    );
    const { code, output } = await tsc(tsconfig);
    // Name the manifests behind the failing files, so the failure reproduces from the log alone.
    const culprits = [...new Set([...output.matchAll(/seed-(\d+|all-names)/g)].map((m) => `seed-${m[1]}`))].map((s) => sources.get(s)).join('\n');
    expect(code, `${output}\n${culprits}`).toBe(0);
  }, 180_000);

  test('the built CLI exits 1 (never 3) on broken manifests, with only located diagnostics on stderr', async () => {
    // Invalid ones (fast: no render); the valid path through the CLI is the time-zone test below.
    for (const seed of validSeeds(3000, 3, false)) {
      const dir = path.join(scratch.dir, `cli-${seed}`);
      mkdirSync(dir, { recursive: true });
      const source = caseFor(seed);
      writeFileSync(path.join(dir, FILE), source);
      const r = await runCli(['generate', FILE, '--out', 'out'], { cwd: dir });
      expect(r.code, `${r.stderr}\n${context(seed, source)}`).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n')[0], context(seed, source)).toMatch(DIAGNOSTIC);
      expect(existsSync(path.join(dir, 'out')), 'nothing is written').toBe(false);
    }
  }, 120_000);

  test('the CLI generates a valid one byte-identically from another working directory and time zone', async () => {
    const [seed] = validSeeds(7000, 1);
    const source = caseFor(seed!);
    const dirs = ['a', 'b'].map((n) => path.join(scratch.dir, `tz-${n}`));
    for (const dir of dirs) mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dirs[0]!, FILE), source);
    writeFileSync(path.join(dirs[1]!, FILE), source);
    const a = await runCli(['generate', FILE, '--out', 'out'], { cwd: dirs[0]!, env: { TZ: 'UTC', LANG: 'C' } });
    // Absolute paths, run from elsewhere, far-away zone and a Turkish locale (dotless i).
    const b = await runCli(['generate', path.join(dirs[1]!, FILE), '--out', path.join(dirs[1]!, 'out')], {
      cwd: os.tmpdir(),
      env: { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8' },
    });
    expect([a.code, b.code], `${a.stderr}\n${b.stderr}\n${context(seed!, source)}`).toEqual([0, 0]);
    const files = readdirSync(path.join(dirs[0]!, 'out'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const rel = path.relative(path.join(dirs[0]!, 'out'), path.join(f.parentPath, f.name));
      expect(readFileSync(path.join(dirs[1]!, 'out', rel), 'utf8'), rel).toBe(readFileSync(path.join(dirs[0]!, 'out', rel), 'utf8'));
    }
  }, 60_000);
});
