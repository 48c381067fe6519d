// `mcpgen contract` and the contract gate of `generate --check` / `validate`: the manifest's surface against the
// snapshot committed beside it (mcp.yaml → mcp.contract.json).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { writeFileAtomic } from '../emit/apply.js';
import { compile, compileLoaded, type Compiled } from '../compile.js';
import { displayPath, locate, type LoadedManifest } from '../manifest/load.js';
import type { ContractChange } from './change.js';
import { diffContracts } from './diff.js';
import { gateChanges } from './gate.js';
import { CONTRACT_FORMAT, contractSnapshot, renderContract, type ContractSnapshot } from './surface.js';

/** mcp.yaml → mcp.contract.json, in the manifest's folder. */
export const contractPathOf = (manifestAbs: string): string =>
  path.join(path.dirname(manifestAbs), `${path.basename(manifestAbs).replace(/\.ya?ml$/i, '')}.contract.json`);

export interface ContractCheck {
  /** Problems of the manifest itself (the gate did not run when it has errors). */
  readonly diagnostics: readonly Diagnostic[];
  readonly changes: readonly ContractChange[];
  /** The snapshot of the manifest as it is now. */
  readonly snapshot?: ContractSnapshot;
  /** As diagnostics show it. */
  readonly file: string;
  readonly absFile: string;
  /** The committed snapshot exists (a missing one is not an error until --check asks for it). */
  readonly present: boolean;
  readonly loaded?: LoadedManifest;
}

/** The manifest's surface, or its validation problems. */
export async function surfaceOf(loaded: LoadedManifest): Promise<{ diagnostics: readonly Diagnostic[]; snapshot?: ContractSnapshot }> {
  return surfaceOfCompiled(await compileLoaded(loaded, path.dirname(loaded.absPath)));
}

const surfaceOfCompiled = (compiled: Compiled): { diagnostics: readonly Diagnostic[]; snapshot?: ContractSnapshot } =>
  compiled.ir ? { diagnostics: compiled.diagnostics, snapshot: contractSnapshot(compiled.ir, compiled.loaded.value) } : { diagnostics: compiled.diagnostics };

const looksLikeContract = (v: unknown): v is ContractSnapshot => {
  const c = v as Partial<ContractSnapshot> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    c.contract === CONTRACT_FORMAT &&
    typeof c.server?.version === 'string' &&
    [c.tools, c.resources, c.resourceTemplates, c.prompts].every(Array.isArray)
  );
};

/** MCPG800: the committed snapshot cannot be checked against, located at the manifest's `server`. */
const snapshotProblem = (loaded: LoadedManifest, message: string, hint: string): Diagnostic => ({
  code: 'MCPG800',
  severity: 'error',
  path: ['server'],
  loc: locate(loaded, ['server']),
  message,
  hint,
});

/** The committed snapshot: undefined when there is none, a diagnostic (MCPG800) when it cannot be used. */
async function readSnapshot(absFile: string, file: string, loaded: LoadedManifest): Promise<ContractSnapshot | Diagnostic | undefined> {
  const text = await readFile(absFile, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : error));
  if (text === undefined) return undefined;
  const problem = (reason: string) =>
    snapshotProblem(
      loaded,
      `${file} cannot be used as the contract snapshot: ${reason}`,
      'restore it from version control, or delete it and run `mcpgen contract` to record the surface as it is now',
    );
  if (text instanceof Error) return problem(text.message);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return problem(`not JSON (${(error as Error).message})`);
  }
  return looksLikeContract(value) ? value : problem(`not a contract of format ${CONTRACT_FORMAT} (written by another mcpgen, or edited by hand)`);
}

/** Compares the manifest with its committed snapshot and grades every change (gate.ts). */
export async function checkContract(manifestPath: string, cwd: string, options: { requireSnapshot?: boolean } = {}): Promise<ContractCheck> {
  const compiled = await compile(manifestPath, cwd);
  if (!compiled.loaded) return { diagnostics: compiled.diagnostics, changes: [], file: manifestPath, absFile: '', present: false };
  return checkCompiledContract(compiled, cwd, options);
}

/** checkContract for a manifest another command compiled already (generate --check, validate). */
export async function checkCompiledContract(compiled: Compiled, cwd: string, options: { requireSnapshot?: boolean } = {}): Promise<ContractCheck> {
  const { loaded } = compiled;
  const absFile = contractPathOf(loaded.absPath);
  const file = displayPath(absFile, cwd);
  const surface = surfaceOfCompiled(compiled);
  const base = { file, absFile, loaded, ...(surface.snapshot && { snapshot: surface.snapshot }) };
  if (!surface.snapshot) return { ...base, diagnostics: surface.diagnostics, changes: [], present: false };
  const committed = await readSnapshot(absFile, file, loaded);
  if (committed === undefined) {
    const missing = options.requireSnapshot
      ? [snapshotProblem(loaded, `${file} does not exist: there is no contract to check against`, 'run `mcpgen contract` and commit the file it writes')]
      : [];
    return { ...base, diagnostics: missing, changes: [], present: false };
  }
  if (!('contract' in committed)) return { ...base, diagnostics: [committed], changes: [], present: true };
  const changes = diffContracts(committed, surface.snapshot);
  const gate = gateChanges(changes, committed.server.version, surface.snapshot.server.version, loaded);
  return { ...base, diagnostics: gate.diagnostics, changes, present: true };
}

/** Writes the snapshot atomically beside the manifest; false when it was already up to date. */
export const writeContract = async (check: ContractCheck, cwd: string): Promise<boolean> =>
  check.snapshot !== undefined && (await writeFileAtomic(check.absFile, renderContract(check.snapshot), cwd));
