import type { TestPromptWithImagePromptHandler } from '../generated/prompts.gen.js';
import { PNG } from '../fixtures.js';

/** test_prompt_with_image: an image message and a text message. */
export const testPromptWithImage: TestPromptWithImagePromptHandler = async () => [
  { role: 'user', content: { type: 'image', data: PNG, mimeType: 'image/png' } },
  { role: 'user', content: { type: 'text', text: 'Please analyze the image above.' } },
];
