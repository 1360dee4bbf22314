import { describe, expect, it } from 'vitest';
import { codepointsInRanges, parseUnicodeRange, SUBSETS, splitCoverage, toRanges, unicodeRange } from './font-subsets';

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
    expect(
      toRanges(
        codepointsInRanges([
          [1, 5],
          [3, 8],
        ]),
      ),
    ).toEqual([[1, 8]]);
  });
});

describe('the subsets', () => {
  const codepointsOf = (name: string) => codepointsInRanges(SUBSETS.find((subset) => subset.name === name)?.ranges ?? []);

  it('are latin, latin-ext and scientific, preloaded, then the rarer Latin blocks, and never overlap', () => {
    expect(SUBSETS.map((subset) => subset.name)).toEqual(['latin', 'latin-ext', 'scientific', 'latin-ext-additional']);
    expect(SUBSETS.filter((subset) => subset.preload).map((subset) => subset.name)).toEqual(['latin', 'latin-ext', 'scientific']);
    const seen = new Map<number, string>();
    for (const subset of SUBSETS) {
      for (const codepoint of codepointsInRanges(subset.ranges)) {
        expect(seen.get(codepoint), `U+${codepoint.toString(16)}`).toBeUndefined();
        seen.set(codepoint, subset.name);
      }
    }
  });

  it('split the Latin extensions without losing a code point', () => {
    const extended = codepointsInRanges([
      [0x100, 0x130],
      [0x132, 0x151],
      [0x154, 0x2ba],
      [0x1e00, 0x1eff],
      [0x2c60, 0x2c7f],
      [0xa720, 0xa7ff],
    ]);
    expect([...codepointsOf('latin-ext'), ...codepointsOf('latin-ext-additional')].sort((a, b) => a - b)).toEqual(extended);
  });

  it('cover sample characters of each script', () => {
    const owner = (char: string) => SUBSETS.find((subset) => codepointsInRanges(subset.ranges).includes(char.codePointAt(0) ?? -1))?.name;
    expect(owner('A')).toBe('latin');
    expect(owner('€')).toBe('latin');
    expect(owner('Ł')).toBe('latin-ext');
    expect(owner('ő')).toBe('latin-ext');
    expect(owner('ș')).toBe('latin-ext');
    expect(owner('ẞ')).toBe('latin-ext');
    expect(owner('ơ')).toBe('latin-ext-additional');
    expect(owner('ế')).toBe('latin-ext-additional');
    expect(owner('ə')).toBe('latin-ext-additional');
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
