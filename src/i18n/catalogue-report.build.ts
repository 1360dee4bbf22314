// The build-time catalogue report (pure): keys missing per locale (a warning: lookup falls back),
// and what makes the build fail: a key other locales use that en lacks, or an empty en message.
import type { Catalogue } from './translate';

export type CatalogueReport = {
  /** Per non-default locale, the en keys it has no text for. */
  missing: Record<string, string[]>;
  /** Keys found in some locale but absent or empty in en: no fallback would have text. */
  missingInDefault: string[];
};

const hasText = (catalogue: Catalogue, key: string) => {
  const text = (catalogue as Record<string, unknown>)[key];
  return typeof text === 'string' && text.trim() !== '';
};

export function catalogueReport(catalogues: Record<string, Catalogue>, defaultLocale: string): CatalogueReport {
  const base = catalogues[defaultLocale] ?? {};
  const allKeys = new Set(Object.values(catalogues).flatMap((catalogue) => Object.keys(catalogue)));
  const missingInDefault = [...allKeys].filter((key) => !hasText(base, key)).sort();
  const missing: Record<string, string[]> = {};
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    if (locale === defaultLocale) continue;
    missing[locale] = Object.keys(base).filter((key) => !hasText(catalogue, key));
  }
  return { missing, missingInDefault };
}
