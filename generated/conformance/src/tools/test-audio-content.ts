import type { TestAudioContentHandler } from '../generated/tools.gen.js';
import { toolResult } from '../generated/index.js';
import { WAV } from '../fixtures.js';

/** test_audio_content: one audio block (the suite requires audio/wav). */
export const testAudioContent: TestAudioContentHandler = async () =>
  toolResult({ content: [{ type: 'audio', data: WAV, mimeType: 'audio/wav' }] });
