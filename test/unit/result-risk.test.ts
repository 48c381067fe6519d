// Which documented answers can exceed a result budget: an array without maxItems, found through $defs references.
import { describe, expect, test } from 'vitest';
import { unboundedArray } from '../../src/stats/result-risk.js';

describe('unboundedArray', () => {
  test('bounded arrays and answers without arrays are not named', () => {
    expect(unboundedArray({ type: 'object', properties: { id: { type: 'string' } } })).toBeUndefined();
    expect(unboundedArray({ type: 'object', properties: { tags: { type: 'array', items: { type: 'string' }, maxItems: 10 } } })).toBeUndefined();
  });

  test('the first unbounded array, by its path in the answer, through $defs and nested items', () => {
    expect(unboundedArray({ type: 'array', items: { type: 'string' } })).toBe('');
    const page = {
      type: 'object',
      properties: { page: { $ref: '#/$defs/Page' } },
      $defs: {
        Page: { type: 'object', properties: { rows: { type: 'array', maxItems: 5, items: { $ref: '#/$defs/Row' } } } },
        Row: { type: 'object', properties: { cells: { type: 'array' } } },
      },
    };
    expect(unboundedArray(page)).toBe('page.rows[].cells');
  });

  test('a recursive definition ends', () => {
    const tree = { $ref: '#/$defs/Node', $defs: { Node: { type: 'object', properties: { child: { $ref: '#/$defs/Node' } } } } };
    expect(unboundedArray(tree)).toBeUndefined();
  });
});
