import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/emit/diff.js';

const lines = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `line ${i + from}`);
const text = (ls: readonly string[]) => `${ls.join('\n')}\n`;

interface Hunk {
  readonly aStart: number;
  readonly aLen: number;
  readonly bStart: number;
  readonly bLen: number;
  readonly body: string[];
}

/** Parses the hunks of a unifiedDiff report; throws on anything that is not unified-diff syntax. */
function parseHunks(diff: string, file: string): Hunk[] {
  const out = diff.split('\n');
  expect(out.shift()).toBe(`--- a/${file}`);
  expect(out.shift()).toBe(`+++ b/${file}`);
  expect(out.pop()).toBe('');
  const hunks: Hunk[] = [];
  for (const line of out) {
    const header = /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@$/.exec(line);
    if (header) hunks.push({ aStart: Number(header[1]), aLen: Number(header[2]), bStart: Number(header[3]), bLen: Number(header[4]), body: [] });
    else if (/^[ +-]/.test(line) && hunks.length > 0) hunks[hunks.length - 1]!.body.push(line);
    else throw new Error(`not a diff line: ${JSON.stringify(line)}`);
  }
  return hunks;
}

/**
 * Applies the hunks to `before` the way patch(1) does, checking every header count and every context/removed line
 * against the original, and returns the patched text.
 */
function applyDiff(before: string, diff: string, file: string): string {
  const a = before.split('\n');
  const result: string[] = [];
  let next = 0; // index in a of the first line not yet copied
  for (const h of parseHunks(diff, file)) {
    const old = h.body.filter((l) => !l.startsWith('+')).map((l) => l.slice(1));
    const neu = h.body.filter((l) => !l.startsWith('-')).map((l) => l.slice(1));
    expect(old.length).toBe(h.aLen);
    expect(neu.length).toBe(h.bLen);
    const start = h.aStart - 1;
    expect(start).toBeGreaterThanOrEqual(next);
    result.push(...a.slice(next, start));
    // The new-file position must agree with what has been produced so far.
    expect(h.bStart - 1).toBe(result.length);
    expect(a.slice(start, start + old.length)).toEqual(old);
    result.push(...neu);
    next = start + old.length;
  }
  result.push(...a.slice(next));
  return result.join('\n');
}

describe('unifiedDiff', () => {
  it('prints only the file headers when nothing changed', () => {
    const same = text(lines(10));
    expect(unifiedDiff(same, same, 'src/a.ts')).toBe('--- a/src/a.ts\n+++ b/src/a.ts\n');
  });

  it('shows one changed line with three lines of context on each side', () => {
    const before = text(lines(10));
    const after = before.replace('line 5\n', 'line five\n');
    const diff = unifiedDiff(before, after, 'f.ts');
    const [hunk, ...rest] = parseHunks(diff, 'f.ts');
    expect(rest).toEqual([]);
    expect(hunk).toMatchObject({ aStart: 2, aLen: 7, bStart: 2, bLen: 7 });
    expect(hunk!.body.filter((l) => l.startsWith('-'))).toEqual(['-line 5']);
    expect(hunk!.body.filter((l) => l.startsWith('+'))).toEqual(['+line five']);
    expect(hunk!.body.slice(0, 3)).toEqual([' line 2', ' line 3', ' line 4']);
    expect(hunk!.body.slice(-3)).toEqual([' line 6', ' line 7', ' line 8']);
    expect(applyDiff(before, diff, 'f.ts')).toBe(after);
  });

  it('splits changes more than six unchanged lines apart into separate hunks, and merges closer ones', () => {
    const before = text(lines(30));
    const far = before.replace('line 3\n', 'line three\n').replace('line 25\n', '');
    const farDiff = unifiedDiff(before, far, 'f.ts');
    expect(parseHunks(farDiff, 'f.ts').map((h) => [h.aStart, h.aLen, h.bStart, h.bLen])).toEqual([
      [1, 6, 1, 6],
      [22, 7, 22, 6],
    ]);
    expect(applyDiff(before, farDiff, 'f.ts')).toBe(far);

    const near = before.replace('line 3\n', 'line three\n').replace('line 9\n', '');
    const nearDiff = unifiedDiff(before, near, 'f.ts');
    expect(parseHunks(nearDiff, 'f.ts').map((h) => [h.aStart, h.aLen, h.bStart, h.bLen])).toEqual([[1, 12, 1, 11]]);
    expect(applyDiff(before, nearDiff, 'f.ts')).toBe(near);
  });

  it('prints a replaced line as - (on disk) before + (would be written), like diff(1) and git', () => {
    const diff = unifiedDiff('a\nold 1\nold 2\nz\n', 'a\nnew 1\nnew 2\nz\n', 'f.ts');
    const body = parseHunks(diff, 'f.ts')[0]!.body.filter((l) => l.startsWith('-') || l.startsWith('+'));
    expect(body).toEqual(['-old 1', '-old 2', '+new 1', '+new 2']);
  });

  it('handles a created file and a deleted file', () => {
    const created = unifiedDiff('', 'x\ny\n', 'new.ts');
    expect(created.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'))).toEqual(['+x', '+y']);
    expect(applyDiff('', created, 'new.ts')).toBe('x\ny\n');
    const deleted = unifiedDiff('x\ny\n', '', 'gone.ts');
    expect(deleted.split('\n').filter((l) => l.startsWith('-') && !l.startsWith('---'))).toEqual(['-x', '-y']);
    expect(applyDiff('x\ny\n', deleted, 'gone.ts')).toBe('');
  });

  it('shows a lost trailing newline as a change', () => {
    const diff = unifiedDiff('a\nb\n', 'a\nb', 'f.ts');
    expect(diff).not.toBe('--- a/f.ts\n+++ b/f.ts\n');
    expect(applyDiff('a\nb\n', diff, 'f.ts')).toBe('a\nb');
  });

  it('round-trips random edits: applying the diff to the old text gives the new text', () => {
    // Small deterministic PRNG (mulberry32) so a failure is reproducible.
    let seed = 0x5eed;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = seed;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = (n: number) => Math.floor(random() * n);
    for (let round = 0; round < 300; round++) {
      // A tiny alphabet makes repeated lines common, which is where LCS diffs go wrong.
      const before = Array.from({ length: pick(25) }, () => 'abcd'.charAt(pick(4)));
      const after = [...before];
      for (let edits = pick(6); edits > 0; edits--) {
        const at = pick(after.length + 1);
        const kind = pick(3);
        if (kind === 0) after.splice(at, 0, 'abcde'.charAt(pick(5)));
        else if (kind === 1) after.splice(at, 1);
        else after.splice(at, 1, 'xyz'.charAt(pick(3)));
      }
      const [b, a] = [before.join('\n'), after.join('\n')];
      const diff = unifiedDiff(b, a, 'r.txt', Number.POSITIVE_INFINITY);
      expect(applyDiff(b, diff, 'r.txt'), JSON.stringify({ b, a })).toBe(a);
    }
  });

  it('caps the report at maxLines and says how many lines were left out', () => {
    const before = text(lines(100));
    const after = text(lines(100, 1000));
    // Every report ends with a newline; drop the empty string after it.
    const reportLines = (report: string) => report.split('\n').slice(0, -1);
    const full = reportLines(unifiedDiff(before, after, 'f.ts', Number.POSITIVE_INFINITY));
    const capped = reportLines(unifiedDiff(before, after, 'f.ts', 20));
    expect(capped).toHaveLength(21);
    expect(capped.slice(0, 20)).toEqual(full.slice(0, 20));
    expect(capped[20]).toBe(`… ${full.length - 20} more diff lines`);
    // The default cap is 60 lines.
    expect(full.length).toBeGreaterThan(61);
    expect(reportLines(unifiedDiff(before, after, 'f.ts'))).toHaveLength(61);
  });

  it('refuses to diff very large files instead of building a huge table', () => {
    const before = text(lines(2100));
    const after = text(lines(2100, 5000));
    expect(unifiedDiff(before, after, 'big.ts')).toBe('--- a/big.ts\n+++ b/big.ts\n@@ file too large to diff (2101 → 2101 lines) @@\n');
  });
});
