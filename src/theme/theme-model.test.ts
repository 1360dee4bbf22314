// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  applyResolvedTheme,
  isThemeApplied,
  DARK_QUERY,
  MORE_CONTRAST_QUERY,
  resolveThemeFromEnvironment,
  THEME_CONTRASTS,
  THEME_DEFAULTS,
  THEME_MODES,
  THEME_PREFERENCES,
  themeBootScript,
} from './theme-model';

type Env = { stored?: Record<string, string>; dark?: boolean; moreContrast?: boolean };
const resolve = ({ stored = {}, dark = false, moreContrast = false }: Env = {}) =>
  resolveThemeFromEnvironment(
    (key) => stored[key] ?? null,
    (query) => (query === DARK_QUERY ? dark : query === MORE_CONTRAST_QUERY ? moreContrast : false),
  );

describe('resolveThemeFromEnvironment', () => {
  it('defaults to system, modern, system contrast, following the OS', () => {
    expect(resolve()).toEqual({ ...THEME_DEFAULTS, theme: 'light', highContrast: false, colorScheme: 'light' });
    expect(resolve({ dark: true, moreContrast: true })).toMatchObject({ theme: 'dark', highContrast: true, colorScheme: 'dark' });
  });

  it.each([
    ['light', 'modern', false, 'light'],
    ['dark', 'modern', false, 'dark'],
    ['light', 'classic', true, 'classicLight'],
    ['dark', 'classic', false, 'classicDark'],
    ['system', 'classic', true, 'classicDark'],
    ['system', 'classic', false, 'classicLight'],
  ] as const)('preference %s × mode %s (system dark: %s) → %s', (preference, mode, dark, theme) => {
    expect(resolve({ stored: { theme: preference, 'theme-mode': mode }, dark }).theme).toBe(theme);
  });

  it('lets an explicit contrast override the system', () => {
    expect(resolve({ stored: { 'theme-contrast': 'standard' }, moreContrast: true }).highContrast).toBe(false);
    expect(resolve({ stored: { 'theme-contrast': 'high' } }).highContrast).toBe(true);
  });

  it.each(['', 'Dark', 'blue', '{"x":1}', 'system '])('ignores the junk value %j in every key', (junk) => {
    const stored = { theme: junk, 'theme-mode': junk, 'theme-contrast': junk };
    expect(resolve({ stored, dark: true })).toMatchObject({ ...THEME_DEFAULTS, theme: 'dark' });
  });

  it('survives storage that throws', () => {
    const resolved = resolveThemeFromEnvironment(
      () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      (query) => query === DARK_QUERY,
    );
    expect(resolved).toMatchObject({ preference: 'system', theme: 'dark' });
  });

  it('uses the same keys and values as the exported constants', () => {
    // Every allowed value is accepted, so the literal lists inside the function match the constants.
    for (const preference of THEME_PREFERENCES) expect(resolve({ stored: { theme: preference } }).preference).toBe(preference);
    for (const mode of THEME_MODES) expect(resolve({ stored: { 'theme-mode': mode } }).mode).toBe(mode);
    for (const contrast of THEME_CONTRASTS) {
      expect(resolve({ stored: { 'theme-contrast': contrast } }).contrast).toBe(contrast);
    }
  });
});

describe('applyResolvedTheme and the boot script', () => {
  it('writes data-theme, data-contrast and color-scheme', () => {
    const root = document.documentElement;
    applyResolvedTheme(root, { theme: 'classicDark', highContrast: true, colorScheme: 'dark' });
    expect([root.dataset.theme, root.dataset.contrast, root.style.colorScheme]).toEqual(['classicDark', 'high', 'dark']);
    applyResolvedTheme(root, { theme: 'light', highContrast: false, colorScheme: 'light' });
    expect(root.hasAttribute('data-contrast')).toBe(false);
  });

  it('puts the palette background in a leading theme-color meta, leaving the framework metas alone', () => {
    const root = document.documentElement;
    document.head.innerHTML = '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">';
    root.style.setProperty('--color-bg', '#0f1117');
    applyResolvedTheme(root, { theme: 'dark', highContrast: false, colorScheme: 'dark' });
    applyResolvedTheme(root, { theme: 'dark', highContrast: false, colorScheme: 'dark' });
    const contents = [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));
    expect(contents).toEqual(['#0f1117', '#ffffff']);
    root.style.removeProperty('--color-bg');
    document.head.innerHTML = '';
  });

  it('knows a theme is in place only when every attribute and the theme-color meta are', () => {
    const root = document.documentElement;
    const dark = { theme: 'dark', highContrast: false, colorScheme: 'dark' } as const;
    root.style.setProperty('--color-bg', '#0f1117');
    expect(isThemeApplied(root, dark)).toBe(false);
    applyResolvedTheme(root, dark);
    expect(isThemeApplied(root, dark)).toBe(true);
    expect(isThemeApplied(root, { ...dark, highContrast: true })).toBe(false);
    expect(isThemeApplied(root, { theme: 'light', highContrast: false, colorScheme: 'light' })).toBe(false);
    document.head.innerHTML = '';
    expect(isThemeApplied(root, dark)).toBe(false);
    root.style.removeProperty('--color-bg');
  });

  it('applies the stored theme when run as a script', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('theme-mode', 'classic');
    new Function(themeBootScript())();
    expect(document.documentElement.dataset.theme).toBe('classicDark');
    localStorage.clear();
  });
});
