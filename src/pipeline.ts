import { stat } from 'node:fs/promises';
import path from 'node:path';
import { hasErrors, type Diagnostic } from './diagnostics/diagnostic.js';
import { applyPlan, type ApplyResult } from './emit/apply.js';
import { checkPlan, type DriftEntry } from './emit/check.js';
import { dependenciesOf, syncDependencies, writeDependencies, type Dependencies, type DependencyChange } from './emit/dependencies.js';
import { unifiedDiff } from './emit/diff.js';
import { planWrites, type WritePlan } from './emit/plan.js';
import type { ServerIR } from './ir/types.js';
import { manifestFile, readManifest, type LoadedManifest } from './manifest/load.js';
import type { RenderedFile } from './render/index.js';
import type { TypesMemo } from './render/schema-types.js';
import { checkSpecDrift } from './openapi/drift.js';

export { readManifest };

export interface GenerateOptions {
  readonly manifestPath: string;
  /** Defaults to the manifest's folder. */
  readonly outDir?: string;
  readonly cwd: string;
  readonly check?: boolean;
  readonly dryRun?: boolean;
  readonly force?: boolean;
  /** The types of schemas an earlier render of this process compiled (`mcpgen dev`'s session keeps them). */
  readonly types?: TypesMemo;
}

export interface GenerateResult {
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly ir?: ServerIR;
  readonly plan?: WritePlan;
  readonly applied?: ApplyResult;
  readonly drift?: readonly DriftEntry[];
  /** The dependency entries the generated code needs (from the render). */
  readonly dependencies?: Dependencies;
  /** The package.json entries generate set to mcpgen's versions. */
  readonly dependencyChanges?: readonly DependencyChange[];
  /** --check: the surface has a change mcp.contract.json's version rules do not accept (or the snapshot is unreadable). */
  readonly contractFailed?: boolean;
  /** The files besides the manifest the run read (schema files, views), relative to the manifest's folder: what a watcher watches. */
  readonly inputs?: readonly string[];
}

/** A path as diagnostics show it: relative to the cwd, posix separators. */
const shownPath = (cwd: string, file: string) => path.relative(cwd, file).split(path.sep).join('/');

/** Path of the manifest relative to the output folder, as written in every generated header. */
const sourceOf = (manifestAbs: string, outDir: string) => path.relative(path.resolve(outDir), manifestAbs).split(path.sep).join('/');

/** validate → normalize → render, all in memory. */
export async function renderManifest(
  loaded: LoadedManifest,
  outDir: string,
  options: { readonly types?: TypesMemo } = {},
): Promise<{
  diagnostics: readonly Diagnostic[];
  ir?: ServerIR;
  files?: RenderedFile[];
}> {
  // Loaded on demand: a command that stops earlier (a missing manifest) never pays for the validator or jstt.
  const [{ validateManifest }, { normalizeManifest }, { renderServer }, { budgetDiagnostics }] = await Promise.all([
    import('./manifest/validate.js'),
    import('./ir/normalize.js'),
    import('./render/index.js'),
    import('./stats/budget-rule.js'),
  ]);
  const validated = validateManifest(loaded);
  const { manifest } = validated;
  if (!manifest || hasErrors(validated.diagnostics)) return { diagnostics: validated.diagnostics };
  const source = sourceOf(loaded.absPath, outDir);
  const ir = normalizeManifest(manifest, loaded, { source });
  const diagnostics = [...validated.diagnostics, ...(await budgetDiagnostics(ir, manifest, loaded))];
  const files = await renderServer(ir, options.types);
  return { diagnostics, ir, files };
}

/** read → validate → normalize → render → plan → apply (or check); --check also holds the surface to mcp.contract.json. */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const result = await generateFiles(options);
  if (!options.check || !result.plan) return result;
  // The contract gate: only when a snapshot is committed beside the manifest (`mcpgen contract` writes it).
  const { checkContract, contractPathOf } = await import('./contract/command.js');
  if (!(await stat(contractPathOf(await manifestFile(options.manifestPath, options.cwd))).catch(() => undefined))) return result;
  const contract = await checkContract(options.manifestPath, options.cwd);
  if (contract.diagnostics.length === 0) return result;
  const contractFailed = hasErrors(contract.diagnostics);
  return { ...result, ok: result.ok && !contractFailed, diagnostics: [...result.diagnostics, ...contract.diagnostics], contractFailed };
}

/** generate without the contract gate: a full render, compared with the disk or written; package.json's dependencies follow. */
async function generateFiles(options: GenerateOptions): Promise<GenerateResult> {
  return syncPackageJson(options, await renderAndApply(options));
}

async function renderAndApply(options: GenerateOptions): Promise<GenerateResult> {
  const loaded = await readManifest(options.manifestPath, options.cwd);
  if (!('doc' in loaded)) return { ok: false, diagnostics: [loaded] };
  return { ...(await renderLoaded(options, loaded)), inputs: loaded.files.map((f) => f.rel) };
}

async function renderLoaded(options: GenerateOptions, loaded: LoadedManifest): Promise<GenerateResult> {
  const outDir = path.resolve(options.cwd, options.outDir ?? path.dirname(loaded.absPath));
  const rendered = await renderManifest(loaded, outDir, { types: options.types });
  const drift = await checkSpecDrift(loaded);
  if (!rendered.files || drift.length > 0) return { ok: false, diagnostics: [...drift, ...rendered.diagnostics] };
  const plan = await planWrites(rendered.files, outDir);
  const diagnostics = rendered.diagnostics;
  const dependencies = dependenciesOf(rendered.files.find((f) => f.path === 'package.json')?.content ?? '{}') ?? {};
  if (options.check) {
    const drift = checkPlan(plan);
    return { ok: drift.length === 0, diagnostics, ir: rendered.ir, plan, drift, dependencies };
  }
  const { gateWrites } = await import('./render/index.js');
  await gateWrites(plan.actions.flatMap((a) => (a.kind === 'create' || a.kind === 'update' || (a.kind === 'conflict' && options.force) ? [a] : [])));
  const applied = await applyPlan(plan, { dryRun: options.dryRun ?? false, force: options.force ?? false });
  return { ok: !applied.blocked, diagnostics, ir: rendered.ir, plan, applied, dependencies };
}

/** The dependency entries generated code needs: set by generate (and said), drift for --check. */
async function syncPackageJson(options: GenerateOptions, result: GenerateResult): Promise<GenerateResult> {
  if (!result.plan || !result.dependencies || options.dryRun || result.applied?.blocked) return result;
  const outDir = result.plan.outDir;
  const sync = await syncDependencies(result.dependencies, outDir, shownPath(options.cwd, path.join(outDir, 'package.json')));
  if (!sync) return result;
  if ('code' in sync) return { ...result, diagnostics: [...result.diagnostics, sync] };
  if (options.check) {
    const drift = [...(result.drift ?? []), { path: 'package.json', state: 'changed' as const, diff: unifiedDiff(sync.before, sync.after, 'package.json') }];
    return { ...result, ok: false, drift };
  }
  await writeDependencies(outDir, sync);
  return { ...result, dependencyChanges: sync.changes };
}
