// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { CountersResourceHandler } from '../generated/resources.gen.js';
import { BUILTIN_TAGS } from '../tools/tags-list.js';
import { FILES } from '../tools/files-read-text.js';

/** counters (kitchen://counters): two items, each with its own URI and mimeType (the manifest declares none). */
export const counters: CountersResourceHandler = async (uri, ctx) => [
  { text: JSON.stringify({ tags: BUILTIN_TAGS.length, files: Object.keys(FILES).length }), mimeType: 'application/json' },
  { uri: `${uri.href}/request`, text: `request ${ctx.requestId}`, mimeType: 'text/plain' },
];
