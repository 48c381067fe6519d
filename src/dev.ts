// `mcpgen dev` (`npm run dev` in a scaffolded project): generate, build and start the server, then watch the
// manifest, the schema files and views it refers to and the handlers (watch-inputs.ts), and do it again on every
// change (the build: dev-build.ts). A failing generate or build is shown and the server that was running keeps
// running; nothing that happens to the server or the build stops the watcher.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GenerateRun } from './commands/generate.js';
import { projectBuild, stopChild } from './dev-build.js';
import { log } from './log.js';
import { watchInputs } from './watch-inputs.js';
import { posixRelative } from './paths.js';

export interface DevOptions {
  /** The manifest, relative to the project folder or absolute. */
  readonly manifest: string;
  readonly projectDir: string;
  /**
   * Arguments for `node dist/main.js`. Undefined: --http, so a client can stay connected across restarts; a project
   * without the HTTP transport (server.transports: [stdio]) is rebuilt but not started, since its client starts it.
   */
  readonly serverArgs?: readonly string[];
  /** Runs `mcpgen generate` for the manifest and prints its diagnostics; resolves to its exit code and what it read. */
  readonly generate: () => Promise<GenerateRun>;
}

const say = (text: string) => log.info(`mcpgen dev: ${text}`);
/** Saves that come together (an editor writing several files, a formatter after the save) make one cycle. */
const DEBOUNCE_MS = 50;

/** A handler or other source file of the project (not src/generated/): its change means another build. */
export const isSourceFile = (rel: string): boolean => rel.startsWith('src/') && !rel.startsWith('src/generated/') && /\.(ts|mts|cts|json)$/.test(rel);
const TYPESCRIPT = /\.[mc]?ts$/;

/** The generated project has the Streamable HTTP transport (server.transports includes http). */
const carriesHttp = (projectDir: string): boolean => existsSync(path.join(projectDir, 'src/generated/runtime/http.gen.ts'));

/** Runs until SIGINT/SIGTERM; never rejects. */
export async function runDev(options: DevOptions): Promise<void> {
  const manifestAbs = path.resolve(options.projectDir, options.manifest);
  const manifestRel = posixRelative(options.projectDir, manifestAbs);
  let server: ChildProcess | undefined;
  let running = false;
  let again = false;
  let generating = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const project = projectBuild(options.projectDir, say);
  // The TypeScript sources changed by hand since the last build (generate's own writes come from its result).
  let changedSources = new Set<string>();
  const startServer = () => {
    if (closed) return;
    const serverArgs = options.serverArgs ?? (carriesHttp(options.projectDir) ? ['--http'] : undefined);
    if (serverArgs === undefined) {
      say('built; server.transports has no http, so no server is started here: a client starts node dist/main.js');
      return;
    }
    const child = spawn(process.execPath, ['dist/main.js', ...serverArgs], { cwd: options.projectDir, stdio: ['ignore', 'inherit', 'inherit'] });
    server = child;
    say(`server started (pid ${child.pid}): node dist/main.js ${serverArgs.join(' ')}`.trimEnd());
    child.once('error', (error) => say(`could not start the server: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (server === child && !running) say(`server exited (${signal ?? `code ${code}`}); waiting for a change`);
    });
  };

  const cycle = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        generating = true;
        const generated = await options.generate().catch((error: unknown): GenerateRun => {
          say(`generate failed: ${(error as Error).message}`);
          return { code: 1 };
        });
        generating = false;
        // generate may scaffold stubs in src/: what it wrote is not a change to react to.
        watcher.generated(generated.inputs, generated.code !== 0);
        if (generated.code !== 0) {
          say(server ? 'fix the manifest; the previous server keeps running' : 'fix the manifest; waiting for a change');
          continue;
        }
        const changed = [...changedSources, ...(generated.wrote ?? [])].filter((f) => TYPESCRIPT.test(f));
        changedSources = new Set();
        if ((await project.build(changed.map((f) => path.join(options.projectDir, f)))) !== 0) {
          say(server ? 'build failed (see above); the previous server keeps running' : 'build failed (see above); waiting for a change');
          continue;
        }
        // A change that came in during generate or build is not in this build: build again rather than start a
        // server that is already stale.
        if (again) continue;
        await stopChild(server);
        startServer();
      } while (again);
    } catch (error) {
      say(`unexpected error, still watching: ${(error as Error).stack ?? String(error)}`);
    } finally {
      running = false;
    }
  };

  const watcher = watchInputs({
    manifest: manifestAbs,
    root: options.projectDir,
    generatedDirs: [path.join(options.projectDir, 'src/generated')],
    alsoWatched: isSourceFile,
    onChange: (rel) => {
      if (isSourceFile(rel)) changedSources.add(rel);
      // A source file written while generate runs (a stub it scaffolds, or an edit) is in the build that follows.
      if (closed || (generating && isSourceFile(rel))) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        say(`${rel} changed`);
        void cycle();
      }, DEBOUNCE_MS);
    },
    onError: (error) => say(`watch error, still watching: ${error.message}`),
  });
  await watcher.ready;
  say(`watching ${manifestRel}, the schema files and views it refers to and src/ (Ctrl-C to stop)`);
  await cycle();

  await new Promise<void>((resolve) => {
    const quit = () => {
      closed = true;
      clearTimeout(timer);
      void Promise.all([watcher.close(), project.close(), stopChild(server)]).then(() => resolve());
    };
    process.once('SIGINT', quit);
    process.once('SIGTERM', quit);
  });
}
