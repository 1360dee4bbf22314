// <head> metadata of the portal's pages (home, changelog) in a locale.
import type { Metadata } from 'next';
import { localeAlternates } from '@/i18n/alternates';
import { translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/locales';

export function homeMetadata(locale: Locale): Metadata {
  return { alternates: localeAlternates(locale, '/') };
}

export function changelogMetadata(locale: Locale): Metadata {
  const t = translatorFor(locale);
  return {
    title: t('changelog.title'),
    description: t('changelog.description'),
    alternates: { ...localeAlternates(locale, '/changelog'), types: { 'application/atom+xml': '/changelog/feed.xml' } },
  };
}

export function notFoundMetadata(locale: Locale): Metadata {
  return { title: translatorFor(locale)('notFound.title'), robots: { index: false } };
}
