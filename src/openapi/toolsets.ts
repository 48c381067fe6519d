// Toolsets of an imported manifest: each operation's first tag, slugged (untagged operations share a toolset of
// their own). Re-import keeps what the user decided: a tool moved to another toolset, and each toolset's description
// and default flag; openapi.overrides.<operation>.toolset moves a tool for good.
import { isObject, type Obj } from '../manifest/schema-walk.js';
import { RESERVED_TOOLSET_NAMES } from '../manifest/toolset-rules.js';
import type { Operation } from './operations.js';
import { firstParagraph } from '../ir/advertise.js';

export const UNTAGGED = 'untagged';

/** `Pull Requests` → `pull-requests`: what a toolset name allows (lowercase letters, digits, _ and -). */
export function toolsetSlug(tag: string): string {
  const slug = tag
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 64)
    .replace(/[-_]+$/, '');
  if (slug === '') return UNTAGGED;
  return RESERVED_TOOLSET_NAMES.includes(slug) ? `${slug}-tools` : slug;
}

/** A tag's description in the document (its first paragraph), else one derived from the tag. */
function describe(doc: Obj, name: string, tag: string | undefined): string {
  const tags = Array.isArray(doc.tags) ? doc.tags.filter(isObject) : [];
  const found = tag === undefined ? undefined : tags.find((t) => t.name === tag);
  const text = typeof found?.description === 'string' ? firstParagraph(found.description) : '';
  if (text !== '') return text;
  return name === UNTAGGED && tag === undefined ? 'Operations without a tag.' : `Operations tagged "${tag ?? name}".`;
}

export interface PreviousToolsets {
  /** The previous manifest's toolsets (name → { description, default }). */
  readonly toolsets: Obj;
  /** The previous manifest's tools (name → tool), for the toolset each one was in. */
  readonly tools: Obj;
}

/**
 * Sets `toolset` on every tool and returns the manifest's `toolsets`, in order of first use. Each tool's toolset is its
 * operation's first tag (or the override's); a tool the user moved to another declared toolset stays there.
 */
export function assignToolsets(
  doc: Obj,
  tools: Obj,
  behind: ReadonlyMap<string, Operation>,
  overrides: Readonly<Record<string, { readonly toolset?: string }>>,
  previous: PreviousToolsets | undefined,
): Obj {
  const out: Obj = {};
  for (const [name, tool] of Object.entries(tools) as [string, Obj][]) {
    const operation = behind.get(name)!;
    const override = overrides[operation.key]?.toolset;
    const before = previous && isObject(previous.tools[name]) ? (previous.tools[name] as Obj).toolset : undefined;
    const kept = override === undefined && typeof before === 'string' && previous !== undefined && isObject(previous.toolsets[before]) ? before : undefined;
    const toolset = kept ?? override ?? (operation.tags[0] !== undefined ? toolsetSlug(operation.tags[0]) : UNTAGGED);
    tool.toolset = toolset;
    if (Object.hasOwn(out, toolset)) continue;
    const declared = previous && isObject(previous.toolsets[toolset]) ? (previous.toolsets[toolset] as Obj) : undefined;
    out[toolset] = declared ?? { description: describe(doc, toolset, override !== undefined || kept ? undefined : operation.tags[0]) };
  }
  return out;
}
