// Manifest resources, resource templates and prompts → IR. Pure; order is the manifest's.
import { locate, type LoadedManifest } from '../manifest/load.js';
import type { Manifest, ManifestCacheHint, ManifestPrompt, ManifestPromptArgument, ManifestResource, ManifestResourceTemplate } from '../manifest/types.gen.js';
import { parseUriTemplate } from '../manifest/uri-template.js';
import { defined } from '../manifest/schema-walk.js';
import { identsOf } from '../names.js';
import type { CacheHintIR, PromptIR, ResourceIR, ResourceMetadataIR, ResourceTemplateIR } from './types.js';

/** `{ ttlMs, scope }` → the wire's `{ ttlMs, cacheScope }`; undefined when nothing is set. */
export function cacheHint(cache: ManifestCacheHint | undefined): CacheHintIR | undefined {
  if (cache === undefined || (cache.ttlMs === undefined && cache.scope === undefined)) return undefined;
  return { ...(cache.ttlMs !== undefined && { ttlMs: cache.ttlMs }), ...(cache.scope !== undefined && { cacheScope: cache.scope }) };
}

function metadata(entry: ManifestResource | ManifestResourceTemplate): ResourceMetadataIR {
  return defined({ title: entry.title, description: entry.description, mimeType: entry.mimeType });
}

export function normalizeContent(manifest: Manifest, loaded: LoadedManifest) {
  const resources: ResourceIR[] = Object.entries(manifest.resources ?? {}).map(([name, r]) =>
    defined<ResourceIR>({
      kind: 'resource',
      name,
      ident: identsOf(name, 'resource'),
      uri: r.uri,
      metadata: metadata(r),
      cache: cacheHint(r.cache),
      subscribe: r.subscribe ?? false,
      toolset: r.toolset,
      loc: locate(loaded, ['resources', name], { key: true }),
    }),
  );
  const resourceTemplates: ResourceTemplateIR[] = Object.entries(manifest.resourceTemplates ?? {}).map(([name, t]) => {
    const complete = new Set(t.complete ?? []);
    return defined<ResourceTemplateIR>({
      kind: 'resourceTemplate',
      name,
      ident: identsOf(name, 'resource'),
      uriTemplate: t.uriTemplate,
      variables: parseUriTemplate(t.uriTemplate).variables.map((v) => ({ name: v.name, exploded: v.exploded, complete: complete.has(v.name) })),
      metadata: metadata(t),
      cache: cacheHint(t.cache),
      toolset: t.toolset,
      loc: locate(loaded, ['resourceTemplates', name], { key: true }),
    });
  });
  const prompts: PromptIR[] = Object.entries(manifest.prompts ?? {}).map(([name, p]) => ({
    kind: 'prompt',
    name,
    ident: identsOf(name, 'prompt'),
    ...defined({ title: p.title, description: p.description }),
    arguments: promptArguments(p).map(([arg, a]) =>
      defined({ name: arg, description: a.description, required: a.required ?? false, complete: a.complete ?? false }),
    ),
    ...(p.toolset !== undefined && { toolset: p.toolset }),
    loc: locate(loaded, ['prompts', name], { key: true }),
  }));
  return defined({ resources, resourceTemplates, prompts, listCache: cacheHint(manifest.cache), logging: manifest.server.logging ?? false });
}

/** A prompt's arguments as [name, argument] pairs, in order, whichever form the manifest uses (a mapping, or MCP's list). */
function promptArguments(prompt: ManifestPrompt): [string, ManifestPromptArgument][] {
  const args = prompt.arguments;
  if (Array.isArray(args)) return args.map(({ name, ...rest }) => [name, rest]);
  return Object.entries(args ?? {});
}
