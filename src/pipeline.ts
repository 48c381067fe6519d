import path from 'node:path';
import { hasErrors, type Diagnostic } from './diagnostics/diagnostic.js';
import { applyPlan, type ApplyResult } from './emit/apply.js';
import { checkPlan, type DriftEntry } from './emit/check.js';
import { missingDependencyDiagnostics } from './emit/dependencies.js';
import { planWrites, type WritePlan } from './emit/plan.js';
import { normalizeManifest } from './ir/normalize.js';
import type { ServerIR } from './ir/types.js';
import { readManifest, type LoadedManifest } from './manifest/load.js';

export { readManifest };
import { validateManifest } from './manifest/validate.js';
import { renderServer, type RenderedFile } from './render/index.js';

export interface GenerateOptions {
  readonly manifestPath: string;
  /** Defaults to the manifest's folder. */
  readonly outDir?: string;
  readonly cwd: string;
  readonly check?: boolean;
  readonly dryRun?: boolean;
  readonly force?: boolean;
}

export interface GenerateResult {
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly ir?: ServerIR;
  readonly plan?: WritePlan;
  readonly applied?: ApplyResult;
  readonly drift?: readonly DriftEntry[];
}

/** validate → normalize → render, all in memory. */
export async function renderManifest(loaded: LoadedManifest, outDir: string): Promise<{ diagnostics: readonly Diagnostic[]; ir?: ServerIR; files?: RenderedFile[] }> {
  const { diagnostics, manifest } = validateManifest(loaded);
  if (!manifest || hasErrors(diagnostics)) return { diagnostics };
  const source = path.relative(path.resolve(outDir), loaded.absPath).split(path.sep).join('/');
  const ir = normalizeManifest(manifest, loaded, { source });
  return { diagnostics, ir, files: await renderServer(ir) };
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const loaded = await readManifest(options.manifestPath, options.cwd);
  if (!('doc' in loaded)) return { ok: false, diagnostics: [loaded] };
  const outDir = path.resolve(options.cwd, options.outDir ?? path.dirname(loaded.absPath));
  const rendered = await renderManifest(loaded, outDir);
  if (!rendered.files) return { ok: false, diagnostics: rendered.diagnostics };
  const plan = await planWrites(rendered.files, outDir);
  const shownPackageJson = path.relative(options.cwd, path.join(outDir, 'package.json')).split(path.sep).join('/');
  const diagnostics = [...rendered.diagnostics, ...(await missingDependencyDiagnostics(rendered.files, outDir, shownPackageJson))];
  if (options.check) {
    const drift = checkPlan(plan);
    return { ok: drift.length === 0, diagnostics, ir: rendered.ir, plan, drift };
  }
  const applied = await applyPlan(plan, { dryRun: options.dryRun ?? false, force: options.force ?? false });
  return { ok: !applied.blocked, diagnostics, ir: rendered.ir, plan, applied };
}
