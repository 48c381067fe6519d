import type { TestMultipleContentTypesHandler } from '../generated/tools.gen.js';
import { toolResult } from '../generated/index.js';
import { PNG } from '../fixtures.js';

/** test_multiple_content_types: text, image and an embedded JSON resource. */
export const testMultipleContentTypes: TestMultipleContentTypesHandler = async () =>
  toolResult({
    content: [
      { type: 'text', text: 'Multiple content types test:' },
      { type: 'image', data: PNG, mimeType: 'image/png' },
      { type: 'resource', resource: { uri: 'test://mixed-content-resource', mimeType: 'application/json', text: JSON.stringify({ test: 'data', value: 123 }) } },
    ],
  });
