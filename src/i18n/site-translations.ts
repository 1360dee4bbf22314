// The site's translations as next.config listed them (src/i18n/translated-pages.mjs), inlined into server and
// client code alike, so a link, a search result and the locale switcher agree on which pages a locale has.
import { hasLocalePage, type Locale, localizedPath, PREFIXED_LOCALES, type Translations } from './locales';

function siteTranslations(): Translations {
  const listed = process.env.TESSERA_TRANSLATIONS;
  if (listed === undefined) throw new Error('TESSERA_TRANSLATIONS is unset: next.config sets it (src/hosting/next-config.mjs).');
  const translations = JSON.parse(listed) as Translations;
  const stray = Object.keys(translations).find((locale) => !(PREFIXED_LOCALES as readonly string[]).includes(locale));
  if (stray) throw new Error(`content/translations/${stray}: not a locale of the site (${PREFIXED_LOCALES.join(', ')})`);
  return translations;
}

export const SITE_TRANSLATIONS = siteTranslations();

/** A site path's address in a locale: the locale's own page, or the English one (src/i18n/locales.ts). */
export const localePath = (locale: Locale, path: string) => localizedPath(locale, path, SITE_TRANSLATIONS);

/** Whether a locale has its own page at this path. */
export const hasOwnPage = (locale: Locale, path: string) => hasLocalePage(locale, path, SITE_TRANSLATIONS);
