// The manifest as the publish commands need it: validated, held to the registry's rules, normalized.
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { ServerIR } from '../ir/types.js';
import type { LoadedManifest } from '../manifest/load.js';

export type Publishable = { readonly loaded: LoadedManifest; readonly ir: ServerIR; readonly diagnostics: readonly Diagnostic[] };

/**
 * Every problem at once (validation, then MCPG811 even when the manifest does not say it publishes), and the IR
 * whenever the manifest itself is valid, so that the caller can add its own problems before failing.
 */
export async function loadPublishable(manifest: string, cwd: string): Promise<Publishable | { readonly diagnostics: readonly Diagnostic[] }> {
  const [{ compile }, { checkPublish, publishes }] = await Promise.all([import('../compile.js'), import('../manifest/publish-rules.js')]);
  const compiled = await compile(manifest, cwd);
  if (!compiled.loaded || !compiled.manifest || !compiled.ir) return { diagnostics: compiled.diagnostics };
  const { loaded, ir } = compiled;
  // validate already applied the publish rules to a manifest that declares registryName or serverCard.
  const extra = publishes(compiled.manifest) ? [] : checkPublish(compiled.manifest, loaded, { always: true });
  return { loaded, ir, diagnostics: sortDiagnostics([...compiled.diagnostics, ...extra]) };
}
