// Numbers and dates through Intl (pure), with Latin digits where spec §9 asks for them.
import { fallbackChain } from './locales';

/**
 * Spec §9: certain Arabic, Persian, Hebrew, Urdu and Uyghur locales use Latin digits (0-9).
 * Why: readers of developer docs compare what the page says with code, status codes, version
 * numbers and API responses, all of which are written in Latin digits. CLDR's defaults would
 * give Arabic-Indic digits (٠١٢) for ar-EG, ar-SA, ar-IQ, ar-LB… and Extended Arabic-Indic (۰۱۲)
 * for fa, fa-AF and ur-IN. One entry per language covers its regional variants, because a locale
 * is matched through its fallback chain (`ar-EG` → `ar`); he, ur and ug already default to Latin
 * in CLDR and are listed so that no future CLDR change can alter them.
 */
export const LATIN_DIGIT_LOCALES = ['ar', 'fa', 'he', 'ur', 'ug'] as const;

export function usesLatinDigits(locale: string): boolean {
  const listed: readonly string[] = LATIN_DIGIT_LOCALES;
  return fallbackChain(locale).some((tag) => listed.includes(tag));
}

/**
 * The BCP 47 tag to hand to Intl and to the message formatter: `ar` becomes `ar-u-nu-latn`, so
 * plurals, numbers and dates inside messages get Latin digits too. Other locales are unchanged.
 */
export function intlLocale(locale: string): string {
  return usesLatinDigits(locale) ? `${locale}-u-nu-latn` : locale;
}

/** The site's English is British ('colour', '3 November 2026'): en formats as en-GB. */
const SITE_ENGLISH = 'en-GB';
const intlTag = (locale: string) => (locale === 'en' ? SITE_ENGLISH : locale);

const withDigits = <T extends Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>(locale: string, options: T): T =>
  usesLatinDigits(locale) ? { ...options, numberingSystem: 'latn' } : options;

export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(intlTag(locale), withDigits(locale, options)).format(value);
}

/** A calendar day (`2026-11-22`), formatted in the locale's words, read as UTC so it never shifts. */
export function formatDay(locale: string, isoDay: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(intlTag(locale), withDigits(locale, options)).format(date);
}
