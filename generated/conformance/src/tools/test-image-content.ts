import type { TestImageContentHandler } from '../generated/tools.gen.js';
import { toolResult } from '../generated/index.js';
import { PNG } from '../fixtures.js';

/** test_image_content: one image block. */
export const testImageContent: TestImageContentHandler = async () =>
  toolResult({ content: [{ type: 'image', data: PNG, mimeType: 'image/png' }] });
