// The runtime's closed-input check (templates/runtime/arguments.gen.ts, byte for byte in generated/http-api): every
// unknown property named once, with the nearest known one; ajv's bare "additional properties" never shown instead.
import { describe, expect, test } from 'vitest';
import { nearest, unknownProperties, withUnknownProperties } from '../../generated/http-api/src/generated/runtime/arguments.gen.js';
import { listTripsInput } from '../../generated/http-api/src/generated/schemas.gen.js';

const CLOSED = { type: 'object', properties: { count: {}, status: {} }, additionalProperties: false };

describe('unknown properties of a closed object', () => {
  test('each named, with a did-you-mean when one is near', () => {
    expect(unknownProperties(CLOSED, { cnt: 5, status: 'x', zzzzzz: 1 }).map((i) => i.message)).toEqual([
      'unknown property "cnt" (did you mean "count"?); known: count, status',
      'unknown property "zzzzzz"; known: count, status',
    ]);
    expect(nearest('Status', ['count', 'status'])).toBe('status');
    expect(nearest('x', ['count', 'status'])).toBeUndefined();
  });

  test('an open schema, patternProperties, or a value that is not an object: nothing to say', () => {
    expect(unknownProperties({ ...CLOSED, additionalProperties: true }, { cnt: 1 })).toEqual([]);
    expect(unknownProperties({ ...CLOSED, patternProperties: { '^x': {} } }, { cnt: 1 })).toEqual([]);
    expect(unknownProperties(CLOSED, [1])).toEqual([]);
  });

  test("ajv's bare words are dropped, its other findings kept", () => {
    const named = [{ message: 'unknown property "a"' }];
    expect(withUnknownProperties(named, { issues: [{ message: 'data must NOT have additional properties, data/count must be integer' }] })).toEqual({
      issues: [...named, { message: 'data/count must be integer' }],
    });
    expect(withUnknownProperties(named, { issues: [{ message: 'data must NOT have additional properties' }] })).toEqual({ issues: named });
  });

  test('through a generated input schema (list_trips)', () => {
    const result = listTripsInput['~standard'].validate({ orign: 'Paris', page_size: 0 });
    expect(result).toEqual({
      issues: [
        { message: 'unknown property "orign" (did you mean "origin"?); known: origin, tags, price, page_size, request_id' },
        { message: 'data/page_size must be >= 1' },
      ],
    });
  });
});
