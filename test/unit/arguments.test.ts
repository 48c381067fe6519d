// The runtime's closed-input check (templates/runtime/arguments.gen.ts, byte for byte in generated/http-api): every
// unknown property named once, with the nearest known one; ajv's bare "additional properties" never shown instead.
import { describe, expect, test } from 'vitest';
import { explainedIssues, nearest, unknownProperties } from '../../generated/http-api/src/generated/runtime/arguments.gen.js';
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

  test("ajv's bare words are dropped, its other findings kept (a schema this runtime cannot compile)", () => {
    const named = [{ message: 'unknown property "a"' }];
    const uncompilable = { type: 'object', properties: { a: { $ref: '#/nowhere' } } };
    expect(explainedIssues(named, { issues: [{ message: 'data must NOT have additional properties, data/count must be integer' }] }, uncompilable, {})).toEqual(
      {
        issues: [...named, { message: 'data/count must be integer' }],
      },
    );
    expect(explainedIssues(named, { issues: [{ message: 'data must NOT have additional properties' }] }, uncompilable, {})).toEqual({ issues: named });
  });

  test('issue 41, class 9: a nested closed object names the property it refuses; an enum lists its values', () => {
    const schema = {
      type: 'object',
      properties: { body: { type: 'object', properties: { title: {}, kind: { enum: ['bug', 'task'] } }, additionalProperties: false } },
    };
    expect(explainedIssues([], { issues: [{ message: 'bare' }] }, schema, { body: { bogus: 1, kind: 'epic' } })).toEqual({
      issues: [{ message: 'data/body must NOT have additional properties ("bogus")' }, { message: 'data/body/kind must be one of "bug", "task"' }],
    });
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
