import type { TestErrorHandlingHandler } from '../generated/tools.gen.js';
import { toolResult } from '../generated/index.js';

/** test_error_handling: always a tool error (isError: true) with an explanatory text. */
export const testErrorHandling: TestErrorHandlingHandler = async () =>
  toolResult({ content: [{ type: 'text', text: 'This tool intentionally returns an error for testing' }], isError: true });
