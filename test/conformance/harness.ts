// Shared machinery of the conformance runners (run.ts, run-tasks.ts): the official suite through npx on Node 22,
// a generated server started over HTTP on a free port and stopped by PID, checks.json parsing, and the baseline.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SUITE_STABLE = '@modelcontextprotocol/conformance@0.1.16';
export const SUITE_ALPHA = '@modelcontextprotocol/conformance@0.2.0-alpha.12';
/** The suite needs Node 22 (fs.globSync): npx fetches node@22 for the runner only; servers run on this Node. */
export const runner = (suite: string): string[] => ['-y', '-p', 'node@22', '-p', suite, '--', 'conformance'];
export const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export interface Check {
  readonly id: string;
  readonly status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | string;
  readonly errorMessage?: string;
}
export interface BaselineEntry {
  readonly scenario: string;
  readonly reason: string;
  readonly checks?: readonly string[];
}
export type Verdict = 'pass' | 'expected failure' | 'unscored' | 'UNEXPECTED FAILURE' | 'STALE BASELINE' | 'ERROR';
export interface Outcome {
  readonly scenario: string;
  readonly verdict: Verdict;
  readonly checks: readonly Check[];
  readonly note?: string;
}

export const log = (line = ''): void => void process.stdout.write(`${line}\n`);

/** Runs a command to completion, collecting its output; kills its process group after timeoutMs. */
export function run(command: string, args: readonly string[], timeoutMs = 600_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // detached: its own process group, so a timeout stops npx and the node@22 it started.
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const collect = (chunk: Buffer) => void (output += chunk.toString());
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const timer = setTimeout(() => {
      output += `\n[conformance] timed out after ${timeoutMs} ms; stopping process group ${child.pid}\n`;
      if (child.pid !== undefined) killGroup(child.pid);
    }, timeoutMs);
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

export interface RunningServer {
  readonly url: string;
  readonly pid: number | undefined;
  /** Everything the server wrote (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts generated/<project> over Streamable HTTP on a free port and resolves once it answers. */
export async function startServer(project: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/mcp`;
  const entry = path.join(path.resolve(REPO_ROOT, project), 'src', 'main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry, '--http', '--port', String(port)], {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => void (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => void (output += d.toString()));
  const server: RunningServer = { url, pid: child.pid, output: () => output, stop: () => stopServer(child) };
  try {
    await waitUntilAnswering(url, child, 30_000);
  } catch (error) {
    await server.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver output:\n${output}`);
  }
  return server;
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

/** The baseline of one leg: `<leg>: [{ scenario, reason, checks? }]` in test/conformance/baseline.yml. */
export function loadBaseline(file: string, leg: string): Map<string, BaselineEntry> {
  const doc = (existsSync(file) ? parse(readFileSync(file, 'utf8')) : undefined) as Record<string, unknown> | undefined;
  const entries = doc?.[leg] ?? [];
  if (!Array.isArray(entries)) throw new Error(`${file}: "${leg}" must be a list`);
  const map = new Map<string, BaselineEntry>();
  for (const entry of entries as Partial<BaselineEntry>[]) {
    if (typeof entry?.scenario !== 'string' || typeof entry.reason !== 'string' || entry.reason.trim() === '')
      throw new Error(`${file}: every entry needs "scenario" and a non-empty "reason": ${JSON.stringify(entry)}`);
    if (entry.checks !== undefined && !(Array.isArray(entry.checks) && entry.checks.every((c) => typeof c === 'string')))
      throw new Error(`${file}: "checks" of ${entry.scenario} must be a list of check ids`);
    if (map.has(entry.scenario)) throw new Error(`${file}: ${leg} lists ${entry.scenario} twice`);
    map.set(entry.scenario, entry as BaselineEntry);
  }
  return map;
}

/**
 * Every checks.json under dir, by scenario. The suite writes one folder per scenario,
 * `server-<scenario>-<ISO timestamp with - for : and .>`.
 */
export function readAllChecks(dir: string): Map<string, Check[]> {
  const out = new Map<string, Check[]>();
  if (!existsSync(dir)) return out;
  for (const sub of readdirSync(dir).sort()) {
    const match = /^server-(.+)-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d+Z$/.exec(sub);
    const file = path.join(dir, sub, 'checks.json');
    if (match && existsSync(file)) out.set(match[1]!, JSON.parse(readFileSync(file, 'utf8')) as Check[]);
  }
  return out;
}

/** A scenario's verdict against its baseline entry (exact: a listed scenario that passes is stale). */
export function judge(checks: readonly Check[], baseline: BaselineEntry | undefined, baselineFile: string): { verdict: Verdict; note?: string } {
  const failing = checks.filter((c) => c.status === 'FAILURE').map((c) => c.id);
  if (failing.length === 0)
    return baseline ? { verdict: 'STALE BASELINE', note: `passes now: delete its entry in ${path.relative(REPO_ROOT, baselineFile)}` } : { verdict: 'pass' };
  if (!baseline) return { verdict: 'UNEXPECTED FAILURE' };
  if (baseline.checks) {
    const unexpected = failing.filter((id) => !baseline.checks!.includes(id));
    if (unexpected.length > 0)
      return { verdict: 'UNEXPECTED FAILURE', note: `baselined for ${baseline.checks.join(', ')}, but ${unexpected.join(', ')} failed too` };
    const fixed = baseline.checks.filter((id) => !failing.includes(id));
    if (fixed.length > 0) return { verdict: 'STALE BASELINE', note: `${fixed.join(', ')} pass now: drop them from the entry` };
  }
  return { verdict: 'expected failure', note: baseline.reason };
}

/** Prints one line per scenario (and the failing checks of anything that did not simply pass). */
export function printOutcomes(outcomes: readonly Outcome[]): void {
  const width = Math.max(0, ...outcomes.map((o) => o.scenario.length));
  for (const o of outcomes) {
    const count = (status: string) => o.checks.filter((c) => c.status === status).length;
    const tally = `${count('SUCCESS')} passed, ${count('FAILURE')} failed, ${count('WARNING')} warnings`;
    log(`  ${o.scenario.padEnd(width)}  ${o.verdict.padEnd(18)}  ${tally.padEnd(34)}${o.note ? `  (${o.note})` : ''}`);
    if (o.verdict !== 'pass' && o.verdict !== 'unscored')
      for (const c of o.checks.filter((c) => c.status === 'FAILURE')) log(`      ${c.status} ${c.id}: ${c.errorMessage ?? ''}`);
  }
}

export const isBad = (o: Outcome): boolean => o.verdict === 'UNEXPECTED FAILURE' || o.verdict === 'STALE BASELINE' || o.verdict === 'ERROR';
