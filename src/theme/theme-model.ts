// Theme preference model (pure): stored values, and how they resolve to the <html> attributes.
// `resolveThemeFromEnvironment` is self-contained (literals only, no imports or closures) because
// its source is also inlined as the pre-paint boot script; the constants below mirror its literals
// and a unit test keeps them equal.

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export const THEME_MODES = ['modern', 'classic'] as const;
export const THEME_CONTRASTS = ['system', 'high', 'standard'] as const;
export const THEMES = ['light', 'dark', 'classicLight', 'classicDark'] as const;

export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeContrast = (typeof THEME_CONTRASTS)[number];
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEYS = { preference: 'theme', mode: 'theme-mode', contrast: 'theme-contrast' } as const;
export const THEME_DEFAULTS = { preference: 'system', mode: 'modern', contrast: 'system' } as const;
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const MORE_CONTRAST_QUERY = '(prefers-contrast: more)';

export type ThemeSettings = { preference: ThemePreference; mode: ThemeMode; contrast: ThemeContrast };
export type ResolvedTheme = { theme: Theme; highContrast: boolean; colorScheme: 'light' | 'dark' } & ThemeSettings;

/**
 * Reads the three stored settings (junk and missing values fall back to the defaults) and resolves
 * them against the system's colour-scheme and contrast preferences.
 */
export function resolveThemeFromEnvironment(read: (key: string) => string | null, matches: (query: string) => boolean): ResolvedTheme {
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    let value: string | null = null;
    try {
      value = read(key);
    } catch {
      value = null;
    }
    return allowed.indexOf(value as T) >= 0 ? (value as T) : fallback;
  };
  const preference = pick('theme', ['system', 'light', 'dark'], 'system');
  const mode = pick('theme-mode', ['modern', 'classic'], 'modern');
  const contrast = pick('theme-contrast', ['system', 'high', 'standard'], 'system');
  const dark = preference === 'dark' || (preference === 'system' && matches('(prefers-color-scheme: dark)'));
  const theme = mode === 'classic' ? (dark ? 'classicDark' : 'classicLight') : dark ? 'dark' : 'light';
  const highContrast = contrast === 'high' || (contrast === 'system' && matches('(prefers-contrast: more)'));
  return { preference, mode, contrast, theme, highContrast, colorScheme: dark ? 'dark' : 'light' };
}

/**
 * Writes a resolved theme onto the root element, and the palette's background into a leading
 * `<meta name="theme-color">` of our own so the browser chrome matches. (The framework's media-keyed
 * metas stay untouched: React matches them on hydration and would duplicate changed ones.)
 * Self-contained for the boot script too.
 */
export function applyResolvedTheme(root: HTMLElement, resolved: Pick<ResolvedTheme, 'theme' | 'highContrast' | 'colorScheme'>) {
  root.setAttribute('data-theme', resolved.theme);
  if (resolved.highContrast) root.setAttribute('data-contrast', 'high');
  else root.removeAttribute('data-contrast');
  root.style.colorScheme = resolved.colorScheme;
  // Stylesheets before a parser-inserted script have loaded, so the palette is readable here.
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim();
  const head = root.ownerDocument.head;
  if (!background || !head) return;
  let meta = head.querySelector('meta[name="theme-color"][data-resolved-theme]');
  if (!meta) {
    meta = root.ownerDocument.createElement('meta');
    meta.setAttribute('name', 'theme-color');
    meta.setAttribute('data-resolved-theme', '');
    head.prepend(meta);
  }
  meta.setAttribute('content', background);
}

/**
 * Whether the root already shows this theme (as the boot script leaves it before the first paint).
 * Applying it again would read the palette back and so force a style pass over the whole page, in
 * the middle of hydration, for nothing.
 */
export function isThemeApplied(root: HTMLElement, resolved: Pick<ResolvedTheme, 'theme' | 'highContrast' | 'colorScheme'>): boolean {
  return (
    root.getAttribute('data-theme') === resolved.theme &&
    root.hasAttribute('data-contrast') === resolved.highContrast &&
    root.style.colorScheme === resolved.colorScheme &&
    root.ownerDocument.head?.querySelector('meta[name="theme-color"][data-resolved-theme]') != null
  );
}

/** The pre-paint boot script: resolve from storage and media queries, apply; never throw. */
export function themeBootScript(): string {
  return (
    `try{(${applyResolvedTheme.toString()})(document.documentElement,(${resolveThemeFromEnvironment.toString()})(` +
    'function(k){return window.localStorage.getItem(k)},' +
    'function(q){return window.matchMedia(q).matches}))}catch(e){}'
  );
}
