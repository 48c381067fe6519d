// MCP Apps in the IR: each tool's link to its view (`_meta.ui` of tools/list) and each view once, as its ui://
// resource with the HTML read at load time and the resource `_meta.ui` (csp, permissions, prefersBorder).
import type { LoadedManifest } from '../manifest/located.js';
import type { Manifest, ManifestToolUi } from '../manifest/types.gen.js';
import type { ToolUiIR, ViewIR } from './types.js';

/** The tool's `ui`, when it has one whose view was read. */
export function normalizeToolUi(name: string, ui: ManifestToolUi | undefined, loaded: LoadedManifest): { ui?: ToolUiIR } {
  const view = ui && loaded.views?.get(name);
  if (!ui || !view) return {};
  return { ui: { resourceUri: view.uri, ...(ui.visibility !== undefined && { visibility: [...ui.visibility] }) } };
}

/** Every view once, in the order tools first name them (the rules made sure tools sharing one agree on its policy). */
export function normalizeViews(manifest: Manifest, loaded: LoadedManifest): { views?: ViewIR[] } {
  const views = new Map<string, ViewIR & { tools: string[] }>();
  for (const [name, tool] of Object.entries(manifest.tools ?? {})) {
    const file = loaded.views?.get(name);
    if (!tool.ui || !file) continue;
    const known = views.get(file.uri);
    if (known) {
      known.tools.push(name);
      continue;
    }
    const { csp, permissions, prefersBorder } = tool.ui;
    const cspMeta = {
      ...(csp?.connectDomains?.length && { connectDomains: [...csp.connectDomains] }),
      ...(csp?.resourceDomains?.length && { resourceDomains: [...csp.resourceDomains] }),
    };
    const meta = {
      ...(Object.keys(cspMeta).length > 0 && { csp: cspMeta }),
      // The spec marks a granted permission by an empty object.
      ...(permissions?.length && { permissions: Object.fromEntries(permissions.map((p) => [p, {}])) }),
      ...(prefersBorder !== undefined && { prefersBorder }),
    };
    views.set(file.uri, {
      uri: file.uri,
      name: file.uri.slice(file.uri.indexOf('/', 'ui://'.length) + 1),
      file: file.rel,
      html: file.html,
      meta,
      tools: [name],
    });
  }
  return views.size === 0 ? {} : { views: [...views.values()] };
}
