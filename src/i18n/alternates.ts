// hreflang alternates: the same text in every locale that has it, for <head> and the sitemap.
import { type Locale, LOCALES } from './locales';
import { hasOwnPage, localePath } from './site-translations';

/**
 * `{ en: '/docs/versioning', fr: '/fr/docs/versioning', 'x-default': '/docs/versioning' }`: the locales with their
 * own page; none for a page only English has.
 */
export function languageAlternates(path: string): Record<string, string> {
  const locales = LOCALES.filter((locale) => hasOwnPage(locale, path));
  if (locales.length < 2) return {};
  return { ...Object.fromEntries(locales.map((locale) => [locale, localePath(locale, path)])), 'x-default': path };
}

/** `alternates` for Next metadata: this page's address as canonical (the English one where the locale has none), its translations as hreflang. */
export function localeAlternates(locale: Locale, path: string): { canonical: string; languages: Record<string, string> } {
  return { canonical: localePath(locale, path), languages: languageAlternates(path) };
}
