// What the /<locale>/… route files share: reading the locale param. Which pages a locale has is
// src/i18n/route-pair.ts; docs/i18n.md ('One address per text') says why.
import { notFound } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale, type Locale, PREFIXED_LOCALES } from './locales';
import { setRequestLocale } from './request-locale';

export type LocaleParams = Promise<{ locale: string }>;

/** The prefixed locale of a URL, set for this render; anything else (including `en`) is a 404. */
export function localeOrNotFound(value: string): Locale {
  if (!isLocale(value) || value === DEFAULT_LOCALE) notFound();
  setRequestLocale(value);
  return value;
}

/**
 * For the root layout and for metadata, which must not throw notFound() (Next then has no boundary
 * to render the 404 page in): the URL's locale, or en when it is not one, and the page 404s.
 */
export function localeOrDefault(value: string): Locale {
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  setRequestLocale(locale);
  return locale;
}

export const localeParams = () => PREFIXED_LOCALES.map((locale) => ({ locale }));
