// Build step: cuts the site's font family into WOFF2 subsets and writes their @font-face CSS.
// Runs in Node from scripts/build-assets.ts; the browser only sees the files it writes.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import { fromBuffer } from '@capsizecss/unpack';
import * as fontkit from 'fontkit';
import { cssName } from '../../kit/tokens/tokens';
import subsetFont, { type SubsetFontOptions } from 'subset-font';
import {
  codepointsInRanges,
  DEFAULT_ON_FEATURES,
  FALLBACK_FONT_FAMILY,
  FONT_FAMILY,
  FONT_OPTICAL_SIZE,
  FONT_WEIGHT_RANGE,
  SUBSETS,
  type SubsetName,
  splitCoverage,
  unicodeRange,
} from './font-subsets';
import { SOCIAL_CARD_WEIGHTS } from './cut-fonts-weights';

const require = createRequire(import.meta.url);

/** Where the OFL sources come from: Inter for text, Noto Sans Math for what Inter lacks. */
export const FONT_SOURCES = {
  primary: path.join(path.dirname(require.resolve('inter-ui/package.json')), 'variable/InterVariable.woff2'),
  math: path.join(path.dirname(require.resolve('@fontsource/noto-sans-math/package.json')), 'files/noto-sans-math-latin-400-normal.woff2'),
};

export type FontFaceFile = {
  subset: SubsetName | 'math';
  /** URL path under the site root, content-hashed so it can be cached forever. */
  href: string;
  unicodeRange: string;
  preload: boolean;
  bytes: number;
};

export type CutFontsResult = {
  files: { name: string; data: Buffer }[];
  faces: FontFaceFile[];
  css: string;
};

/** Reads a font source; a missing or unreadable file fails the build with its path. */
export async function readFontSource(file: string) {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    throw new Error(`Font source missing: ${file} (${(error as Error).message})`);
  }
  try {
    const font = fontkit.create(data);
    if (!('characterSet' in font)) throw new Error('a font collection, not a single font');
    return { data, characterSet: new Set(font.characterSet) };
  } catch (error) {
    throw new Error(`Font source is not a readable font: ${file} (${(error as Error).message})`);
  }
}

const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

async function cut(source: Buffer, codepoints: number[], variationAxes: SubsetFontOptions['variationAxes']) {
  return subsetFont(source, String.fromCodePoint(...codepoints), {
    targetFormat: 'woff2',
    variationAxes,
    keepFeatures: [...DEFAULT_ON_FEATURES],
  });
}

/** Metric overrides that make a local Arial-compatible face take the same room as the web font. */
async function fallbackFaceCss(primary: Buffer): Promise<string> {
  const metrics = await fromBuffer(primary);
  const { fontFaces } = createFontStack([metrics, arial], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) throw new Error('capsize produced no fallback face');
  const declarations = Object.entries(face)
    .filter(([key]) => key !== 'fontFamily' && key !== 'src')
    .map(([key, value]) => `  ${cssName(key)}: ${String(value)};`);
  // Liberation Sans and Arimo share Arial's metrics, so the same overrides fit them.
  return [
    '@font-face {',
    `  font-family: '${FALLBACK_FONT_FAMILY}';`,
    `  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo');`,
    ...declarations,
    '}',
  ].join('\n');
}

/**
 * `optional`: the preloaded faces are used when they arrive within the browser's short block period
 * (they nearly always do: ~60 KB, requested first); otherwise the metric-matched fallback stays for
 * that page view and the font serves the next one. No late swap, so no relayout of the whole page
 * and no line that moves by a pixel when glyph widths differ from the fallback's.
 */
export const FONT_DISPLAY = 'optional';

function fontFaceCss(face: FontFaceFile, weight: string): string {
  return [
    '@font-face {',
    `  font-family: '${FONT_FAMILY}';`,
    `  src: url('${face.href}') format('woff2');`,
    `  font-weight: ${weight};`,
    '  font-style: normal;',
    `  font-display: ${FONT_DISPLAY};`,
    `  unicode-range: ${face.unicodeRange};`,
    '}',
  ].join('\n');
}

export async function cutFonts(urlBase = '/fonts'): Promise<CutFontsResult> {
  const primary = await readFontSource(FONT_SOURCES.primary);
  const math = await readFontSource(FONT_SOURCES.math);
  const axes = {
    wght: { min: FONT_WEIGHT_RANGE.min, max: FONT_WEIGHT_RANGE.max },
    opsz: FONT_OPTICAL_SIZE,
  };

  const files: CutFontsResult['files'] = [];
  const faces: FontFaceFile[] = [];
  const add = (subset: FontFaceFile['subset'], data: Buffer, codepoints: number[], preload: boolean) => {
    const name = `tessera-sans-${subset}.${contentHash(data)}.woff2`;
    files.push({ name, data });
    faces.push({ subset, href: `${urlBase}/${name}`, unicodeRange: unicodeRange(codepoints), preload, bytes: data.length });
  };

  let mathCodepoints: number[] = [];
  for (const subset of SUBSETS) {
    const split = splitCoverage(codepointsInRanges(subset.ranges), primary.characterSet, math.characterSet);
    if (split.primary.length === 0) throw new Error(`${FONT_SOURCES.primary} has no glyph in the ${subset.name} subset`);
    add(subset.name, await cut(primary.data, split.primary, axes), split.primary, subset.preload);
    mathCodepoints = mathCodepoints.concat(split.fallback);
  }
  if (mathCodepoints.length > 0) {
    // Noto Sans Math has one weight; it fills the gaps only, so it is not preloaded.
    add('math', await cut(math.data, mathCodepoints, undefined), mathCodepoints, false);
  }

  // Faces of one family are tried last-declared first, so the math gap-filler comes first.
  const ordered = [...faces].sort((a, b) => Number(a.subset !== 'math') - Number(b.subset !== 'math'));
  const css = [
    '/* Generated by scripts/build-assets.ts from src/shell/fonts: do not edit. */',
    ...ordered.map((face) => fontFaceCss(face, face.subset === 'math' ? '400 700' : `${FONT_WEIGHT_RANGE.min} ${FONT_WEIGHT_RANGE.max}`)),
    await fallbackFaceCss(primary.data),
    '',
  ].join('\n\n');
  return { files, faces, css };
}

/** Static latin TTF instances of the site font for build-time images (Open Graph cards). */
export async function cutSocialCardFonts(): Promise<{ weight: number; data: Buffer }[]> {
  const primary = await readFontSource(FONT_SOURCES.primary);
  const latin = SUBSETS.find((subset) => subset.name === 'latin');
  if (!latin) throw new Error('no latin subset defined');
  const codepoints = codepointsInRanges(latin.ranges).filter((codepoint) => primary.characterSet.has(codepoint));
  return Promise.all(
    SOCIAL_CARD_WEIGHTS.map(async (weight) => ({
      weight,
      data: await subsetFont(primary.data, String.fromCodePoint(...codepoints), {
        targetFormat: 'sfnt',
        variationAxes: { wght: weight, opsz: 32 },
      }),
    })),
  );
}
