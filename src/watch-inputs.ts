// The one file watcher of `mcpgen dev` and `generate --watch`: the manifest, the files its last generate read (schema
// files it `$ref`s, `ui:` views) and, for dev, the handlers. chokidar watches each folder on its own and follows a
// file an editor replaces by rename (vim, JetBrains, VS Code's atomic save, `sed -i`); Node 20's recursive fs.watch
// lost such a file after its first save, and watched all of node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { attempt } from './attempt.js';
import { toPosix } from './paths.js';

/** Folders never watched, wherever they are: dependencies (and mcpgen's cache inside them), build output, git. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git']);
/** After a failed generate, a file of these kinds in the manifest's folder may be the fix (a schema file or view it could not read). */
const MAYBE_INPUT = /\.(json|ya?ml|html?)$/i;

export interface InputWatcherOptions {
  /** The manifest, absolute. */
  readonly manifest: string;
  /** Changes are named relative to this folder (posix); it is watched, and so is the manifest's folder. */
  readonly root: string;
  /** Folders of generated files (src/generated/ of the output): what generate writes is not an input. */
  readonly generatedDirs: readonly string[];
  /** Files that count besides the manifest and its inputs (dev: the handlers), by their path relative to root. */
  readonly alsoWatched?: (rel: string) => boolean;
  /** Called once per change of content (a save that leaves a file as it was is none). */
  readonly onChange: (rel: string) => void;
  readonly onError: (error: Error) => void;
}

export function watchInputs(options: InputWatcherOptions) {
  const root = path.resolve(options.root);
  const manifestDir = path.dirname(options.manifest);
  const relOf = (abs: string) => toPosix(path.relative(root, abs));
  const manifestRel = relOf(options.manifest);
  const manifestDirRel = relOf(manifestDir);
  const generatedDirs = options.generatedDirs.map((d) => path.resolve(d));
  let inputs = new Set<string>();
  let failed = false;
  /** What each watched file held when last looked at. */
  const seen = new Map<string, string>();

  const insideManifestDir = (rel: string) => (manifestDirRel === '' ? !rel.startsWith('../') : rel.startsWith(`${manifestDirRel}/`));
  const counts = (rel: string) =>
    rel === manifestRel || inputs.has(rel) || options.alsoWatched?.(rel) === true || (failed && MAYBE_INPUT.test(rel) && insideManifestDir(rel));
  const skipped = (p: string) => SKIPPED_FOLDERS.has(path.basename(p)) || generatedDirs.some((d) => p === d || p.startsWith(`${d}${path.sep}`));

  const roots = [root, ...(relOf(manifestDir).startsWith('../') ? [manifestDir] : [])];
  const watcher = watch(roots, { ignoreInitial: true, ignored: skipped, persistent: true });
  const onEvent = (abs: string) => {
    const rel = relOf(path.resolve(root, abs));
    if (!counts(rel)) return;
    const now = readText(root, rel);
    if (seen.get(rel) === now) return;
    seen.set(rel, now);
    options.onChange(rel);
  };
  watcher.on('add', onEvent).on('change', onEvent).on('unlink', onEvent);
  watcher.on('error', (error) => options.onError(error instanceof Error ? error : new Error(String(error))));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    /** Resolves once the folders are watched. */
    ready,
    /**
     * After a generate: the files it read (relative to the manifest's folder; undefined when it read none before failing),
     * and whether it failed. What every watched file holds now becomes the state later changes are measured against.
     */
    generated(read: readonly string[] | undefined, didFail: boolean) {
      failed = didFail;
      if (read) inputs = new Set(read.map((f) => relOf(path.join(manifestDir, f))));
      else if (!didFail) inputs = new Set();
      // The other watched files as they are now: what generate wrote (stubs it scaffolds) is not a change. The
      // manifest and its inputs keep what their last event saw: generate never writes them, and a save during the run
      // whose event comes after it must still count.
      const files = Object.entries(watcher.getWatched()).flatMap(([dir, names]) => names.map((name) => relOf(path.resolve(root, dir, name))));
      for (const rel of new Set([manifestRel, ...inputs, ...files])) {
        const source = rel === manifestRel || inputs.has(rel);
        if (counts(rel) && (!source || !seen.has(rel))) seen.set(rel, readText(root, rel));
      }
    },
    close: () => watcher.close(),
  };
}

const readText = (root: string, rel: string): string => attempt(() => readFileSync(path.join(root, rel), 'utf8')) ?? '\0missing';
