import path from 'node:path';
import { hasErrors, type Diagnostic } from './diagnostics/diagnostic.js';
import { applyPlan, writeFileAtomic, writesOf } from './emit/apply.js';
import { checkPlan, type DriftEntry } from './emit/check.js';
import { syncDependencies, type Dependencies, type DependencyChange } from './emit/dependencies.js';
import { unifiedDiff } from './emit/diff.js';
import { planWrites, type WritePlan } from './emit/plan.js';
import type { ServerIR } from './ir/types.js';
import { readManifest, type LoadedManifest } from './manifest/load.js';
import { compile, compileLoaded, type Compiled } from './compile.js';
import type { RenderedFile } from './render/index.js';
import type { TypesMemo } from './render/schema-types.js';
import { posixRelative } from './paths.js';

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
  /**
   * Judgements of the compiled manifest that are not the core's (the commands pass the satellites': the OpenAPI
   * drift, the tools' budget). Their diagnostics join the compile's; an error among them stops the run before the plan.
   */
  readonly gates?: readonly Gate[];
}

/** A judgement of a compiled manifest, from outside the core. */
export type Gate = (compiled: Compiled) => Promise<readonly Diagnostic[]>;

export interface GenerateResult {
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly ir?: ServerIR;
  readonly plan?: WritePlan;
  readonly applied?: Awaited<ReturnType<typeof applyPlan>>;
  readonly drift?: readonly DriftEntry[];
  /** The dependency entries the generated code needs (from the render). */
  readonly dependencies?: Dependencies;
  /** The package.json entries generate set to mcpgen's versions. */
  readonly dependencyChanges?: readonly DependencyChange[];
  /** The compile the run rendered (what a satellite judges after the run, as the contract gate of --check). */
  readonly compiled?: Compiled;
  /** The files besides the manifest the run read (schema files, views), relative to the manifest's folder: what a watcher watches. */
  readonly inputs?: readonly string[];
}

/** validate → normalize → render, all in memory, for a manifest already read. */
export async function renderManifest(loaded: LoadedManifest, outDir: string) {
  return renderCompiled(await compileLoaded(loaded, outDir));
}

async function renderCompiled(compiled: Compiled, types?: TypesMemo): Promise<{ diagnostics: readonly Diagnostic[]; ir?: ServerIR; files?: RenderedFile[] }> {
  const { ir } = compiled;
  if (!ir) return { diagnostics: compiled.diagnostics };
  const { renderServer } = await import('./render/index.js');
  return { diagnostics: compiled.diagnostics, ir, files: await renderServer(ir, types) };
}

/** compile → gates → render → plan → check or apply → dependency sync. */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const compiled = await compile(options.manifestPath, options.cwd, { outDir: options.outDir });
  if (!compiled.loaded) return { ok: false, diagnostics: compiled.diagnostics };
  const inputs = compiled.loaded.files.map((f) => f.rel);
  return { ...(await syncPackageJson(options, await renderAndApply(options, compiled))), inputs, compiled };
}

async function renderAndApply(options: GenerateOptions, compiled: Compiled): Promise<GenerateResult> {
  const judged = (await Promise.all((options.gates ?? []).map((gate) => gate(compiled)))).flat();
  if (hasErrors(judged)) return { ok: false, diagnostics: [...judged, ...compiled.diagnostics] };
  const rendered = await renderCompiled(compiled, options.types);
  const diagnostics = [...judged, ...rendered.diagnostics];
  if (!rendered.files) return { ok: false, diagnostics };
  const plan = await planWrites(rendered.files, compiled.outDir, options.cwd);
  // The scaffold's package.json, as rendered, names what the generated code imports.
  const { dependencies } = JSON.parse(rendered.files.find((f) => f.path === 'package.json')!.content) as { dependencies: Dependencies };
  if (options.check) {
    const drift = checkPlan(plan);
    return { ok: drift.length === 0, diagnostics, ir: rendered.ir, plan, drift, dependencies };
  }
  const { gateWrites } = await import('./render/index.js');
  await gateWrites(writesOf(plan, options.force ?? false));
  const applied = await applyPlan(plan, { dryRun: options.dryRun ?? false, force: options.force ?? false, cwd: options.cwd });
  return { ok: !applied.blocked, diagnostics, ir: rendered.ir, plan, applied, dependencies };
}

/** The dependency entries generated code needs: set by generate (and said), drift for --check. */
async function syncPackageJson(options: GenerateOptions, result: GenerateResult): Promise<GenerateResult> {
  if (!result.plan || !result.dependencies || options.dryRun || result.applied?.blocked) return result;
  const outDir = result.plan.outDir;
  const sync = await syncDependencies(result.dependencies, outDir, posixRelative(options.cwd, path.join(outDir, 'package.json')));
  if (!sync) return result;
  if ('code' in sync) return { ...result, diagnostics: [...result.diagnostics, sync] };
  if (options.check) {
    const drift = [...(result.drift ?? []), { path: 'package.json', state: 'changed' as const, diff: unifiedDiff(sync.before, sync.after, 'package.json') }];
    return { ...result, ok: false, drift };
  }
  await writeFileAtomic(path.join(outDir, 'package.json'), sync.after, options.cwd);
  return { ...result, dependencyChanges: sync.changes };
}
