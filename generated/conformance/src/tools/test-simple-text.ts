import type { TestSimpleTextHandler } from '../generated/tools.gen.js';

/** test_simple_text: a fixed text (the suite calls it without `arguments`). */
export const testSimpleText: TestSimpleTextHandler = async () => 'This is a simple text response for testing.';
