// hreflang alternates (pure): the same page in every locale, for <head> and the sitemap.
import { DEFAULT_LOCALE, type Locale, LOCALES, localizedPath } from './locales';

/** `{ en: '/docs', fr: '/fr/docs', …, 'x-default': '/docs' }` for a locale-free path. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = localizedPath(locale, path);
  languages['x-default'] = localizedPath(DEFAULT_LOCALE, path);
  return languages;
}

/** `alternates` for Next metadata: this locale's URL as canonical, every locale as hreflang. */
export function localeAlternates(locale: Locale, path: string): { canonical: string; languages: Record<string, string> } {
  return { canonical: localizedPath(locale, path), languages: languageAlternates(path) };
}
