import { didYouMean } from '../manifest/did-you-mean.js';
import type { Operation } from './operations.js';

/** The hint for a filter that selects nothing: the selector it most likely meant (tag:NAME for a bare tag name). */
export function filterHint(selector: string, operations: readonly Operation[]): string {
  const tags = [...new Set(operations.flatMap((o) => o.tags))].sort();
  const general = 'filters are tag:NAME, an operationId, or a path glob such as /repos/**';
  if (selector.startsWith('/')) return general;
  const tag = selector.startsWith('tag:') ? selector.slice(4) : undefined;
  if (tag === undefined) {
    const exact = tags.find((t) => t === selector) ?? tags.find((t) => t.toLowerCase() === selector.toLowerCase());
    if (exact !== undefined) return `did you mean tag:${exact}? a bare name is an operationId`;
    const keys = operations.map((o) => o.key);
    const id = didYouMean(selector, keys);
    if (id !== undefined) return `did you mean ${id}?`;
    const near = didYouMean(selector, tags);
    return near !== undefined ? `did you mean tag:${near}?` : general;
  }
  const near = didYouMean(tag, tags);
  if (near !== undefined) return `did you mean tag:${near}?`;
  return tags.length > 0 ? `the tags are ${tags.slice(0, 12).join(', ')}${tags.length > 12 ? ', …' : ''}` : 'the document tags no operation';
}
