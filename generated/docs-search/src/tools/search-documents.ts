// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { SearchDocumentsHandler } from '../generated/tools.gen.js';
import type { Document } from '../generated/types.gen.js';
import { NotFound } from '../generated/errors.gen.js';

export const DOCUMENTS: readonly (Document & { id: string; body: string })[] = [
  { id: 'onboarding', title: 'Onboarding guide', url: 'https://docs.example.com/onboarding', lastModified: '2026-03-02T09:00:00Z', body: 'accounts laptop first week' },
  { id: 'oncall', title: 'On-call handbook', url: 'https://docs.example.com/oncall', lastModified: '2026-05-14T12:30:00Z', body: 'pager escalation incident review' },
  { id: 'release', title: 'Release process', url: 'https://docs.example.com/release', body: 'tags changelog incident freeze' },
];

/** search_documents: case-insensitive match on title and body; "id:<id>" looks one document up. */
export const searchDocuments: SearchDocumentsHandler = async (input, ctx) => {
  const { limit } = input; // 10 when the call leaves it out (the schema's default)
  if (input.query.startsWith('id:')) {
    const id = input.query.slice(3);
    const doc = DOCUMENTS.find((d) => d.id === id);
    if (!doc) throw new NotFound({ id });
    return { documents: [toDocument(doc)] };
  }
  const words = input.query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = DOCUMENTS.filter((d) => words.some((w) => `${d.title} ${d.body}`.toLowerCase().includes(w)));
  ctx.log.debug('search', { query: input.query, hits: hits.length });
  return { documents: hits.slice(0, limit).map(toDocument) };
};

function toDocument({ title, url, lastModified }: Document): Document {
  return lastModified === undefined ? { title, url } : { title, url, lastModified };
}
