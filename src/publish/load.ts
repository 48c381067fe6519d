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
  const [{ readManifest }, { validateManifest }, { checkPublish, publishes }, { normalizeManifest }] = await Promise.all([
    import('../manifest/load.js'),
    import('../manifest/validate.js'),
    import('../manifest/publish-rules.js'),
    import('../ir/normalize.js'),
  ]);
  const loaded = await readManifest(manifest, cwd);
  if (!('doc' in loaded)) return { diagnostics: [loaded] };
  const result = validateManifest(loaded);
  if (!result.manifest) return { diagnostics: result.diagnostics };
  // validate already applied the publish rules to a manifest that declares registryName or serverCard.
  const diagnostics = sortDiagnostics([...result.diagnostics, ...(publishes(result.manifest) ? [] : checkPublish(result.manifest, loaded, { always: true }))]);
  return { loaded, ir: normalizeManifest(result.manifest, loaded, { source: 'mcp.yaml' }), diagnostics };
}
