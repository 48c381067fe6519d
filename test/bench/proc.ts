// Process measurement for the benchmarks: wall time and peak RSS of a whole child process, bounded by a timeout
// (the child's process group is killed by pid), plus small statistics and table helpers.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH_DIR = path.join(REPO, '.tmp', 'bench');
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

export interface ProcResult {
  readonly ms: number;
  /** Peak resident set size in MB (from GNU time -v), or NaN where it is not available. */
  readonly rssMb: number;
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `cmd args` to completion (or kills it after timeoutMs) and measures it. Never throws on a non-zero exit. */
export function runProcess(
  cmd: string,
  args: readonly string[],
  options: { cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<ProcResult> {
  const [file, argv] = GNU_TIME ? [GNU_TIME, ['-v', cmd, ...args]] : [cmd, [...args]];
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { cwd: options.cwd ?? REPO, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => killGroup(child.pid), options.timeoutMs ?? 300_000);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      resolve({ ms, rssMb: rss ? Number(rss[1]) / 1024 : Number.NaN, code, stdout, stderr });
    });
  });
}

/** Kills a detached child's whole process group by its pid (never by name). */
export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};

export const fmt = (n: number, digits = 0): string => (Number.isFinite(n) ? n.toFixed(digits) : '—');
export const ratio = (a: number, b: number): string => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');

/** A Markdown table (the bench prints it; docs/performance.md keeps a copy). */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux's usual builds). */
const CLOCK_TICKS = 100;

/** User + system CPU time of a process so far, in ms, from /proc/<pid>/stat (NaN where there is no /proc). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), which ends at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
