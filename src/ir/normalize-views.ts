// MCP Apps in the IR: each tool's link to its view (`_meta.ui` of tools/list) and each view once, as its ui://
// resource with the HTML read at load time and the resource `_meta.ui` (csp, permissions, prefersBorder).
import type { LoadedManifest } from '../manifest/located.js';
import { toolsByView } from '../manifest/views.js';
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
  const views = [...toolsByView(manifest, loaded)].map(([uri, sharing]): ViewIR => {
    const { ui, view: file } = sharing[0]!;
    const { csp, permissions, prefersBorder } = ui;
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
    const name = uri.slice(uri.indexOf('/', 'ui://'.length) + 1);
    return { uri, name, file: file.rel, html: file.html, meta, tools: sharing.map((s) => s.tool) };
  });
  return views.length === 0 ? {} : { views };
}
