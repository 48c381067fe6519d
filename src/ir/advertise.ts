// Manifest `advertise` (on a tool or its toolset): what tools/list shows of a tool when less is enough. The tool
// itself does not change (its types, its output validation); only its entry in tools/list gets smaller.
import type { Manifest, ManifestTool } from '../manifest/types.gen.js';
import type { AdvertiseIR, ToolIR } from './types.js';

/** The first paragraph of a description: what it does, without the notes, lists and links that follow. */
export function firstParagraph(description: string): string {
  return description
    .trim()
    .split(/\r?\n[ \t]*\r?\n/)[0]!
    .trim();
}

/** The tool's `advertise` over its toolset's; nothing when tools/list shows the tool whole. */
export function normalizeAdvertise(tool: ManifestTool, manifest: Manifest): { advertise?: AdvertiseIR } {
  const own = tool.advertise;
  const set = tool.toolset === undefined ? undefined : manifest.toolsets?.[tool.toolset]?.advertise;
  const description = own?.description ?? (set?.description === 'first-paragraph' ? firstParagraph(tool.description) : undefined);
  const outputSchema = tool.output === undefined || (own?.outputSchema ?? set?.outputSchema ?? true);
  const shorter = description !== undefined && description !== tool.description;
  if (!shorter && outputSchema) return {};
  return { advertise: { ...(shorter && { description }), outputSchema } };
}

/** The description tools/list shows. */
export const advertisedDescription = (t: ToolIR): string => t.advertise?.description ?? t.description;

/** The output schema tools/list shows, if any. */
export const advertisedOutput = (t: ToolIR) => (t.advertise?.outputSchema === false ? undefined : t.output);
