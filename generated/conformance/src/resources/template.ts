import type { TemplateResourceHandler } from '../generated/resources.gen.js';

/** template (test://template/{id}/data): JSON data for an id. */
export const template: TemplateResourceHandler = async (_uri, { id }) =>
  JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` });
