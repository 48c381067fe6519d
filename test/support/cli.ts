import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI (npm run build first) as a real process. */
export function runCli(args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; cliPath?: string } = {}): Promise<CliResult> {
  return captured(process.execPath, [options.cliPath ?? CLI, ...args], options.cwd ?? REPO_ROOT, options.env);
}

/** Runs a process with NO_COLOR set and collects what it prints. */
function captured(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv | undefined): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the CLI in this process (the same `runMcpgen` that dist/cli.js calls), from the repository root: the
 * cheap way to pin a command's output; keep a few `runCli` smoke tests for the built binary itself. */
export async function runCliInProcess(args: readonly string[]): Promise<CliResult> {
  if (process.cwd() !== REPO_ROOT.replace(/\/$/, '')) throw new Error(`run the tests from ${REPO_ROOT}`);
  const { runMcpgen } = await import('../../src/cli.js');
  const { withLogSink } = await import('../../src/log.js');
  let stdout = '';
  let stderr = '';
  const code = await withLogSink({ out: (s) => (stdout += s), err: (s) => (stderr += s) }, () => runMcpgen(args));
  return { code: code ?? 0, stdout, stderr };
}

/** Runs the built CLI's command lines one after another in one fresh Node process (dist/cli.js's `runMcpgen`, as the
 * binary calls it) with its own working folder and environment: for tests about the process's surroundings (cwd,
 * time zone, locale) over many inputs, without paying a process start and warm-up (~2.5 CPU s) for each. */
export async function runCliBatch(runs: readonly (readonly string[])[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliResult[]> {
  const driver = `
    const [{ runMcpgen }, { withLogSink }] = await Promise.all([import(process.argv[1]), import(process.argv[2])]);
    const results = [];
    for (const args of JSON.parse(process.argv[3])) {
      let stdout = '';
      let stderr = '';
      const code = await withLogSink({ out: (s) => (stdout += s), err: (s) => (stderr += s) }, () => runMcpgen(args));
      results.push({ code: code ?? 0, stdout, stderr });
    }
    process.stdout.write(JSON.stringify(results));`;
  const modules = ['cli.js', 'log.js'].map((m) => new URL(`../../dist/${m}`, import.meta.url).href);
  const { code, stdout, stderr } = await captured(
    process.execPath,
    ['--input-type=module', '-e', driver, ...modules, JSON.stringify(runs)],
    options.cwd,
    options.env,
  );
  if (code !== 0) throw new Error(`batch exited ${code}:\n${stderr}`);
  return JSON.parse(stdout) as CliResult[];
}

/** `mcpgen <command> mcp.yaml [args]` as if run inside the project `dir`, but in process: from the repository root
 * with the manifest named by its path, and the paths it prints read from the project (as the binary prints them
 * there). For tests of what a command prints and writes; test/cli.test.ts runs the binary in the folder itself. */
export async function runInProject(dir: string, command: string, args: readonly string[] = []): Promise<CliResult> {
  const rel = path.relative(REPO_ROOT, dir).split(path.sep).join('/');
  const r = await runCliInProcess([command, `${rel}/mcp.yaml`, ...args]);
  return { ...r, stdout: r.stdout.replaceAll(`${rel}/`, ''), stderr: r.stderr.replaceAll(`${rel}/`, '') };
}
