import type { ServerIR } from '../ir/types.js';
import { stringLiteral } from './literal.js';

/** What generated projects with toolsets also need: MiniSearch ranks tools in discover mode, words stemmed by stemmer. */
export const TOOLSETS_RUNTIME_VERSIONS = Object.freeze({ minisearch: '7.2.0', stemmer: '2.0.1' });

/** The TOOLSETS table of server.gen.ts; undefined without manifest toolsets. */
export function toolsetsView(ir: ServerIR) {
  if (!ir.toolsets) return undefined;
  return {
    sets: ir.toolsets.sets.map((s) => ({ nameLiteral: stringLiteral(s.name), descriptionLiteral: stringLiteral(s.description), default: s.default })),
    /** A resource, template or prompt is registered only when its toolset is selected. */
    content: [...ir.resources, ...ir.resourceTemplates, ...ir.prompts].some((c) => c.toolset !== undefined),
  };
}
