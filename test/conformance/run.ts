// npm run conformance — the official MCP conformance suite against generated servers, over Streamable HTTP.
//
// Legs (all by default; pick with --leg, repeatable):
//   0.1.16      @modelcontextprotocol/conformance@0.1.16, the whole active suite, against generated/conformance
//   2026-07-28  0.2.0-alpha.12 --requirements 2026-07-28 against generated/conformance; scenarios the suite itself
//               prints under "Not scored for 2026-07-28" (extensions, pending) are reported but never fail the run
//   tasks       every tasks-* scenario of 0.2.0-alpha.12, one by one, against generated/conformance-tasks
// Each leg builds nothing: mcpgen is built first (skip with --no-build), then the leg's server is started on a free
// port, the suite runs with -o DIR, the server is stopped by PID, and every scenario's checks.json is judged
// against test/conformance/baseline.yml (what we deliberately do not support, each with its reason). Exit 1 on a
// failing scenario that is not listed, a listed one that passes (stale), a listed one that did not run, or no checks.
// Results (checks.json, suite and server output) go to .tmp/conformance/<timestamp>/<leg>/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  isBad,
  judge,
  loadBaseline,
  log,
  NPM,
  NPX,
  printOutcomes,
  readAllChecks,
  REPO_ROOT,
  run,
  runner,
  startServer,
  SUITE_ALPHA,
  SUITE_STABLE,
  type Outcome,
} from './harness.js';

const BASELINE = path.join(REPO_ROOT, 'test', 'conformance', 'baseline.yml');
const LEGS = ['0.1.16', '2026-07-28', 'tasks'] as const;
type Leg = (typeof LEGS)[number];

const OPTIONS = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, leg: { type: 'string', multiple: true } },
  strict: true,
}).values;

/** Scenario names the alpha suite lists under "Not scored for <rev>: …" (lines like "  ✗ tasks-lifecycle (extension)"). */
export function unscoredScenarios(output: string): Set<string> {
  const at = output.search(/^Not scored for /m);
  if (at < 0) return new Set();
  return new Set([...output.slice(at).matchAll(/^\s+[✓✗]\s+([a-z0-9-]+)\b/gm)].map((m) => m[1]!));
}

interface LegResult {
  readonly outcomes: Outcome[];
  readonly problems: string[];
}

/** One suite process over the whole leg (fast: the suite starts once). */
async function suiteLeg(leg: Leg, suite: string, extra: string[], dir: string): Promise<LegResult> {
  const server = await startServer('generated/conformance');
  let result: { code: number | null; output: string };
  try {
    log(`== ${leg}: ${suite} against generated/conformance (${server.url}, pid ${server.pid})`);
    result = await run(NPX, [...runner(suite), 'server', '--url', server.url, ...extra, '-o', path.join(dir, 'checks')]);
  } finally {
    await server.stop();
    writeFileSync(path.join(dir, 'server.log'), server.output());
  }
  writeFileSync(path.join(dir, 'suite.log'), result.output);
  const checks = readAllChecks(path.join(dir, 'checks'));
  const unscored = unscoredScenarios(result.output);
  const baseline = loadBaseline(BASELINE, leg);
  const outcomes: Outcome[] = [...checks].map(([scenario, list]) => {
    if (unscored.has(scenario) && !baseline.has(scenario))
      return { scenario, checks: list, verdict: 'unscored', note: 'the suite does not score it for this revision' };
    return { scenario, checks: list, ...judge(list, baseline.get(scenario), BASELINE) };
  });
  const problems: string[] = [];
  if (checks.size === 0) problems.push(`${leg}: the suite produced no checks (exit ${result.code}); see ${path.relative(REPO_ROOT, dir)}/suite.log`);
  for (const scenario of baseline.keys()) if (!checks.has(scenario)) problems.push(`${leg}: baseline entry for a scenario that did not run: ${scenario}`);
  return { outcomes, problems };
}

/** The tasks-* scenarios, one suite run each, against the Tasks fixture server. */
async function tasksLeg(dir: string): Promise<LegResult> {
  const listing = await run(NPX, [...runner(SUITE_ALPHA), 'list', '--server'], 300_000);
  const scenarios = [...listing.output.matchAll(/^\s*-\s+(tasks-[a-z0-9-]+)\b/gm)].map((m) => m[1]!);
  if (listing.code !== 0 || scenarios.length === 0) return { outcomes: [], problems: [`tasks: could not list the tasks-* scenarios:\n${listing.output}`] };
  const baseline = loadBaseline(BASELINE, 'tasks');
  const server = await startServer('generated/conformance-tasks');
  const outcomes: Outcome[] = [];
  try {
    log(`== tasks: ${scenarios.length} tasks-* scenarios of ${SUITE_ALPHA} against generated/conformance-tasks (${server.url}, pid ${server.pid})`);
    for (const scenario of scenarios) {
      const result = await run(NPX, [...runner(SUITE_ALPHA), 'server', '--url', server.url, '--scenario', scenario, '-o', path.join(dir, 'checks')], 180_000);
      writeFileSync(path.join(dir, `${scenario}.log`), result.output);
      const checks = readAllChecks(path.join(dir, 'checks')).get(scenario);
      outcomes.push(
        checks === undefined
          ? { scenario, checks: [], verdict: 'ERROR', note: `no checks.json (exit ${result.code})` }
          : { scenario, checks, ...judge(checks, baseline.get(scenario), BASELINE) },
      );
    }
  } finally {
    await server.stop();
    writeFileSync(path.join(dir, 'server.log'), server.output());
  }
  const problems = [...baseline.keys()].filter((s) => !scenarios.includes(s)).map((s) => `tasks: baseline entry for an unknown scenario: ${s}`);
  return { outcomes, problems };
}

async function main(): Promise<number> {
  const started = Date.now();
  const legs = (OPTIONS.leg ?? [...LEGS]) as Leg[];
  const unknown = legs.filter((l) => !LEGS.includes(l));
  if (unknown.length > 0) {
    log(`unknown --leg ${unknown.join(', ')}; legs: ${LEGS.join(', ')}`);
    return 2;
  }
  const outDir = path.join(REPO_ROOT, '.tmp', 'conformance', new Date().toISOString().replace(/[:.]/g, '-'));
  if (!OPTIONS['no-build']) {
    log('== npm run build');
    const build = await run(NPM, ['run', 'build'], 300_000);
    if (build.code !== 0) {
      log(build.output);
      return 1;
    }
  }
  const results: [Leg, LegResult, number][] = [];
  for (const leg of legs) {
    const dir = path.join(outDir, leg);
    mkdirSync(dir, { recursive: true });
    const t0 = Date.now();
    try {
      const result =
        leg === 'tasks'
          ? await tasksLeg(dir)
          : leg === '0.1.16'
            ? await suiteLeg(leg, SUITE_STABLE, [], dir)
            : await suiteLeg(leg, SUITE_ALPHA, ['--requirements', '2026-07-28'], dir);
      results.push([leg, result, Date.now() - t0]);
    } catch (error) {
      results.push([leg, { outcomes: [], problems: [`${leg}: ${error instanceof Error ? error.message : String(error)}`] }, Date.now() - t0]);
    }
  }

  log('');
  log(`== summary (${((Date.now() - started) / 1000).toFixed(1)} s; results in ${path.relative(REPO_ROOT, outDir)})`);
  let bad = 0;
  for (const [leg, { outcomes, problems }, ms] of results) {
    const count = (v: string) => outcomes.filter((o) => o.verdict === v).length;
    log(
      `${leg} (${(ms / 1000).toFixed(1)} s): ${count('pass')} passed, ${count('expected failure')} expected failures, ${count('unscored')} unscored, ${outcomes.filter(isBad).length} unexpected`,
    );
    printOutcomes(outcomes);
    for (const p of problems) log(`  ${p}`);
    bad += outcomes.filter(isBad).length + problems.length;
  }
  log(bad === 0 ? 'conformance: OK' : `conformance: ${bad} problem(s)`);
  return bad === 0 ? 0 : 1;
}

process.exitCode = await main();
