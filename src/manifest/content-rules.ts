// Semantic rules for resources, resource templates and prompts (the shape is checked by the JSON Schema).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { identsOf, type Idents } from '../names.js';
import { ENTRY_SECTIONS, namedEntries, reporter, type EntrySection, type LoadedManifest, type Reporter } from './located.js';
import { isObject } from './schema-walk.js';
import { suggestion } from './did-you-mean.js';
import type { Manifest, ManifestResource, ManifestResourceTemplate } from './types.gen.js';
import { normalizedUri, parseUriTemplate } from './uri-template.js';

/** Names of tools, resources, templates and prompts: they become identifiers and files. */
const ENTRY_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * Claims an entry's identifier, file and type names within its handler folder (resources and resource templates share
 * one): 'invalid' (MCPG201, MCPG213) for a name that cannot be one, 'taken' (MCPG203, MCPG214) when another entry has
 * one of them already, each reported; `idents` is asked only for a valid name.
 */
export function nameClaims({ err, where }: Reporter) {
  const claimed = new Map<string, { section: EntrySection; name: string }>();
  return (section: EntrySection, name: string, idents: (name: string) => Idents): 'invalid' | 'taken' | 'free' => {
    const at = [section, name];
    const what = ENTRY_SECTIONS[section];
    if (!ENTRY_NAME.test(name)) {
      const shorten = section === 'tools' ? 'shorten it: some clients reject names over 64 characters' : 'shorten it';
      const hint = name.length > 64 ? shorten : 'replace the other characters, e.g. with "_"';
      err(section === 'tools' ? 'MCPG201' : 'MCPG213', at, `${what} name "${name}" must be 1-64 characters of A-Z a-z 0-9 _ . -`, hint, true);
      return 'invalid';
    }
    const ids = idents(name);
    const folder = section === 'resourceTemplates' ? 'resources' : section;
    const keys = [`ident:${ids.camel}`, `file:${ids.file}`, `type:${ids.pascal}`].map((key) => `${folder}/${key}`);
    const clash = keys.find((key) => claimed.has(key));
    const other = clash === undefined ? undefined : claimed.get(clash)!;
    for (const key of keys) if (!claimed.has(key)) claimed.set(key, { section, name });
    if (clash === undefined || other === undefined) return 'free';
    const them = `${ENTRY_SECTIONS[other.section]} "${other.name}" (${where([other.section, other.name])})`;
    if (other.name === name)
      err('MCPG214', at, `${what} "${name}" has the same name as ${them}`, `both would be handled by src/${folder}/${ids.file}.ts; rename one of them`, true);
    else
      err(
        'MCPG203',
        at,
        `${what} "${name}" and ${them} both map to the TypeScript name "${clash.split(':')[1]}"`,
        'rename one of them so they differ by more than punctuation or case',
        true,
      );
    return 'taken';
  };
}

export function checkContent(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const report = reporter(loaded);
  const { out, err, where } = report;
  const claimName = nameClaims(report);
  for (const { section, name } of namedEntries(manifest, ['resources', 'resourceTemplates', 'prompts']))
    claimName(section, name, (n) => identsOf(n, section === 'prompts' ? 'prompt' : 'resource'));

  const uris = new Map<string, string>();
  for (const { name, entry } of namedEntries(manifest, ['resources'])) {
    const uri = (entry as unknown as ManifestResource).uri;
    if (typeof uri !== 'string') continue;
    const at = ['resources', name, 'uri'];
    const template = uri.includes('{') ? 'it looks like a URI template: declare it under "resourceTemplates"' : undefined;
    const normalized = normalizedUri(uri);
    if (normalized !== uri) {
      const why = normalized === undefined ? 'is not an absolute URI' : `is not in normalized form; clients would read it as ${JSON.stringify(normalized)}`;
      const fix =
        normalized === undefined ? 'start it with a scheme, e.g. "docs://readme" or "https://example.com/readme"' : `write it as ${JSON.stringify(normalized)}`;
      err('MCPG215', at, `resource "${name}": uri ${JSON.stringify(uri)} ${why}`, template ?? fix);
      continue;
    }
    const first = uris.get(uri);
    if (first !== undefined)
      err(
        'MCPG216',
        at,
        `resource "${name}" has the same uri as resource "${first}" (${where(['resources', first])})`,
        'a URI names exactly one resource; change or remove one of them',
      );
    else uris.set(uri, name);
  }

  const templates = new Map<string, string>();
  for (const { name, entry } of namedEntries(manifest, ['resourceTemplates'])) {
    const { uriTemplate, complete } = entry as unknown as ManifestResourceTemplate;
    if (typeof uriTemplate !== 'string') continue;
    const at = ['resourceTemplates', name];
    const parsed = parseUriTemplate(uriTemplate);
    for (const problem of parsed.problems)
      err(
        'MCPG217',
        [...at, 'uriTemplate'],
        `resource template "${name}": uriTemplate ${JSON.stringify(uriTemplate)}: ${problem}`,
        'see RFC 6570; e.g. "docs://pages/{id}", "files://{+path}", "search://docs{?q,limit}"',
      );
    const first = templates.get(uriTemplate);
    if (first !== undefined)
      err(
        'MCPG216',
        [...at, 'uriTemplate'],
        `resource template "${name}" has the same uriTemplate as resource template "${first}" (${where(['resourceTemplates', first])})`,
        'change or remove one of them',
      );
    else templates.set(uriTemplate, name);
    if (parsed.problems.length > 0 || !Array.isArray(complete)) continue;
    const names = parsed.variables.map((v) => v.name);
    complete.forEach((variable, i) => {
      if (typeof variable !== 'string' || names.includes(variable)) return;
      err(
        'MCPG218',
        [...at, 'complete', i],
        `resource template "${name}": complete names "${variable}", which is not a variable of ${JSON.stringify(uriTemplate)}${suggestion(variable, names)}`,
        `the template's variables: ${names.join(', ')}`,
      );
    });
  }
  for (const { name, entry } of namedEntries(manifest, ['prompts'])) {
    const list = entry.arguments;
    if (!Array.isArray(list)) continue;
    // The list form can name an argument twice (the mapping form cannot: that is a duplicate key, MCPG002).
    const seen = new Map<string, number>();
    list.forEach((item, i) => {
      const arg = isObject(item) ? item.name : undefined;
      if (typeof arg !== 'string') return;
      const first = seen.get(arg);
      if (first === undefined) seen.set(arg, i);
      else
        err(
          'MCPG214',
          ['prompts', name, 'arguments', i, 'name'],
          `prompt "${name}" lists argument "${arg}" twice (first at ${where(['prompts', name, 'arguments', first])})`,
          'argument names must be unique within a prompt; rename or remove one of them',
        );
    });
  }
  // A mistyped entry is still one (the rules see it as an empty mapping, accepted.ts).
  if (namedEntries(manifest).next().done)
    err('MCPG103', [], 'the manifest declares no tools, resources, resource templates or prompts', 'add at least one of them; `mcpgen init` writes an example');
  return out;
}
