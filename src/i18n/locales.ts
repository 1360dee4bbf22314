// The site's locales (pure): which exist, their direction, their fallback chains and their URLs.

/** Spec §9: the default locale is en, served without a prefix; every other locale lives under /<locale>/. */
export const DEFAULT_LOCALE = 'en';

export const LOCALES = ['en', 'es', 'fr', 'de', 'ja', 'zh-Hans', 'ar', 'he', 'fa'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locales with a URL prefix (all but the default). */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Each locale's name in its own language, for the locale switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
  'zh-Hans': '简体中文',
  ar: 'العربية',
  he: 'עברית',
  fa: 'فارسی',
};

/** Languages written right to left (by primary language subtag), whether or not the site ships them. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ug', 'ps', 'sd', 'yi', 'dv', 'ckb']);

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/**
 * Where lookup goes when a locale lacks a message: drop subtags one by one, then the default locale.
 * `ar-EG` → `ar-EG`, `ar`, `en`; `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`, `en`.
 */
export function fallbackChain(locale: string): string[] {
  const parts = locale.split('-').filter(Boolean);
  const chain: string[] = [];
  for (let length = parts.length; length > 0; length -= 1) chain.push(parts.slice(0, length).join('-'));
  if (!chain.includes(DEFAULT_LOCALE)) chain.push(DEFAULT_LOCALE);
  return chain;
}

/**
 * Which docs pages each locale has in its own words, by locale-free path: `{ fr: ['/docs/versioning'] }`.
 * next.config lists them from content/translations (src/i18n/translated-pages.mjs).
 */
export type Translations = Readonly<Partial<Record<string, readonly string[]>>>;

/**
 * Whether a locale has its own page at a locale-free path: en has every page; another locale its home,
 * its changelog and the docs pages translated into it. Every other page has one address, the English one.
 */
export function hasLocalePage(locale: Locale, path: string, translations: Translations): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const pathname = path.split(/[?#]/)[0] || '/';
  return pathname === '/' || pathname === '/changelog' || (translations[locale]?.includes(pathname) ?? false);
}

/**
 * The URL of a site path in a locale: `/docs/versioning` becomes `/fr/docs/versioning` where fr has that
 * page, and stays the English address where it has not. External and relative URLs are left as they are.
 */
export function localizedPath(locale: Locale, path: string, translations: Translations): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//') || !hasLocalePage(locale, path, translations))
    return path;
  return /^\/([?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** Splits a pathname into its locale and the locale-free path: `/fr/docs` → `fr`, `/docs`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}
