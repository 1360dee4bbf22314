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

/** Whether a site path has a page in every locale: home, docs and changelog (not files such as `.md`). */
export function hasLocalePages(path: string): boolean {
  const [pathname = ''] = path.split(/[?#]/);
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return pathname === '/' || pathname === '' || /^\/(docs|changelog)(\/|$)/.test(pathname);
}

/**
 * The URL of a site path in a locale: `/docs` stays `/docs` in en and becomes `/fr/docs` in fr.
 * Paths with no locale pages (files, the design kit, external or relative URLs) are left as they are.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//') || !hasLocalePages(path)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits a pathname into its locale and the locale-free path: `/fr/docs` → `fr`, `/docs`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}
