import type { TestEmbeddedResourceHandler } from '../generated/tools.gen.js';
import { toolResult } from '../generated/index.js';

/** test_embedded_resource: one embedded text resource. */
export const testEmbeddedResource: TestEmbeddedResourceHandler = async () =>
  toolResult({
    content: [{ type: 'resource', resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' } }],
  });
