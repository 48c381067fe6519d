// npm run conformance:tasks — the official conformance suite's Tasks scenarios against generated/conformance-tasks.
//
// Options: --no-build, --project <dir> (another copy of the fixture server, default generated/conformance-tasks),
// --scenario <name> (repeatable; only those).
// 1. builds mcpgen (npm run build);
// 2. starts generated/conformance-tasks over Streamable HTTP on a free port (node --import tsx …/main.ts --http
//    --port P) and waits until it answers;
// 3. lists the server scenarios (`conformance list --server`) and runs each one named tasks-* on its own
//    (`conformance server --url … --scenario S -o DIR`), reading DIR/…/checks.json;
// 4. stops the server by its PID, prints a per-scenario summary and exits 1 on any unexpected result: a failing
//    scenario (or check) not in test/conformance/tasks-baseline.yml, a listed one that passes (stale baseline),
//    a baseline entry for an unknown scenario, or a scenario whose run produced no checks.
// The suite needs Node 22 (fs.globSync): npx fetches node@22 for the runner only; the server runs on this Node.
// Results (checks.json per scenario, server.log) go to .tmp/conformance-tasks/<timestamp>/.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const CONFORMANCE = '@modelcontextprotocol/conformance@0.2.0-alpha.12';
const RUNNER = ['-y', '-p', 'node@22', '-p', CONFORMANCE, '--', 'conformance'];
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OPTIONS = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    project: { type: 'string', default: 'generated/conformance-tasks' },
    scenario: { type: 'string', multiple: true },
  },
  strict: true,
}).values;
const PROJECT = path.resolve(REPO_ROOT, OPTIONS.project);
const ENTRY = path.join(PROJECT, 'src', 'main.ts');
const BASELINE = path.join(REPO_ROOT, 'test', 'conformance', 'tasks-baseline.yml');
const SCENARIO_TIMEOUT_MS = 180_000;
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Check {
  readonly id: string;
  readonly status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | string;
  readonly errorMessage?: string;
}
interface BaselineEntry {
  readonly scenario: string;
  readonly reason: string;
  readonly checks?: readonly string[];
}
type Verdict = 'pass' | 'expected failure' | 'UNEXPECTED FAILURE' | 'STALE BASELINE' | 'ERROR';
interface Outcome {
  readonly scenario: string;
  readonly verdict: Verdict;
  readonly checks: readonly Check[];
  readonly exitCode: number | null;
  readonly ms: number;
  readonly note?: string;
}

const log = (line = '') => process.stdout.write(`${line}\n`);

/** Runs a command to completion, collecting its output; kills its process group after timeoutMs. */
function run(command: string, args: readonly string[], options: { timeoutMs?: number; echo?: boolean } = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // detached: the command gets its own process group, so a timeout can stop npx and the node@22 it started.
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const timer = setTimeout(() => {
      output += `\n[run-tasks] timed out after ${options.timeoutMs} ms; stopping process group ${child.pid}\n`;
      if (child.pid !== undefined) killGroup(child.pid);
    }, options.timeoutMs ?? 600_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Any HTTP answer (even 4xx/5xx) means the server is up, as in the suite's own runner scripts. */
async function waitUntilAnswering(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the server exited early (${server.exitCode ?? server.signalCode})`);
    try {
      await fetch(url, { method: 'GET', signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`);
}

/** SIGTERM, then SIGKILL after 3 s; resolves once the process is gone. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  process.kill(server.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGKILL');
  }, 3_000);
  await exited;
  clearTimeout(timer);
}

function loadBaseline(): Map<string, BaselineEntry> {
  const doc = (existsSync(BASELINE) ? parse(readFileSync(BASELINE, 'utf8')) : undefined) as { server?: unknown } | undefined;
  const entries = doc?.server ?? [];
  if (!Array.isArray(entries)) throw new Error(`${BASELINE}: "server" must be a list`);
  const map = new Map<string, BaselineEntry>();
  for (const entry of entries as Partial<BaselineEntry>[]) {
    if (typeof entry?.scenario !== 'string' || typeof entry.reason !== 'string' || entry.reason.trim() === '')
      throw new Error(`${BASELINE}: every entry needs "scenario" and a non-empty "reason": ${JSON.stringify(entry)}`);
    if (entry.checks !== undefined && !(Array.isArray(entry.checks) && entry.checks.every((c) => typeof c === 'string')))
      throw new Error(`${BASELINE}: "checks" of ${entry.scenario} must be a list of check ids`);
    map.set(entry.scenario, entry as BaselineEntry);
  }
  return map;
}

/** `conformance list --server` lines look like "  - tasks-lifecycle [extension]". */
function tasksScenarios(listing: string): string[] {
  return [...listing.matchAll(/^\s*-\s+(tasks-[a-z0-9-]+)\b/gm)].map((m) => m[1]!);
}

/** The checks.json the suite wrote under dir (one scenario per dir). */
function readChecks(dir: string): Check[] | undefined {
  if (!existsSync(dir)) return undefined;
  for (const sub of readdirSync(dir)) {
    const file = path.join(dir, sub, 'checks.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Check[];
  }
  return undefined;
}

function judge(checks: readonly Check[] | undefined, exitCode: number | null, baseline: BaselineEntry | undefined): { verdict: Verdict; note?: string } {
  if (checks === undefined || (checks.length === 0 && exitCode !== 0)) return { verdict: 'ERROR', note: `no checks.json (exit ${exitCode})` };
  const failing = checks.filter((c) => c.status === 'FAILURE').map((c) => c.id);
  if (failing.length === 0 && exitCode !== 0) return { verdict: 'ERROR', note: `exit ${exitCode} without a failing check` };
  if (failing.length === 0) return baseline ? { verdict: 'STALE BASELINE', note: `passes now: delete its entry in ${path.relative(REPO_ROOT, BASELINE)}` } : { verdict: 'pass' };
  if (!baseline) return { verdict: 'UNEXPECTED FAILURE' };
  if (baseline.checks) {
    const unexpected = failing.filter((id) => !baseline.checks!.includes(id));
    if (unexpected.length > 0) return { verdict: 'UNEXPECTED FAILURE', note: `baselined for ${baseline.checks.join(', ')}, but ${unexpected.join(', ')} failed too` };
    const fixed = baseline.checks.filter((id) => !failing.includes(id));
    if (fixed.length > 0) return { verdict: 'STALE BASELINE', note: `${fixed.join(', ')} pass now: drop them from the entry` };
  }
  return { verdict: 'expected failure', note: baseline.reason };
}

async function main(): Promise<number> {
  const started = Date.now();
  const outDir = path.join(REPO_ROOT, '.tmp', 'conformance-tasks', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(outDir, { recursive: true });
  const baseline = loadBaseline();

  if (!OPTIONS['no-build']) {
    log('== npm run build');
    const build = await run(NPM, ['run', 'build'], { timeoutMs: 300_000 });
    if (build.code !== 0) {
      log(build.output);
      log('build failed');
      return 1;
    }
  }

  log(`== ${CONFORMANCE}: conformance list --server`);
  const listing = await run(NPX, [...RUNNER, 'list', '--server'], { timeoutMs: 300_000 });
  const listed = tasksScenarios(listing.output);
  const scenarios = OPTIONS.scenario ? listed.filter((s) => OPTIONS.scenario!.includes(s)) : listed;
  if (listing.code !== 0 || scenarios.length === 0 || scenarios.length !== (OPTIONS.scenario ?? listed).length) {
    log(listing.output);
    log('could not list the tasks-* scenarios');
    return 1;
  }
  log(`${scenarios.length} scenarios: ${scenarios.join(', ')}`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}/mcp`;
  log(`== starting ${path.relative(REPO_ROOT, PROJECT)} on ${url}`);
  const server = spawn(process.execPath, ['--import', 'tsx', ENTRY, '--http', '--port', String(port)], {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverLog = '';
  server.stdout!.on('data', (d: Buffer) => (serverLog += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (serverLog += d.toString()));
  const onSignal = () => {
    if (server.pid !== undefined) process.kill(server.pid, 'SIGKILL');
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const outcomes: Outcome[] = [];
  try {
    await waitUntilAnswering(url, server, 30_000);
    log(`server pid ${server.pid} is answering`);
    for (const scenario of scenarios) {
      const dir = path.join(outDir, scenario);
      const t0 = Date.now();
      const result = await run(NPX, [...RUNNER, 'server', '--url', url, '--scenario', scenario, '-o', dir], { timeoutMs: SCENARIO_TIMEOUT_MS });
      writeFileSync(path.join(outDir, `${scenario}.log`), result.output);
      const checks = readChecks(dir);
      const { verdict, note } = judge(checks, result.code, baseline.get(scenario));
      const outcome: Outcome = { scenario, verdict, checks: checks ?? [], exitCode: result.code, ms: Date.now() - t0, ...(note !== undefined && { note }) };
      outcomes.push(outcome);
      log(`  ${scenario}: ${verdict}`);
    }
  } catch (error) {
    log(`error: ${error instanceof Error ? error.message : String(error)}`);
    log(`server output:\n${serverLog}`);
    return 1;
  } finally {
    await stopServer(server);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    writeFileSync(path.join(outDir, 'server.log'), serverLog);
  }

  const unknown = [...baseline.keys()].filter((s) => !listed.includes(s));
  log('');
  log(`== summary (${CONFORMANCE}, ${((Date.now() - started) / 1000).toFixed(1)} s; results in ${path.relative(REPO_ROOT, outDir)})`);
  const width = Math.max(...scenarios.map((s) => s.length));
  for (const o of outcomes) {
    const count = (status: string) => o.checks.filter((c) => c.status === status).length;
    const tally = `${count('SUCCESS')} passed, ${count('FAILURE')} failed, ${count('WARNING')} warnings`;
    log(`${o.scenario.padEnd(width)}  ${o.verdict.padEnd(18)}  ${tally.padEnd(34)}  ${(o.ms / 1000).toFixed(1)} s${o.note ? `  (${o.note})` : ''}`);
    if (o.verdict !== 'pass')
      for (const c of o.checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING')) log(`    ${c.status} ${c.id}: ${c.errorMessage ?? ''}`);
  }
  for (const s of unknown) log(`baseline entry for an unknown scenario: ${s}`);
  const bad = outcomes.filter((o) => o.verdict !== 'pass' && o.verdict !== 'expected failure');
  const passed = outcomes.filter((o) => o.verdict === 'pass').length;
  const expected = outcomes.filter((o) => o.verdict === 'expected failure').length;
  log(`${passed} passed, ${expected} expected failures, ${bad.length} unexpected${unknown.length ? `, ${unknown.length} unknown baseline entries` : ''}`);
  return bad.length > 0 || unknown.length > 0 ? 1 : 0;
}

process.exitCode = await main();
