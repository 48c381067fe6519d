// The project's build in the `mcpgen dev` loop. A project whose build script is plain tsc (what `mcpgen init`
// scaffolds) is built by one resident `tsc --watch`: it parses Node's and the SDK's types once, so a rebuild costs
// what changed. A one-off `tsc` parses those ~80k lines of .d.ts on every save (about 2 CPU s, most of a save's
// wait). Any other build script runs as `npm run build` on every cycle, as the user wrote it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { attempt } from './attempt.js';

export interface ProjectBuild {
  /** Builds the project as it is now; resolves to 0 when it built cleanly. `changed`: the TypeScript sources (absolute
   * paths) written since the last build, by generate or by hand. */
  build(changed: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/** `tsc` or `tsc -p <config>`, then possibly `&& <more>`: a resident `tsc --watch -p <config>` builds the first part. */
const TSC_FIRST = /^tsc(?:\s+(?:-p|--project)\s+([^\s;&|<>`$'"]+))?\s*(?:&&\s*([\s\S]+))?$/;

/**
 * The build script's tsc step, when the script starts with one that a resident tsc --watch can stand in for: the
 * tsconfig tsc builds, and what the script runs after tsc succeeds (e.g. making the bin executable), through the shell
 * as npm would.
 */
export function tscBuildOf(script: string) {
  const match = TSC_FIRST.exec(script.trim());
  if (!match) return undefined;
  const after = match[2]?.trim();
  return { config: match[1] ?? 'tsconfig.json', ...(after && { after }) };
}
/** Plain status lines, and no watching of node_modules (fs events on folders, not a poll per file). */
const WATCH_FLAGS = '--watch --preserveWatchOutput --pretty false --watchFile useFsEventsOnParentDirectory --excludeDirectories **/node_modules'.split(' ');
/** tsc --watch's own status lines (`<time> - Found 1 error. Watching for file changes.`). */
const STARTED = / - (?:Starting compilation in watch mode|File change detected\. Starting incremental compilation)/;
const FOUND = / - Found (\d+) errors?\b/;
/** A change tsc has not compiled within this long of being idle is one it missed: the build falls back to npm run build. */
const START_WAIT_MS = 3_000;
/** tsc starts a compile 250 ms after the last change it saw, so a file written this long before the status line is in it. */
const STATUS_LAG_MS = 100;

export function projectBuild(projectDir: string, say: (text: string) => void): ProjectBuild {
  const tsc = residentTsc(projectDir);
  if (!tsc) return { build: () => npmRunBuild(projectDir, say), close: async () => undefined };
  let child: ChildProcess | undefined;
  let failed = false;
  // Wall-clock times (file mtimes are compared with them): when the current compile began, and the last finished one.
  let startedAt = -1;
  let compiling = false;
  let errors = 0;
  let finishedStart = -1;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };

  const start = () => {
    say(`builds with one resident tsc --watch -p ${tsc.config}${tsc.after ? `, then ${tsc.after}` : ''} (the build script starts with tsc)`);
    const proc = spawn(process.execPath, [tsc.bin, '-p', tsc.config, ...WATCH_FLAGS], { cwd: projectDir, stdio: ['ignore', 'pipe', 'inherit'] });
    child = proc;
    // tsc --watch's output line by line (node's readline), its status lines read, the rest passed on to stderr.
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const found = FOUND.exec(line);
      if (STARTED.test(line)) {
        compiling = true;
        startedAt = Date.now() - STATUS_LAG_MS;
      } else if (found) {
        compiling = false;
        errors = Number(found[1]);
        finishedStart = startedAt;
        notify();
      } else if (line.trim() !== '') process.stderr.write(`${line}\n`);
    });
    proc.once('error', (error) => {
      say(`could not start tsc --watch (${error.message}); building with npm run build`);
      failed = true;
      notify();
    });
    proc.once('exit', (code, signal) => {
      if (child !== proc) return;
      say(`tsc --watch exited (${signal ?? `code ${code}`}); building with npm run build`);
      failed = true;
      notify();
    });
  };

  /** The last compile's result once a finished compile began after every file in `changed` was written. */
  const settled = (changed: readonly string[]) =>
    new Promise<number | undefined>((resolve) => {
      const writtenAt = Math.max(-1, ...changed.map((file) => mtimeMs(file)));
      let idleSince = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const check = () => {
        if (failed) return done(undefined);
        if (compiling) {
          idleSince = performance.now();
          return;
        }
        if (finishedStart >= 0 && finishedStart >= writtenAt) return done(errors === 0 ? 0 : 1);
        if (performance.now() - idleSince > START_WAIT_MS) return done(undefined);
      };
      const done = (code: number | undefined) => {
        listeners.delete(check);
        clearInterval(timer);
        resolve(code);
      };
      listeners.add(check);
      timer = setInterval(check, 100);
      check();
    });

  return {
    async build(changed) {
      if (!failed && !child) start();
      const code = failed ? undefined : await settled(changed);
      if (code === undefined && !failed) say('tsc --watch did not compile the change; building with npm run build');
      if (code === undefined) return npmRunBuild(projectDir, say);
      return code === 0 && tsc.after ? runAfter(projectDir, tsc.after, say) : code;
    },
    async close() {
      const proc = child;
      child = undefined;
      await stopChild(proc);
    },
  };
}

/** Stops a child process (SIGTERM, SIGKILL after 5 s) and waits for it to exit. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** The project's own tsc, its tsconfig and the rest of the build script, when the script starts with tsc and has no pre- or post-build step. */
function residentTsc(projectDir: string) {
  const pkg = attempt(() => JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { scripts?: Record<string, unknown> });
  const scripts = pkg?.scripts ?? {};
  const build = typeof scripts.build === 'string' ? tscBuildOf(scripts.build) : undefined;
  if (!build || scripts.prebuild !== undefined || scripts.postbuild !== undefined) return undefined;
  const bin = attempt(() => createRequire(path.join(projectDir, 'package.json')).resolve('typescript/bin/tsc'));
  return bin === undefined ? undefined : { ...build, bin };
}

/** The rest of the build script after tsc, through the shell with the project's node_modules/.bin first on the PATH, as npm runs it. */
function runAfter(projectDir: string, command: string, say: (text: string) => void): Promise<number> {
  const env = { ...process.env, PATH: `${path.join(projectDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}` };
  return runStep(`the build script's ${JSON.stringify(command)}`, say, spawn(command, { cwd: projectDir, env, shell: true, stdio: ['ignore', 2, 'inherit'] }));
}

/** The project's own build script; its errors (tsc prints them on stdout) go to stderr, like ours. */
const npmRunBuild = (projectDir: string, say: (text: string) => void): Promise<number> =>
  runStep('npm run build', say, spawn('npm', ['run', 'build', '--silent'], { cwd: projectDir, stdio: ['ignore', 2, 'inherit'] }));

/** A build step's exit code (1 when it could not start, which is said). */
function runStep(what: string, say: (text: string) => void, child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('error', (error) => {
      say(`could not run ${what}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** When a file was last written; -1 for a deleted one (its stale output in dist/ is harmless: tsc never deletes outputs). */
const mtimeMs = (file: string): number => attempt(() => statSync(file).mtimeMs) ?? -1;
