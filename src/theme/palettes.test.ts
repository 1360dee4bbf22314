import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { highContrastPalette, PALETTES, palettesCss, TEXT_PAIRS, UI_PAIRS } from './palettes';
import { THEMES } from './theme-model';

describe('contrastRatio', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects what is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe.each(THEMES)('palette %s', (theme) => {
  it.each(TEXT_PAIRS)('%s on %s meets AA (4.5:1)', (text, ground) => {
    expect(contrastRatio(PALETTES[theme][text], PALETTES[theme][ground])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(TEXT_PAIRS)('high contrast: %s on %s meets AAA (7:1)', (text, ground) => {
    const palette = highContrastPalette(theme);
    expect(contrastRatio(palette[text], palette[ground])).toBeGreaterThanOrEqual(7);
  });

  it.each(UI_PAIRS)('%s against %s meets 3:1 for controls', (part, ground) => {
    expect(contrastRatio(PALETTES[theme][part], PALETTES[theme][ground])).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(highContrastPalette(theme)[part], highContrastPalette(theme)[ground])).toBeGreaterThanOrEqual(3);
  });
});

describe('palettesCss', () => {
  it('has a block per theme and per high-contrast variant, and a no-script dark fallback', () => {
    const css = palettesCss();
    for (const theme of THEMES) {
      expect(css).toContain(`:root[data-theme='${theme}'] {`);
      expect(css).toContain(`:root[data-theme='${theme}'][data-contrast='high'] {`);
    }
    expect(css).toContain(':root:not([data-theme])');
    expect(css).toContain('--color-tooltip-bg:');
  });
});
