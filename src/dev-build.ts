// The project's build in the `mcpgen dev` loop. A project whose build script is plain tsc (what `mcpgen init`
// scaffolds) is built by one resident `tsc --watch`: it parses Node's and the SDK's types once, so a rebuild costs
// what changed. A one-off `tsc` parses those ~80k lines of .d.ts on every save (about 2 CPU s, most of a save's
// wait). Any other build script runs as `npm run build` on every cycle, as the user wrote it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ProjectBuild {
  /**
   * Builds the project as it is now; resolves to 0 when it built cleanly. `since`: when the cycle began (what changed
   * after it is in this build); `changed`: whether a TypeScript source changed since the last build.
   */
  build(since: number, changed: boolean): Promise<number>;
  close(): Promise<void>;
}

/** `tsc`, or `tsc -p <config>`, and nothing else: what a resident `tsc --watch -p <config>` builds the same way. */
const PLAIN_TSC = /^tsc(?:\s+(?:-p|--project)\s+([^\s;&|<>`$]+))?\s*$/;
/** tsc --watch's own status lines (`<time> - Found 1 error. Watching for file changes.`). */
const STARTED = / - (?:Starting compilation in watch mode|File change detected\. Starting incremental compilation)/;
const FOUND = / - Found (\d+) errors?\b/;
/** A compile tsc does not start within this long after a change is one it never will (the file is not in the program). */
const START_WAIT_MS = 3_000;

export function projectBuild(projectDir: string, say: (text: string) => void): ProjectBuild {
  const tsc = residentTsc(projectDir);
  if (!tsc) return { build: () => npmRunBuild(projectDir, say), close: async () => undefined };
  let child: ChildProcess | undefined;
  let failed = false;
  let startedAt = -1;
  let compiling = false;
  let errors = 0;
  let finishedStart = -1;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };

  const start = () => {
    const watchFlags = [
      '--watch',
      '--preserveWatchOutput',
      '--pretty',
      'false',
      '--watchFile',
      'useFsEventsOnParentDirectory',
      '--excludeDirectories',
      '**/node_modules',
    ];
    const proc = spawn(process.execPath, [tsc.bin, '-p', tsc.config, ...watchFlags], { cwd: projectDir, stdio: ['ignore', 'pipe', 'inherit'] });
    child = proc;
    let pending = '';
    proc.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const found = FOUND.exec(line);
        if (STARTED.test(line)) {
          compiling = true;
          startedAt = performance.now();
        } else if (found) {
          compiling = false;
          errors = Number(found[1]);
          finishedStart = startedAt;
          notify();
        } else if (line.trim() !== '') process.stderr.write(`${line}\n`);
      }
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

  const settled = (since: number, changed: boolean) =>
    new Promise<number | undefined>((resolve) => {
      const waitedFrom = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const check = () => {
        if (failed) return done(undefined);
        if (compiling) return;
        // The last compile began after the cycle did: it saw everything the cycle wrote.
        if (finishedStart >= since || (!changed && finishedStart >= 0)) return done(errors === 0 ? 0 : 1);
        if (performance.now() - waitedFrom > START_WAIT_MS && finishedStart >= 0) return done(errors === 0 ? 0 : 1);
      };
      const done = (code: number | undefined) => {
        listeners.delete(check);
        clearInterval(timer);
        resolve(code);
      };
      listeners.add(check);
      timer = setInterval(check, 250);
      check();
    });

  return {
    async build(since, changed) {
      if (!failed && !child) start();
      const code = failed ? undefined : await settled(since, changed);
      return code ?? npmRunBuild(projectDir, say);
    },
    async close() {
      const proc = child;
      child = undefined;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** The project's own tsc and tsconfig when its build script is plain tsc with no pre- or post-build step. */
function residentTsc(projectDir: string): { bin: string; config: string } | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { scripts?: Record<string, unknown> };
    const scripts = pkg.scripts ?? {};
    const plain = typeof scripts.build === 'string' ? PLAIN_TSC.exec(scripts.build.trim()) : null;
    if (!plain || scripts.prebuild !== undefined || scripts.postbuild !== undefined) return undefined;
    const bin = createRequire(path.join(projectDir, 'package.json')).resolve('typescript/bin/tsc');
    return { bin, config: plain[1] ?? 'tsconfig.json' };
  } catch {
    return undefined;
  }
}

function npmRunBuild(projectDir: string, say: (text: string) => void): Promise<number> {
  return new Promise((resolve) => {
    // The project's own build script; its errors (tsc prints them on stdout) go to stderr, like ours.
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: projectDir, stdio: ['ignore', 2, 'inherit'] });
    child.once('error', (error) => {
      say(`could not run npm run build: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
