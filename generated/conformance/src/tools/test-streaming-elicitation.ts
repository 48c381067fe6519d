import type { TestStreamingElicitationHandler } from '../generated/tools.gen.js';

/** test_streaming_elicitation: a result, never a server-to-client request. */
export const testStreamingElicitation: TestStreamingElicitationHandler = async () => 'no top-level requests';
