import { describe, expect, it } from 'vitest';
import {
  codepointsInRanges,
  parseUnicodeRange,
  SUBSETS,
  splitCoverage,
  toRanges,
  unicodeRange,
} from './font-subsets';

describe('unicode ranges', () => {
  it('folds code points into the shortest CSS unicode-range', () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0x131, 0x3b1, 0x3b2])).toBe('U+41-43, U+131, U+3B1-3B2');
    expect(unicodeRange([3, 1, 2, 2])).toBe('U+1-3');
    expect(unicodeRange([])).toBe('');
  });

  it('round-trips through the parser', () => {
    const codepoints = codepointsInRanges([
      [0x20, 0x7e],
      [0x2190, 0x2192],
      [0x3a3, 0x3a3],
    ]);
    expect(parseUnicodeRange(unicodeRange(codepoints))).toEqual(codepoints);
  });

  it('rejects what is not a unicode-range', () => {
    expect(() => parseUnicodeRange('U+41, banana')).toThrow("Not a unicode-range item: ' banana'");
  });

  it('merges overlapping ranges once', () => {
    expect(toRanges(codepointsInRanges([[1, 5], [3, 8]]))).toEqual([[1, 8]]);
  });
});

describe('the three subsets', () => {
  it('are latin, latin-ext and scientific, and never overlap', () => {
    expect(SUBSETS.map((subset) => subset.name)).toEqual(['latin', 'latin-ext', 'scientific']);
    const seen = new Map<number, string>();
    for (const subset of SUBSETS) {
      for (const codepoint of codepointsInRanges(subset.ranges)) {
        expect(seen.get(codepoint), `U+${codepoint.toString(16)}`).toBeUndefined();
        seen.set(codepoint, subset.name);
      }
    }
  });

  it('cover sample characters of each script', () => {
    const owner = (char: string) =>
      SUBSETS.find((subset) => codepointsInRanges(subset.ranges).includes(char.codePointAt(0) ?? -1))?.name;
    expect(owner('A')).toBe('latin');
    expect(owner('€')).toBe('latin');
    expect(owner('Ł')).toBe('latin-ext');
    expect(owner('α')).toBe('scientific');
    expect(owner('→')).toBe('scientific');
    expect(owner('∑')).toBe('scientific');
    expect(owner('²')).toBe('latin');
    expect(owner('ⁿ')).toBe('scientific');
  });
});

describe('splitCoverage', () => {
  it('gives the primary what it has, the fallback only the gaps it can fill', () => {
    expect(splitCoverage([1, 2, 3, 4], new Set([1, 3]), new Set([2, 3]))).toEqual({ primary: [1, 3], fallback: [2] });
  });
});
