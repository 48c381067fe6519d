// The one front door: every command gets its manifest here (generate, validate, dev, stats, contract, publish, and
// import's regenerate). read → validate → normalize, with the manifest's source (the path generated headers name)
// worked out once. Pure after the read: the same files give the same result.
import path from 'node:path';
import { hasErrors, type Diagnostic } from './diagnostics/diagnostic.js';
import type { ServerIR } from './ir/types.js';
import { readManifest, type LoadedManifest } from './manifest/load.js';
import type { Manifest } from './manifest/types.gen.js';
import { posixRelative } from './paths.js';

export interface Compiled {
  readonly loaded: LoadedManifest;
  /** Every problem of the manifest (errors and warnings), sorted. */
  readonly diagnostics: readonly Diagnostic[];
  /** The folder the project is generated into (absolute). */
  readonly outDir: string;
  /** Present when the manifest has no error. */
  readonly manifest?: Manifest;
  readonly ir?: ServerIR;
}

/** The manifest could not be read (missing, unreadable): one diagnostic naming the path that was tried. */
export interface Unreadable {
  readonly loaded?: undefined;
  readonly manifest?: undefined;
  readonly ir?: undefined;
  readonly diagnostics: readonly [Diagnostic];
}

export async function compile(manifestPath: string, cwd: string, options: { readonly outDir?: string } = {}): Promise<Compiled | Unreadable> {
  const loaded = await readManifest(manifestPath, cwd);
  if (!('doc' in loaded)) return { diagnostics: [loaded] };
  return compileLoaded(loaded, path.resolve(cwd, options.outDir ?? path.dirname(loaded.absPath)));
}

/** compile for a manifest already read (tests parse one from text): validate → normalize. */
export async function compileLoaded(loaded: LoadedManifest, outDir: string): Promise<Compiled> {
  // Loaded on demand: a command that stops at a missing manifest never pays for the validator.
  const [{ validateManifest }, { normalizeManifest }] = await Promise.all([import('./manifest/validate.js'), import('./ir/normalize.js')]);
  const { diagnostics, manifest } = validateManifest(loaded);
  if (!manifest || hasErrors(diagnostics)) return { loaded, diagnostics, outDir };
  // The manifest's path from the output folder, as every generated header writes it.
  const ir = normalizeManifest(manifest, loaded, { source: posixRelative(path.resolve(outDir), loaded.absPath) });
  return { loaded, diagnostics, outDir, manifest, ir };
}
