// Semantic rules of toolsets: what tools, resources and prompts name against the top-level `toolsets` (the names the
// run-time selection reserves and the two tool names discover mode serves itself are the schema's rules).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { namedEntries, reporter, type LoadedManifest } from './located.js';
import { isObject } from './schema-walk.js';
import { didYouMean } from './did-you-mean.js';
import type { Manifest } from './types.gen.js';

/** MCPGEN_TOOLSETS values with a meaning of their own (MCPG253, the schema's rule, refuses them as toolset names). */
export const RESERVED_TOOLSET_NAMES: readonly string[] = ['all', 'discover'];

export function checkToolsets(manifest: Manifest, loaded: LoadedManifest): Diagnostic[] {
  const { out, err, warn } = reporter(loaded);
  const declared = isObject(manifest.toolsets) ? Object.keys(manifest.toolsets as object) : [];
  const hasToolsets = isObject(manifest.toolsets);
  const used = new Set<string>();
  for (const { section, what, name, entry } of namedEntries(manifest)) {
    const toolset = entry.toolset;
    if (typeof toolset !== 'string') {
      if (section === 'tools' && hasToolsets && declared.length > 0)
        err(
          'MCPG254',
          [section, name],
          `tool "${name}" belongs to no toolset, but the manifest declares toolsets`,
          `add "toolset:" with one of: ${declared.join(', ')}`,
          true,
        );
      continue;
    }
    used.add(toolset);
    if (declared.includes(toolset)) continue;
    const guess = didYouMean(toolset, declared);
    // The typo is the one cause: the toolset it meant is not also reported as unused.
    if (guess) used.add(guess);
    err(
      'MCPG250',
      [section, name, 'toolset'],
      `${what} "${name}" names toolset "${toolset}", which toolsets does not declare${guess ? ` (did you mean "${guess}"?)` : ''}`,
      declared.length > 0
        ? `declared toolsets: ${declared.join(', ')}`
        : `declare it under the top-level "toolsets" key, e.g. toolsets: { ${toolset}: { description: ... } }`,
    );
  }
  for (const name of declared)
    if (!used.has(name) && !RESERVED_TOOLSET_NAMES.includes(name))
      warn(
        'MCPG251',
        ['toolsets', name],
        `toolset "${name}" has no tool, resource or prompt`,
        'name it with "toolset:" on what belongs to it, or remove it',
        true,
      );
  return out;
}
