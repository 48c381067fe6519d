import type { TestPromptWithEmbeddedResourcePromptHandler } from '../generated/prompts.gen.js';

/** test_prompt_with_embedded_resource: the resource as one message, an instruction as the next. */
export const testPromptWithEmbeddedResource: TestPromptWithEmbeddedResourcePromptHandler = async ({ resourceUri }) => [
  { role: 'user', content: { type: 'resource', resource: { uri: resourceUri, mimeType: 'text/plain', text: 'Embedded resource content for testing.' } } },
  { role: 'user', content: { type: 'text', text: 'Please process the embedded resource above.' } },
];
