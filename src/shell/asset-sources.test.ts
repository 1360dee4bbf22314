// The build step fails with the file's name when a font or icon source is missing or corrupt.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { cutFonts, FONT_SOURCES, readFontSource } from './fonts/cut-fonts.build';
import { DEFAULT_ON_FEATURES } from './fonts/font-subsets';
import { renderIcons } from './icons/render-icons.build';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tessera-assets-'));
});

describe('font sources', () => {
  it('read the real sources', async () => {
    const font = await readFontSource(FONT_SOURCES.primary);
    expect(font.characterSet.has('A'.codePointAt(0) ?? 0)).toBe(true);
  });

  it('name a missing file', async () => {
    const missing = path.join(dir, 'missing.woff2');
    await expect(readFontSource(missing)).rejects.toThrow(`Font source missing: ${missing}`);
  });

  it('name a corrupt file', async () => {
    const corrupt = path.join(dir, 'corrupt.woff2');
    await writeFile(corrupt, 'wOF2 this is not a font');
    await expect(readFontSource(corrupt)).rejects.toThrow(`Font source is not a readable font: ${corrupt}`);
  });
});

describe('font subsets', () => {
  it('keep only the features browsers apply by themselves, and every requested character', async () => {
    const source = fontkit.create((await readFontSource(FONT_SOURCES.primary)).data);
    if (!('availableFeatures' in source)) throw new Error('not a single font');
    const { files } = await cutFonts();
    const latin = files.find((file) => file.name.startsWith('tessera-sans-latin.'));
    if (!latin) throw new Error('no latin subset');
    const font = fontkit.create(latin.data);
    if (!('availableFeatures' in font)) throw new Error('not a single font');
    expect(source.availableFeatures).toContain('ss01');
    expect(font.availableFeatures.filter((feature) => !(DEFAULT_ON_FEATURES as readonly string[]).includes(feature))).toEqual([]);
    expect(font.availableFeatures).toContain('kern');
    for (const char of 'Aéß€—ÿ') expect(font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0), char).toBe(true);
  });

  it('never swap late: every web face is font-display optional, each with its unicode-range', async () => {
    const { css, faces } = await cutFonts();
    const webFaces = css.split('@font-face').filter((block) => block.includes("url('/fonts/"));
    expect(webFaces).toHaveLength(faces.length);
    for (const block of webFaces) {
      expect(block).toContain('font-display: optional;');
      expect(block).toContain('unicode-range:');
    }
    expect(css).not.toContain('font-display: swap');
  });
});

describe('icon source', () => {
  it('renders the real logo to every icon', async () => {
    const icons = await renderIcons();
    expect(icons.map((icon) => icon.urlPath)).toEqual([
      '/icons/icon.svg',
      '/icons/apple-touch-icon-120.png',
      '/icons/apple-touch-icon-152.png',
      '/icons/apple-touch-icon-167.png',
      '/icons/apple-touch-icon-180.png',
      '/favicon.ico',
    ]);
  });

  it('names a missing file', async () => {
    const missing = path.join(dir, 'missing.svg');
    await expect(renderIcons(missing)).rejects.toThrow(`Icon source is missing or not a valid SVG: ${missing}`);
  });

  it('names a corrupt file', async () => {
    const corrupt = path.join(dir, 'corrupt.svg');
    await writeFile(corrupt, '<svg xmlns="http://www.w3.org/2000/svg"><rect');
    await expect(renderIcons(corrupt)).rejects.toThrow(`Icon source is missing or not a valid SVG: ${corrupt}`);
  });
});
