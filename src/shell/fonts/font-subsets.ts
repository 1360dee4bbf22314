// The site's own sans-serif family: which code points each WOFF2 subset covers (pure, unit-tested).

export const FONT_FAMILY = 'Tessera Sans';
export const FALLBACK_FONT_FAMILY = 'Tessera Sans Fallback';
/** Weights the variable font is cut to (spec §9: 400, 600, 700). */
export const FONT_WEIGHT_RANGE = { min: 400, max: 700 } as const;
/** Inter's optical-size axis is pinned at text size: one instance, a third of the bytes. */
export const FONT_OPTICAL_SIZE = 14;

/**
 * The OpenType features browsers turn on by themselves for Latin, Greek and symbols. The site sets no
 * `font-feature-settings`, so Inter's optional ones (stylistic sets, fractions, tabular figures…) and
 * the alternate glyphs only they reach are never shown: keeping them would cost ~40% of each file.
 */
export const DEFAULT_ON_FEATURES = ['ccmp', 'locl', 'rlig', 'rvrn', 'liga', 'clig', 'calt', 'kern', 'mark', 'mkmk'] as const;

/** Inclusive code point range. */
export type CodepointRange = readonly [first: number, last: number];

export type SubsetName = 'latin' | 'latin-ext' | 'scientific' | 'latin-ext-additional';

export type SubsetSpec = {
  name: SubsetName;
  ranges: readonly CodepointRange[];
  /** Preloaded faces are fetched on every first visit; the others only when a page uses their characters. */
  preload: boolean;
};

/**
 * The three preloaded subsets of spec §1, in the order their faces are declared, then the rarer Latin
 * blocks. latin-ext is the Latin of European languages (Latin Extended-A, Romanian's comma-below
 * letters, capital ẞ): ~10 KB. Latin Extended-B, IPA, Vietnamese and Extended-C/D (~33 KB, next to
 * never on these pages) load only when a page uses them, as the math face does.
 */
export const SUBSETS: readonly SubsetSpec[] = [
  {
    name: 'latin',
    preload: true,
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xff],
      [0x131, 0x131],
      [0x152, 0x153],
      [0x2c6, 0x2c6],
      [0x2da, 0x2da],
      [0x2dc, 0x2dc],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
  },
  {
    name: 'latin-ext',
    preload: true,
    ranges: [
      [0x100, 0x130],
      [0x132, 0x151],
      [0x154, 0x17f],
      [0x218, 0x21b],
      [0x1e9e, 0x1e9e],
    ],
  },
  {
    // Greek, super/subscripts, arrows, mathematical operators and the misc. math blocks.
    name: 'scientific',
    preload: true,
    ranges: [
      [0x370, 0x3ff],
      [0x2070, 0x209f],
      [0x2190, 0x21ff],
      [0x2200, 0x22ff],
      [0x27c0, 0x27ef],
      [0x2980, 0x29ff],
    ],
  },
  {
    name: 'latin-ext-additional',
    preload: false,
    ranges: [
      [0x180, 0x217],
      [0x21c, 0x2ba],
      [0x1e00, 0x1e9d],
      [0x1e9f, 0x1eff],
      [0x2c60, 0x2c7f],
      [0xa720, 0xa7ff],
    ],
  },
];

export function codepointsInRanges(ranges: readonly CodepointRange[]): number[] {
  const codepoints = new Set<number>();
  for (const [first, last] of ranges) {
    for (let codepoint = first; codepoint <= last; codepoint++) codepoints.add(codepoint);
  }
  return [...codepoints].sort((a, b) => a - b);
}

/** Folds sorted or unsorted code points into contiguous inclusive ranges. */
export function toRanges(codepoints: Iterable<number>): CodepointRange[] {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const codepoint of sorted) {
    const current = ranges.at(-1);
    if (current && codepoint === current[1] + 1) current[1] = codepoint;
    else ranges.push([codepoint, codepoint]);
  }
  return ranges;
}

const hex = (codepoint: number) => codepoint.toString(16).toUpperCase();

/** CSS `unicode-range` value, e.g. `U+20-7E, U+A0-FF, U+131`. */
export function unicodeRange(codepoints: Iterable<number>): string {
  return toRanges(codepoints)
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** Parses a CSS `unicode-range` value back into code points (for checks and tests). */
export function parseUnicodeRange(value: string): number[] {
  const ranges: CodepointRange[] = value.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`Not a unicode-range item: '${part}'`);
    const first = Number.parseInt(match[1], 16);
    return [first, match[2] ? Number.parseInt(match[2], 16) : first];
  });
  return codepointsInRanges(ranges);
}

/**
 * Splits a subset's code points between the primary font and a fallback face:
 * what the primary lacks and the fallback has goes to the fallback; what neither has is dropped.
 */
export function splitCoverage(
  wanted: readonly number[],
  primary: ReadonlySet<number>,
  fallback: ReadonlySet<number>,
): { primary: number[]; fallback: number[] } {
  const split = { primary: [] as number[], fallback: [] as number[] };
  for (const codepoint of wanted) {
    if (primary.has(codepoint)) split.primary.push(codepoint);
    else if (fallback.has(codepoint)) split.fallback.push(codepoint);
  }
  return split;
}
