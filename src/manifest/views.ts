// Rules of MCP Apps views (the tools' `ui`), over views already read (view-files.ts). Pure.
// The ui:// URIs must be unique among views and resources (hosts key views by URI), a view must be reachable from a
// tool the model can call, and tools sharing a view must describe it the same way (that csp entries are origins is
// the schema's rule).
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { reporter, type LoadedManifest, type ViewFile } from './located.js';
import { isObject } from './schema-walk.js';
import type { Manifest, ManifestToolUi } from './types.gen.js';

/** What a view's resource says about it: the same for every tool that shares the view. */
const resourceSettings = (ui: ManifestToolUi) =>
  JSON.stringify([
    [...(ui.csp?.connectDomains ?? [])].sort(),
    [...(ui.csp?.resourceDomains ?? [])].sort(),
    [...(ui.permissions ?? [])].sort(),
    ui.prefersBorder ?? null,
  ]);

/** The tools with a `ui` whose view was read, by view URI: views in the order tools first name them, tools in manifest order. */
export function toolsByView(manifest: Manifest, loaded: LoadedManifest) {
  const byUri = new Map<string, { tool: string; rel: string; ui: ManifestToolUi; view: ViewFile }[]>();
  for (const [name, tool] of Object.entries(isObject(manifest.tools) ? manifest.tools : {})) {
    const view = loaded.views?.get(name);
    if (!isObject(tool) || !isObject(tool.ui) || !view) continue;
    if (!byUri.has(view.uri)) byUri.set(view.uri, []);
    byUri.get(view.uri)!.push({ tool: name, rel: view.rel, ui: tool.ui, view });
  }
  return byUri;
}

export function checkViews(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const { out, err, where } = reporter(loaded);
  const byUri = toolsByView(manifest, loaded);
  const resourceUris = new Map<string, PathSegment[]>();
  if (isObject(manifest.resources))
    for (const [name, r] of Object.entries(manifest.resources))
      if (isObject(r) && typeof r.uri === 'string') resourceUris.set(r.uri, ['resources', name, 'uri']);

  for (const [uri, sharing] of byUri) {
    const first = sharing[0]!;
    const viewAt = (s: { tool: string }): PathSegment[] => ['tools', s.tool, 'ui', 'view'];
    const clash = sharing.find((s) => s.rel !== first.rel);
    if (clash)
      err(
        'MCPG262',
        viewAt(clash),
        `view ${clash.rel} and view ${first.rel} (tool "${first.tool}") are both served as ${uri}`,
        'rename one of the files: a view\'s URI is its path without ".html" or "/index.html"',
      );
    const resource = resourceUris.get(uri);
    if (resource)
      err(
        'MCPG262',
        viewAt(first),
        `view ${first.rel} is served as ${uri}, the URI of a resource (${where(resource, false)})`,
        "change the resource's URI or rename the view file",
      );
    if (sharing.every((s) => Array.isArray(s.ui.visibility) && !s.ui.visibility.includes('model')))
      err(
        'MCPG264',
        ['tools', first.tool, 'ui', 'visibility'],
        `every tool of view ${first.rel} (${sharing.map((s) => `"${s.tool}"`).join(', ')}) is app-only, so nothing can open it`,
        'a host renders a view for the result of a tool the model calls: give one of them visibility [model, app] (the default)',
      );
    const differs = sharing.find((s) => resourceSettings(s.ui) !== resourceSettings(first.ui));
    if (differs)
      err(
        'MCPG266',
        ['tools', differs.tool, 'ui'],
        `tool "${differs.tool}" and tool "${first.tool}" share view ${first.rel} but give it different csp, permissions or prefersBorder`,
        'a view is one resource with one policy: give every tool of the view the same csp, permissions and prefersBorder',
      );
  }
  return out;
}
