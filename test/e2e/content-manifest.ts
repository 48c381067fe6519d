// What a generated server must advertise for resources, resource templates and prompts, derived from the manifest
// YAML alone (never from the generator's code), plus where the handlers still on their scaffold stub are.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/cli.js';
import type { EraName } from '../support/server-process.js';
import { argumentEntries, type LoadedSpec, type ManifestCache } from './manifest.js';

const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** resources/list: every fixed resource in manifest order, exactly these fields. */
export function expectedResources(spec: LoadedSpec): Record<string, unknown>[] {
  return Object.entries(spec.doc.resources ?? {}).map(([name, r]) =>
    defined({ uri: r.uri, name, title: r.title, description: r.description, mimeType: r.mimeType }),
  );
}

/** resources/templates/list: every template in manifest order. */
export function expectedTemplates(spec: LoadedSpec): Record<string, unknown>[] {
  return Object.entries(spec.doc.resourceTemplates ?? {}).map(([name, t]) =>
    defined({ uriTemplate: t.uriTemplate, name, title: t.title, description: t.description, mimeType: t.mimeType }),
  );
}

/** prompts/list: arguments derived from the manifest (name, description, required), absent when none are declared. */
export function expectedPrompts(spec: LoadedSpec): Record<string, unknown>[] {
  return Object.entries(spec.doc.prompts ?? {}).map(([name, p]) => {
    const args = argumentEntries(p).map(([arg, a]) => defined({ name: arg, description: a.description, required: a.required ?? false }));
    return defined({ name, title: p.title, description: p.description, arguments: args.length > 0 ? args : undefined });
  });
}

/** The ttlMs/cacheScope a result carries in `era`: the SDK's 0/private where the manifest sets nothing; none on legacy. */
export function expectedCache(cache: ManifestCache | undefined, era: EraName): { ttlMs?: number; cacheScope?: string } {
  if (era === 'legacy') return {};
  return { ttlMs: cache?.ttlMs ?? 0, cacheScope: cache?.scope ?? 'private' };
}

/** The manifest entry (resource or template) a URI is read through: a fixed URI first, then the first template that matches. */
export function entryFor(spec: LoadedSpec, name: string): { kind: 'resource' | 'template'; cache?: ManifestCache } {
  const resource = spec.doc.resources?.[name];
  if (resource) return { kind: 'resource', ...(resource.cache && { cache: resource.cache }) };
  const template = spec.doc.resourceTemplates?.[name];
  if (template) return { kind: 'template', ...(template.cache && { cache: template.cache }) };
  throw new Error(`${spec.name}: no resource or resource template named ${name} in a test case`);
}

/** Resources and prompts whose handler is still the scaffold stub (`throw new NotImplementedError('<kind>', '<name>', …)`). */
export function contentStubs(spec: LoadedSpec): { resources: Set<string>; prompts: Set<string> } {
  const found = { resources: new Set<string>(), prompts: new Set<string>() };
  for (const folder of ['resources', 'prompts'] as const) {
    const dir = path.join(REPO_ROOT, spec.out, 'src', folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const m of source.matchAll(/new NotImplementedError\(\s*'(resource|prompt)',\s*'((?:[^'\\]|\\.)*)'/g))
        found[m[1] === 'resource' ? 'resources' : 'prompts'].add(m[2]!);
    }
  }
  return found;
}

/** Arguments that satisfy a prompt's schema: "x" for each required argument. */
export function minimalPromptArgs(spec: LoadedSpec, prompt: string): Record<string, string> {
  return Object.fromEntries(
    argumentEntries(spec.doc.prompts?.[prompt])
      .filter(([, a]) => a.required === true)
      .map(([name]) => [name, 'x']),
  );
}
