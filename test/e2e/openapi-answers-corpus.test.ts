// Issue 41's answer measurement, the cheap part that `npm test` runs: one corpus document (train-travel, held out)
// measured as test/support/openapi-answers-corpus.ts measures all of them: imported, its server a real process, the
// sampled calls (one per status the document declares: several 2xx, a bodiless 204, errors) made with the official v2
// client against Prism 5.16 and against the canned backend. The whole corpus is the script's (docs/openapi-corpus.md).
import { afterAll, describe, expect, test } from 'vitest';
import { measureDocument } from '../support/openapi-answers-corpus.js';
import { CORPUS } from '../support/openapi-corpus.js';
import { scratchDir } from '../support/tmp.js';

const scratch = scratchDir('openapi-answers-corpus');
afterAll(() => scratch.cleanup());
const doc = CORPUS.find((d) => d.name === 'train-travel-3.1')!;

describe('the answer measurement on train-travel-3.1', () => {
  test.each([
    { mock: 'prism', canned: false },
    { mock: 'canned', canned: true },
  ])('against $mock: every declared status reached, every request exact, every answer faithful', { timeout: 300_000 }, async ({ mock, canned }) => {
    const measured = await measureDocument(doc, scratch.dir, { canned });
    expect(measured.importCode).toBe(0);
    expect(measured.mock.startsWith(mock)).toBe(true);
    // The document's statuses: 200, 201, 204 (delete-booking, bodiless), 400, 401, 403, 404, 409, 429, 500.
    expect(measured.calls.map((c) => c.key).sort()).toEqual(['200', '201', '204', '400', '401', '403', '404', '409', '429', '500']);
    expect(measured.calls.filter((c) => c.answered !== c.asked)).toEqual([]);
    expect(measured.calls.filter((c) => !c.requestExact || !c.answerFaithful)).toEqual([]);
  });
});
