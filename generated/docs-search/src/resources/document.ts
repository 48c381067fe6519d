// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { DocumentResourceCompletions, DocumentResourceHandler } from '../generated/resources.gen.js';
import { NotFound } from '../generated/errors.gen.js';
import { DOCUMENTS } from '../tools/search-documents.js';

/**
 * document (docs://documents/{id}): the document as Markdown. An unknown id throws the declared NotFound, which
 * answers JSON-RPC -32602 (its manifest code) with { name, code, retryable, data: { id } } as the error's data.
 */
export const document: DocumentResourceHandler = async (uri, { id }, ctx) => {
  ctx.log.debug('read', { uri: uri.href, id });
  const doc = DOCUMENTS.find((d) => d.id === id);
  if (!doc) throw new NotFound({ id });
  return `# ${doc.title}\n\n${doc.body}\n\nSource: ${doc.url}\n`;
};

/** Document ids starting with what was typed. */
export const documentCompletions: DocumentResourceCompletions = {
  id: async (value) => DOCUMENTS.map((d) => d.id).filter((id) => id.startsWith(value)),
};
